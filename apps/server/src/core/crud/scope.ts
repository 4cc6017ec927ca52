import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/errors.ts';
import { dataLimitCondition } from './data-limit.ts';
import { selectFrom } from './query.ts';
import type { ActionContext, Compiled, ResolvedScope, ResourceDef, Scope, ScopeSource } from './types.ts';

/**
 * Scoped admins: the rows an admin may touch at all. A resource's `scope` and its data limit are
 * both scope sources; the kit ANDs what they answer into every list (index, export, remote
 * selects) and every write (edit read and save, del, sortable), and checks writes against them:
 * a save must leave the row in scope, an add must put an allowed value in a `{ column, in }`
 * scope's column.
 */

const noPermission = () => new ApiError('You have no permission');

/** The scope sources of a declaration: its `scope`, then its data limit (one mechanism for both). */
export function scopeSources(def: ResourceDef, columns: Map<string, { column: Column }>, owner: Column | undefined): ScopeSource[] {
  const sources: ScopeSource[] = [];
  if (def.scope) {
    const scope = def.scope;
    sources.push(async (c) => resolve(def.path, await scope(c), columns));
  }
  if (def.dataLimit && owner) {
    const mode = def.dataLimit.mode;
    sources.push(async (c) => {
      const where = await dataLimitCondition(mode, owner, c);
      return where ? { where } : undefined;
    });
  }
  return sources;
}

function resolve(path: string, scope: Scope, columns: Map<string, { column: Column }>): ResolvedScope | undefined {
  if (!scope) return undefined;
  if (!('in' in scope && 'column' in scope)) return { where: scope as SQL };
  const name = String(scope.column);
  const entry = columns.get(name);
  if (!entry) throw new Error(`resource ${path}: scope column "${name}" is not a column`);
  const values = [...scope.in];
  return {
    where: values.length ? inArray(entry.column, values) : sql`false`,
    column: { name, column: entry.column, allowed: new Set(values.map(String)) },
  };
}

/** Every scope of this resource for this admin (super admins included: a scope may limit them too). */
export async function scopesOf(r: Compiled, c: ActionContext): Promise<ResolvedScope[]> {
  const out: ResolvedScope[] = [];
  for (const source of r.scopes) {
    const s = await source(c);
    if (s) out.push(s);
  }
  return out;
}

/** The rows this admin may act on at all: the resource's scope and its data limit. */
export async function rowScope(r: Compiled, c: ActionContext): Promise<SQL | undefined> {
  return and(...(await scopesOf(r, c)).map((s) => s.where));
}

/** Add: each `{ column, in }` scope's column (but the key, which the table assigns) must get an allowed value. */
export async function checkAddScope(r: Compiled, c: ActionContext, values: Record<string, unknown>): Promise<void> {
  for (const s of await scopesOf(r, c)) {
    if (!s.column || s.column.name === r.pkName) continue;
    const v = values[s.column.name];
    if (v === undefined || v === null || !s.column.allowed.has(String(v))) throw noPermission();
  }
}

/** Whether the row `id` exists within the admin's scope of the resource (an action naming a row answers "not found" otherwise). */
export async function inScope(r: Compiled, c: ActionContext, id: unknown): Promise<boolean> {
  const [found] = await selectFrom(c.db, { one: sql`1` }, r.table).where(and(eq(r.pk, id), await rowScope(r, c)));
  return !!found;
}

/** Edit: the saved row must still be in scope (a changed column must not move it out); inside the save's transaction. */
export async function checkStillInScope(r: Compiled, c: ActionContext, id: unknown): Promise<void> {
  const scope = await rowScope(r, c);
  if (!scope) return;
  const [ok] = await selectFrom(c.db, { one: sql`1` }, r.table).where(and(eq(r.pk, id), scope));
  if (!ok) throw noPermission();
}
