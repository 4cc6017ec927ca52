import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberEndpoints as api, type EmailEvent, type MobileEvent, type VerificationType } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError, needLogin, tokenExpired } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { memberTokenOf } from '../../core/auth/request-tokens.ts';
import { checkOwnPassword } from '../../core/auth/lockout.ts';
import { mailConfigured, savedMailSettings, sendMail } from '../../core/mail/mailer.ts';
import { createSmsProvider } from '../../core/sms/provider.ts';
import { savedSmsSettings } from '../../core/sms/sms-settings.ts';
import { loginThrottle } from '../common/index.ts';
import { siteNameFor } from '../../core/site/site-config.ts';
import { codeMail } from './code-mail.ts';
import { verificationCodes } from './codes.ts';

const MESSAGES = {
  email: {
    frequent: 'Frequent email sending',
    registered: 'Email has been registered, please log in directly',
    occupied: 'The email has been occupied',
    notRegistered: 'Email not registered',
    notOwn: 'Please use the account registration email to send the verification code',
    failed: 'Failed to send the email, please try again later',
  },
  mobile: {
    frequent: 'Frequent SMS sending',
    registered: 'Mobile number has been registered, please log in directly',
    occupied: 'The mobile number has been occupied',
    notRegistered: 'Mobile number not registered',
    notOwn: 'Please use the account registration mobile to send the verification code',
    failed: 'Failed to send the SMS, please try again later',
  },
} as const;

interface CodeRequest {
  type: VerificationType;
  /** The e-mail or mobile the code goes to. */
  target: string;
  event: EmailEvent | MobileEvent;
  password: string;
  captchaId: string;
  captchaInfo: string;
}

async function signedInMemberId(ctx: AppContext, req: FastifyRequest): Promise<number> {
  const session = await ctx.sessions.member(memberTokenOf(req));
  if (session.state === 'expired') throw tokenExpired();
  if (session.state !== 'ok') throw needLogin();
  return session.principal.id;
}

/**
 * The checks before a code is made, in an order that tells an anonymous caller as little as the
 * flow allows: the click captcha (consumed) and the resend throttle come before anything that
 * depends on whether the address is registered. Registration and password retrieval must say
 * whether the address is known (the member could not go on otherwise); changing or verifying
 * an address needs a signed-in member.
 */
async function checkCodeRequest(ctx: AppContext, req: FastifyRequest, c: CodeRequest) {
  const m = MESSAGES[c.type];
  if (!(await ctx.clickCaptcha.check(c.captchaId, c.captchaInfo, true))) throw new ApiError('Captcha error');
  const wait = await verificationCodes(ctx).resendWait(c.target, c.event);
  if (wait > 0) throw new ApiError(m.frequent, 0, null, [wait]);

  const column = c.type === 'email' ? user.email : user.mobile;
  const [owner] = await ctx.db.select({ id: user.id, status: user.status }).from(user).where(eq(column, c.target));
  switch (c.event) {
    case 'user_register':
      if (owner) throw new ApiError(m.registered);
      return;
    case 'user_change_email':
    case 'user_change_mobile':
      await signedInMemberId(ctx, req);
      if (owner) throw new ApiError(m.occupied);
      return;
    case 'user_retrieve_pwd':
      if (!owner) throw new ApiError(m.notRegistered);
      if (owner.status !== 'enable') throw new ApiError('Account disabled');
      return;
    case 'user_email_verify':
    case 'user_mobile_verify': {
      const id = await signedInMemberId(ctx, req);
      if (!owner || owner.id !== id) throw new ApiError(m.notOwn);
      if (!(await checkOwnPassword(ctx.database, 'user', id, c.password))) throw new ApiError('Password error');
      return;
    }
  }
}

/** Makes the code (atomically throttled), hands it to `deliver`, and drops it again when delivery fails. */
async function issueAndDeliver(ctx: AppContext, req: FastifyRequest, c: CodeRequest, deliver: (code: string) => Promise<void>) {
  const codes = verificationCodes(ctx);
  const issued = await codes.issue(c.target, c.event);
  // Another request got a code in the meantime (two concurrent sends).
  if (!issued.ok) throw new ApiError(MESSAGES[c.type].frequent, 0, null, [await codes.resendWait(c.target, c.event)]);
  try {
    await deliver(issued.code);
  } catch (e) {
    await codes.discard(c.target, c.event);
    // The provider's error may name hosts and accounts: it goes to the log, not to the visitor.
    req.log.error({ err: e, type: c.type, event: c.event }, 'verification code not delivered');
    throw new ApiError(MESSAGES[c.type].failed);
  }
}

/** `POST /api/Ems/send` (reference 15.1) and `POST /api/Sms/send`: verification codes by e-mail and SMS. */
export function sendCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  // sending counts towards the login throttle before its input is read
  app.register(async (scope) => {
    scope.addHook('preValidation', loginThrottle(ctx));

    serve(scope, api.emsSend, async (b, req) => {
      const mail = await savedMailSettings(ctx.settings);
      if (!mailConfigured(mail)) throw new ApiError('Mail sending service unavailable');
      const c: CodeRequest = { type: 'email', target: b.email, event: b.event, password: b.password, captchaId: b.captchaId, captchaInfo: b.captchaInfo };
      await checkCodeRequest(ctx, req, c);
      const siteName = await siteNameFor(ctx.settings, req.lang);
      await issueAndDeliver(ctx, req, c, (code) => sendMail(mail, { to: b.email, ...codeMail(req.lang, b.event, code, siteName) }, { ca: ctx.config.smtpCa }));
      return answer(null, 'Mail sent successfully~');
    });

    serve(scope, api.smsSend, async (b, req) => {
      const provider = createSmsProvider(await savedSmsSettings(ctx.settings), (line) => req.log.info(line));
      if (!provider) throw new ApiError('SMS sending service unavailable');
      const c: CodeRequest = { type: 'mobile', target: b.mobile, event: b.template_code, password: b.password, captchaId: b.captchaId, captchaInfo: b.captchaInfo };
      await checkCodeRequest(ctx, req, c);
      await issueAndDeliver(ctx, req, c, (code) => provider.send({ mobile: b.mobile, event: b.template_code, code }));
      return answer(null, 'SMS sent successfully~');
    });
  });
}
