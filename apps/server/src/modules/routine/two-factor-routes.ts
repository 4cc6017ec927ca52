import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { checkOwnPassword, clearFailures, reserveAttempt } from '../../core/auth/lockout.ts';
import { confirmEnrolment, removeSecondFactor, startEnrolment, takeSecondFactor, twoFactorState, wrongCode } from '../../core/auth/two-factor.ts';
import { mustHaveTwoFactor, twoFactorPolicy } from '../../core/auth/two-factor-policy.ts';
import { siteNameFor } from '../../core/site/site-config.ts';

/**
 * The signed-in admin's own second factor (issue 33): state, enrolment (QR and secret, confirmed
 * by a first code, ten recovery codes shown once) and turning it off with a code. Open to any
 * admin (login only); the enrolment routes stay open while the policy holds the admin there.
 * And a super administrator's reset of another admin's second factor (a lost device).
 */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.status, async (_input, req) => {
    const me = req.admin!;
    const state = await twoFactorState(ctx, me.id);
    return { ...state, required: mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), me) };
  }, { twoFactorSetup: true });

  serve(
    app,
    api.setup,
    async ({ password }, req) => {
      const me = req.admin!;
      if (!(await checkOwnPassword(ctx.database, 'admin', me.id, password))) throw new ApiError('Password is incorrect');
      return startEnrolment(ctx, me.id, await siteNameFor(ctx.settings, req.lang), me.username);
    },
    { twoFactorSetup: true, adminLog: { title: 'Set up two-factor authentication' } },
  );

  serve(
    app,
    api.enable,
    async ({ code }, req) => answer({ recoveryCodes: await confirmEnrolment(ctx, req.admin!.id, code) }, 'Two-factor authentication is on'),
    { twoFactorSetup: true, adminLog: { title: 'Turn on two-factor authentication', mask: ['code'] } },
  );

  serve(
    app,
    api.disable,
    async ({ code }, req) => {
      const me = req.admin!;
      if (!me.twoFactor) throw new ApiError('Two-factor authentication is not on');
      if (mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), me)) throw new ApiError('Two-factor authentication is required for your account');
      // a code tried from an open session counts like a password tried at the login
      if (!(await reserveAttempt(ctx.database, 'admin', me.id))) throw new ApiError('Please try again after 1 day');
      if (!(await takeSecondFactor(ctx, me.id, code))) throw wrongCode();
      await clearFailures(ctx.database, 'admin', me.id);
      await removeSecondFactor(ctx, me.id);
      ctx.sessions.forgetAll();
      return answer(null, 'Two-factor authentication is off');
    },
    { adminLog: { title: 'Turn off two-factor authentication', mask: ['code'] } },
  );

  serve(
    app,
    api.reset,
    async ({ id }, req) => {
      // mine is turned off with a code, so that an open session alone cannot remove it
      if (id === req.admin!.id) throw new ApiError('Turn your own two-factor authentication off from your profile');
      if (!(await removeSecondFactor(ctx, id))) throw new ApiError('Two-factor authentication is not on');
      await ctx.tokens.revokeAll(['admin-2fa', 'admin-2fa-keep'], id);
      return answer(null, 'Two-factor authentication has been reset');
    },
    { adminLog: { title: 'Reset two-factor authentication' } },
  );
}
