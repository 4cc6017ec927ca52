import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { commonEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin, user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/serve.ts';
import { adminTokenOf, memberTokenOf } from '../../core/auth/request-tokens.ts';
import { loginThrottle } from './login-throttle.ts';

/** `/api/common/*`: the click captcha (reference 14.1) and the token refresh (2.6). */
export function commonRoutes(app: FastifyInstance, ctx: AppContext) {
  // the captcha counts towards the login throttle before its input is read
  app.register(async (scope) => {
    scope.addHook('preValidation', loginThrottle(ctx));

    serve(scope, api.clickCaptcha, ({ id }, req) => ctx.clickCaptcha.create(id, req.lang));

    serve(scope, api.checkClickCaptcha, async ({ id, info, unset }) => {
      if (!(await ctx.clickCaptcha.check(id, info, unset))) throw new ApiError('Captcha error');
      return null;
    });
  });

  serve(app, api.refreshToken, async (body, req) => {
    const refresh = await ctx.tokens.find(body.refreshToken);
    if (!refresh || refresh.expireTime.getTime() < Date.now() || !['admin-refresh', 'user-refresh'].includes(refresh.type)) {
      throw new ApiError('Login expired, please login again.');
    }
    const isAdmin = refresh.type === 'admin-refresh';
    const oldAccess = isAdmin ? adminTokenOf(req) : memberTokenOf(req);
    if (!oldAccess) throw new ApiError('Invalid token');
    const [account] = isAdmin
      ? await ctx.db.select({ ok: admin.status }).from(admin).where(eq(admin.id, refresh.userId))
      : await ctx.db.select({ ok: user.status }).from(user).where(eq(user.id, refresh.userId));
    if (!account || (account.ok !== true && account.ok !== 'enable')) throw new ApiError('Account disabled');
    // Only the caller's own old access token is dropped.
    const old = await ctx.tokens.find(oldAccess);
    if (old && old.userId === refresh.userId && old.type === (isAdmin ? 'admin' : 'user')) await ctx.tokens.revoke(oldAccess);
    // The new access token stays in the refresh token's sign-in.
    const token = await ctx.tokens.issue(isAdmin ? 'admin' : 'user', refresh.userId, undefined, refresh.sessionId);
    return { type: refresh.type as 'admin-refresh' | 'user-refresh', token };
  });
}
