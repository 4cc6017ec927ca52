import { inArray, sql } from 'drizzle-orm';
import { ruleAddInput, ruleDescription, ruleEditInput } from '@app/contract';
import { defineResource, described } from '../../core/crud/index.ts';
import { ruleTreeHooks, ruleTreeList, ruleTreeOutputs } from '../../core/rbac/rule-tree.ts';
import { adminGroup, adminRule } from '../../db/schema/index.ts';
import { rbacChanged } from './rbac-changed.ts';

/** `/admin/auth.Rule/*`: admin menus and permission nodes (reference 4.7). */
export const ruleResource = defineResource({
  table: adminRule,
  ...described(ruleDescription),
  order: ruleTreeList.order,
  weigh: ruleTreeList.weigh,
  // Non-super admins see and manage only the rules they hold.
  scope(c) {
    if (c.isSuper) return undefined;
    const ids = [...(c.admin.granted as Set<number>)];
    return ids.length ? inArray(adminRule.id, ids) : sql`false`;
  },
  add: { input: ruleAddInput },
  edit: { input: ruleEditInput },
  outputs: ruleTreeOutputs,
  hooks: {
    // Parent picker: enabled folders and menus.
    ...ruleTreeHooks({ rule: adminRule, group: adminGroup, parentTypes: ['menu_dir', 'menu'] }),
    afterWrite: rbacChanged,
  },
});
