import { z } from 'zod';
import { flag, idQuery, idsQuery } from './crud.ts';
import { jsonValue } from './config.ts';
import { endpoint } from './endpoint.ts';
import { FLAG_STATUS } from './admin-rbac.ts';
import { describeResource, type FieldDescription } from './describe.ts';

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

/** The title a sensitive rule gives a watched column. */
export const sensitiveFieldTitle = z.string().trim().max(50);
const fieldTitle = sensitiveFieldTitle;

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
export const securityResource = z.object({ controller: z.string(), table: z.string(), pk: z.string() });
export type SecurityResource = z.output<typeof securityResource>;
/** `GET add` of both rule lists: the resources a rule may watch. */
export const securityAddForm = z.object({
  /** `{controller: controller}` as the original's picker reads it. */
  controllers: z.record(z.string(), z.string()),
  resources: z.array(securityResource),
});
export type SecurityAddForm = z.output<typeof securityAddForm>;

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
export const tableListItem = z.object({
  table: z.string(),
  /** "<full name> - <comment>" */
  comment: z.string(),
  connection: z.string(),
  prefix: z.string(),
});
export type TableListItem = z.output<typeof tableListItem>;

/** A column as PostgreSQL's catalog describes it. */
export const tableColumn = z.object({
  column_name: z.string(),
  data_type: z.string(),
  udt_name: z.string(),
  /** The type as it is written in SQL (`character varying(20)`). */
  column_type: z.string(),
  column_default: z.string().nullable(),
  is_nullable: z.enum(['YES', 'NO']),
  character_maximum_length: z.number().int().nullable(),
  ordinal_position: z.number().int(),
  column_comment: z.string(),
});
export type TableColumn = z.output<typeof tableColumn>;

export const tableFieldList = z.object({
  pk: z.string(),
  /** clean=1: `{column: comment-or-name}`; clean=0: the catalog row of each column. */
  fieldList: z.record(z.string(), z.union([z.string(), tableColumn])),
});
export type TableFieldList = z.output<typeof tableFieldList>;

/** The one database connection (`type`, the database's name masked, `key`). */
export const databaseConnectionList = z.object({ list: z.array(z.object({ type: z.string(), database: z.string(), key: z.string() })) });

/** What stands for a password hash wherever a log is shown. */
export const MASKED = '******';

const logAdmin = z.object({ nickname: z.string().nullable(), username: z.string().nullable() });

/** The rule of a log row, as the reference client reads it (`recycle.controller_as`). */
const logRule = z.object({ name: z.string().nullable(), controller_as: z.string().nullable() });

/** A recycle-log row of the list: `data` the deleted row's JSON text (secrets masked), as the reference lists it. */
export const recycleLogRow = z.object({
  id: z.number(),
  admin_id: z.number(),
  recycle_id: z.number(),
  data_table: z.string(),
  /** The database connection's key ('' the default one). */
  connection: z.string(),
  primary_key: z.string(),
  ip: z.string(),
  useragent: z.string(),
  create_time: z.number(),
  data: z.string(),
  recycle: logRule,
  admin: logAdmin,
});
export type RecycleLogRow = z.output<typeof recycleLogRow>;

/** `GET /admin/security.DataRecycleLog/info?id=` → `{row}`: the deleted row (in wire form), secrets masked. */
export const recycleLogInfo = recycleLogRow.omit({ data: true, connection: true }).extend({ data: z.record(z.string(), jsonValue) });
export type RecycleLogInfo = z.output<typeof recycleLogInfo>;

