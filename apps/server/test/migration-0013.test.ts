import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';

// Migration 0013 (WeChat Pay) on a database that was at the migration before it: an install seeded
// before it gets the payment settings (as the seed has them) and the `pay` config group; a
// database created empty gets them from the seed instead.
const folder = path.resolve(import.meta.dirname, '../drizzle');
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-pre-wechatpay-'));
fs.cpSync(folder, before, { recursive: true });
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
// Only the migrations before it: later ones may depend on it.
journal.entries = journal.entries.slice(0, journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('_wechatpay')));
fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  fs.rmSync(before, { recursive: true, force: true });
});

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

type Row = { name: string; group: string; title: string; tip: string; type: string; value: string; extend: string };
const paySettings = (database: Database) =>
  database.rows<Row>(sql`select name, "group", title, tip, type, value, extend from config where "group" = 'pay' order by name`);

describe('migration 0013', () => {
  it('adds the payment settings, as the seed has them, and their group to an install seeded before it, once', async () => {
    const database = await open(atBefore);
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'order', value: 'Order' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const seeded = configSeeds.filter((c) => c.group === 'pay').map((c) => ({ name: c.name, group: c.group, title: c.title, tip: c.tip ?? '', type: c.type, value: c.value, extend: c.extend ?? '' }));
    expect(seeded.length).toBe(9);
    expect(await paySettings(database)).toEqual(seeded.sort((a, b) => a.name.localeCompare(b.name)));
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    // later migrations append their own groups after it
    expect(JSON.parse(value).slice(0, 3)).toEqual([{ key: 'basics', value: 'Basics' }, { key: 'order', value: 'Order' }, { key: 'pay', value: 'Payment' }]);
  });

  it('inserts nothing into an empty database (the seed writes the settings there)', async () => {
    const database = await open(atBefore);
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await paySettings(database)).toEqual([]);
  });
});
