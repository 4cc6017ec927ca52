import { eq } from 'drizzle-orm';
import type { AdminUserInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin } from '../../db/schema/index.ts';
import { rows } from '../../db/client.ts';
import { ApiError } from '../../core/http/errors.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import { loginSucceeded, reserveAttempt } from '../../core/auth/lockout.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf } from '../../core/site/site-config.ts';

/** Admin login (reference 2.5) with argon2id, the upgrade of legacy md5 hashes, and the lockout. */
export async function adminLogin(ctx: AppContext, input: { username: string; password: string; keep: boolean }, ip: string): Promise<AdminUserInfo> {
  const [row] = await ctx.db.select().from(admin).where(eq(admin.username, input.username));
  if (!row) throw new ApiError('Username is incorrect');
  if (!row.status) throw new ApiError('Account disabled');
  if (!(await reserveAttempt(ctx.database, 'admin', row.id))) throw new ApiError('Please try again after 1 day');
  const check = await verifyPassword(row.password, row.salt, input.password);
  if (!check.ok) throw new ApiError('Password is incorrect');

  const timeZone = await ctx.settings.get('time_zone', 'Asia/Shanghai');
  const newHash = check.rehash ? await hashPassword(input.password) : null;
  // Everything inside uses `tx` only: PGlite is one connection, a query outside would wait forever.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    if (newHash) await db.update(admin).set({ password: newHash, salt: '' }).where(eq(admin.id, row.id));
    const [done] = await rows<{ last_login_time: string | Date }>(tx, loginSucceeded('admin', row.id, ip));
    const refresh = input.keep ? await ctx.tokens.issue('admin-refresh', row.id, db) : '';
    const access = await ctx.tokens.issue('admin', row.id, db);
    return {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      avatar: avatarOf(row.avatar),
      last_login_time: formatDateTime(new Date(done.last_login_time), timeZone),
      token: access,
      refresh_token: refresh,
    };
  });
}
