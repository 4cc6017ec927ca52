import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0028 (rates_in_percent) on a database at the migration before it: the seeded rate
// settings get the `percent` input attribute and tips as the seed has them; an operator's own stay.
const { folder, openBefore } = databaseBefore('_rates_in_percent');

describe('migration 0028', () => {
  it('marks the seeded rate rows percent, as the seed has them, and leaves a row with its own attributes', async () => {
    const database = await openBefore();
    for (const name of ['commission_level1_rate', 'withdraw_fee_rate']) {
      await database.db.execute(sql`insert into config (name, "group", title, tip, type, value, rule) values (${name}, 'x', 'T', 'Basis points (100 = 1%)', 'number', '150', 'required,integer')`);
    }
    await database.db.execute(sql`insert into config (name, "group", title, type, value, extend) values ('commission_level2_rate', 'x', 'T', 'number', '5', '{"class":"mine"}')`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const rows = Object.fromEntries(
      (await database.rows<{ name: string; extend: string; tip: string; value: string }>(sql`select name, extend, tip, value from config`)).map((r) => [r.name, r]),
    );
    const seed = (name: string) => configSeeds.find((c) => c.name === name)!;
    for (const name of ['commission_level1_rate', 'withdraw_fee_rate']) {
      expect(rows[name]).toEqual({ name, extend: seed(name).extend, tip: seed(name).tip, value: '150' });
    }
    expect(JSON.parse(seed('withdraw_fee_rate').extend!)).toEqual({ baInputExtend: { percent: true } });
    expect(rows.commission_level2_rate).toMatchObject({ extend: '{"class":"mine"}', value: '5' });
  });
});
