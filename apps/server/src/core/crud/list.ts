import { and, eq, inArray, sql, type Column, type SQL, type WithSubquery } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { rows } from '../../db/client.ts';
import { INIT_VALUE_MAX, LIST_LIMIT_MAX } from '@app/contract';
import { rowScope } from './action-context.ts';
import { toWire, wireValue } from './columns.ts';
import { normalizeOperator, orderKeyOf, orderSql, quickSearchCondition, searchCondition, unknownField, type OrderKey, type SearchField } from './search.ts';
import { selectFrom, type Shape } from './query.ts';
import { KEEP_FROM, keepCount, keptCount, type Total } from './kept-counts.ts';
import { atOrAfterMark, markable, markPage, markShape, nearestMark } from './page-marks.ts';
import { literalCount, statement, template, type Template } from './statements.ts';
import type { DbContext } from './transaction.ts';
import { isMemberContext, type Compiled, type ListContext, type ParsedListQuery, type Row } from './types.ts';

/** A search field by name; `<table>.<column>` is accepted for the resource's own columns. */
function searchField(r: Compiled, name: string): SearchField {
  const f = r.fields.get(name) ?? (name.startsWith(r.tableName + '.') ? r.fields.get(name.slice(r.tableName.length + 1)) : undefined);
  if (!f || f.ops.size === 0) throw unknownField(name);
  return f;
}

const MULTI = new Set(['IN', 'NOT IN', 'FIND_IN_SET', 'RANGE', 'NOT RANGE']);

/**
 * The rows a list may show at all, whatever the request asks: a member's own rows (the owner
 * column equals the member of the token), or those of the admin's scope and data limit.
 */
async function audienceScope(r: Compiled, c: ListContext): Promise<SQL | undefined> {
  if (isMemberContext(c)) {
    if (!r.memberOwner && !r.memberScope) throw new Error(`resource ${r.def.path} is not served to members`);
    return and(r.memberOwner ? eq(r.memberOwner, c.member.id) : undefined, await r.memberScope?.(c));
  }
  if (r.memberOwner || r.memberScope) throw new Error(`resource ${r.def.path} is served to members only`);
  return rowScope(r, c);
}

/** The WHERE of a list request: search items, quick search, remote-select pre-fill, and the audience's scope (scope and data limit, or own rows). */
export async function listCondition(r: Compiled, c: ListContext, q: ParsedListQuery): Promise<SQL | undefined> {
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
  conds.push(await audienceScope(r, c));
  return and(...conds);
}

const initValues = (q: ParsedListQuery) => {
  const values = (q.initValue ?? []).filter((v) => v !== '');
  return values.length ? values : undefined;
};

/** A joined row nested in a selected one (not a time, not an array). */
const isNested = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v);

/** A selected row for the wire: times as unix seconds, joined rows as nested objects. */
export function wireRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = isNested(v) ? wireRow(v) : toWire(v);
  return out;
}

/**
 * A selected row for the wire with the kinds of its fields applied, in one pass: times as unix
 * seconds, joined rows nested, money fields (own and joined; cents in SQL) as yuan strings
 * ('12.50'), NULL as null; the kit's own fields (a page's count and marks) left out. Every row
 * the kit answers goes through here once (index, select mode, edit, detail, member lists), before
 * the area's hooks, so hooks see what the wire carries; export formats its cells itself. The row
 * is the caller's, used once: nested rows are converted in place.
 */
export function wireRowOf(r: Compiled, row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const k in row) {
    const v = row[k];
    if (k[0] !== '$') out[k] = isNested(v) ? wireRow(v) : toWire(v);
  }
  for (const { alias, name } of r.money) {
    const holder = alias === undefined ? out : out[alias];
    if (isNested(holder) && name in holder) holder[name] = wireValue(holder[name], true);
  }
  return out;
}

/** The select shape of a list: the visible columns, and each join's fields nested under its alias. */
const listShape = (r: Compiled) => ({ ...r.visible, ...Object.fromEntries(r.joins.map((j) => [j.alias, j.shape])) });

/**
 * One row as the list shows it (its joins, its kinds applied), when the audience may see it
 * (the admin's scope and data limit, or the member's own rows); undefined otherwise. For detail
 * views, so they never restate the list's shape or scope.
 */
export async function listedRow(r: Compiled, c: ListContext, id: number | string): Promise<Row | undefined> {
  const [listed] = await baseQuery(r, c, listShape(r)).where(and(eq(r.pk, id), await audienceScope(r, c)));
  return listed ? wireRowOf(r, listed as Record<string, unknown>) : undefined;
}