/** A sensitive-data log row (list and `info`). */
export const sensitiveLogRow = z.object({
  id: z.number(),
  admin_id: z.number(),
  sensitive_id: z.number(),
  data_table: z.string(),
  connection: z.string(),
  primary_key: z.string(),
  data_field: z.string(),
  data_comment: z.string(),
  id_value: z.string(),
  /** Text form of the value; `******` for password columns. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string(),
  useragent: z.string(),
  create_time: z.number(),
  sensitive: logRule,
  admin: logAdmin,
});
export type SensitiveLogRow = z.output<typeof sensitiveLogRow>;

/** `GET /admin/security.SensitiveDataLog/info?id=` → `{row}`. */
export const sensitiveLogInfo = sensitiveLogRow.omit({ connection: true });
export type SensitiveLogInfo = z.output<typeof sensitiveLogInfo>;

// ---------------------------------------------------------------- descriptions

const securityRuleRow = z.object({
  id: z.number(),
  name: z.string(),
  controller: z.string(),
  controller_as: z.string(),
  data_table: z.string(),
  connection: z.string(),
  primary_key: z.string(),
  status: z.enum(['0', '1']),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
});

/** A row of `GET /admin/security.DataRecycle/index`. */
export const recycleRuleRow = securityRuleRow;
export type RecycleRuleRow = z.output<typeof recycleRuleRow>;
/** A row of `GET /admin/security.SensitiveData/index`: the watched columns' titles (or names). */
export const sensitiveRuleRow = securityRuleRow.extend({ data_fields: z.array(z.string()) });
export type SensitiveRuleRow = z.output<typeof sensitiveRuleRow>;

const securityRuleFields = {
  id: { kind: 'id', search: true, sort: true },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
  controller: { kind: 'text', search: true, sort: true, index: 'trgm' },
  data_table: { kind: 'text', search: true, sort: true, index: 'trgm' },
  primary_key: { kind: 'text', search: ['eq', 'LIKE'], index: 'trgm' },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
  update_time: { kind: 'time', search: true, sort: true },
  create_time: { kind: 'time', search: true, sort: true },
} as const satisfies Record<string, FieldDescription>;

/** `/admin/security.DataRecycle/*` (reference 9.1): which resources' deleted rows are kept. */
export const dataRecycleDescription = describeResource({ path: 'security.DataRecycle', order: 'id,desc', row: recycleRuleRow, fields: securityRuleFields });

/** `/admin/security.SensitiveData/*` (reference 9.3): which columns' changes are logged. */
export const sensitiveDataDescription = describeResource({ path: 'security.SensitiveData', order: 'id,desc', row: sensitiveRuleRow, fields: securityRuleFields });

const logAdminFields = {
  'admin.nickname': { kind: 'text', search: ['LIKE'], index: 'trgm' },
  'admin.username': { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
} as const satisfies Record<string, FieldDescription>;

/** `/admin/security.DataRecycleLog/*` (reference 9.2): the recycle bin. */
export const recycleLogDescription = describeResource({
  path: 'security.DataRecycleLog',
  order: 'id,desc',
  row: recycleLogRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    admin_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    recycle_id: { kind: 'ref', search: ['eq', 'IN'] },
    data_table: { kind: 'text', search: true, sort: true, index: 'trgm' },
    primary_key: { kind: 'text', search: ['eq'] },
    ip: { kind: 'text', search: true, index: 'trgm' },
    create_time: { kind: 'time', search: true, sort: true },
    'recycle.name': { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
    'recycle.controller_as': { kind: 'text' },
    ...logAdminFields,
  },
});

/** `/admin/security.SensitiveDataLog/*` (reference 9.4): changes of watched fields. */
export const sensitiveLogDescription = describeResource({
  path: 'security.SensitiveDataLog',
  order: 'id,desc',
  row: sensitiveLogRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    admin_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    sensitive_id: { kind: 'ref', search: ['eq', 'IN'] },
    data_table: { kind: 'text', search: true, sort: true, index: 'trgm' },
    data_field: { kind: 'text', search: true, sort: true, index: 'trgm' },
    data_comment: { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
    id_value: { kind: 'text', search: ['eq', 'LIKE'], index: 'trgm' },
    ip: { kind: 'text', search: true, index: 'trgm' },
    create_time: { kind: 'time', search: true, sort: true },
    'sensitive.name': { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
    'sensitive.controller_as': { kind: 'text' },
    ...logAdminFields,
  },
});

/** The table pickers' reads: holding any page whose forms pick tables and columns opens them (super admins hold all). */
const SCHEMA_PAGES = ['crud/crud', 'security/dataRecycle', 'security/sensitiveData'].join(',');

export const securityEndpoints = {
  connections: endpoint({
    method: 'GET',
    path: '/admin/ajax/getDatabaseConnectionList',
    audience: { admin: SCHEMA_PAGES },
    input: connectionListQuery,
    output: databaseConnectionList,
    summary: 'The database connections',
  }),
  tables: endpoint({
    method: 'GET',
    path: '/admin/ajax/getTableList',
    audience: { admin: SCHEMA_PAGES },
    input: tableListQuery,
    output: z.object({ list: z.array(tableListItem) }),
    summary: 'The application tables',
  }),
  tablePk: endpoint({
    method: 'GET',
    path: '/admin/ajax/getTablePk',
    audience: { admin: SCHEMA_PAGES },
    input: tableQuery,
    output: z.object({ pk: z.string() }),
    summary: 'The primary key of an application table',
  }),
  tableFields: endpoint({
    method: 'GET',
    path: '/admin/ajax/getTableFieldList',
    audience: { admin: SCHEMA_PAGES },
    input: tableQuery,
    output: tableFieldList,
    summary: 'The columns of an application table (clean=1: {column: title})',
  }),
  recycleInfo: endpoint({
    method: 'GET',
    path: '/admin/security.DataRecycleLog/info',
    audience: { admin: true },
    input: idQuery,
    output: z.object({ row: recycleLogInfo }),
    summary: 'A recycled row (secrets masked)',
  }),
  restore: endpoint({
    method: 'POST',
    path: '/admin/security.DataRecycleLog/restore',
    audience: { admin: true },
    input: idsQuery,
    output: z.null(),
    summary: 'Put recycled rows back: {ids: [...]}',
  }),
  sensitiveInfo: endpoint({
    method: 'GET',
    path: '/admin/security.SensitiveDataLog/info',
    audience: { admin: true },
    input: idQuery,
    output: z.object({ row: sensitiveLogInfo }),
    summary: 'A change of a watched field (secrets masked)',
  }),
  rollback: endpoint({
    method: 'POST',
    path: '/admin/security.SensitiveDataLog/rollback',
    audience: { admin: true },
    input: idsQuery,
    output: z.null(),
    summary: 'Write the old values back: {ids: [...]}',
  }),
};
