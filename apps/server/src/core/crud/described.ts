import type { FieldDescription, ResourceDescription } from '@app/contract';
import type { FieldSpec } from './types.ts';

export const specOf = (f: FieldDescription): FieldSpec => ({
  ...(f.search ? { search: f.search } : {}),
  ...(f.sort ? { sort: true } : {}),
  ...(f.kind === 'money' ? { money: true } : {}),
  ...(f.index ? { index: f.index } : {}),
  ...(f.whole ? { whole: f.whole } : {}),
});

/**
 * What a resource's description says, as `defineResource` options: path, key, order, tree, the
 * own fields' whitelist, the quick search and the row (the kit's declared answers). The area adds the table, the joins (with
 * `joinedFields`) and the hooks: `defineResource({ ...described(d), table, joins, hooks })`.
 */
export function described(d: ResourceDescription) {
  const own = Object.entries(d.fields).filter(([name]) => !name.includes('.'));
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