/** The ORDER BY of a list request: `order` (a sortable field) then the primary key, or the resource's default. */
export function orderKeysOf(r: Compiled, q: Pick<ParsedListQuery, 'order'>): OrderKey[] {
  if (!q.order?.trim()) return r.orderKeys;
  const key = orderKeyOf(r.fields, q.order);
  return key.column === r.pk ? [key] : [key, { column: r.pk, dir: 'desc' }];
}

/** `select shape from` the resource's table, LEFT JOINing its joins unless told not to; `with` a CTE when given. */
export function baseQuery(r: Compiled, c: DbContext, shape: Shape, withJoins = true, cte?: WithSubquery) {
  let query = selectFrom(c.db, shape, r.table, cte);
  if (withJoins) for (const j of r.joins) query = query.leftJoin(j.table, j.on);
  return query;
}

/**
 * Whether a list request searches or sorts on a joined field. When it does not, its keys and its
 * count are read from the table alone (scope and data limit are conditions on the table's own
 * columns): a join, even one the planner could drop, keeps it from an index-only scan.
 */
function usesJoins(r: Compiled, q: ParsedListQuery, keys: readonly OrderKey[]): boolean {
  const joined = (column: { table: unknown }) => column.table !== r.table;
  return (
    keys.some((k) => joined(k.column)) ||
    (q.search ?? []).some((item) => item.field && item.operator && joined(searchField(r, item.field).column)) ||
    (Boolean(q.quickSearch?.trim()) && r.quick.some((f) => joined(f.column)))
  );
}

/** `first second` for every index of the table whose first two columns they are (a partial index serves only its own WHERE: left out). */
const indexedPairs = new WeakMap<Compiled, Set<string>>();
function indexPairsOf(r: Compiled): Set<string> {
  let pairs = indexedPairs.get(r);
  if (!pairs) {
    pairs = new Set();
    for (const index of getTableConfig(r.table).indexes) {
      const [first, second] = index.config.columns as { name?: string }[];
      if (first?.name && second?.name && !index.config.where) pairs.add(`${first.name} ${second.name}`);
    }
    indexedPairs.set(r, pairs);
  }
  return pairs;
}

/**
 * Whether an index walks this filter's page: the search has an equality on a column of the table
 * that leads an index whose next column is the page's first order key (a shop's orders by id:
 * `order_shop_id_idx`). Walking it reads only the equal rows, in order, until the page is full:
 * bounded by them, and seldom more than a page when the other conditions are common.
 */
function walkedByIndex(r: Compiled, q: ParsedListQuery, keys: readonly OrderKey[]): boolean {
  const first = keys[0]?.column;
  if (!first || first.table !== r.table) return false;
  const pairs = indexPairsOf(r);
  return (q.search ?? []).some((item) => {
    if (!item.field || item.val === undefined || normalizeOperator(item.operator ?? '') !== 'eq') return false;
    const column = searchField(r, item.field).column;
    return column.table === r.table && pairs.has(`${column.name} ${first.name}`);
  });
}

/** A filtered total is counted up to this many rows (or to the end of the page asked for, when further). */
export const TOTAL_CAP = 10_000;
/** An unfiltered list of a table the planner estimates at this many rows or more reports the estimate. */
export const ESTIMATE_FROM = 50_000;

export interface ListResult {
  rows: Row[];
  total: number;
  /** False when `total` is a lower bound (a capped count) or the planner's estimate (README: Totals). */
  totalExact: boolean;
}

/** The planner's row estimate of a whole table: its current size times the density last measured. */
async function estimatedRows(r: Compiled, c: DbContext): Promise<number> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(c.db, sql`explain (format json) select 1 from ${r.table}`);
  const json = row['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
  return plan[0].Plan['Plan Rows'];
}

/** How long a large table's estimate is reused (it is an estimate already; a large table stays large). */
export const ESTIMATE_REUSE_MS = 1000;
const largeEstimates = new WeakMap<Compiled, { at: number; rows: number }>();

/**
 * The estimate of a large table, asked at most once a second per resource: the EXPLAIN was a
 * second statement (a pool connection, planning) on every unfiltered page. A small table's
 * estimate is not kept, so that its exact count starts as soon as it grows past ESTIMATE_FROM.
 */
async function largeTableEstimate(r: Compiled, c: DbContext): Promise<number> {
  const kept = largeEstimates.get(r);
  if (kept && Date.now() - kept.at < ESTIMATE_REUSE_MS) return kept.rows;
  const rows = await estimatedRows(r, c);
  if (rows >= ESTIMATE_FROM) largeEstimates.set(r, { at: Date.now(), rows });
  else largeEstimates.delete(r);
  return rows;
}

