import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { rows, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The application's own tables (those of its drizzle schema): the only tables the data-security
 * areas and the table helpers of `/admin/ajax` read or write by name. Tables of secrets are left out.
 */
/** Tables of secrets (tokens, captchas, sign-ins, second factors): never read or written by name, nor shown to the table designer. */
export const SECRET_TABLES: ReadonlySet<string> = new Set(['token', 'captcha', 'login_session', 'admin_two_factor']);

export const APP_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableName(t))
    .filter((name) => !SECRET_TABLES.has(name)),
);

export const tableNotFound = () => new ApiError('Data table does not exist');

/** The name when it is one of the application's tables, else 'Data table does not exist'. */
export function appTable(name: string): string {
  if (!APP_TABLES.has(name)) throw tableNotFound();
  return name;
}

/** A column as PostgreSQL's catalog describes it (information_schema.columns plus its comment). */
export interface ColumnInfo {
  column_name: string;
  data_type: string;
  udt_name: string;
  /** The type as it is written in SQL (`character varying(20)`): what rollback casts to. */
  column_type: string;
  column_default: string | null;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
  ordinal_position: number;
  column_comment: string;
}

/** Columns of an application table in the current schema, in order. */
export async function tableColumns(db: Db, table: string): Promise<ColumnInfo[]> {
  return rows<ColumnInfo>(
    db,
    sql`select c.column_name, c.data_type, c.udt_name, format_type(a.atttypid, a.atttypmod) as column_type,
          c.column_default, c.is_nullable, c.character_maximum_length, c.ordinal_position,
          coalesce(col_description(a.attrelid, a.attnum), '') as column_comment
        from information_schema.columns c
        join pg_attribute a on a.attrelid = to_regclass(format('%I.%I', c.table_schema, c.table_name)) and a.attname = c.column_name
        where c.table_schema = current_schema() and c.table_name = ${appTable(table)}
        order by c.ordinal_position`,
  );
}

/** The primary-key column of an application table ('' when it has none; the first of a composite key). */
export async function tablePk(db: Db, table: string): Promise<string> {
  const [row] = await rows<{ pk: string }>(
    db,
    sql`select a.attname as pk
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(format('%I.%I', current_schema(), ${appTable(table)}::text)) and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum) limit 1`,
  );
  return row?.pk ?? '';
}

/** The application's tables with their comments, by name. */
export async function appTableComments(db: Db): Promise<{ table: string; comment: string }[]> {
  const found = await rows<{ table: string; comment: string }>(
    db,
    sql`select c.relname as table, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  return found.filter((t) => APP_TABLES.has(t.table));
}
