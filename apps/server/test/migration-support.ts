import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../src/db/client.ts';

/**
 * For a migration's test: an embedded database at the migration before the one whose tag ends with
 * `tagSuffix` (only the migrations before it: later ones may depend on it). Migrating from nothing
 * is slow, so it is done once; `openBefore` opens a copy of that state, `open` an empty database,
 * and `folder` holds every migration, to migrate either onwards. Everything opened is closed after.
 */
export function databaseBefore(tagSuffix: string) {
  const folder = path.resolve(import.meta.dirname, '../drizzle');
  const before = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-pre${tagSuffix}-`));
  fs.cpSync(folder, before, { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tagSuffix));
  if (at < 0) throw new Error(`no migration tagged *${tagSuffix}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));

  const opened: Database[] = [];
  const open = async (loadDataDir?: Blob) => {
    const database = await openDatabase({ loadDataDir });
    opened.push(database);
    return database;
  };
  let atBefore: Blob;
  beforeAll(async () => {
    const database = await open();
    await migrate(database.db as never, { migrationsFolder: before });
    atBefore = await ((database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir('gzip'));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    fs.rmSync(before, { recursive: true, force: true });
  });
  return { folder, open, openBefore: () => open(atBefore) };
}