/** The estimate standing for the total of an unfiltered list of a large table; undefined when the list is counted. */
async function estimatedTotal(r: Compiled, c: DbContext, where: SQL | undefined): Promise<number | undefined> {
  if (where) return undefined;
  const estimate = await largeTableEstimate(r, c);
  return estimate >= ESTIMATE_FROM ? estimate : undefined;
}

/** `count(*)` of a list's rows; a filtered one stops at the placeholder `cap`. */
function countQuery(r: Compiled, c: DbContext, where: SQL | undefined, withJoins: boolean) {
  const filtered = baseQuery(r, c, { one: sql`1` }, withJoins).where(where);
  const matching = (where ? filtered.limit(sql.placeholder('cap')) : filtered).as('matching');
  return selectFrom(c.db, { n: sql<number>`cast(count(*) as integer)` }, matching);
}

/** A counted total: a filtered count past `cap` is a lower bound. */
const countedTotal = (n: number, where: SQL | undefined, cap: number): Total => (where && n > cap ? { total: cap, exact: false } : { total: n, exact: true });

/** The count alone, for a page that could not carry it (an empty page past the end). */
async function countAlone(r: Compiled, c: DbContext, t: Template, cap: number, withJoins: boolean): Promise<Total> {
  const count = statement(c.db, r, t.key === undefined ? undefined : `count ${withJoins} ${t.key}`, () => countQuery(r, c, t.where, withJoins));
  const [row] = await count.execute({ ...t.values, cap: cap + 1 });
  return countedTotal(Number(row.n), t.where, cap);
}

/** The key of a page row's count. Fields the kit adds to a page's rows (its count, its marks) start with `$`; a column's name never does. */
const COUNT = '$count';

/** A deep page's use of page marks (page-marks.ts): none, read its rows' marks, or seek from a mark and read them. */
type Marks = 'none' | 'read' | 'seek';

/**
 * How a filtered page finds its keys. Walking the index of the order and filtering each row finds
 * a page of ten quickly when a tenth of the table matches, and reads the whole table when a few
 * rows do; sorting the matches is the other way round. PostgreSQL picks by its estimate of the
 * filter's rows, and a trigram search's estimate comes from a sample: the member quick search
 * `m777` (1,111 of a million members) was estimated at 200 rows after most ANALYZEs (bitmap scan
 * and sort: 1 ms) and at 10,200 after one in ten (a walk past 222,000 rows: 150 ms, and 13 req/s
 * under load). So the kit picks from what it has counted (kept-counts.ts):
 * - `walk`: more matches than the cap, or an index walks the filter (`walkedByIndex`); PostgreSQL plans it (an unfiltered page too);
 * - `sort`: the cap or fewer; every match is read, then sorted;
 * - `either`: not counted yet; the matches are read up to the cap (what the count reads anyway),
 *   and sorted when fewer, else the index is walked after all (pageKeys).
 */
export type KeyFinding = 'walk' | 'sort' | 'either';

/** How a page is read (part of its statement's key, with the WHERE's text). */
interface PageForm {
  order: string;
  /** A page after the first. */
  deep: boolean;
  withJoins: boolean;
  /** The page's rows carry its count (COUNT). */
  counted: boolean;
  marks: Marks;
  keys: KeyFinding;
  pageLimit: number;
  /**
   * A first page walked from an index whatever its values (`walkedByIndex`), without its count:
   * its limit is written into its text and the statement is named, so that each pool connection
   * comes to a generic plan instead of planning every run. A count's plan depends on the values
   * (how many rows are equal: a skewed column's generic plan read the whole table), so a counted
   * page stays planned with them.
   */
  walked: boolean;
}

/** The name of a page's matches, and of their order values in it. */
const MATCHES = 'matches';
const matchKey = (i: number) => `k${i}`;

/**
 * A page's matches, with the values of its order, as the CTE `matches`: `sort` reads them all,
 * behind OFFSET 0, which keeps PostgreSQL from merging them into the page's order (and walking
 * its index); `either` up to the cap (`cap` is one past it). Their count stands for the list's
 * unless a mark narrowed them.
 */
function matchesOf(r: Compiled, c: DbContext, where: SQL | undefined, orderKeys: readonly OrderKey[], form: PageForm) {
  const orderValues = Object.fromEntries(orderKeys.map((k, i) => [matchKey(i), sql`${k.column}`.as(matchKey(i))]));
  const query = baseQuery(r, c, { pk: r.pk, ...orderValues }, form.withJoins).where(where);
  return c.db.$with(MATCHES).as(form.keys === 'either' ? query.limit(sql.placeholder('cap')) : query.offset(literalCount(0)));
}

