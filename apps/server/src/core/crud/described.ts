import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldDescription, ResourceDescription } from '@app/contract';
import { wireValue } from './columns.ts';
import { columnsByName } from './resource.ts';
import type { FieldSpec, Row } from './types.ts';

export const specOf = (f: FieldDescription): FieldSpec => ({
  ...(f.search ? { search: f.search } : {}),
  ...(f.sort ? { sort: true } : {}),
  ...(f.kind === 'money' ? { money: true } : {}),
  ...(f.index ? { index: f.index } : {}),
  ...(f.whole ? { whole: f.whole } : {}),
});

/**
 * A field the form and the row alone need (it has an `input`, is neither searched nor sorted, and
 * no money to convert) stays out of the kit's whitelist: not searchable, not exported, as before
 * the description declared it. Fields declared for the list (no input) are exported as listed,
 * unless they say `export: false`.
 */
const inWhitelist = (f: FieldDescription) => f.export !== false && (!f.input || Boolean(f.search || f.sort || f.kind === 'money' || f.index));

/**
 * What a resource's description says, as `defineResource` options: path, key, order, tree, the
 * own fields' whitelist, the quick search and the row (the kit's declared answers). The area adds the table, the joins (with
 * `joinedFields`) and the hooks: `defineResource({ ...described(d), table, joins, hooks })`.
 */
export function described(d: ResourceDescription) {
  const unlisted = Object.entries(d.fields).filter(([, f]) => f.export === false && (f.search || f.sort || f.quick)).map(([name]) => name);
  if (unlisted.length) throw new Error(`${d.path}: a field out of the export is neither searched nor sorted: ${unlisted.join(', ')}`);
  const own = Object.entries(d.fields).filter(([name, f]) => !name.includes('.') && inWhitelist(f));
  const quick = Object.entries(d.fields).filter(([, f]) => f.quick).map(([name]) => name);
  return {
    path: d.path,
    ...(d.pk ? { pk: d.pk as never } : {}),
    ...(d.order ? { order: d.order } : {}),
    ...(d.tree ? { tree: d.tree as never } : {}),
    fields: Object.fromEntries(own.map(([name, f]) => [name, specOf(f)])) as Record<string, FieldSpec>,
    ...(quick.length ? { quickSearch: quick } : {}),
    row: d.row,
  };
}

/** The described fields of a join (`admin.username` → `username`), for `join(table, on, joinedFields(d, 'admin'))`. */
export function joinedFields(d: ResourceDescription, alias: string): Record<string, FieldSpec> {
  const prefix = `${alias}.`;
  return Object.fromEntries(Object.entries(d.fields).filter(([name]) => name.startsWith(prefix)).map(([name, f]) => [name.slice(prefix.length), specOf(f)]));
}

/**
 * A table's rows (as drizzle selects them) for the wire, with the kinds the description gives
 * (money in yuan; times unix seconds and flags '1'/'0' by their column): the keys `pick` names, in
 * order. A key in `extra` takes its value from there (a joined name, a CSV as a list); a picked
 * name that is no column and not in `extra` is left out. For answers outside the kit's lists
 * (member details and actions), so they never restate a field's conversion.
 */
export function wireOf<W extends object>(d: ResourceDescription | undefined, table: PgTable, pick: readonly (keyof W & string)[]) {
  const columns = columnsByName(table);
  const slots = pick.map((name) => ({ name, key: columns.get(name)?.key, money: d?.fields[name]?.kind === 'money' }));
  return (row: object, extra: Partial<W> = {}): W => {
    const out: Row = {};
    for (const { name, key, money } of slots) {
      if (name in extra) out[name] = (extra as Row)[name];
      else if (key !== undefined) out[name] = wireValue((row as Row)[key], money);
    }
    return out as W;
  };
}
