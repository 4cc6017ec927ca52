import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

/**
 * The CRUD generator's history (reference 17.10): one row per generation, with the whole design
 * (table settings and every field's settings) so that a later generation starts from it unchanged,
 * the SQL it ran on the table and the files it wrote.
 */
export const crudLog = pgTable('crud_log', {
  id: serial('id').primaryKey(),
  tableName: varchar('table_name', { length: 200 }).notNull().default(''),
  /** The table design (`table` of the generate request). */
  table: jsonb('table').notNull().default({}),
  /** The field designs, in order (`fields` of the generate request). */
  fields: jsonb('fields').notNull().default([]),
  /** start → success | error; delete once its files and menus are removed. */
  status: varchar('status', { length: 10 }).notNull().default('start'),
  connection: varchar('connection', { length: 100 }).notNull().default(''),
  /** The SQL run on the table by this generation (create or alter), '' when the table was left as it was. */
  sql: text('sql').notNull().default(''),
  /** Files written, relative to the project root. */
  files: jsonb('files').notNull().default([]),
  /** The error of a failed generation. */
  error: text('error').notNull().default(''),
  adminId: integer('admin_id').notNull().default(0),
  createTime: createdAt(),
}, (t) => [
  index('crud_log_table_name_trgm_idx').using('gin', t.tableName.op('gin_trgm_ops')),
]);
