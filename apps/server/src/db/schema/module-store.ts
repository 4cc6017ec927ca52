import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Installed module packages (reference 13.2): one row per package folder `DATA_DIR/modules/<uid>`,
 * its state, what it placed into the shared folder and the package manifest at install. A
 * module's own tables come from its migrations (recorded in `migrations`, never rolled back).
 */
export const moduleInstall = pgTable('module_install', {
  uid: varchar('uid', { length: 60 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull().default(''),
  intro: varchar('intro', { length: 255 }).notNull().default(''),
  author: varchar('author', { length: 100 }).notNull().default(''),
  website: varchar('website', { length: 255 }).notNull().default(''),
  version: varchar('version', { length: 30 }).notNull().default(''),
  /** 0 uninstalled … 6 disabled (reference 13.2). */
  state: smallint('state').notNull().default(0),
  /** The package manifest (module.json) as installed. */
  manifest: jsonb('manifest').notNull().default({}),
  /** Shared files the module placed, with their size and md5 when placed (the `.runtime` of 13.1). */
  files: jsonb('files').notNull().default([]),
  /** npm dependencies the module added to the modules' package.json: name → version range. */
  dependencies: jsonb('dependencies').notNull().default({}),
  /** The module's npm dependencies still wait for an install through the terminal. */
  npmWaitInstall: boolean('npm_wait_install').notNull().default(false),
  /** Migrations applied (file names, in order); they run forward only. */
  migrations: jsonb('migrations').notNull().default([]),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, () => [check('module_install_state_check', sql`state between 0 and 6`)]);
