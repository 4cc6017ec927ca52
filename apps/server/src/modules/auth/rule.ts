import { inArray, sql } from 'drizzle-orm';
import { ruleAddInput, ruleEditInput } from '@app/contract';
import { defineResource } from '../../core/crud/index.ts';
import { ruleTreeHooks } from '../../core/rbac/rule-tree.ts';
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
    // Parent picker: enabled folders and menus.
    ...ruleTreeHooks({ rule: adminRule, group: adminGroup, parentTypes: ['menu_dir', 'menu'] }),
    afterWrite: rbacChanged,
  },
});
