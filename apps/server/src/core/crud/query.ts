import type { SQL, Subquery, WithSubquery } from 'drizzle-orm';
import type { PgTable, SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * The kit's queries on a table known only at run time (a resource's), typed once here instead
 * of a cast per call: the select shape is built from the declaration (columns by wire name,
 * joined tables nested), and written values are keyed by the table's own column keys, checked
 * against the declaration at start-up (resource.ts), so drizzle cannot check them statically.
 */
export type Shape = Record<string, unknown>;

/** `select shape from table` (or a subquery), `with` a CTE when given, as a dynamic query (joins, where, order, limit added by the caller). */
export const selectFrom = (db: Db, shape: Shape, table: PgTable | Subquery, cte?: WithSubquery) =>
  (cte ? db.with(cte) : db).select(shape as SelectedFields).from(table).$dynamic();

/** `insert into table values (…) returning shape`: one row back. */
export async function insertRow(db: Db, table: PgTable, values: Shape, returning: Shape): Promise<Record<string, unknown>> {
  const [row] = await db.insert(table).values(values as never).returning(returning as SelectedFieldsFlat);
  return row as Record<string, unknown>;
}

/** `update table set values where …`. */
export const updateRows = (db: Db, table: PgTable, values: Shape, where: SQL | undefined) => db.update(table).set(values as never).where(where);

/** `delete from table where … returning shape`. */
export const deleteRows = <R>(db: Db, table: PgTable, where: SQL | undefined, returning: Shape) =>
  db.delete(table).where(where).returning(returning as SelectedFieldsFlat) as unknown as Promise<R[]>;
