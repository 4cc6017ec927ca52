import { and, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INIT_VALUE_MAX, LIST_LIMIT_MAX, type listQuery } from '@app/contract';
import { rowScope } from './action-context.ts';
import { toWire } from './columns.ts';
import { normalizeOperator, orderKeyOf, orderSql, quickSearchCondition, searchCondition, unknownField, type OrderKey, type SearchField } from './search.ts';
import type { Compiled } from './resource.ts';
import type { ActionContext, Row } from './types.ts';

export type ParsedListQuery = z.output<typeof listQuery>;

/** A search field by name; `<table>.<column>` is accepted for the resource's own columns. */
function searchField(r: Compiled, name: string): SearchField {
  const f = r.fields.get(name) ?? (name.startsWith(r.tableName + '.') ? r.fields.get(name.slice(r.tableName.length + 1)) : undefined);
  if (!f || f.ops.size === 0) throw unknownField(name);
  return f;
}

const MULTI = new Set(['IN', 'NOT IN', 'FIND_IN_SET', 'RANGE', 'NOT RANGE']);

/** The WHERE of a list request: search items, quick search, remote-select pre-fill, scope and data limit. */
export async function listCondition(r: Compiled, c: ActionContext, q: ParsedListQuery): Promise<SQL | undefined> {
  const conds: (SQL | undefined)[] = [];
  for (const item of q.search ?? []) {
    // Incomplete items are ignored, as in the original; NULL tests need no value.
    if (!item.field || !item.operator) continue;
    const f = searchField(r, item.field);
    const op = normalizeOperator(item.operator);
    if (item.val === undefined && op !== 'NULL' && op !== 'NOT NULL') continue;
    conds.push(searchCondition(f, item.operator, item.val, c.timeZone));
  }
  conds.push(quickSearchCondition(r.quick, q.quickSearch));

  const init = initValues(q);
  if (init) {
    const key = q.initKey || r.pkName;
    const f = key === r.pkName ? r.pkField : searchField(r, key);
    const op = q.initOperator || 'IN';
    const multi = MULTI.has(normalizeOperator(op) ?? '');
    conds.push(searchCondition(f, op, multi || init.length > 1 ? init : init[0], c.timeZone));
  }
  conds.push(await rowScope(r, c));
  return and(...conds);
}

const initValues = (q: ParsedListQuery) => {
  const values = (q.initValue ?? []).filter((v) => v !== '');
  return values.length ? values : undefined;
};

/** A selected row for the wire: times as unix seconds, joined rows as nested objects. */
export function wireRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? wireRow(v as Record<string, unknown>) : toWire(v);
  }
  return out;
}

/** The ORDER BY of a list request: `order` (a sortable field) then the primary key, or the resource's default. */
export function orderKeysOf(r: Compiled, q: Pick<ParsedListQuery, 'order'>): OrderKey[] {
  if (!q.order?.trim()) return r.orderKeys;
  const key = orderKeyOf(r.fields, q.order);
  return key.column === r.pk ? [key] : [key, { column: r.pk, dir: 'desc' }];
}

// The select shape is built at run time, so the query builder is used untyped here.
export function baseQuery(r: Compiled, c: ActionContext, shape: Record<string, unknown>) {
  let query = (c.db as any).select(shape).from(r.table).$dynamic();
  for (const j of r.joins) query = query.leftJoin(j.table, j.on);
  return query;
}

export interface ListResult {
  rows: Row[];
  total: number;
}

/**
 * The rows of an index request. Paginated resources answer one page (`limit` capped at
 * LIST_LIMIT_MAX; a remote-select pre-fill at most INIT_VALUE_MAX rows); tree resources the
 * whole searched set in order, for the caller to nest.
 */
export async function listRows(r: Compiled, c: ActionContext, q: ParsedListQuery): Promise<ListResult> {
  const where = await listCondition(r, c, q);
  const order = orderKeysOf(r, q).map(orderSql);
  const shape = { ...r.visible, ...Object.fromEntries(r.joins.map((j) => [j.alias, j.shape])) };

  let query = baseQuery(r, c, shape).where(where).orderBy(...order);
  let limit = Infinity;
  let offset = 0;
  if (initValues(q)) limit = INIT_VALUE_MAX;
  else if (!r.def.tree) {
    limit = Math.min(q.limit, LIST_LIMIT_MAX);
    offset = (q.page - 1) * limit;
  }
  if (Number.isFinite(limit)) query = query.limit(limit).offset(offset);

  const selected: Record<string, unknown>[] = await query;
  let total = selected.length;
  // The count is only needed when the page is not obviously the whole result.
  if (Number.isFinite(limit) && (offset > 0 || selected.length >= limit)) {
    const [row] = await baseQuery(r, c, { n: sql<number>`cast(count(*) as integer)` }).where(where);
    total = Number(row.n);
  }
  const rows = selected.map(wireRow);
  return { rows: r.def.hooks?.rows ? await r.def.hooks.rows(rows, c) : rows, total };
}
