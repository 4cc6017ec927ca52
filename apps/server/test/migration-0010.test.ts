import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../src/db/client.ts';

// Migration 0010 (commerce) on a database that was at 0009: an install seeded before it gets the
// order settings and the config group; a database created empty gets them from the seed instead.
const folder = path.resolve(import.meta.dirname, '../drizzle');
const upTo9 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0009-'));
fs.cpSync(folder, upTo9, { recursive: true });
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 9);
fs.writeFileSync(path.join(upTo9, 'meta/_journal.json'), JSON.stringify(journal));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  fs.rmSync(upTo9, { recursive: true, force: true });
});

const open = async (loadDataDir?: Blob) => {
  const database = await openDatabase({ loadDataDir });
  opened.push(database);
  return database;
};
let at0009: Blob;
beforeAll(async () => {
  const database = await open();
  await migrate(database.db as never, { migrationsFolder: upTo9 });
  at0009 = await ((database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir('gzip'));
}, 120_000);

const orderSettings = (database: Database) =>
  database.rows<{ name: string; group: string; value: string; rule: string }>(sql`select name, "group", value, rule from config where "group" = 'order' and name like 'order%' order by name`);

describe('migration 0010', () => {
  it('adds the order settings and their group to an install seeded before it, once', async () => {
    const database = await open(at0009);
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'mine', value: 'Mine' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await orderSettings(database)).toEqual([
      { name: 'order_after_sale_days', group: 'order', value: '7', rule: 'required,integer' },
      { name: 'order_auto_complete_days', group: 'order', value: '7', rule: 'required,integer' },
      { name: 'order_unpaid_timeout', group: 'order', value: '30', rule: 'required,integer' },
    ]);
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    // later migrations append their own groups after it
    expect(JSON.parse(value).slice(0, 3)).toEqual([{ key: 'basics', value: 'Basics' }, { key: 'mine', value: 'Mine' }, { key: 'order', value: 'Order' }]);
  });

  it('inserts nothing into an empty database (the seed writes the settings there)', async () => {
    const database = await open(at0009);
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await orderSettings(database)).toEqual([]);
    expect(await database.rows(sql`select 1 from config where name = 'config_group'`)).toEqual([]);
  });
});
