import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isOn } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { seededText } from '../i18n/seeded.ts';
import { nestRows, optionsOf, treeOptions, type Hooks, type Values } from '../crud/index.ts';
import { parseGroupRules } from './rules.ts';

/** A rule table (admin_rule, user_rule) and the group table whose `rules` list its ids. */
export interface RuleTreeTables {
  rule: PgTable & { id: AnyPgColumn; pid: AnyPgColumn };
  group: PgTable & { rules: AnyPgColumn };
  /** Rule types offered as parents in the remote select; default every type. */
  parentTypes?: readonly string[];
}

type TreeInput = Values & { pid?: number };

/**
 * The order and weights both rule tables share; their fields, quick search and tree are in the
 * contract (`ruleFields`, `ruleDescription`, `memberRuleDescription`).
 */
export const ruleTreeList = {
  order: [['weigh', 'desc'], ['id', 'asc']],
  weigh: 'weigh',
} as const;

/** The answers of a rule resource: its parent picker's options, and the edit row as stored (see `editRow` below). */
export const ruleTreeOutputs = { select: optionsOf, editRow: (own: z.ZodObject) => own };

/**
 * The tree behaviour shared by admin rules and member rules (reference 4.7, 4.8): seeded titles
 * in the reader's language (as the menus of the bootstraps show them), the parent
 * picker, granting a new child to the groups holding its parent, breaking a 2-cycle on move,
 * and deleting children only together with their parent.
 */
export function ruleTreeHooks(t: RuleTreeTables): Pick<Hooks<TreeInput, TreeInput>, 'rows' | 'editRow' | 'select' | 'afterAdd' | 'beforeEdit' | 'beforeDel'> {
  const { rule, group } = t;
  return {
    // The list, the groups' permission trees and the parent picker: titles as the menus show them.
    rows: (rows, c) => rows.map((r) => ({ ...r, title: seededText(c.req.lang, String(r.title ?? '')) })),
    // The form edits the stored title: saving it unchanged keeps the seed's text (still translated).
    editRow: (row) => row,

    // Remote select (the parent picker): enabled rules of the parent types, titles prefixed by depth.
    select(rows, _c, q) {
      const parents = rows.filter((r) => isOn(r.status) && (!t.parentTypes || t.parentTypes.includes(String(r.type))));
      const asTree = q.isTree !== false && !q.initValue?.some((v) => v !== '');
      return { options: asTree ? treeOptions(nestRows(parents), 'title') : parents };
    },

    // Whoever may use the parent may use the new child: groups holding the parent get it too.
    async afterAdd(row, _input, c) {
      const pid = row.pid as number;
      if (!pid) return;
      await c.db
        .update(group)
        .set({ rules: sql`${group.rules} || ',' || ${String(row.id)}` } as never)
        .where(sql`${group.rules} <> '*' and ${String(pid)} = any(string_to_array(replace(${group.rules}, ' ', ''), ','))`);
    },

    async beforeEdit(input, row, c) {
      const pid = input.pid;
      if (pid === undefined || pid === 0) return input;
      if (pid === row.id) throw new ApiError('Parameter error');
      // Moving a rule under its own child would make a 2-cycle: that child moves to the top first.
      const [parent] = await c.db.select({ pid: rule.pid }).from(rule).where(eq(rule.id, pid));
      if (parent?.pid === row.id) await c.db.update(rule).set({ pid: 0 } as never).where(eq(rule.id, pid));
      return input;
    },

    async beforeDel(rows, c, ids) {
      const children = await c.db.select({ id: rule.id }).from(rule).where(inArray(rule.pid, ids));
      if (children.some((child) => !ids.includes(child.id as number))) throw new ApiError('Please delete the child element first, or use batch deletion');
      return rows;
    },
  };
}

/**
 * A group's rules as the edit form's checkbox tree wants them: leaf ids only (a rule that is
 * the parent of another selected one is left out; '*' stands for every rule).
 */
export function leafRuleIds(all: readonly { id: number; pid: number }[], stored: string): number[] {
  const granted = parseGroupRules([stored]);
  const ids = granted === '*' ? all.map((r) => r.id) : [...granted];
  const selected = new Set(ids);
  const parents = new Set(all.filter((r) => selected.has(r.id)).map((r) => r.pid));
  return ids.filter((id) => !parents.has(id));
}

/** Submitted rule ids as stored: '*' when they are every rule, else the existing ones comma-joined; undefined when none were sent. */
export function storedRuleList(existing: readonly number[], submitted: readonly number[] | undefined): string | undefined {
  if (!submitted?.length) return undefined;
  const known = new Set(existing);
  const ids = [...new Set(submitted)].filter((id) => known.has(id)).sort((a, b) => a - b);
  return ids.length && ids.length === known.size ? '*' : ids.join(',');
}
