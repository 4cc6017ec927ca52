import { z } from 'zod';
import { flag } from './crud.ts';

/**
 * Data recycle bin and sensitive-data protection (reference 9): `/admin/security.DataRecycle/*`,
 * `/admin/security.SensitiveData/*` (rules), `/admin/security.DataRecycleLog/*` (deleted rows,
 * info, restore) and `/admin/security.SensitiveDataLog/*` (field changes, info, rollback), plus
 * the table helpers `/admin/ajax/getTablePk` and `/admin/ajax/getTableFieldList`.
 */

/** A table or column name as PostgreSQL writes it unquoted (the server also checks it is the application's). */
export const SQL_NAME_RE = /^[a-z_][a-z0-9_]{0,62}$/;
const sqlName = z.string().trim().regex(SQL_NAME_RE, 'Data table does not exist');

/**
 * A rule: the controller path of a CRUD resource (`auth.Admin`, as `GET add` lists them); the
 * table and key default to that resource's and must be them when given.
 */
export const recycleRuleInput = z.object({
  name: z.string().trim().min(1).max(50),
  controller: z.string().trim().min(1).max(100),
  data_table: sqlName.optional().or(z.literal('')),
  primary_key: sqlName.optional().or(z.literal('')),
  status: flag.optional(),
});
export type RecycleRuleInput = z.input<typeof recycleRuleInput>;

const fieldTitle = z.string().trim().max(50);

/**
 * Watched columns as `data_fields: {column: title}`, or as the original client sends them: the
 * picked columns `data_fields: [column]` with their titles in `fields: [{name, value}]` (either alone too).
 */
export const sensitiveRuleInput = recycleRuleInput.extend({
  data_fields: z.union([z.record(z.string().regex(SQL_NAME_RE), fieldTitle), z.array(z.string().regex(SQL_NAME_RE)).max(200)]).optional(),
  fields: z.array(z.object({ name: z.string().regex(SQL_NAME_RE), value: fieldTitle.optional().default('') })).max(200).optional(),
});
export type SensitiveRuleInput = z.input<typeof sensitiveRuleInput>;

/** A resource a rule may watch (`GET /admin/security.DataRecycle/add` → `{controllers, resources}`). */
export interface SecurityResource {
  controller: string;
  table: string;
  pk: string;
}
export interface SecurityAddForm {
  /** `{controller: controller}` as the original's picker reads it. */
  controllers: Record<string, string>;
  resources: SecurityResource[];
}

/** `GET /admin/ajax/getTablePk` and `getTableFieldList`: `table`, and `clean=1` for `{column: title}` only. */
export const tableQuery = z.object({
  table: sqlName,
  clean: flag.optional(),
});
export type TableQuery = z.input<typeof tableQuery>;

/** The one database connection's key (reference 11.7 lists connections by their config key). */
export const DB_CONNECTION_KEY = 'pgsql';

/** `GET /admin/ajax/getDatabaseConnectionList?quickSearch=` → `{list: [{type, database (masked), key}]}`. */
export const connectionListQuery = z.object({ quickSearch: z.string().max(100).optional() });

/** `GET /admin/ajax/getTableList?quickSearch=&connection=&samePrefix=1&excludeTable[]=` → `{list: [{table, comment, connection, prefix}]}`. */
export const tableListQuery = z.object({
  quickSearch: z.string().max(100).optional(),
  connection: z.string().max(100).optional(),
  samePrefix: flag.optional(),
  excludeTable: z.preprocess((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v), z.array(z.string().max(100)).max(1000)).optional(),
});
export type TableListQuery = z.input<typeof tableListQuery>;
export interface TableListItem {
  table: string;
  /** "<full name> - <comment>" */
  comment: string;
  connection: string;
  prefix: string;
}

export interface TableFieldList {
  pk: string;
  /** clean=1: `{column: comment-or-name}`; clean=0: the catalog row of each column. */
  fieldList: Record<string, unknown>;
}

/** What stands for a password hash wherever a log is shown. */
export const MASKED = '******';

/** A recycle-log row of the list (`data` only in `info`). */
export interface RecycleLogRow {
  id: number;
  admin_id: number;
  recycle_id: number;
  data_table: string;
  primary_key: string;
  ip: string;
  useragent: string;
  create_time: number;
  recycle: { name: string | null };
  admin: { nickname: string | null; username: string | null };
}

/** `GET /admin/security.DataRecycleLog/info?id=` → `{row}`: the deleted row, secrets masked. */
export interface RecycleLogInfo extends RecycleLogRow {
  data: Record<string, unknown>;
}

export interface SensitiveLogRow {
  id: number;
  admin_id: number;
  sensitive_id: number;
  data_table: string;
  primary_key: string;
  data_field: string;
  data_comment: string;
  id_value: string;
  /** Text form of the value; `******` for password columns. */
  before: string | null;
  after: string | null;
  ip: string;
  useragent: string;
  create_time: number;
  sensitive: { name: string | null };
  admin: { nickname: string | null; username: string | null };
}
