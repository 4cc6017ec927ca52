import { getTableColumns, type Column, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Each table's columns as [property, column] pairs, listed once: the hot statements map every row they return. */
const columnsOf = new WeakMap<PgTable, readonly (readonly [string, Column])[]>();

/**
 * A table's row as drizzle returns it (property names, dates, numbers), from the JSON PostgreSQL
 * made of it (`row_to_json`, `json_agg`: column names as keys). For statements that return the
 * rows of several tables at once, such as the inserts of one `WITH`.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
