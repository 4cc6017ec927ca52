import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/errors.ts';
import { checkAddScope, checkStillInScope, rowScope } from './scope.ts';
import { toColumnValue } from './columns.ts';
import { forgetCounts } from './kept-counts.ts';
import { forgetMarks } from './page-marks.ts';
import { writeInterceptors, type DeleteCapture, type DeletedRow, type EditCapture } from './intercept.ts';
import { wireRow, wireRowOf } from './list.ts';
import { deleteRows as deleteWhere, insertRow, selectFrom, updateRows } from './query.ts';
import { withTransaction } from './transaction.ts';
import type { ActionContext, Compiled, Row, Values } from './types.ts';

export const recordNotFound = () => new ApiError('Record not found');

/** After any write of the kit to a resource committed (add, edit, del, sortable, a declared action): its kept counts, page marks and `afterWrite`'s caches go. */
export async function afterKitWrite(r: Compiled, c: ActionContext): Promise<void> {
  forgetCounts(r);
  forgetMarks(r);
  await r.def.hooks?.afterWrite?.(c);
}

/** Runs a write in one transaction; `fn` and the hooks it calls get the transaction's context. */
async function inTransaction<T>(r: Compiled, c: ActionContext, fn: (tc: ActionContext) => Promise<T>): Promise<T> {
  const result = await withTransaction(c, fn);
  await afterKitWrite(r, c);
  return result;
}

/** The interceptors' work on this write, asked before its transaction opens. */
async function captures<K extends 'del' | 'edit'>(r: Compiled, c: ActionContext, kind: K) {
  const found: (K extends 'del' ? DeleteCapture : EditCapture)[] = [];
  for (const i of writeInterceptors(c.app)) {
    const capture = await i[kind]?.(r, c);
    if (capture) found.push(capture as never);
  }
  return found;
}

/** Every column of rows by wire name (hidden ones too: hooks may need them). */
function allColumns(r: Compiled) {
  return Object.fromEntries([...r.columns].map(([name, c]) => [name, c.column]));
}

async function loadRows(r: Compiled, c: ActionContext, where: SQL | undefined, forUpdate: boolean): Promise<Row[]> {
  const q = selectFrom(c.db, allColumns(r), r.table).where(where).orderBy(asc(r.pk));
  return ((await (forUpdate ? q.for('update') : q)) as Record<string, unknown>[]).map(wireRow);
}

/** A row the admin may act on: 'Record not found' when missing, 'You have no permission' (code 0) when outside scope. */
async function permittedRow(r: Compiled, c: ActionContext, id: number, forUpdate: boolean): Promise<Row> {
  const [row] = await loadRows(r, c, eq(r.pk, id), forUpdate);
  if (!row) throw recordNotFound();
  const scope = await rowScope(r, c);
  if (scope) {
    const [ok] = await selectFrom(c.db, { one: sql`1` }, r.table).where(and(eq(r.pk, id), scope));
    if (!ok) throw new ApiError('You have no permission');
  }
  return row;
}

const visibleOf = (r: Compiled, row: Row): Row => Object.fromEntries(Object.keys(r.visible).map((k) => [k, row[k]]));

/** Input minus the fields never written from input (primary key, timestamps, readOnly). */
function preExclude(r: Compiled, input: Values): Values {
  return Object.fromEntries(Object.entries(input).filter(([k]) => !r.readOnly.has(k)));
}

/** Column values by drizzle key; keys that are not columns are dropped (as the original's ORM does). */
function toColumns(r: Compiled, values: Values, c: ActionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const col = r.columns.get(name);
    if (!col || name === r.pkName || value === undefined) continue;
    out[col.key] = toColumnValue(col.column, name, value, c.timeZone);
  }
  return out;
}

/** GET edit: the row for the form; `editRow` gets the plain row, else it is decorated like a listed one. */
export async function editView(r: Compiled, c: ActionContext, id: number): Promise<Row> {
  // the loaded row is in wire form already, its money still cents: converting it again changes only those
  const row = wireRowOf(r, visibleOf(r, await permittedRow(r, c, id, false)));
  const hooks = r.def.hooks;
  if (hooks?.editRow) return hooks.editRow(row, c);
  return hooks?.rows ? (await hooks.rows([row], c))[0] : row;
}

export async function addRow(r: Compiled, c: ActionContext, body: Values): Promise<Row> {
  const hooks = r.def.hooks;
  return inTransaction(r, c, async (c) => {
    const input = preExclude(r, body);
    // The owner of a data-limited row is whoever creates it.
    if (r.owner && r.def.dataLimit?.autoFill !== false) input[r.owner.name] = c.admin.id;
    const values = (await hooks?.beforeAdd?.(input, c)) ?? input;
    await checkAddScope(r, c, values);
    const row = wireRow(await insertRow(c.db, r.table, toColumns(r, values, c), allColumns(r)));
    await hooks?.afterAdd?.(row, input, c);
    return row;
  });
}

