import { and, desc, inArray, type Column, type SQL } from 'drizzle-orm';
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

/**
 * The newest ADMIN_SEARCH_LIMIT rows of one source matching `q`, or null when the admin may not
 * list the resource. The keys come from the table alone (its trigram and btree indexes, the scope
 * on its own columns), the joined labels for those few rows after.
 */
async function searchSource(c: ActionContext, source: Source, q: string): Promise<Record<string, unknown>[] | null> {
  const r = registeredResources(c.app).get(source.controller);
  if (!r || !(await holds(c, `${source.controller}/index`))) return null;
  const fields = [...r.quick, ...(source.also ?? []).map((name) => fieldOf(r, name))];
  const where: SQL | undefined = and(quickSearchCondition(fields, q), await rowScope(r, c));
  const keys = await baseQuery(r, c, { id: r.pk }, false).where(where).orderBy(desc(r.pk)).limit(ADMIN_SEARCH_LIMIT);
  if (!keys.length) return [];
  const shape = Object.fromEntries(Object.entries(source.shape).map(([key, name]) => [key, columnOf(r, name)]));
  const joins = Object.values(source.shape).some((name) => name.includes('.'));
  return baseQuery(r, c, shape, joins).where(inArray(r.pk, keys.map((k) => k.id))).orderBy(desc(r.pk));
}

/** Every source, side by side. */
export async function adminSearch(c: ActionContext, q: string): Promise<AdminSearchResult> {
  const names = Object.keys(SOURCES) as AdminSearchSource[];
  const found = await Promise.all(names.map((name) => searchSource(c, SOURCES[name], q)));
  return Object.fromEntries(names.map((name, i) => [name, found[i]])) as AdminSearchResult;
}
