import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { loginSucceeded, reserveAttempt } from './lockout.ts';
import { openSession } from './login-sessions.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface LoginAccount {
  table: 'admin' | 'user';
  id: number;
  password: string;
  salt: string;
}

/** Where a sign-in comes from: kept with its session so that its owner can tell it apart. */
export interface SignInDevice {
  ip: string;
  userAgent: string;
}

/**
 * The password step both logins share (reference 2.5, 2.8): the lockout and the check. Answers the
 * new hash when a legacy md5 one should be upgraded (written by `signIn`), else null.
 */
export async function checkLoginPassword(ctx: AppContext, account: LoginAccount, password: string): Promise<string | null> {
  if (!(await reserveAttempt(ctx.database, account.table, account.id))) throw new ApiError('Please try again after 1 day');
  const check = await verifyPassword(account.password, account.salt, password);
  if (!check.ok) throw new ApiError('Password is incorrect');
  return check.rehash ? await hashPassword(password) : null;
}

/** The end of a sign-in: the login record (and a pending hash upgrade), its session and the tokens, in one transaction. */
export async function signIn(ctx: AppContext, account: Pick<LoginAccount, 'table' | 'id'>, keep: boolean, device: SignInDevice, newHash: string | null = null) {
  const [accessType, refreshType] = account.table === 'admin' ? (['admin', 'admin-refresh'] as const) : (['user', 'user-refresh'] as const);
  // Everything inside uses `tx` only: PGlite is one connection, a query outside would wait forever.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const extra = newHash ? sql`password = ${newHash}, salt = ''` : undefined;
    const [done] = await rows<{ last_login_time: string | Date }>(tx, loginSucceeded(account.table, account.id, device.ip, extra));
    const sessionId = await openSession(db, account.table, account.id, device);
    const refreshToken = keep ? await ctx.tokens.issue(refreshType, account.id, db, sessionId) : '';
    const token = await ctx.tokens.issue(accessType, account.id, db, sessionId);
    return { token, refreshToken, lastLoginTime: new Date(done.last_login_time) };
  });
}

/** A password login without a second step: the check, then the sign-in. */
export async function passwordLogin(ctx: AppContext, account: LoginAccount, password: string, keep: boolean, device: SignInDevice) {
  const newHash = await checkLoginPassword(ctx, account, password);
  return signIn(ctx, account, keep, device, newHash);
}
