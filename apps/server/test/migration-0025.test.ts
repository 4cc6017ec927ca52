import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { configSeeds } from '../src/db/seed/config.ts';
import { adminRuleSeeds } from '../src/db/seed/module-rules.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0025 (refclient_wire) on an install seeded before it: what BuildAdmin's own client
// needs of its data is what the seed now writes (the CRUD generator's page path, number settings).
const { folder, openBefore } = databaseBefore('_refclient_wire');

const OLD_CRUD_PAGE = '/src/views/backend/crud/crud/index.vue';
// the whole-number settings of 0025's time (the ai group's time limit came with 0036, which adds its own)
const WHOLE_NUMBERS = configSeeds.filter((c) => (c.rule ?? '').split(',').includes('integer') && c.group !== 'ai');

describe('migration 0025', () => {
  it("gives the CRUD generator's menu the reference's page path, and whole-number settings the number type, as the seed has them", async () => {
    const database = await openBefore();
    await database.db.execute(sql`insert into admin_rule (name, title, type, path, component, menu_type) values ('crud/crud', '代码生成', 'menu', 'crud/crud', ${OLD_CRUD_PAGE}, 'tab')`);
    // an operator's own page path stays theirs
    await database.db.execute(sql`insert into admin_rule (name, title, type, path, component, menu_type) values ('crud/log', 'CRUD记录', 'menu', 'crud/log', '/src/views/backend/mine.vue', 'tab')`);
    expect(WHOLE_NUMBERS.map((c) => c.name).sort()).toEqual([
      'commission_level1_rate', 'commission_level2_rate', 'distribution_bind_days', 'low_stock_threshold', 'order_after_sale_days',
      'order_auto_complete_days', 'order_unpaid_timeout', 'upload_abandoned_hours', 'withdraw_daily_count', 'withdraw_fee_rate',
    ]);
    for (const c of WHOLE_NUMBERS) {
      await database.db.execute(sql`insert into config (name, "group", title, type, value, rule) values (${c.name}, ${c.group}, ${c.title}, 'string', ${c.value}, ${c.rule ?? ''})`);
    }
    await migrate(database.db as never, { migrationsFolder: folder });

    const seededPage = (await adminRuleSeeds()).find((r) => r.name === 'crud/crud')?.component;
    expect(seededPage).toBe('/src/views/backend/crud/index.vue');
    const rules = await database.rows<{ name: string; component: string }>(sql`select name, component from admin_rule where name like 'crud/%' order by name`);
    expect(rules).toEqual([{ name: 'crud/crud', component: seededPage }, { name: 'crud/log', component: '/src/views/backend/mine.vue' }]);
    const types = (await database.rows<{ name: string; type: string; value: string }>(sql`select name, type, value from config order by name`)).filter((c) => WHOLE_NUMBERS.some((w) => w.name === c.name));
    expect(types).toEqual(WHOLE_NUMBERS.map((c) => ({ name: c.name, type: 'number', value: c.value })).sort((a, b) => a.name.localeCompare(b.name)));
    expect(new Set(WHOLE_NUMBERS.map((c) => c.type))).toEqual(new Set(['number']));
  });
});
