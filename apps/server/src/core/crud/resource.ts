import { getTableColumns, getTableName, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { SearchOperator } from '@app/contract';
import { kindOf } from './columns.ts';
import { defaultOperators, orderSql, type OrderKey, type SearchField } from './search.ts';
import { controllerPath } from './remark.ts';
import { scopeSources } from './scope.ts';
import type { AnyObjectSchema, ColumnEntry, ColumnName, Compiled, FieldSpec, JoinSpec, ResourceDef } from './types.ts';

/** Declares a resource; the identity function that gives the declaration its types. */
export function defineResource<T extends PgTable, TAdd extends AnyObjectSchema = AnyObjectSchema, TEdit extends AnyObjectSchema = TAdd>(
  def: ResourceDef<T, TAdd, TEdit>,
): ResourceDef<T, TAdd, TEdit> {
  return def;
}

/** A to-one relation for `joins`: `group: join(adminGroup, (g) => eq(admin.groupId, g.id), { name: { search: true } })`. */
export function join<TJoin extends PgTable>(table: TJoin, on: (joined: TJoin) => SQL, fields: Partial<Record<ColumnName<TJoin>, FieldSpec>>): JoinSpec<TJoin> {
  return { table, on, fields };
}

/** A table's columns by their database name, which is their wire name. */
export function columnsByName(table: PgTable): Map<string, ColumnEntry> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [(column as Column).name, { key, column: column as Column }]));
}

function field(name: string, column: Column, spec: FieldSpec | undefined): SearchField {
  const kind = kindOf(column);
  const ops = spec?.search === true ? defaultOperators(kind) : ((spec?.search ?? []) as SearchOperator[]);
  return { name, column, kind, ops: new Set(ops), sort: !!spec?.sort, money: !!spec?.money, whole: spec?.whole };
}

export function compile(def: ResourceDef): Compiled {
  const where = `resource ${def.path}`;
  const tableName = getTableName(def.table);
  const columns = columnsByName(def.table);
  const need = (name: string, what: string): Column => {
    const c = columns.get(name);
    if (!c) throw new Error(`${where}: ${what} "${name}" is not a column of ${tableName}`);
    return c.column;
  };

  const pkName = def.pk ?? 'id';
  const pk = need(pkName, 'primary key');
  const hidden = new Set<string>(def.hidden ?? []);
  hidden.forEach((h) => need(h, 'hidden field'));
  const visible = Object.fromEntries([...columns].filter(([name]) => !hidden.has(name)).map(([name, c]) => [name, c.column]));

  const fields = new Map<string, SearchField>();
  for (const [name, spec] of Object.entries(def.fields) as [string, FieldSpec][]) {
    if (hidden.has(name)) throw new Error(`${where}: hidden field "${name}" cannot be searched or sorted`);
    fields.set(name, field(name, need(name, 'field'), spec));
  }

  const joins: Compiled['joins'] = [];
  for (const [aliasName, j] of Object.entries(def.joins ?? {})) {
    if (columns.has(aliasName)) throw new Error(`${where}: join alias "${aliasName}" hides a column`);
    const aliased = alias(j.table, aliasName) as unknown as PgTable;
    const joinedColumns = columnsByName(aliased);
    const shape: Record<string, Column> = {};
    for (const [name, spec] of Object.entries(j.fields) as [string, FieldSpec][]) {
      const c = joinedColumns.get(name);
      if (!c) throw new Error(`${where}: joined field "${aliasName}.${name}" is not a column`);
      shape[name] = c.column;
      fields.set(`${aliasName}.${name}`, field(`${aliasName}.${name}`, c.column, spec));
    }
    joins.push({ alias: aliasName, table: aliased, on: j.on(aliased as never), shape });
  }

  // Quick search and the default order may use any visible column, whitelisted or not.
  const anyField = (name: string, what: string): SearchField => {
    const known = fields.get(name);
    if (known) return known;
    if (name.includes('.')) throw new Error(`${where}: ${what} "${name}" must be a declared joined field`);
    if (hidden.has(name)) throw new Error(`${where}: ${what} "${name}" is hidden`);
    return field(name, need(name, what), undefined);
  };
  const quick = (def.quickSearch ?? [pkName]).map((n) => anyField(n, 'quick-search field'));

  const orderList: (readonly [string, 'asc' | 'desc'])[] =
    typeof def.order === 'string' || def.order === undefined
      ? [((def.order ?? `${pkName},desc`).split(',').map((s) => s.trim()) as [string, 'asc' | 'desc'])]
      : [...def.order];
  const orderKeys: OrderKey[] = orderList.map(([name, dir]) => ({ column: anyField(name, 'order field').column, dir }));
  // A unique last key keeps pages stable.
  if (!orderList.some(([name]) => name === pkName)) orderKeys.push({ column: pk, dir: 'desc' });

  const titles = new Map<string, string | undefined>([
    ...(Object.entries(def.fields) as [string, FieldSpec][]).map(([name, spec]) => [name, spec?.title] as const),
    ...Object.entries(def.joins ?? {}).flatMap(([aliasName, j]) =>
      (Object.entries(j.fields) as [string, FieldSpec][]).map(([name, spec]) => [`${aliasName}.${name}`, spec?.title] as const),
    ),
  ]);
  const exportColumns = [...fields.values()].map((f) => ({ name: f.name, title: titles.get(f.name) || f.name, field: f }));

  const money = [...fields.values()].filter((f) => f.money).map((f) => {
    if (f.kind !== 'int') throw new Error(`${where}: money field "${f.name}" must be an integer column (cents)`);
    const dot = f.name.indexOf('.');
    return dot < 0 ? { name: f.name } : { alias: f.name.slice(0, dot), name: f.name.slice(dot + 1) };
  });

  const dl = def.dataLimit;
  const ownerName = dl ? (dl.field ?? 'admin_id') : undefined;
  const owner = ownerName ? { name: ownerName, column: need(ownerName, 'data-limit field') } : undefined;

  return {
    def,
    table: def.table,
    tableName,
    controller: controllerPath(def.path),
    pkName,
    pk,
    columns,
    visible,
    joins,
    fields,
    pkField: fields.get(pkName)?.ops.size ? fields.get(pkName)! : field(pkName, pk, { search: true }),
    quick,
    orderKeys,
    order: orderKeys.map(orderSql),
    exportColumns,
    money,
    weigh: def.weigh ? need(def.weigh, 'weigh field') : undefined,
    pid: def.tree ? need(def.tree.pid, 'tree parent field') : undefined,
    owner,
    scopes: scopeSources(def, columns, owner?.column),
    memberOwner: def.memberOwner ? need(def.memberOwner, 'member owner field') : undefined,
    memberScope: def.memberScope,
    readOnly: new Set<string>([pkName, 'create_time', 'update_time', ...(def.readOnly ?? [])]),
  };
}