/** How many matches there are (up to the cap for `either`): one value per run of the statement. */
const foundIn = (matches: WithSubquery) => sql`(select cast(count(*) as integer) from ${matches})`;

/** The keys of the page among its matches, in its order. */
function sortedMatches(c: DbContext, matches: WithSubquery, orderKeys: readonly OrderKey[], deep: boolean, where?: SQL) {
  const fields = matches as unknown as Record<string, Column>;
  const order = orderKeys.map((k, i) => orderSql({ column: fields[matchKey(i)], dir: k.dir }));
  const page = selectFrom(c.db, { pk: fields.pk }, matches).where(where).orderBy(...order).limit(sql.placeholder('limit'));
  return deep ? page.offset(sql.placeholder('offset')) : page;
}

/** The keys of the page from the index of its order, filtered. */
function walkedKeys(r: Compiled, c: DbContext, where: SQL | undefined, orderKeys: readonly OrderKey[], form: PageForm) {
  const walk = baseQuery(r, c, { pk: r.pk }, form.withJoins).where(where).orderBy(...orderKeys.map(orderSql)).limit(form.walked ? literalCount(form.pageLimit) : sql.placeholder('limit'));
  return form.deep ? walk.offset(sql.placeholder('offset')) : walk;
}

/**
 * The condition on the primary key that selects a page's rows, as KeyFinding says. For `either`,
 * PostgreSQL tests the count of the matches once, and runs only one of the two branches.
 */
function pageKeys(r: Compiled, c: DbContext, where: SQL | undefined, orderKeys: readonly OrderKey[], form: PageForm, matches: WithSubquery | undefined) {
  if (!matches) return inArray(r.pk, walkedKeys(r, c, where, orderKeys, form));
  if (form.keys === 'sort') return inArray(r.pk, sortedMatches(c, matches, orderKeys, form.deep));
  const cap = sql.placeholder('cap');
  const found = foundIn(matches);
  const sorted = sortedMatches(c, matches, orderKeys, form.deep, sql`${found} < ${cap}`);
  const walked = walkedKeys(r, c, and(where, sql`${found} >= ${cap}`), orderKeys, form);
  return sql`${r.pk} in ((${sorted}) union all (${walked}))`;
}

/**
 * The statement of a page: an unfiltered first page straight; a deep page reads its keys alone
 * first (an index-only scan where an index serves the order), then joins the few full rows:
 * OFFSET skips index entries, not whole rows. A filtered page reads its keys first too, found
 * as KeyFinding says. A counted list's rows carry its count (COUNT): one statement instead of
 * two, each a pool connection, a round trip and a plan, which on two cores cost more than
 * running both at once saved.
 * An unfiltered first page has no value but its limit: written into its text, the statement has
 * none, and is planned once per connection (`statement`).
 */
function pageStatement(r: Compiled, c: DbContext, t: Template, form: PageForm) {
  const { deep, withJoins, counted, marks } = form;
  // an unfiltered first page: its limit is its only value
  const valueFree = !deep && t.where === undefined;
  // a walked first page: its limit and cap in its text too (PageForm.walked)
  const literalLimit = valueFree || form.walked;
  const key = t.key === undefined ? undefined : `page ${form.order} ${deep ? 'deep' : 'first'} ${withJoins} ${counted} ${marks} ${form.keys} ${literalLimit ? form.pageLimit : ''} ${form.walked ? 'walked' : ''} ${t.key}`;
  return statement(c.db, r, key, () => {
    const orderKeys = orderKeysOf(r, { order: form.order });
    const keys = orderKeys.map(orderSql);
    const where = marks === 'seek' ? and(t.where, atOrAfterMark(orderKeys)) : t.where;
    const matches = form.keys === 'walk' ? undefined : matchesOf(r, c, where, orderKeys, form);
    const count = matches && marks !== 'seek' ? foundIn(matches) : sql`(${countQuery(r, c, t.where, withJoins)})`;
    const shape = {
      ...listShape(r),
      ...(counted ? { [COUNT]: count } : {}),
      ...(marks === 'none' ? {} : markShape(orderKeys)),
    };
    // A first page walked from the index of its order is one plain select when the table has no
    // joins; with joins its keys come first, since PostgreSQL joins before it sorts (a search
    // matching a thousand rows joined them all for a page of ten).
    if (valueFree || (form.keys === 'walk' && !deep && r.joins.length === 0)) {
      return baseQuery(r, c, shape).where(t.where).orderBy(...keys).limit(literalLimit ? literalCount(form.pageLimit) : sql.placeholder('limit'));
    }
    return baseQuery(r, c, shape, true, matches).where(pageKeys(r, c, where, orderKeys, form, matches)).orderBy(...keys);
  }, form.walked);
}

