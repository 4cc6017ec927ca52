import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetTwoFactorInput, twoFactorDisableInput, twoFactorEnableInput, twoFactorSetupInput, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorStatus } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { checkOwnPassword, clearFailures, reserveAttempt } from '../../core/auth/lockout.ts';
import { confirmEnrolment, removeSecondFactor, startEnrolment, takeSecondFactor, twoFactorState, wrongCode } from '../../core/auth/two-factor.ts';
import { mustHaveTwoFactor, twoFactorPolicy } from '../../core/auth/two-factor-policy.ts';
import { siteNameFor } from '../../core/site/site-config.ts';

const BASE = '/admin/routine.AdminInfo';
const doc = (summary: string) => ({ tags: ['routine.AdminInfo'], summary, security: [{ batoken: [] }] });

/**
 * The signed-in admin's own second factor (issue 33): state, enrolment (QR and secret, confirmed
 * by a first code, ten recovery codes shown once) and turning it off with a code. Open to any
 * admin (login only); the enrolment routes stay open while the policy holds the admin there.
 * And a super administrator's reset of another admin's second factor (a lost device).
 */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const enrol = { auth: 'admin', permission: false, twoFactorSetup: true } as const;

  r.get(`${BASE}/twoFactor`, { schema: doc('My second factor'), config: enrol }, async (req, reply) => {
    const me = req.admin!;
    const state = await twoFactorState(ctx, me.id);
    const status: TwoFactorStatus = { ...state, required: mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), me) };
    return reply.ok(status);
  });

  r.post(
    `${BASE}/twoFactorSetup`,
    { schema: { ...doc('Start (or restart) my two-factor enrolment'), body: twoFactorSetupInput }, config: { ...enrol, adminLog: { title: 'Set up two-factor authentication' } } },
    async (req, reply) => {
      const me = req.admin!;
      if (!(await checkOwnPassword(ctx.database, 'admin', me.id, req.body.password))) throw new ApiError('Password is incorrect');
      const setup: TwoFactorSetup = await startEnrolment(ctx, me.id, await siteNameFor(ctx.settings, req.lang), me.username);
      return reply.ok(setup);
    },
  );

  r.post(
    `${BASE}/twoFactorEnable`,
    { schema: { ...doc('Confirm my enrolment with a first code'), body: twoFactorEnableInput }, config: { ...enrol, adminLog: { title: 'Turn on two-factor authentication', mask: ['code'] } } },
    async (req, reply) => {
      const enabled: TwoFactorEnabled = { recoveryCodes: await confirmEnrolment(ctx, req.admin!.id, req.body.code) };
      return reply.ok(enabled, 'Two-factor authentication is on');
    },
  );

  r.post(
    `${BASE}/twoFactorDisable`,
    { schema: { ...doc('Turn my second factor off with a code or a recovery code'), body: twoFactorDisableInput }, config: { auth: 'admin', permission: false, adminLog: { title: 'Turn off two-factor authentication', mask: ['code'] } } },
    async (req, reply) => {
      const me = req.admin!;
      if (!me.twoFactor) throw new ApiError('Two-factor authentication is not on');
      if (mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), me)) throw new ApiError('Two-factor authentication is required for your account');
      // a code tried from an open session counts like a password tried at the login
      if (!(await reserveAttempt(ctx.database, 'admin', me.id))) throw new ApiError('Please try again after 1 day');
      if (!(await takeSecondFactor(ctx, me.id, req.body.code))) throw wrongCode();
      await clearFailures(ctx.database, 'admin', me.id);
      await removeSecondFactor(ctx, me.id);
      ctx.sessions.forgetAll();
      return reply.ok(null, 'Two-factor authentication is off');
    },
  );

  r.post(
    '/admin/auth.Admin/resetTwoFactor',
    {
      schema: { tags: ['auth.Admin'], summary: "Reset another admin's second factor (super administrators)", security: [{ batoken: [] }], body: resetTwoFactorInput },
      // no seeded rule (auth/admin/resetTwoFactor): super administrators only, whatever nodes a group holds
      config: { auth: 'admin', superAdmin: true, adminLog: { title: 'Reset two-factor authentication' } },
    },
    async (req, reply) => {
      const id = req.body.id;
      // mine is turned off with a code, so that an open session alone cannot remove it
      if (id === req.admin!.id) throw new ApiError('Turn your own two-factor authentication off from your profile');
      if (!(await removeSecondFactor(ctx, id))) throw new ApiError('Two-factor authentication is not on');
      await ctx.tokens.revokeAll(['admin-2fa', 'admin-2fa-keep'], id);
      return reply.ok(null, 'Two-factor authentication has been reset');
    },
  );
}
