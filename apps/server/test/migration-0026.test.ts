import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0026 (commerce_sold_and_activity_commission) on a database at the migration before it:
// an install seeded before it gets the setting "promotions earn commission" (as the seed has it).
const { folder, openBefore } = databaseBefore('_commerce_sold_and_activity_commission');

describe('migration 0026', () => {
  it('adds commission_activity_default, as the seed has it, to an install seeded before it', async () => {
    const database = await openBefore();
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', '[]')`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const seed = configSeeds.find((c) => c.name === 'commission_activity_default')!;
    const rows = await database.rows<{ group: string; title: string; tip: string; type: string; value: string; weigh: number }>(
      sql`select "group", title, tip, type, value, weigh from config where name = 'commission_activity_default'`);
    expect(rows).toEqual([{ group: seed.group, title: seed.title, tip: seed.tip, type: seed.type, value: '1', weigh: seed.weigh }]);
  });

  it('an empty database gets no setting (the seed writes it)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await database.rows(sql`select 1 from config where name = 'commission_activity_default'`)).toEqual([]);
  });
});
