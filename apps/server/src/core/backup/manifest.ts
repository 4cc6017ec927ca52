import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../db/migrate.ts';

/**
 * A backup file is a gzipped tar: `manifest.json` first (read before anything is restored), the
 * data folder's `*.key` files under `keys/`, the database dump under `database/`, and the
 * uploads of `DATA_DIR/storage` under `storage/`.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
/** The embedded database's data folder, as PGlite's own dump (a gzipped tar). */
export const PGLITE_DUMP = 'database/pgdata.tar.gz';
/** PostgreSQL's custom format (`pg_dump -Fc`), for `pg_restore`. */
export const POSTGRES_DUMP = 'database/postgres.dump';
export const KEYS_DIR = 'keys/';
export const STORAGE_DIR = 'storage/';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The last migration applied to the database when it was dumped: its journal tag and time. */
  schema: z.object({ tag: z.string(), when: z.number() }),
  database: z.enum(['pglite', 'postgres']),
  /** ISO time the database was dumped. */
  created: z.string(),
});
export type Manifest = z.output<typeof manifestSchema>;

interface JournalEntry {
  tag: string;
  when: number;
}

/** This build's migrations (drizzle's journal), oldest first. */
export function journalEntries(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The schema of a database whose newest applied migration was recorded at `when` (drizzle's `created_at`). */
export function schemaAt(when: number, entries = journalEntries()): Manifest['schema'] {
  return { tag: entries.find((e) => e.when === when)?.tag ?? 'unknown', when };
}

/**
 * Why this build cannot restore the file, or undefined: a newer format, or a schema whose last
 * migration this build does not know (a newer release made it; its tables would be missing here).
 * An older schema restores, and the next start migrates it forward.
 */
export function restoreProblem(manifest: Manifest, entries = journalEntries()): string | undefined {
  if (!entries.some((e) => e.when === manifest.schema.when)) {
    return `the backup's schema (${manifest.schema.tag}) is newer than this build knows (last: ${entries.at(-1)?.tag ?? 'none'}); restore it with the release that made it, or a newer one`;
  }
  return undefined;
}

/** The manifest's text in a file, or the reason it is not a manifest of this format. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not a backup file (its manifest is not JSON)');
  }
  const format = (json as { format?: unknown })?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT) throw new Error(`the backup's format ${format} is newer than this build reads (${BACKUP_FORMAT})`);
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error('not a backup file (its manifest is incomplete)');
  return parsed.data;
}
