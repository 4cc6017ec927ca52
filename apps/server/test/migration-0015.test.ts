import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0015 (distrel_relations) on a database at the migration before it: an install seeded
// before it gets the distribution settings (as the seed has them) and their config group; every
// database gets the default agent level once, unless it has levels already.
const { folder, openBefore } = databaseBefore('_distrel_relations');

type Row = { name: string; group: string; title: string; tip: string; type: string; value: string; content: string | null; rule: string; weigh: number };
const settings = (database: Database) =>
  database.rows<Row>(sql`select name, "group", title, tip, type, value, content, rule, weigh from config where "group" = 'distribution' order by name`);
const levels = (database: Database) => database.rows<{ name: string; grade: number }>(sql`select name, grade from agent_level order by grade`);

describe('migration 0015', () => {
  it('adds the distribution settings, as the seed has them, their group, and the default level to an install seeded before it', async () => {
    const database = await openBefore();
    const groups = JSON.stringify([{ key: 'basics', value: 'Basics' }, { key: 'pay', value: 'Payment' }]);
    await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', ${groups})`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const seeded = configSeeds
      .filter((c) => c.group === 'distribution')
      .map((c) => ({ name: c.name, group: c.group, title: c.title, tip: c.tip ?? '', type: c.type, value: c.value, content: c.content ?? null, rule: c.rule ?? '', weigh: c.weigh ?? 0 }));
    expect(seeded.length).toBe(12);
    expect(await settings(database)).toEqual(seeded.sort((a, b) => a.name.localeCompare(b.name)));
    const [{ value }] = await database.rows<{ value: string }>(sql`select value from config where name = 'config_group'`);
    // later migrations append their own groups after it
    expect(JSON.parse(value).slice(0, 3)).toEqual([{ key: 'basics', value: 'Basics' }, { key: 'pay', value: 'Payment' }, { key: 'distribution', value: 'Distribution' }]);
    expect(await levels(database)).toEqual([{ name: '普通代理', grade: 1 }]);
  });

  it('an empty database gets the level but no settings (the seed writes them); existing levels stay alone', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await settings(database)).toEqual([]);
    expect(await levels(database)).toEqual([{ name: '普通代理', grade: 1 }]);

    const withLevels = await openBefore();
    await withLevels.db.execute(sql`insert into agent_level (name, grade) values ('Gold', 3)`);
    await migrate(withLevels.db as never, { migrationsFolder: folder });
    expect(await levels(withLevels)).toEqual([{ name: 'Gold', grade: 3 }]);
  });
});
