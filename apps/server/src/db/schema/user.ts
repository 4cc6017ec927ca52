import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, smallint, text, varchar, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, loginState, ruleColumns, tz, updatedAt, type StoredMessageJson } from './columns.ts';

export const userGroup = pgTable('user_group', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  rules: text('rules').notNull().default(''),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
});

export const user = pgTable('user', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull().default(0),
  username: varchar('username', { length: 32 }).notNull(),
  nickname: varchar('nickname', { length: 50 }).notNull().default(''),
  email: varchar('email', { length: 50 }).notNull().default(''),
  mobile: varchar('mobile', { length: 11 }).notNull().default(''),
  avatar: varchar('avatar', { length: 255 }).notNull().default(''),
  gender: smallint('gender').notNull().default(0),
  birthday: date('birthday'),
  /** Balance in cents. */
  money: bigint('money', { mode: 'number' }).notNull().default(0),
  score: bigint('score', { mode: 'number' }).notNull().default(0),
  ...loginState(),
  joinIp: varchar('join_ip', { length: 50 }).notNull().default(''),
  joinTime: tz('join_time'),
  motto: varchar('motto', { length: 255 }).notNull().default(''),
  status: varchar('status', { length: 30 }).notNull().default('enable'),
  /** Invite code given at registration, kept for the distribution module. */
  inviteCode: varchar('invite_code', { length: 32 }).notNull().default(''),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('user_username_key').on(t.username),
  uniqueIndex('user_email_key').on(t.email).where(sql`${t.email} <> ''`),
  uniqueIndex('user_mobile_key').on(t.mobile).where(sql`${t.mobile} <> ''`),
  check('user_money_check', sql`${t.money} >= 0`),
  check('user_score_check', sql`${t.score} >= 0`),
  check('user_gender_check', sql`${t.gender} in (0,1,2)`),
  check('user_status_check', sql`${t.status} in ('enable','disable')`),
]);

export const userRule = pgTable('user_rule', {
  id: serial('id').primaryKey(),
  ...ruleColumns(),
  type: varchar('type', { length: 15 }).notNull().default('menu'),
  menuType: varchar('menu_type', { length: 10 }).notNull().default('tab'),
  noLoginValid: boolean('no_login_valid').notNull().default(false),
}, (t) => [
  index('user_rule_pid_idx').on(t.pid),
  check('user_rule_type_check', sql`${t.type} in ('route','menu_dir','menu','nav_user_menu','nav','button')`),
  check('user_rule_menu_type_check', sql`${t.menuType} in ('tab','link','iframe')`),
  check('user_rule_extend_check', sql`${t.extend} in ('none','add_rules_only','add_menu_only')`),
]);

/** Columns of a member ledger row: the change and the balance around it (reference 17.21, 17.22). */
const ledgerRow = (amount: 'money' | 'score') => ({
  id: serial('id').primaryKey(),
  // A member with ledger history cannot be deleted (disable the account instead): the history stays whole.
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  /** The change: cents for money, points for score; never 0. */
  amount: bigint(amount, { mode: 'number' }).notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  memo: varchar('memo', { length: 255 }).notNull(),
  /** The memo as a message of the packs when the server wrote it (core/i18n/stored.ts): read in the reader's language; null for a person's words and older rows. */
  memoI18n: jsonb('memo_i18n').$type<StoredMessageJson>(),
  createTime: createdAt(),
});

export const userMoneyLog = pgTable('user_money_log', ledgerRow('money'), (t) => [
  index('user_money_log_user_idx').on(t.userId, t.id),
  check('user_money_log_after_check', sql`${t.after} = ${t.before} + ${t.amount} and ${t.after} >= 0 and ${t.amount} <> 0`),
]);

export const userScoreLog = pgTable('user_score_log', ledgerRow('score'), (t) => [
  index('user_score_log_user_idx').on(t.userId, t.id),
  check('user_score_log_after_check', sql`${t.after} = ${t.before} + ${t.amount} and ${t.after} >= 0 and ${t.amount} <> 0`),
]);
