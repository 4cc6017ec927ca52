import { sql, type SQL } from 'drizzle-orm';
import type { SessionRow } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { rows, type Db } from '../../db/client.ts';
import { loginSession } from '../../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { t, type Lang } from '../i18n/index.ts';
import { deviceOf } from './device.ts';
import type { TokenType } from './tokens.ts';

/** Whose sessions: an admin's or a member's ('user', as the token types say). */
export type SessionOwner = 'admin' | 'user';

/** Opens the session of a sign-in (in its transaction): the tokens it issues carry the id answered. */
export async function openSession(db: Db, owner: SessionOwner, userId: number, device: { ip: string; userAgent: string }): Promise<number> {
  const [row] = await db.insert(loginSession).values({ type: owner, userId, ip: device.ip, userAgent: device.userAgent }).returning({ id: loginSession.id });
  return row.id;
}

/** "Chrome 120 on Windows" in the reader's language, the part known alone, or ''. */
export function deviceLabel(userAgent: string, lang: Lang): string {
  const { browser, system } = deviceOf(userAgent);
  return browser && system ? t(lang, '%s on %s', browser, system) : browser || system;
}

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/**
 * The live sessions of an account, the most recently seen first: those holding a token that has
 * not expired (a password change or a disabled account deletes the tokens; the row goes at the
 * next hourly clean-up, and is not shown meanwhile).
 */
export async function listSessions(db: Db, owner: SessionOwner, userId: number, currentId: number | null, lang: Lang): Promise<SessionRow[]> {
  const found = await rows<{ id: number; user_agent: string; ip: string; create_time: Date | string; last_seen_time: Date | string }>(db, sql`
    select s.id, s.user_agent, s.ip, s.create_time, s.last_seen_time from login_session s
    where s.type = ${owner} and s.user_id = ${userId}
      and exists (select 1 from token t where t.session_id = s.id and t.expire_time > now())
    order by s.last_seen_time desc, s.id desc`);
  return found.map((r) => ({
    id: r.id,
    device: deviceLabel(r.user_agent, lang),
    ip: r.ip,
    create_time: unix(r.create_time),
    last_seen_time: unix(r.last_seen_time),
    current: r.id === currentId,
  }));
}

/** What to end of an account's sessions: one (by id), all but the current one, or all. */
export type SessionChoice = { id: number } | { others: true; currentId: number | null } | { all: true };

/**
 * Ends sessions of an account and answers how many. One asked by id that is not this account's
 * (or no longer exists) is refused with the same message either way, and nothing is ended: a
 * guessed id tells nothing about other accounts.
 */
export async function endSessions(ctx: AppContext, owner: SessionOwner, userId: number, choice: SessionChoice): Promise<number> {
  const which =
    'id' in choice ? sql`and id = ${choice.id}` : 'others' in choice && choice.currentId !== null ? sql`and id <> ${choice.currentId}` : sql``;
  const ended = await endWhere(ctx, owner, userId, which);
  if ('id' in choice && !ended) throw new ApiError('Session not found');
  return ended;
}

/**
 * Logout: ends the session of a token of one of `types` (its access and refresh tokens both), or
 * the token alone when it has no session (issued before sessions were kept). Anything else is left.
 */
export async function endSessionOfToken(ctx: AppContext, raw: string, types: readonly TokenType[]): Promise<void> {
  const stored = raw ? await ctx.tokens.find(raw) : null;
  if (!stored || !types.includes(stored.type)) return;
  if (stored.sessionId === null) return ctx.tokens.revoke(raw);
  const owner: SessionOwner = stored.type.startsWith('admin') ? 'admin' : 'user';
  await endWhere(ctx, owner, stored.userId, sql`and id = ${stored.sessionId}`);
}

/**
 * The rows and their tokens in one statement, then every instance drops its cached sessions (a
 * request with one of their tokens is refused from then on). Not inside a transaction: the drop
 * must follow the commit.
 */
async function endWhere(ctx: AppContext, owner: SessionOwner, userId: number, which: SQL): Promise<number> {
  const ended = await rows<{ id: number }>(ctx.db, sql`
    with s as (delete from login_session where type = ${owner} and user_id = ${userId} ${which} returning id),
      t as (delete from token where session_id in (select id from s))
    select id from s`);
  if (ended.length) ctx.tokens.onRevoke();
  return ended.length;
}
