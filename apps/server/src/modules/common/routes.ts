import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkClickCaptchaInput, clickCaptchaQuery, refreshTokenInput } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { admin, user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { adminTokenOf, memberTokenOf } from '../../core/auth/request-tokens.ts';
import { loginThrottle } from './login-throttle.ts';

/** `/api/common/*`: the click captcha (reference 14.1) and the token refresh (2.6). */
export function commonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(ctx);

  r.get('/api/common/clickCaptcha', { schema: { tags: ['common'], summary: 'A new click captcha for a client-chosen id', querystring: clickCaptchaQuery }, preValidation: throttle }, async (req, reply) => {
    return reply.ok(await ctx.clickCaptcha.create(req.query.id, req.lang));
  });

  r.post('/api/common/checkClickCaptcha', { schema: { tags: ['common'], summary: 'Check the clicked points (unset consumes the captcha)', body: checkClickCaptchaInput }, preValidation: throttle }, async (req, reply) => {
    const ok = await ctx.clickCaptcha.check(req.body.id, req.body.info, req.body.unset);
    if (!ok) throw new ApiError('Captcha error');
    return reply.ok();
  });

  r.post('/api/common/refreshToken', { schema: { tags: ['common'], summary: 'A new access token for a refresh token', body: refreshTokenInput } }, async (req, reply) => {
    const refresh = await ctx.tokens.find(req.body.refreshToken);
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
    return reply.ok({ type: refresh.type, token });
  });
}
