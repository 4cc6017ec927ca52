import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addInputOf, type ResourceDescription } from '@app/contract';
import { hashPassword } from '../auth/password.ts';
import { described, joinedFields } from './described.ts';
import { columnsByName, defineResource, join } from './resource.ts';
import type { Hooks, JoinSpec, Values } from './types.ts';

/** The join of a reference field, named as the web kit reads its label: the field without `_id` (`category_id` → `category.name`). */
export const refAlias = (field: string) => field.replace(/_id$/, '');

export interface DescribedResourceOptions {
  /** The tables of the resources the description's references name, by their path (`{ 'auth.Admin': admin }`). */
  refs?: Readonly<Record<string, PgTable>>;
  /** The weight column (`sortable`); a new row's weight 0 becomes its id, so that rows sort apart at once. */
  weigh?: string;
}

/**
 * A resource whose table's columns are its description's own fields, served from the description
 * alone (the CRUD generator's areas): the whitelist, key, order and row (`described`), add and edit
 * from the fields' inputs, a join of each reference whose label the description lists (with the
 * remote select it needs), `password` fields never listed and stored as their hash.
 */
export function describedResource(d: ResourceDescription, table: PgTable, { refs = {}, weigh }: DescribedResourceOptions = {}) {
  const columns = columnsByName(table);
  const column = (name: string): Column => {
    const c = columns.get(name)?.column;
    if (!c) throw new Error(`resource ${d.path}: "${name}" is not a column`);
    return c;
  };
  const fields = Object.entries(d.fields);
  const passwords = fields.filter(([, f]) => f.view === 'password').map(([name]) => name);
  const joins: Record<string, JoinSpec<PgTable>> = {};
  const remoteSelects: Record<string, string> = {};
  for (const [name, f] of fields) {
    if (!f.ref) continue;
    remoteSelects[f.ref.resource] = f.ref.label;
    const alias = refAlias(name);
    if (f.ref.multiple || !fields.some(([n]) => n.startsWith(`${alias}.`))) continue;
    const remote = refs[f.ref.resource];
    if (!remote) throw new Error(`resource ${d.path}: no table given for ${f.ref.resource} (field ${name})`);
    const pk = Object.entries(getTableColumns(remote)).find(([, c]) => c.primary)?.[0] ?? 'id';
    const own = column(name);
    joins[alias] = join(remote, (t) => eq(own, (t as unknown as Record<string, Column>)[pk]), joinedFields(d, alias));
  }
  const pkName = d.pk ?? 'id';
  const hashed = async (input: Values, empty: '' | undefined) =>
    Object.fromEntries(await Promise.all(Object.entries(input).map(async ([k, v]) => [k, passwords.includes(k) ? (v ? await hashPassword(String(v)) : empty) : v])));
  const hooks: Hooks<Values, Values> = {
    ...(passwords.length ? { beforeAdd: (input) => hashed(input, ''), beforeEdit: (input) => hashed(input, undefined) } : {}),
    ...(weigh ? {
      afterAdd: async (row, _input, c) => {
        if (row[weigh] === 0) await c.db.update(table).set({ [columns.get(weigh)?.key ?? weigh]: Number(row[pkName]) }).where(eq(column(pkName), Number(row[pkName])));
      },
    } : {}),
  };
  const input = addInputOf(d.fields);
  return defineResource({
    ...described(d),
    table,
    ...(weigh ? { weigh } : {}),
    ...(passwords.length ? { hidden: passwords } : {}),
    ...(Object.keys(joins).length ? { joins } : {}),
    ...(Object.keys(remoteSelects).length ? { remoteSelects } : {}),
    add: { input },
    edit: { input: input.partial() },
    hooks: hooks as never,
  });
}
