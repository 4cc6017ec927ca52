import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { databaseBefore } from './migration-support.ts';

// Migration 0029 (module_store_path) on a database at the migration before it: the module store's
// rule seeded with the old path gets the reference's `moduleStore`; a path an operator chose stays.
const { folder, openBefore } = databaseBefore('_module_store_path');

const insertRule = (name: string, path: string) => sql`insert into admin_rule (type, title, name, path, menu_type, component) values ('menu', '模块市场', ${name}, ${path}, 'tab', '/src/views/backend/module/index.vue')`;

describe('migration 0029', () => {
  it("moves the store's rule from moduleStore/moduleStore to the reference's path", async () => {
    const database = await openBefore();
    await database.db.execute(insertRule('moduleStore/moduleStore', 'moduleStore/moduleStore'));
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await database.rows(sql`select name, path from admin_rule`)).toEqual([{ name: 'moduleStore/moduleStore', path: 'moduleStore' }]);
  });

  it("leaves a path an operator changed", async () => {
    const database = await openBefore();
    await database.db.execute(insertRule('moduleStore/moduleStore', 'store'));
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await database.rows(sql`select path from admin_rule`)).toEqual([{ path: 'store' }]);
  });
});
