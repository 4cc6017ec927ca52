import { count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { memberGroupAddInput, memberGroupDescription, memberGroupEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { leafRuleIds, storedRuleList } from '../../core/rbac/rule-tree.ts';
import { defineResource, described, type ActionContext } from '../../core/crud/index.ts';
import { user, userGroup, userRule } from '../../db/schema/index.ts';

/** Rule ids as stored: every member rule → '*', else a comma list; undefined leaves the column alone. */
async function storedRules(c: ActionContext, submitted: number[] | undefined) {
  // Inside the write's transaction: read through c.db, not the rule cache.
  const existing = (await c.db.select({ id: userRule.id }).from(userRule)).map((r) => r.id);
  return storedRuleList(existing, submitted);
}

function withRules<T extends { rules?: number[] }>(input: T, stored: string | undefined) {
  const { rules: _submitted, ...rest } = input;
  return stored === undefined ? rest : { ...rest, rules: stored };
}

/** `/admin/user.Group/*` (reference 4.8): member groups and the member rules they grant. */
export const memberGroupResource = defineResource({
  ...described(memberGroupDescription),
  table: userGroup,
  add: { input: memberGroupAddInput },
  edit: { input: memberGroupEditInput },
  // the edit form's `rules` are the leaf rule ids the checkbox tree restores from
  outputs: { editRow: (own) => own.extend({ rules: z.array(z.number()) }) },
  hooks: {
    // A seeded name in the reader's language (lists, remote selects); the edit form keeps the stored one.
    rows: (rows, c) => rows.map((row) => ({ ...row, name: seededText(c.req.lang, String(row.name ?? '')) })),
    // The checkbox tree restores from leaf ids; it submits checked and half-checked ids.
    editRow: async (row, c) => {
      const rules = await c.db.select({ id: userRule.id, pid: userRule.pid }).from(userRule);
      return { ...row, rules: leafRuleIds(rules, String(row.rules ?? '')) };
    },
    beforeAdd: async (input, c) => withRules(input, await storedRules(c, input.rules)),
    beforeEdit: async (input, _row, c) => withRules(input, await storedRules(c, input.rules)),

    // A group that still has members stays: they would be left without rules.
    async beforeDel(rows, c) {
      const ids = rows.map((r) => r.id as number);
      if (!ids.length) return rows;
      const used = await c.db.select({ groupId: user.groupId, n: count() }).from(user).where(inArray(user.groupId, ids)).groupBy(user.groupId);
      const busy = used.find((u) => u.n > 0);
      if (busy) {
        const found = rows.find((r) => r.id === busy.groupId);
        const name = found ? seededText(c.req.lang, String(found.name ?? '')) : busy.groupId;
        throw new ApiError('Group %s still has %d members: move them to another group first', 0, null, [name, busy.n]);
      }
      return rows;
    },
    // Sessions hold each member's granted rule ids.
    afterWrite: (c) => c.app.sessions.forgetAll(),
  },
});
