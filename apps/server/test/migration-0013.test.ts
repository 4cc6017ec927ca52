import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0013 (WeChat Pay) on a database that was at the migration before it: an install seeded
// before it gets the payment settings (as the seed has them) and the `pay` config group; a
// database created empty gets them from the seed instead.
const { folder, openBefore } = databaseBefore('_wechatpay');

type Row = { name: string; group: string; title: string; tip: string; type: string; value: string; extend: string };
const paySettings = (database: Database) =>
  database.rows<Row>(sql`select name, "group", title, tip, type, value, extend from config where "group" = 'pay' and name ~ '^wechatpay_' and name !~ '^wechatpay_transfer_' order by name`);

describe('migration 0013', () => {
  it('adds the payment settings, as the seed has them, and their group to an install seeded before it, once', async () => {
    const database = await openBefore();
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'order', value: 'Order' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await migrate(database.db as never, { migrationsFolder: folder });
    // the payment settings of 0013; the transfer and Alipay settings of later releases reach an install through the seed
    const seeded = configSeeds.filter((c) => c.group === 'pay' && c.name.startsWith('wechatpay_') && !c.name.startsWith('wechatpay_transfer_')).map((c) => ({ name: c.name, group: c.group, title: c.title, tip: c.tip ?? '', type: c.type, value: c.value, extend: c.extend ?? '' }));
    expect(seeded.length).toBe(9);
    expect(await paySettings(database)).toEqual(seeded.sort((a, b) => a.name.localeCompare(b.name)));
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    // later migrations append their own groups after it
    expect(JSON.parse(value).slice(0, 3)).toEqual([{ key: 'basics', value: 'Basics' }, { key: 'order', value: 'Order' }, { key: 'pay', value: 'Payment' }]);
  });

  it('inserts nothing into an empty database (the seed writes the settings there)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await paySettings(database)).toEqual([]);
  });
});
