import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt } from '../../db/schema/columns.ts';
import { user } from '../../db/schema/user.ts';

/**
 * A member's openid under one AppID (README.md "Bindings"): one openid per (AppID, member) and one
 * member per (AppID, openid), since an openid is one WeChat user as one app sees them.
 */
export const wechatOpenid = pgTable('wechat_openid', {
  id: serial('id').primaryKey(),
  appid: varchar('appid', { length: 32 }).notNull(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  openid: varchar('openid', { length: 128 }).notNull(),
  /** How it was obtained: `oauth` (web authorization in WeChat's browser) or `mini` (the mini-program's code2Session). */
  source: varchar('source', { length: 10 }).notNull(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('wechat_openid_appid_user_key').on(t.appid, t.userId),
  uniqueIndex('wechat_openid_appid_openid_key').on(t.appid, t.openid),
  check('wechat_openid_source_check', sql`${t.source} in ('oauth','mini')`),
]);

/**
 * The states of web authorizations under way: a row is the nonce of one state, for one member's
 * sign-in, deleted when used (single use) and worthless after `expire_time`.
 */
export const wechatOauthState = pgTable('wechat_oauth_state', {
  nonce: varchar('nonce', { length: 43 }).primaryKey(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  /** The login_session of the member's token (0 for a token from before sessions were kept). */
  sessionId: integer('session_id').notNull(),
  appid: varchar('appid', { length: 32 }).notNull(),
  expireTime: tz('expire_time').notNull(),
});
