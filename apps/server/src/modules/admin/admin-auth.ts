import { eq, sql } from 'drizzle-orm';
import type { AdminLoginChallenge, AdminLoginDone } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { checkLoginPassword, signIn, type SignInDevice } from '../../core/auth/password-login.ts';
import { reserveAttempt } from '../../core/auth/lockout.ts';
import { TOKEN_TTL } from '../../core/auth/tokens.ts';
import { hasSecondFactor, takeSecondFactor, wrongCode } from '../../core/auth/two-factor.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf } from '../../core/site/site-config.ts';

type AdminRow = typeof admin.$inferSelect;

/**
 * Admin login (reference 2.5) with argon2id, the upgrade of legacy md5 hashes, and the lockout.
 * An admin with a second factor gets a challenge instead of tokens (`loginWithSecondFactor`).
 */
export async function adminLogin(ctx: AppContext, input: { username: string; password: string; keep: boolean }, device: SignInDevice): Promise<AdminLoginDone | AdminLoginChallenge> {
  const [row] = await ctx.db.select().from(admin).where(eq(admin.username, input.username));
  if (!row) throw new ApiError('Username is incorrect');
  if (!row.status) throw new ApiError('Account disabled');
  const newHash = await checkLoginPassword(ctx, { table: 'admin', id: row.id, password: row.password, salt: row.salt }, input.password);
  if (await hasSecondFactor(ctx, row.id)) {
    // The password was right: its upgrade need not wait for the second step. The failure it
    // counted stays until the sign-in ends, so codes and passwords share the day's budget.
    if (newHash) await ctx.database.rows(sql`update admin set password = ${newHash}, salt = '' where id = ${row.id}`);
    const type = input.keep ? 'admin-2fa-keep' : 'admin-2fa';
    return { twoFactor: { challenge: await ctx.tokens.issue(type, row.id), expiresIn: TOKEN_TTL[type] } };
  }
  return { userInfo: await finishSignIn(ctx, row, input.keep, device, newHash) };
}

/**
 * The second step: the challenge and a TOTP or recovery code. Every code tried counts towards
 * the lockout as a wrong password does; a right one ends the challenge and signs in.
 */
export async function loginWithSecondFactor(ctx: AppContext, input: { challenge: string; code: string }, device: SignInDevice): Promise<AdminLoginDone> {
  const expired = () => new ApiError('The sign-in has expired, please sign in again');
  const challenge = await ctx.tokens.find(input.challenge);
  if (!challenge || (challenge.type !== 'admin-2fa' && challenge.type !== 'admin-2fa-keep') || challenge.expireTime.getTime() <= Date.now()) throw expired();
  const [row] = await ctx.db.select().from(admin).where(eq(admin.id, challenge.userId));
  if (!row) throw expired();
  if (!row.status) throw new ApiError('Account disabled');
  if (!(await reserveAttempt(ctx.database, 'admin', row.id))) throw new ApiError('Please try again after 1 day');
  if (!(await takeSecondFactor(ctx, row.id, input.code))) throw wrongCode();
  // single use: of two requests with the same challenge, the one that removes it signs in
  const used = await ctx.database.rows(sql`delete from token where token = ${ctx.tokens.digest(input.challenge)} returning token`);
  if (!used.length) throw expired();
  return { userInfo: await finishSignIn(ctx, row, challenge.type === 'admin-2fa-keep', device, null) };
}

async function finishSignIn(ctx: AppContext, row: AdminRow, keep: boolean, device: SignInDevice, newHash: string | null) {
  const timeZone = await ctx.settings.get('time_zone', 'Asia/Shanghai');
  const session = await signIn(ctx, { table: 'admin', id: row.id }, keep, device, newHash);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: avatarOf(row.avatar),
    last_login_time: formatDateTime(session.lastLoginTime, timeZone),
    token: session.token,
    refresh_token: session.refreshToken,
  };
}
