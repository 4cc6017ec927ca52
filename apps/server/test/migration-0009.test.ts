import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../src/db/client.ts';

// Migration 0009 (recycle links, no placeholder ICP) on a database that was at 0006: the seeded placeholder ICP number is cleared,
// an operator's own number stays.
const folder = path.resolve(import.meta.dirname, '../drizzle');
const upTo6 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0006-'));
fs.cpSync(folder, upTo6, { recursive: true });
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 6);
fs.writeFileSync(path.join(upTo6, 'meta/_journal.json'), JSON.stringify(journal));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  fs.rmSync(upTo6, { recursive: true, force: true });
});

const open = async (loadDataDir?: Blob) => {
  const database = await openDatabase({ loadDataDir });
  opened.push(database);
  return database;
};
// Migrating a database from nothing is slow: it is done once, and each case starts from a copy.
let at0006: Blob;
beforeAll(async () => {
  const database = await open();
  await migrate(database.db as never, { migrationsFolder: upTo6 });
  at0006 = await ((database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir('gzip'));
}, 120_000);

async function recordNumberAfter0009(stored: string): Promise<string> {
  const database = await open(at0006);
  await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('record_number', 'basics', 'Record number', 'string', ${stored})`);
  await migrate(database.db as never, { migrationsFolder: folder });
  return (await database.rows<{ value: string }>(sql`select value from config where name = 'record_number'`))[0].value;
}

describe('migration 0009', () => {
  it('clears the placeholder ICP number where it is still the seeded value', async () => {
    expect(await recordNumberAfter0009('渝ICP备8888888号-1')).toBe('');
  });
  it('keeps a record number the operator entered', async () => {
    expect(await recordNumberAfter0009('京ICP备12345678号')).toBe('京ICP备12345678号');
  });
});
