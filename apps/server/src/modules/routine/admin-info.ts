import { and, eq, ne, or } from 'drizzle-orm';
import { routineEndpoints, sessionEndpoints, type AdminInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin, token } from '../../db/schema/index.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { checkOwnPassword } from '../../core/auth/lockout.ts';
import { adminTokenOf } from '../../core/auth/request-tokens.ts';
import { endSessions, listSessions } from '../../core/auth/login-sessions.ts';
import { ApiError, needLogin } from '../../core/http/errors.ts';
import { action, answer, defineActions } from '../../core/crud/index.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf } from '../../core/site/site-config.ts';
import { checkUnique, storedAvatar } from '../auth/index.ts';

/**
 * `/admin/routine.AdminInfo/*`: the signed-in admin's own profile (reference 18.5). Always the
 * admin of the token: a posted `id` is ignored (the original loaded the row by it).
 */
export const adminInfoActions = defineActions({
  path: 'routine.AdminInfo',
  actions: {
    index: action({
      endpoint: routineEndpoints.adminInfo,
      run: async (_input, c) => {
        const [row] = await c.db
          .select({
            id: admin.id, username: admin.username, nickname: admin.nickname, avatar: admin.avatar,
            email: admin.email, mobile: admin.mobile, motto: admin.motto, lastLoginTime: admin.lastLoginTime,
          })
          .from(admin)
          .where(eq(admin.id, c.admin.id));
        if (!row) throw needLogin();
        const { lastLoginTime, ...rest } = row;
        const info: AdminInfo = { ...rest, avatar: avatarOf(rest.avatar), last_login_time: formatDateTime(lastLoginTime, c.timeZone) };
        return { info };
      },
    }),

    edit: action({
      endpoint: routineEndpoints.editAdminInfo,
      message: 'Update successful',
      // Checking the old password and hashing the new one take a while: before the transaction (PGlite runs one at a time).
      prepare: async ({ avatar, password, old_password }, c) => {
        if (avatar !== undefined || !password) return undefined;
        await checkOldPassword(c.app, c.admin.id, old_password);
        return { password: await hashPassword(password), salt: '' };
      },
      run: async (input, c, { prepared: newPassword }) => {
        const me = c.admin;
        // the session carries the avatar, the nickname; revoked tokens apply to the next request
        c.onCommit(() => c.app.sessions.forgetAll());
        if (input.avatar !== undefined) {
          await c.db.update(admin).set({ avatar: storedAvatar(input.avatar), updateTime: new Date() }).where(eq(admin.id, me.id));
          return answer(null, 'Avatar modified successfully!');
        }
        const { password: _password, old_password: _old, ...profile } = input;
        const values: Partial<typeof admin.$inferInsert> = { ...newPassword };
        if (profile.nickname !== undefined) values.nickname = profile.nickname;
        if (profile.email !== undefined) values.email = profile.email;
        if (profile.mobile !== undefined) values.mobile = profile.mobile;
        if (profile.motto !== undefined) values.motto = profile.motto;
        await checkUnique(c, profile, me.id);
        await c.db.update(admin).set({ ...values, updateTime: new Date() }).where(eq(admin.id, me.id));
        // A new password ends my other sessions: every other access token and every refresh token.
        if (newPassword) {
          const current = c.app.tokens.digest(adminTokenOf(c.req));
          await c.db
            .delete(token)
            .where(and(eq(token.userId, me.id), or(eq(token.type, 'admin-refresh'), and(eq(token.type, 'admin'), ne(token.token, current)))));
        }
        return null;
      },
    }),

    sessions: action({
      endpoint: sessionEndpoints.adminOwn,
      run: async (_input, c) => ({ list: await listSessions(c.db, 'admin', c.admin.id, c.admin.sessionId, c.req.lang) }),
    }),

    endSession: action({
      endpoint: sessionEndpoints.endAdminOwn,
      transaction: false,
      log: { title: '个人资料-结束登录会话' },
      run: async (input, c) => {
        const ended = await endSessions(c.app, 'admin', c.admin.id, 'id' in input ? { id: input.id } : { others: true, currentId: c.admin.sessionId });
        return answer({ ended }, 'Session ended');
      },
    }),
  },
});

/** A new password needs the current one: a session left open must not be enough to take the account. */
async function checkOldPassword(ctx: AppContext, id: number, oldPassword: string | undefined) {
  if (!oldPassword) throw new ApiError('Please enter the old password');
  if (!(await checkOwnPassword(ctx.database, 'admin', id, oldPassword))) throw new ApiError('Old password error');
}
