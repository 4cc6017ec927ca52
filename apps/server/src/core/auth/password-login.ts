import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { loginSucceeded, reserveAttempt } from './lockout.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface LoginAccount {
  table: 'admin' | 'user';
  id: number;
  password: string;
  salt: string;
}

/**
 * The password step both logins share (reference 2.5, 2.8): the lockout, the check, the upgrade
 * of a legacy md5 hash, then the login record and the tokens in one transaction.
 */
export async function passwordLogin(ctx: AppContext, account: LoginAccount, password: string, keep: boolean, ip: string) {
  if (!(await reserveAttempt(ctx.database, account.table, account.id))) throw new ApiError('Please try again after 1 day');
  const check = await verifyPassword(account.password, account.salt, password);
  if (!check.ok) throw new ApiError('Password is incorrect');
  const newHash = check.rehash ? await hashPassword(password) : null;
  const [accessType, refreshType] = account.table === 'admin' ? (['admin', 'admin-refresh'] as const) : (['user', 'user-refresh'] as const);

  // Everything inside uses `tx` only: PGlite is one connection, a query outside would wait forever.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const extra = newHash ? sql`password = ${newHash}, salt = ''` : undefined;
    const [done] = await rows<{ last_login_time: string | Date }>(tx, loginSucceeded(account.table, account.id, ip, extra));
    const refreshToken = keep ? await ctx.tokens.issue(refreshType, account.id, db) : '';
    const token = await ctx.tokens.issue(accessType, account.id, db);
    return { token, refreshToken, lastLoginTime: new Date(done.last_login_time) };
  });
}
