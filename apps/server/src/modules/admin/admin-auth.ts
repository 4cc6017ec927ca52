import { eq } from 'drizzle-orm';
import type { AdminUserInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { passwordLogin, type SignInDevice } from '../../core/auth/password-login.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf } from '../../core/site/site-config.ts';

/** Admin login (reference 2.5) with argon2id, the upgrade of legacy md5 hashes, and the lockout. */
export async function adminLogin(ctx: AppContext, input: { username: string; password: string; keep: boolean }, device: SignInDevice): Promise<AdminUserInfo> {
  const [row] = await ctx.db.select().from(admin).where(eq(admin.username, input.username));
  if (!row) throw new ApiError('Username is incorrect');
  if (!row.status) throw new ApiError('Account disabled');
  const timeZone = await ctx.settings.get('time_zone', 'Asia/Shanghai');
  const session = await passwordLogin(ctx, { table: 'admin', id: row.id, password: row.password, salt: row.salt }, input.password, input.keep, device);
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
