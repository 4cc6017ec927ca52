import { eq } from 'drizzle-orm';
import { memberRuleAddInput, memberRuleDescription, memberRuleEditInput } from '@app/contract';
import { defineResource, described, type ActionContext } from '../../core/crud/index.ts';
import { ruleTreeHooks, ruleTreeList, ruleTreeOutputs } from '../../core/rbac/rule-tree.ts';
import { userGroup, userRule } from '../../db/schema/index.ts';

const tree = ruleTreeHooks({ rule: userRule, group: userGroup });

/** After a write the member side reads the new rules at once (bootstrap menus, permission checks). */
function memberRulesChanged(c: ActionContext) {
  c.app.userRules.invalidate();
  c.app.sessions.forgetAll();
}

/**
 * `/admin/user.Rule/*` (reference 4.8): member-centre menus, public routes, navigation and
 * permission nodes, as a tree. Unlike the original, the index needs a login and `user/rule/index`.
 */
export const memberRuleResource = defineResource({
  table: userRule,
  ...described(memberRuleDescription),
  order: ruleTreeList.order,
  weigh: ruleTreeList.weigh,
  add: { input: memberRuleAddInput },
  edit: { input: memberRuleEditInput },
  outputs: ruleTreeOutputs,
  hooks: {
    ...tree,
    // A new rule sorts by its id (reference 17.20), then goes to the groups holding its parent.
    async afterAdd(row, input, c) {
      await c.db.update(userRule).set({ weigh: row.id as number }).where(eq(userRule.id, row.id as number));
      await tree.afterAdd!(row, input, c);
    },
    afterWrite: memberRulesChanged,
  },
});
