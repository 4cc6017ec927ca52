import { boolean, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Timestamps are timestamptz in the database and unix seconds on the wire. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tz('create_time').defaultNow();
export const updatedAt = () => tz('update_time').defaultNow();
export const weigh = () => integer('weigh').notNull().default(0);

/** Password and login state shared by admins and members: the lockout counter and the last real login. */
export const loginState = () => ({
  loginFailure: smallint('login_failure').notNull().default(0),
  /** Time of the last failed login: the lockout window runs from it. */
  lastFailureTime: tz('last_failure_time'),
  lastLoginTime: tz('last_login_time'),
  lastLoginIp: varchar('last_login_ip', { length: 50 }).notNull().default(''),
  /** argon2id hash, or a legacy md5(md5(pw)+salt) hex string when `salt` is not empty. */
  password: varchar('password', { length: 255 }).notNull(),
  salt: varchar('salt', { length: 30 }).notNull().default(''),
});

/** Columns of a menu-rule tree shared by admin_rule and user_rule (type and menu_type differ per table). */
export const ruleColumns = () => ({
  pid: integer('pid').notNull().default(0),
  title: varchar('title', { length: 50 }).notNull().default(''),
  name: varchar('name', { length: 50 }).notNull().default(''),
  path: varchar('path', { length: 100 }).notNull().default(''),
  icon: varchar('icon', { length: 50 }).notNull().default(''),
  url: varchar('url', { length: 255 }).notNull().default(''),
  component: varchar('component', { length: 100 }).notNull().default(''),
  extend: varchar('extend', { length: 20 }).notNull().default('none'),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  weigh: weigh(),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
});

/** A stored message (core/i18n/stored.ts `StoredMessage`) as JSON: a pack key and its arguments. */
export interface StoredMessageJson {
  key: string;
  args?: (string | number | StoredMessageJson)[];
}
