import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0038 (wechat_binding_rules) on a database at the migration before it: an installed back
// office gets the two WeChat binding buttons under the members page, and the groups that may edit
// members get them; the seed (which skips existing rules) gives them to a fresh database.
const { folder, openBefore } = databaseBefore('_wechat_binding_rules');

const rules = (database: Database) =>
  database.rows<{ id: number; pid: number; type: string; name: string; title: string }>(sql`select id, pid, type, name, title from admin_rule where name like 'user/wechat/%' order by id`);
const groupRules = async (database: Database, name: string) =>
  (await database.rows<{ rules: string }>(sql`select rules from admin_group where name = ${name}`))[0].rules;

describe('migration 0038', () => {
  it('adds the buttons under user/user and grants them to the groups holding user/user/edit, once', async () => {
    const database = await openBefore();
    const [{ id: page }] = await database.rows<{ id: number }>(sql`insert into admin_rule (pid, type, title, name) values (0, 'menu', '会员管理', 'user/user') returning id`);
    const [{ id: edit }] = await database.rows<{ id: number }>(sql`insert into admin_rule (pid, type, title, name) values (${page}, 'button', '编辑', 'user/user/edit') returning id`);
    const [{ id: view }] = await database.rows<{ id: number }>(sql`insert into admin_rule (pid, type, title, name) values (${page}, 'button', '查看', 'user/user/index') returning id`);
    await database.db.execute(sql`insert into admin_group (pid, name, rules) values
      (0, 'all', '*'), (0, 'editors', ${`${page},${edit}`}), (0, 'viewers', ${`${page},${view}`}), (0, 'none', '')`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const added = await rules(database);
    expect(added.map((r) => [r.name, r.type, r.pid, r.title])).toEqual([
      ['user/wechat/index', 'button', page, '查看微信绑定'],
      ['user/wechat/del', 'button', page, '解除微信绑定'],
    ]);
    expect(await groupRules(database, 'editors')).toBe(`${page},${edit},${added[0].id},${added[1].id}`);
    expect(await groupRules(database, 'viewers')).toBe(`${page},${view}`);
    expect(await groupRules(database, 'all')).toBe('*');
    expect(await groupRules(database, 'none')).toBe('');
  });

  it('an empty database gets no rules (the seed writes them)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await rules(database)).toEqual([]);
  });
});
