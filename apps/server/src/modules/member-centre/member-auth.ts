import { eq } from 'drizzle-orm';
import { ACCOUNT_RE, MOBILE_RE, type MemberUserInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { passwordLogin, type SignInDevice } from '../../core/auth/password-login.ts';
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

export async function memberLogin(ctx: AppContext, input: { username: string; password: string; keep: boolean }, device: SignInDevice): Promise<MemberUserInfo> {
  const column = accountColumn(input.username);
  if (!column) throw new ApiError('Account not exist');
  const [row] = await ctx.db.select().from(user).where(eq(user[column], input.username));
  if (!row) throw new ApiError('Account not exist');
  if (row.status !== 'enable') throw new ApiError('Account disabled');
  const session = await passwordLogin(ctx, { table: 'user', id: row.id, password: row.password, salt: row.salt }, input.password, input.keep, device);
  const [fresh] = await ctx.db.select().from(user).where(eq(user.id, row.id));
  return memberInfo(fresh, session.token, session.refreshToken);
}
