import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0022 (map_tile_config) on a database at the migration before it: an install seeded
// before it gets the map tile settings (as the seed has them) and their config group.
const { folder, openBefore } = databaseBefore('_map_tile_config');

type Row = { name: string; group: string; title: string; tip: string; type: string; value: string; content: string | null; rule: string; weigh: number };
const settings = (database: Database) =>
  database.rows<Row>(sql`select name, "group", title, tip, type, value, content, rule, weigh from config where "group" = 'map' order by name`);

describe('migration 0022', () => {
  it('adds the map tile settings, as the seed has them, and their group to an install seeded before it', async () => {
    const database = await openBefore();
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'pay', value: 'Payment' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('map_tile_subdomains', 'map', 'Tile subdomains', 'string', '1234')`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const seeded = configSeeds
      .filter((c) => c.group === 'map')
      .map((c) => ({ name: c.name, group: c.group, title: c.title, tip: c.tip ?? '', type: c.type, value: c.value, content: c.content ?? null, rule: c.rule ?? '', weigh: c.weigh ?? 0 }));
    expect(seeded.length).toBe(3);
    // a row already there (an operator's own) stays as it is
    const expected = seeded.map((r) => (r.name === 'map_tile_subdomains' ? { ...r, tip: '', value: '1234', weigh: 0 } : r));
    expect(await settings(database)).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    // later migrations append their own groups after it
    expect(JSON.parse(value).slice(0, 3)).toEqual([{ key: 'basics', value: 'Basics' }, { key: 'pay', value: 'Payment' }, { key: 'map', value: 'Map' }]);
  });

  it('an empty database gets no settings (the seed writes them)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await settings(database)).toEqual([]);
  });
});
