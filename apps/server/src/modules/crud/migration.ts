import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { PROJECT_ROOT } from './files.ts';

/**
 * A generation's table SQL as a forward-only migration of `apps/server/drizzle` (next number,
 * appended to drizzle's journal), so that every other database (a fresh install, the other
 * instances, the tests' template) gets the table the way it gets every other one. The database
 * the generator just changed records it as applied, as drizzle's migrator would.
 */

const DRIZZLE = 'apps/server/drizzle';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

export interface WrittenMigration {
  /** Relative to the project root. */
  path: string;
  tag: string;
  when: number;
  hash: string;
}

/** Writes the migration file and its journal entry; the statements are the generator's (checked identifiers only). */
export function writeMigration(table: string, statements: readonly string[], root = PROJECT_ROOT): WrittenMigration {
  const journalFile = path.join(root, DRIZZLE, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  const idx = journal.entries.length ? Math.max(...journal.entries.map((e) => e.idx)) + 1 : 0;
  const tag = `${String(idx).padStart(4, '0')}_crud_${table}`.slice(0, 80);
  const when = Math.max(Date.now(), ...journal.entries.map((e) => e.when + 1));
  const text = `-- Written by the CRUD generator for table ${table}.\n${statements.map((s) => `${s};`).join('\n--> statement-breakpoint\n')}\n`;
  const file = path.join(root, DRIZZLE, `${tag}.sql`);
  if (fs.existsSync(file)) throw new Error(`migration ${tag} exists already`);
  fs.writeFileSync(file, text);
  journal.entries.push({ idx, version: '7', when, tag, breakpoints: true });
  fs.writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  return { path: `${DRIZZLE}/${tag}.sql`, tag, when, hash: crypto.createHash('sha256').update(text).digest('hex') };
}

/** Records the migration as applied on a database whose table the generator has just changed (drizzle's own bookkeeping). */
export async function markApplied(db: Db, m: WrittenMigration): Promise<void> {
  await rows(db, sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.when})`);
}

/** The journal as it is now: the returned function puts it back and removes a migration written since (a generation that failed). */
export function journalBackup(root = PROJECT_ROOT): (written?: WrittenMigration) => void {
  const journalFile = path.join(root, DRIZZLE, 'meta/_journal.json');
  const text = fs.readFileSync(journalFile, 'utf8');
  return (written) => {
    fs.writeFileSync(journalFile, text);
    if (written) fs.rmSync(path.join(root, written.path), { force: true });
  };
}
