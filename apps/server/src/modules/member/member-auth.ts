import { eq } from 'drizzle-orm';
import { ACCOUNT_RE, MOBILE_RE, type MemberUserInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import { loginSucceeded, reserveAttempt } from '../../core/auth/lockout.ts';
import { unixSeconds } from '../../core/settings.ts';
import { avatarOf, yuan } from '../../core/site/site-config.ts';

type UserRow = typeof user.$inferSelect;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Which column a login account names; of mobile, email and username the last that matches wins (reference 2.8). */
export function accountColumn(account: string): 'mobile' | 'email' | 'username' | null {
  let column: 'mobile' | 'email' | 'username' | null = null;
  if (MOBILE_RE.test(account)) column = 'mobile';
  if (EMAIL_RE.test(account)) column = 'email';
  if (ACCOUNT_RE.test(account)) column = 'username';
  return column;
}

/** The member info the client keeps (spec section 3), money in yuan, times in unix seconds. */
export function memberInfo(row: UserRow, token: string, refreshToken: string): MemberUserInfo {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    mobile: row.mobile,
    avatar: avatarOf(row.avatar),
    gender: row.gender as 0 | 1 | 2,
    birthday: row.birthday,
    money: yuan(row.money),
    score: row.score,
    join_time: unixSeconds(row.joinTime),
    motto: row.motto,
    last_login_time: unixSeconds(row.lastLoginTime),
    last_login_ip: row.lastLoginIp,
    token,
    refresh_token: refreshToken,
  };
}

export async function memberLogin(ctx: AppContext, input: { username: string; password: string; keep: boolean }, ip: string): Promise<MemberUserInfo> {
  const column = accountColumn(input.username);
  if (!column) throw new ApiError('Account not exist');
  const [row] = await ctx.db.select().from(user).where(eq(user[column], input.username));
  if (!row) throw new ApiError('Account not exist');
  if (row.status !== 'enable') throw new ApiError('Account disabled');
  if (!(await reserveAttempt(ctx.database, 'user', row.id))) throw new ApiError('Please try again after 1 day');
  const check = await verifyPassword(row.password, row.salt, input.password);
  if (!check.ok) throw new ApiError('Password is incorrect');
  const newHash = check.rehash ? await hashPassword(input.password) : null;

  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    if (newHash) await db.update(user).set({ password: newHash, salt: '' }).where(eq(user.id, row.id));
    await rows(tx, loginSucceeded('user', row.id, ip));
    const refresh = input.keep ? await ctx.tokens.issue('user-refresh', row.id, db) : '';
    const access = await ctx.tokens.issue('user', row.id, db);
    const [fresh] = await db.select().from(user).where(eq(user.id, row.id));
    return memberInfo(fresh, access, refresh);
  });
}
