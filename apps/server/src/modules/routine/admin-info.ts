import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminInfoEditInput, type AdminInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin, token } from '../../db/schema/index.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { checkOwnPassword } from '../../core/auth/lockout.ts';
import { adminTokenOf } from '../../core/auth/request-tokens.ts';
import { ApiError, needLogin } from '../../core/http/errors.ts';
import { withTransaction } from '../../core/crud/index.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf } from '../../core/site/site-config.ts';
import { checkUnique, storedAvatar } from '../auth/admin.ts';

const doc = (summary: string) => ({ tags: ['routine.AdminInfo'], summary, security: [{ batoken: [] }] });

/**
 * `/admin/routine.AdminInfo/*`: the signed-in admin's own profile (reference 18.5). Always the
 * admin of the token: a posted `id` is ignored (the original loaded the row by it).
 */
export function adminInfoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/routine.AdminInfo/index', { schema: doc('My profile'), config: { auth: 'admin' } }, async (req, reply) => {
    const [row] = await ctx.db
      .select({
        id: admin.id, username: admin.username, nickname: admin.nickname, avatar: admin.avatar,
        email: admin.email, mobile: admin.mobile, motto: admin.motto, lastLoginTime: admin.lastLoginTime,
      })
      .from(admin)
      .where(eq(admin.id, req.admin!.id));
    if (!row) throw needLogin();
    const { lastLoginTime, ...rest } = row;
    const info: AdminInfo = {
      ...rest,
      avatar: avatarOf(rest.avatar),
      last_login_time: formatDateTime(lastLoginTime, await ctx.settings.get('time_zone', 'Asia/Shanghai')),
    };
    return reply.ok({ info });
  });

  r.post(
    '/admin/routine.AdminInfo/edit',
    { schema: { ...doc('Save my profile; with `avatar`, only the avatar'), body: adminInfoEditInput }, config: { auth: 'admin' } },
    async (req, reply) => {
      const me = req.admin!;
      const input = req.body;
      if (input.avatar !== undefined) {
        await ctx.db.update(admin).set({ avatar: storedAvatar(input.avatar), updateTime: new Date() }).where(eq(admin.id, me.id));
        ctx.sessions.forgetAll(); // the session carries the avatar
        return reply.ok(null, 'Avatar modified successfully!');
      }

      const { password, old_password, ...profile } = input;
      if (password) await checkOldPassword(ctx, me.id, old_password);
      const values: Partial<typeof admin.$inferInsert> = {};
      if (profile.nickname !== undefined) values.nickname = profile.nickname;
      if (profile.email !== undefined) values.email = profile.email;
      if (profile.mobile !== undefined) values.mobile = profile.mobile;
      if (profile.motto !== undefined) values.motto = profile.motto;
      // Hashing takes a while: before the transaction (PGlite runs one at a time).
      if (password) Object.assign(values, { password: await hashPassword(password), salt: '' });
      const current = ctx.tokens.digest(adminTokenOf(req));
      await withTransaction(ctx, async ({ db }) => {
        await checkUnique({ db }, profile, me.id);
        await db.update(admin).set({ ...values, updateTime: new Date() }).where(eq(admin.id, me.id));
        // A new password ends my other sessions: every other access token and every refresh token.
        if (password) {
          await db
            .delete(token)
            .where(and(eq(token.userId, me.id), or(eq(token.type, 'admin-refresh'), and(eq(token.type, 'admin'), ne(token.token, current)))));
        }
      });
      ctx.sessions.forgetAll(); // nickname and revoked tokens apply to the next request
      return reply.ok(null, 'Update successful');
    },
  );
}

/** A new password needs the current one: a session left open must not be enough to take the account. */
async function checkOldPassword(ctx: AppContext, id: number, oldPassword: string | undefined) {
  if (!oldPassword) throw new ApiError('Please enter the old password');
  if (!(await checkOwnPassword(ctx.database, 'admin', id, oldPassword))) throw new ApiError('Old password error');
}