export async function editRow(r: Compiled, c: ActionContext, id: number, body: Values): Promise<void> {
  const hooks = r.def.hooks;
  const watchers = await captures(r, c, 'edit');
  await inTransaction(r, c, async (c) => {
    const before = await permittedRow(r, c, id, true);
    const watched = [];
    for (const w of watchers) watched.push(await w.before(id, c));
    const input = preExclude(r, body);
    const values = toColumns(r, (await hooks?.beforeEdit?.(input, before, c)) ?? input, c);
    if (Object.keys(values).length) {
      const updateTime = r.columns.get('update_time');
      if (updateTime) values[updateTime.key] = new Date();
      await updateRows(c.db, r.table, values, eq(r.pk, id));
      // A save must not move the row out of what this admin may touch (a changed owner or shop).
      await checkStillInScope(r, c, id);
    }
    // Only a change that happened is logged; an error after this rolls the log back with it.
    for (const [i, w] of watchers.entries()) await w.after(id, watched[i], c);
    if (hooks?.afterEdit) {
      const [after] = await loadRows(r, c, eq(r.pk, id), false);
      await hooks.afterEdit(after, input, c);
    }
  });
}

/** Deletes the permitted rows among `ids`; the count of deleted rows. */
export async function deleteRows(r: Compiled, c: ActionContext, ids: number[]): Promise<number> {
  const hooks = r.def.hooks;
  const recyclers = await captures(r, c, 'del');
  return inTransaction(r, c, async (c) => {
    const found = await loadRows(r, c, and(inArray(r.pk, ids), await rowScope(r, c)), true);
    const rows = (await hooks?.beforeDel?.(found, c, ids)) ?? found;
    const doomed = rows.map((row) => row[r.pkName] as number);
    if (!doomed.length) throw new ApiError('No rows were deleted');
    for (const d of recyclers) await d.before?.(doomed, c);
    // When asked, the whole deleted rows come back, as PostgreSQL's JSON of each row.
    const returning = recyclers.some((d) => d.wholeRows) ? { id: r.pk, row: sql`to_jsonb(${r.table})` } : { id: r.pk };
    const deleted = await deleteWhere<DeletedRow>(c.db, r.table, inArray(r.pk, doomed), returning);
    if (!deleted.length) throw new ApiError('No rows were deleted');
    for (const d of recyclers) await d.deleted(deleted, c);
    await hooks?.afterDel?.(rows, c);
    return deleted.length;
  });
}

/**
 * Drag sort (reference 5.5's `{id, targetId}`, read as an insertion): row `id` takes the place
 * of `targetId` in the weigh order, and the rows from the target up to where `id` was move one
 * place towards it. The weights between the two are dealt out again among those rows (the same
 * values), so no other row changes place; for neighbours this is the reference's swap. Only rows
 * the admin may touch (scope and data limit) move, and in a tree only the dragged row's siblings
 * (a target under another parent is refused).
 */
export async function moveWeigh(r: Compiled, c: ActionContext, id: number, targetId: number): Promise<void> {
  const weigh = r.def.weigh!;
  const { key, column } = r.columns.get(weigh)!;
  await inTransaction(r, c, async (c) => {
    const a = await permittedRow(r, c, id, true);
    const b = await permittedRow(r, c, targetId, true);
    if (a[weigh] === b[weigh]) throw new ApiError('Invalid collation because the weights of the two targets are equal');
    const [lo, hi] = [a[weigh], b[weigh]].sort((x, y) => Number(x) - Number(y));
    // In a tree the order is among siblings: only rows under the dragged row's parent move.
    const pid = r.def.tree?.pid;
    if (pid && a[pid] !== b[pid]) throw new ApiError('Rows can only be sorted among rows of the same parent');
    const siblings = pid && r.pid ? eq(r.pid, a[pid]) : undefined;
    const span = await loadRows(r, c, and(between(column, lo, hi), siblings, await rowScope(r, c)), true);
    // The list order: higher weigh first, equal weights by key.
    span.sort((x, y) => Number(y[weigh]) - Number(x[weigh]) || Number(x[r.pkName]) - Number(y[r.pkName]));
    const weights = span.map((row) => row[weigh]);
    const moved = span.filter((row) => row[r.pkName] !== id);
    moved.splice(span.findIndex((row) => row[r.pkName] === targetId), 0, a);
    for (const [i, row] of moved.entries()) {
      if (row[weigh] !== weights[i]) await updateRows(c.db, r.table, { [key]: weights[i] }, eq(r.pk, row[r.pkName]));
    }
  });
}
