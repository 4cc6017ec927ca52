import { boolean, index, integer, jsonb, pgTable, serial, text, varchar, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Columns shared by the recycle and sensitive-data rules (reference 17.12, 17.14). */
const securityRule = () => ({
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  /** Admin controller path the rule watches, e.g. `auth.Admin` (served at /admin/auth.Admin/*). */
  controller: varchar('controller', { length: 100 }).notNull(),
  /** Lower-case node prefix derived from `controller`, e.g. `auth/admin`. */
  controllerAs: varchar('controller_as', { length: 100 }).notNull(),
  dataTable: varchar('data_table', { length: 100 }).notNull(),
  connection: varchar('connection', { length: 100 }).notNull().default(''),
  primaryKey: varchar('primary_key', { length: 50 }).notNull().default('id'),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
});

/** Captured on delete: the whole row, restorable (reference 9.1, 9.2). */
export const securityDataRecycle = pgTable('security_data_recycle', securityRule(), (t) => [
  uniqueIndex('security_data_recycle_controller_key').on(t.controllerAs),
]);

export const securityDataRecycleLog = pgTable('security_data_recycle_log', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().default(0),
  recycleId: integer('recycle_id').notNull().default(0),
  /** The deleted row as its columns' database names and values. */
  data: jsonb('data').notNull(),
  /** Rows of other tables that belonged to it and went with it (ON DELETE CASCADE): `[{table, rows}]`, restored with it. */
  links: jsonb('links').notNull().default([]),
  dataTable: varchar('data_table', { length: 100 }).notNull(),
  connection: varchar('connection', { length: 100 }).notNull().default(''),
  primaryKey: varchar('primary_key', { length: 50 }).notNull(),
  ip: varchar('ip', { length: 50 }).notNull().default(''),
  useragent: varchar('useragent', { length: 255 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [index('security_data_recycle_log_recycle_idx').on(t.recycleId), index('security_data_recycle_log_admin_idx').on(t.adminId)]);

/** Watched columns of a table: every change of them is logged with before and after (reference 9.3, 9.4). */
export const securitySensitiveData = pgTable('security_sensitive_data', {
  ...securityRule(),
  /** `{column: title}` of the watched columns. */
  dataFields: jsonb('data_fields').$type<Record<string, string>>().notNull().default({}),
}, (t) => [uniqueIndex('security_sensitive_data_controller_key').on(t.controllerAs)]);

export const securitySensitiveDataLog = pgTable('security_sensitive_data_log', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().default(0),
  sensitiveId: integer('sensitive_id').notNull().default(0),
  dataTable: varchar('data_table', { length: 100 }).notNull(),
  connection: varchar('connection', { length: 100 }).notNull().default(''),
  primaryKey: varchar('primary_key', { length: 50 }).notNull(),
  dataField: varchar('data_field', { length: 50 }).notNull(),
  dataComment: varchar('data_comment', { length: 50 }).notNull().default(''),
  /** The row's primary key as text (any key type fits). */
  idValue: varchar('id_value', { length: 100 }).notNull(),
  before: text('before'),
  /** `******` for password fields. */
  after: text('after'),
  ip: varchar('ip', { length: 50 }).notNull().default(''),
  useragent: varchar('useragent', { length: 255 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [index('security_sensitive_data_log_sensitive_idx').on(t.sensitiveId), index('security_sensitive_data_log_admin_idx').on(t.adminId)]);