/**
 * The rows of an index request. Paginated resources answer one page (`limit` capped at
 * LIST_LIMIT_MAX; a remote-select pre-fill at most INIT_VALUE_MAX rows) and its total, counted
 * by the page's statement; tree resources the whole searched set in order, for the caller to nest.
 */
export async function listRows(r: Compiled, c: ListContext, q: ParsedListQuery): Promise<ListResult> {
  const where = await listCondition(r, c, q);
  const keys = orderKeysOf(r, q);

  let selected: Record<string, unknown>[];
  let total: Total = { total: 0, exact: true };
  if (initValues(q) || r.def.tree) {
    const all = baseQuery(r, c, listShape(r)).where(where).orderBy(...keys.map(orderSql));
    selected = await (r.def.tree ? all : all.limit(INIT_VALUE_MAX));
    total.total = selected.length;
  } else {
    const limit = Math.min(q.limit, LIST_LIMIT_MAX);
    const offset = (q.page - 1) * limit;
    const cap = Math.max(TOTAL_CAP, offset + limit);
    const joins = usesJoins(r, q, keys);
    const t = template(where);
    const estimate = await estimatedTotal(r, c, where);
    // What is kept for a list (counts, page marks) is kept per WHERE with its values. A kept
    // count (kept-counts.ts; its key names the cap it stopped at): a large one stands for the
    // total; any one foretells that this page ends the list, whose rows then give the exact total.
    const whereKey = t.key === undefined ? undefined : `${joins} ${t.key} ${JSON.stringify(t.values)}`;
    const countKey = whereKey === undefined ? undefined : `${cap} ${whereKey}`;
    const hint = estimate === undefined && countKey !== undefined ? keptCount(r, countKey) : undefined;
    const kept = hint && hint.total >= KEEP_FROM ? hint : undefined;
    const endsHere = hint !== undefined && hint.total < offset + limit;
    const counted = estimate === undefined && !kept && !endsHere;
    // a deep page's marks (page-marks.ts), kept per WHERE and order
    const order = q.order?.trim() ?? '';
    const listKey = offset > 0 && whereKey !== undefined && markable(r.table, keys) ? `${order} ${whereKey}` : undefined;
    const mark = listKey === undefined ? undefined : nearestMark(r, listKey, offset);
    const marks = listKey === undefined ? 'none' : mark ? 'seek' : 'read';
    const byIndex = where !== undefined && walkedByIndex(r, q, keys);
    const keyFinding: KeyFinding = where === undefined || (hint && !hint.exact) || byIndex ? 'walk' : hint ? 'sort' : 'either';
    const page = pageStatement(r, c, t, { order, deep: offset > 0, withJoins: joins, counted, marks, keys: keyFinding, pageLimit: limit, walked: byIndex && offset === 0 && !counted });
    selected = await page.execute({ ...t.values, ...mark?.values, limit, offset: mark ? mark.skip : offset, cap: cap + 1 });
    if (listKey !== undefined) markPage(r, listKey, offset, selected, keys.length);
    // A page that is not full ends the list: its total is exact.
    const ended = selected.length < limit && (selected.length > 0 || offset === 0);
    if (ended) total = { total: offset + selected.length, exact: true };
    else if (estimate !== undefined) total = { total: estimate, exact: false };
    else if (kept && kept.total >= offset + selected.length) total = kept;
    // counted by the page; or alone: for an empty page past the end, a kept count the rows
    // outran, or a list that no longer ends where its kept count said
    else if (counted && selected.length > 0) total = countedTotal(Number(selected[0][COUNT]), where, cap);
    else total = await countAlone(r, c, t, cap, joins);
    if (countKey !== undefined && estimate === undefined && total !== kept) keepCount(r, countKey, total);
    if (!total.exact) total.total = Math.max(total.total, offset + selected.length);
  }
  const listed = selected.map((row) => wireRowOf(r, row));
  // Member lists shape their rows themselves (member.ts); the hooks are the admin side's.
  const rows = isMemberContext(c) || !r.def.hooks?.rows ? listed : await r.def.hooks.rows(listed, c);
  return { rows, total: total.total, totalExact: total.exact };
}
