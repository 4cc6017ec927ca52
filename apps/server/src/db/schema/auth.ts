import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, smallint, text, varchar, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, loginState, ruleColumns, tz, updatedAt, weigh } from './columns.ts';

export const admin = pgTable('admin', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 20 }).notNull(),
  nickname: varchar('nickname', { length: 50 }).notNull().default(''),
  avatar: varchar('avatar', { length: 255 }).notNull().default(''),
  email: varchar('email', { length: 50 }).notNull().default(''),
  mobile: varchar('mobile', { length: 11 }).notNull().default(''),
  ...loginState(),
  motto: varchar('motto', { length: 255 }).notNull().default(''),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [uniqueIndex('admin_username_key').on(t.username)]);

export const adminGroup = pgTable('admin_group', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  name: varchar('name', { length: 100 }).notNull(),
  /** Comma list of admin_rule ids, or '*' for every rule. */
  rules: text('rules').notNull().default(''),
  /** Data scope of the group's admins: all rows, or only the rows of the shops they are bound to (admin_shop). */
  dataScope: varchar('data_scope', { length: 20 }).notNull().default('all'),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [check('admin_group_data_scope_check', sql`${t.dataScope} in ('all','own_shops')`)]);

export const adminGroupAccess = pgTable('admin_group_access', {
  uid: integer('uid').notNull().references(() => admin.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => adminGroup.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.uid, t.groupId] }), index('admin_group_access_group_idx').on(t.groupId)]);

export const adminRule = pgTable('admin_rule', {
  id: serial('id').primaryKey(),
  ...ruleColumns(),
  type: varchar('type', { length: 10 }).notNull().default('menu'),
  menuType: varchar('menu_type', { length: 10 }),
  keepalive: boolean('keepalive').notNull().default(false),
}, (t) => [
  index('admin_rule_pid_idx').on(t.pid),
  check('admin_rule_type_check', sql`${t.type} in ('menu_dir','menu','button')`),
  check('admin_rule_menu_type_check', sql`${t.menuType} is null or ${t.menuType} in ('tab','link','iframe')`),
  check('admin_rule_extend_check', sql`${t.extend} in ('none','add_rules_only','add_menu_only')`),
]);

export const adminLog = pgTable('admin_log', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().default(0),
  username: varchar('username', { length: 20 }).notNull().default(''),
  url: varchar('url', { length: 1500 }).notNull().default(''),
  title: varchar('title', { length: 100 }).notNull().default(''),
  data: text('data'),
  ip: varchar('ip', { length: 50 }).notNull().default(''),
  useragent: varchar('useragent', { length: 255 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [
  index('admin_log_admin_idx').on(t.adminId),
  index('admin_log_time_idx').on(t.createTime),
  // "Everything this admin did", newest first: found and ordered by one index.
  index('admin_log_username_idx').on(t.username, t.id),
  // The log's quick search (title) and username LIKE: trigram GIN indexes (pg_trgm, migration 0001).
  // Not on ip: pg_trgm splits words at dots, so addresses make unselective trigrams.
  index('admin_log_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  index('admin_log_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
]);

export const token = pgTable('token', {
  /** HMAC-SHA256 (hex) of the raw token; the raw token is never stored. */
  token: varchar('token', { length: 64 }).primaryKey(),
  type: varchar('type', { length: 15 }).notNull(),
  userId: integer('user_id').notNull(),
  /** The sign-in this token belongs to (its access and refresh tokens share one); null for tokens that are no sign-in (mail and SMS passes). */
  sessionId: integer('session_id'),
  createTime: createdAt(),
  expireTime: tz('expire_time').notNull(),
}, (t) => [
  index('token_user_idx').on(t.type, t.userId),
  index('token_expire_idx').on(t.expireTime),
  index('token_session_idx').on(t.sessionId),
]);

/** One sign-in of an admin or a member, as its owner sees it in the session list: ending it deletes its tokens. */
export const loginSession = pgTable('login_session', {
  id: serial('id').primaryKey(),
  /** Whose: 'admin' (admin.id) or 'user' (user.id). */
  type: varchar('type', { length: 10 }).notNull(),
  userId: integer('user_id').notNull(),
  userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
  ip: varchar('ip', { length: 50 }).notNull().default(''),
  createTime: createdAt(),
  lastSeenTime: tz('last_seen_time').notNull().defaultNow(),
}, (t) => [index('login_session_user_idx').on(t.type, t.userId), check('login_session_type_check', sql`${t.type} in ('admin','user')`)]);

/** An admin's TOTP (RFC 6238) second factor. A row without enabled_time is an enrolment not yet confirmed by a first code. */
export const adminTwoFactor = pgTable('admin_two_factor', {
  adminId: integer('admin_id').primaryKey().references(() => admin.id, { onDelete: 'cascade' }),
  /** The shared secret, encrypted (AES-256-GCM) under the install's secrets key; never stored or logged in plain text. */
  secret: text('secret').notNull(),
  enabledTime: tz('enabled_time'),
  /** The last time step a code was accepted for: a code is taken once, by every instance. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  /** Digests of the unused one-time recovery codes. */
  recoveryCodes: text('recovery_codes').array().notNull().default(sql`'{}'::text[]`),
  updateTime: updatedAt(),
  createTime: createdAt(),
});

export const captcha = pgTable('captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  code: varchar('code', { length: 128 }).notNull().default(''),
  captcha: text('captcha'),
  /** Failed checks so far; codes are limited in attempts. */
  attempts: smallint('attempts').notNull().default(0),
  createTime: createdAt(),
  expireTime: tz('expire_time').notNull(),
}, (t) => [index('captcha_expire_idx').on(t.expireTime)]);

export const config = pgTable('config', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  group: varchar('group', { length: 30 }).notNull().default(''),
  title: varchar('title', { length: 50 }).notNull().default(''),
  tip: varchar('tip', { length: 100 }).notNull().default(''),
  type: varchar('type', { length: 30 }).notNull().default('string'),
  value: text('value'),
  content: text('content'),
  rule: varchar('rule', { length: 100 }).notNull().default(''),
  extend: varchar('extend', { length: 255 }).notNull().default(''),
  allowDel: boolean('allow_del').notNull().default(false),
  weigh: weigh(),
}, (t) => [uniqueIndex('config_name_key').on(t.name)]);

/** What the start-up seeding last applied: the fingerprint of the seed definitions. */
export const seedState = pgTable('seed_state', {
  key: varchar('key', { length: 50 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  updateTime: updatedAt(),
});
