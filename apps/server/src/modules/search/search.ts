import { and, desc, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { ADMIN_SEARCH_LIMIT, type AdminSearchResult, type AdminSearchSource } from '@app/contract';
import { registeredResources, rowScope, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { baseQuery } from '../../core/crud/list.ts';
import { quickSearchCondition, type SearchField } from '../../core/crud/search.ts';
import { checkPermission, grantedRules } from '../../core/rbac/rules.ts';

/**
 * One source of the palette: a served resource, read by its own quick-search fields (and the
 * fields named in `also`), within its own scope and data limit (`rowScope`, what its list ANDs
 * in), only for an admin holding its list node.
 */
interface Source {
  /** The resource's controller path (`order/order`): its list node is `<controller>/index`. */
  controller: string;
  /** Searchable fields looked in besides the quick-search ones (a member's mobile). */
  also?: readonly string[];
  /** The answer's columns: own column names, or `alias.column` of a join. */
  shape: Record<string, string>;
}

const SOURCES: Record<AdminSearchSource, Source> = {
  orders: { controller: 'order/order', shape: { id: 'id', order_no: 'order_no', status: 'status', shop_name: 'shop.name' } },
  members: { controller: 'user/user', also: ['mobile'], shape: { id: 'id', username: 'username', nickname: 'nickname', mobile: 'mobile' } },
  shops: { controller: 'shop/shop', shape: { id: 'id', name: 'name', code: 'code' } },
};

function columnOf(r: Compiled, name: string): Column {
  const dot = name.indexOf('.');
  const column = dot < 0 ? r.columns.get(name)?.column : r.joins.find((j) => j.alias === name.slice(0, dot))?.shape[name.slice(dot + 1)];
  if (!column) throw new Error(`search source ${r.controller}: no column ${name}`);
  return column;
}

function fieldOf(r: Compiled, name: string): SearchField {
  const f = r.fields.get(name);
  if (!f) throw new Error(`search source ${r.controller}: ${name} is not searchable`);
  return f;
}

/** Whether the admin holds this node (as the guard decides it, without the request's parameters). */
async function holds(c: ActionContext, node: string): Promise<boolean> {
  if (c.isSuper) return true;
  return checkPermission(node, grantedRules(await c.app.adminRules.get(), c.admin.granted));
}

/** The newest rows a search walks first, matched one by one. */
export const WALKED = 5_000;
/** The matches read (in no order) when the walk found too few; a newer match beyond them may be missed. */
export const MATCHES_CAP = 1_000;

/**
 * The keys of the newest matches, in two bounded steps. Walking the primary key from the newest
 * row and testing each finds a common term's newest rows at once, but a rare or old one made
 * PostgreSQL walk the whole table (a member's mobile matched by 1,000 rows among the oldest:
 * 857,001 rows tested, 1.45 s on a million members). So the walk stops after the WALKED newest
 * rows; when it found too few, the matches are read through the trigram and btree indexes, at
 * most MATCHES_CAP of them (fenced by OFFSET 0 from the ORDER BY, which would turn the read into
 * the walk again), and the newest of both are kept.
 */
async function newestKeys(c: ActionContext, r: Compiled, where: SQL): Promise<number[]> {
  const walked = await rows<{ id: number }>(
    c.db,
    sql`select id from (select ${r.pk} as id, (${where}) as hit from ${r.table} order by ${r.pk} desc limit ${WALKED}) w where hit order by id desc limit ${ADMIN_SEARCH_LIMIT}`,
  );
  if (walked.length === ADMIN_SEARCH_LIMIT) return walked.map((k) => Number(k.id));
  const matched = await rows<{ id: number }>(
    c.db,
    sql`select id from (select ${r.pk} as id from ${r.table} where ${where} limit ${MATCHES_CAP} offset 0) m order by id desc limit ${ADMIN_SEARCH_LIMIT}`,
  );
  const ids = new Set([...walked, ...matched].map((k) => Number(k.id)));
  return [...ids].sort((a, b) => b - a).slice(0, ADMIN_SEARCH_LIMIT);
}

/**
 * The newest ADMIN_SEARCH_LIMIT rows of one source matching `q`, or null when the admin may not
 * list the resource. The keys come from the table alone (its indexes, the scope on its own
 * columns), the joined labels for those few rows after.
 */
async function searchSource(c: ActionContext, source: Source, q: string): Promise<Record<string, unknown>[] | null> {
  const r = registeredResources(c.app).get(source.controller);
  if (!r || !(await holds(c, `${source.controller}/index`))) return null;
  const fields = [...r.quick, ...(source.also ?? []).map((name) => fieldOf(r, name))];
  const where = and(quickSearchCondition(fields, q), await rowScope(r, c));
  if (!where) return [];
  const keys = await newestKeys(c, r, where);
  if (!keys.length) return [];
  const shape = Object.fromEntries(Object.entries(source.shape).map(([key, name]) => [key, columnOf(r, name)]));
  const joins = Object.values(source.shape).some((name) => name.includes('.'));
  return baseQuery(r, c, shape, joins).where(inArray(r.pk, keys)).orderBy(desc(r.pk));
}

/** Every source, side by side. */
export async function adminSearch(c: ActionContext, q: string): Promise<AdminSearchResult> {
  const names = Object.keys(SOURCES) as AdminSearchSource[];
  const found = await Promise.all(names.map((name) => searchSource(c, SOURCES[name], q)));
  return Object.fromEntries(names.map((name, i) => [name, found[i]])) as AdminSearchResult;
}
