import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row as drizzle returns it (property names, dates, numbers), from the JSON PostgreSQL
 * made of it (`row_to_json`, `json_agg`: column names as keys). For statements that return the
 * rows of several tables at once, such as the inserts of one `WITH`.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
