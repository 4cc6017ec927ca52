import { eq, inArray, sql } from 'drizzle-orm';
import { ruleAddInput, ruleEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, nestRows, treeOptions } from '../../core/crud/index.ts';
import { adminGroup, adminRule } from '../../db/schema/index.ts';
import { rbacChanged } from './rbac-changed.ts';

/** `/admin/auth.Rule/*`: admin menus and permission nodes (reference 4.7). */
export const ruleResource = defineResource({
  path: 'auth.Rule',
  table: adminRule,
  fields: {
    id: { search: true, sort: true },
    pid: { search: true, sort: true },
    type: { search: true, sort: true },
    title: { search: true, sort: true },
    name: { search: true, sort: true },
    path: { search: true },
    icon: { search: true },
    menu_type: { search: true },
    url: { search: true },
    component: { search: true },
    keepalive: { search: true },
    extend: { search: true },
    status: { search: true, sort: true },
    weigh: { search: true, sort: true },
    create_time: { search: true, sort: true },
    update_time: { search: true, sort: true },
  },
  quickSearch: ['title'],
  order: [['weigh', 'desc'], ['id', 'asc']],
  weigh: 'weigh',
  tree: { pid: 'pid' },
  // Non-super admins see and manage only the rules they hold.
  scope(c) {
    if (c.isSuper) return undefined;
    const ids = [...(c.admin.granted as Set<number>)];
    return ids.length ? inArray(adminRule.id, ids) : sql`false`;
  },
  add: { input: ruleAddInput },
  edit: { input: ruleEditInput },
  hooks: {
    // Remote select (the parent picker): enabled folders and menus, titles prefixed by depth.
    select(rows, _c, q) {
      const menus = rows.filter((r) => r.status && (r.type === 'menu_dir' || r.type === 'menu'));
      const asTree = q.isTree !== false && !q.initValue?.some((v) => v !== '');
      return { options: asTree ? treeOptions(nestRows(menus), 'title') : menus };
    },

    // Whoever may use the parent may use the new child: groups holding the parent get it too.
    async afterAdd(row, _input, c) {
      const pid = row.pid as number;
      if (!pid) return;
      await c.db
        .update(adminGroup)
        .set({ rules: sql`${adminGroup.rules} || ',' || ${String(row.id)}` })
        .where(sql`${adminGroup.rules} <> '*' and ${String(pid)} = any(string_to_array(replace(${adminGroup.rules}, ' ', ''), ','))`);
    },

    async beforeEdit(input, row, c) {
      const pid = input.pid;
      if (pid === undefined || pid === 0) return input;
      if (pid === row.id) throw new ApiError('Parameter error');
      // Moving a rule under its own child would make a 2-cycle: that child moves to the top first.
      const [parent] = await c.db.select({ pid: adminRule.pid }).from(adminRule).where(eq(adminRule.id, pid));
      if (parent?.pid === row.id) await c.db.update(adminRule).set({ pid: 0 }).where(eq(adminRule.id, pid));
      return input;
    },

    async beforeDel(rows, c, ids) {
      const children = await c.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.pid, ids));
      if (children.some((child) => !ids.includes(child.id))) throw new ApiError('Please delete the child element first, or use batch deletion');
      return rows;
    },
    afterWrite: rbacChanged,
  },
});
