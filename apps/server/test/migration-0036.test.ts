import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0036 (ai_config) on a database at the migration before it: an install seeded before it
// gets the CRUD designer's chat endpoint settings (as the seed has them) and their config group.
const { folder, openBefore } = databaseBefore('_ai_config');

type Row = { name: string; group: string; title: string; tip: string; type: string; value: string; rule: string; extend: string; weigh: number };
const settings = (database: Database) =>
  database.rows<Row>(sql`select name, "group", title, tip, type, value, rule, extend, weigh from config where "group" = 'ai' order by name`);

describe('migration 0036', () => {
  it('adds the ai settings, as the seed has them, and their group to an install seeded before it', async () => {
    const database = await openBefore();
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'map', value: 'Map' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const seeded = configSeeds
      .filter((c) => c.group === 'ai')
      .map((c) => ({ name: c.name, group: c.group, title: c.title, tip: c.tip ?? '', type: c.type, value: c.value, rule: c.rule ?? '', extend: c.extend ?? '', weigh: c.weigh ?? 0 }));
    expect(seeded.map((r) => r.name).sort()).toEqual(['ai_base_url', 'ai_model', 'ai_secret_key', 'ai_timeout']);
    expect(await settings(database)).toEqual(seeded.sort((a, b) => a.name.localeCompare(b.name)));
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    expect(JSON.parse(value)).toContainEqual({ key: 'ai', value: 'AI' });
  });

  it('an empty database gets no settings (the seed writes them)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await settings(database)).toEqual([]);
  });
});
