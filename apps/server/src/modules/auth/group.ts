import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { groupAddInput, groupDescription, groupEditInput, isOn } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { t } from '../../core/i18n/index.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { leafRuleIds } from '../../core/rbac/rule-tree.ts';
import { defineResource, described, nestRows, optionsOf, treeOptions, type ActionContext, type Row, type Values } from '../../core/crud/index.ts';
import { adminGroup, adminRule } from '../../db/schema/index.ts';
import { ownShopIds } from '../shop/index.ts';
import { rbacChanged } from './rbac-changed.ts';

const cannotOperate = () => new ApiError('You need to have all the permissions of the group and have additional permissions before you can operate the group~');

/** Groups below me: I hold all their rules and more (reference 4.4). */
const lowerGroups = (c: ActionContext) => c.authority.authGroupIds('allAuthAndOthers');

/** A non-super admin operates only groups below them. */
async function checkAuth(c: ActionContext, groupId: number) {
  if (!c.isSuper && !(await lowerGroups(c)).includes(groupId)) throw cannotOperate();
}

/** A non-super admin may hang a group only under one of their own groups or one below them. */
async function checkParent(c: ActionContext, pid: number | undefined, selfId?: number) {
  if (pid === undefined) return;
  if (selfId !== undefined && pid === selfId) throw new ApiError('Parameter error');
  if (c.isSuper) return;
  const allowed = new Set([...(await c.authority.myGroupIds()), ...(await lowerGroups(c))]);
  if (!allowed.has(pid)) throw new ApiError('You have no permission');
}

/**
 * The submitted rule ids as stored (reference 4.5): every rule → '*'; otherwise a comma list.
 * A non-super admin may not create a group holding all their rights, nor grant a rule they do
 * not hold (the original allowed the latter; the SPA never offers such rules).
 */
async function handleRules(c: ActionContext, submitted: number[] | undefined): Promise<string | undefined> {
  if (!submitted?.length) return undefined;
  // Inside the write's transaction: read through c.db, not the rule cache (which would load outside it).
  const existing = new Set((await c.db.select({ id: adminRule.id }).from(adminRule)).map((r) => r.id));
  const ids = [...new Set(submitted)].filter((id) => existing.has(id)).sort((a, b) => a - b);
  if (!c.isSuper) {
    const mine = [...(c.admin.granted as Set<number>)].filter((id) => existing.has(id));
    if (mine.length && mine.every((id) => ids.includes(id))) {
      throw new ApiError('Role group has all your rights, please contact the upper administrator to add or do not need to add!');
    }
    if (!c.authority.holdsAll(ids)) throw new ApiError('You cannot grant permissions you do not have');
    return ids.join(',');
  }
  return ids.length === existing.size ? '*' : ids.join(',');
}

/**
 * The rules column as the list shows it: "Super administrator", "<first title>等 N 项", or "No
 * permission", the title as the menus show it; a seeded name in the reader's language (lists and
 * the remote select; the edit form keeps the stored name).
 */
async function describeRules(rows: Row[], c: ActionContext): Promise<Row[]> {
  const lang = c.req.lang;
  const titles = new Map((await c.app.adminRules.get()).map((r) => [r.id, seededText(lang, r.title)]));
  const described = (row: Row): string => {
    const rules = String(row.rules ?? '').trim();
    if (rules === '*') return t(lang, 'Super administrator');
    const ids = rules.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (!ids.length) return t(lang, 'No permission');
    const first = titles.get(ids.find((id) => titles.has(id)) ?? ids[0]) ?? '';
    return ids.length === 1 ? first : t(lang, '%s and %d rules', first, ids.length);
  };
  return rows.map((row) => ({ ...row, name: seededText(lang, String(row.name ?? '')), rules: described(row) }));
}

/** Edit form: the rules as leaf ids only (a rule that is the parent of another selected one is left out). */
async function leafRules(c: ActionContext, stored: string): Promise<number[]> {
  return leafRuleIds(await c.app.adminRules.get(), stored);
}

/** An admin limited to their own shops makes and edits only groups limited the same way (else they could widen their own reach). */
async function withDataScope<V extends { data_scope?: string }>(c: ActionContext, values: V): Promise<V> {
  if (!(await ownShopIds(c))) return values;
  if (values.data_scope !== undefined && values.data_scope !== 'own_shops') throw new ApiError('You have no permission');
  return { ...values, data_scope: 'own_shops' };
}

const truthy = (v: unknown) => v === true || v === '1' || v === 'true' || v === 1;

/** `/admin/auth.Group/*` (reference 4.5). */
export const groupResource = defineResource({
  ...described(groupDescription),
  table: adminGroup,
  // Visible: my own groups and those below me; `absoluteAuth=1` only the latter.
  async scope(c) {
    if (c.isSuper) return undefined;
    const below = await lowerGroups(c);
    const ids = truthy((c.req.query as Record<string, unknown>).absoluteAuth) ? below : [...(await c.authority.myGroupIds()), ...below];
    return ids.length ? inArray(adminGroup.id, ids) : sql`false`;
  },
  add: { input: groupAddInput },
  edit: { input: groupEditInput },
  // the edit form's `rules` are the leaf rule ids the checkbox tree restores from
  outputs: { indexExtra: { group: z.array(z.number()) }, select: optionsOf, editRow: (own) => own.extend({ rules: z.array(z.number()) }) },
  hooks: {
    rows: describeRules,
    indexExtra: async (c) => ({ group: await c.authority.myGroupIds() }),
    // Remote select: enabled groups, flattened with tree prefixes on the name.
    select(rows, _c, q) {
      const enabled = rows.filter((r) => isOn(r.status));
      const asTree = q.isTree !== false && !q.initValue?.some((v) => v !== '');
      return { options: asTree ? treeOptions(nestRows(enabled), 'name') : enabled };
    },
    async editRow(row, c) {
      await checkAuth(c, row.id as number);
      return { ...row, rules: await leafRules(c, String(row.rules ?? '')) };
    },

    async beforeAdd(input, c) {
      await checkParent(c, input.pid);
      const { rules, ...given } = input;
      const rest = await withDataScope(c, given);
      const stored = await handleRules(c, rules);
      return stored === undefined ? rest : { ...rest, rules: stored };
    },
    async beforeEdit(input, row, c) {
      const id = row.id as number;
      if ((await c.authority.myGroupIds()).includes(id)) throw new ApiError('You cannot modify your own management group!');
      await checkAuth(c, id);
      await checkParent(c, input.pid, id);
      const { rules, ...given } = input;
      const rest = await withDataScope(c, given);
      const stored = await handleRules(c, rules);
      return (stored === undefined ? rest : { ...rest, rules: stored }) as Values;
    },
    async beforeDel(rows, c, ids) {
      const mine = new Set(await c.authority.myGroupIds());
      const doomed = rows.filter((r) => !mine.has(r.id as number)); // own groups are skipped
      for (const r of doomed) await checkAuth(c, r.id as number);
      const children = await c.db.select({ id: adminGroup.id }).from(adminGroup).where(inArray(adminGroup.pid, ids));
      if (children.some((child) => !ids.includes(child.id))) throw new ApiError('Please delete the child element first, or use batch deletion');
      return doomed;
    },
    afterWrite: rbacChanged,
  },
});
