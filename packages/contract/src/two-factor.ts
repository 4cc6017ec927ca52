import { z } from 'zod';
import { PASSWORD_RE, adminUserInfo } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { intInput } from './numbers.ts';

/**
 * The administrators' second factor (TOTP, RFC 6238): enrolment from the profile, the login's
 * second step, the policy and the super administrator's reset (issue 33).
 */

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`, dashes and spaces optional). */
const secondFactorCode = z.string().trim().min(6, 'Please enter the code').max(20);

/** `GET /admin/routine.AdminInfo/twoFactor` */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The config centre's policy asks this admin for a second factor. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;

/** `POST /admin/routine.AdminInfo/twoFactorSetup`: the password again, as other account changes ask. */
export const twoFactorSetupInput = z.object({ password: z.string().regex(PASSWORD_RE, 'Password format error') });
export const twoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** `otpauth://totp/...`, drawn as the QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetup>;

/** `POST /admin/routine.AdminInfo/twoFactorEnable`: the first code confirms the enrolment. */
export const twoFactorEnableInput = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Please enter the 6-digit code') });
export const twoFactorEnabled = z.object({
  /** Ten one-time codes, shown this once (only their digests are kept). */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabled = z.output<typeof twoFactorEnabled>;

/** `POST /admin/routine.AdminInfo/twoFactorDisable`: a current code or a recovery code. */
export const twoFactorDisableInput = z.object({ code: secondFactorCode });

/** `POST /admin/auth.Admin/resetTwoFactor` (super administrators). */
export const resetTwoFactorInput = z.object({ id: intInput(1) });

/** `POST /admin/Index/login` for an admin with a second factor: a challenge instead of tokens. */
export const adminLoginChallenge = z.object({
  twoFactor: z.object({
    /** Single use, good for `expiresIn` seconds; never a token. */
    challenge: z.string(),
    expiresIn: z.number().int(),
  }),
});
export type AdminLoginChallenge = z.output<typeof adminLoginChallenge>;

/** `POST /admin/Index/loginTwoFactor`: the challenge and a code; answers what a login without a second factor answers. */
export const adminLoginTwoFactorInput = z.object({
  challenge: z.string().min(1).max(100),
  code: secondFactorCode,
});
export const adminLoginDone = z.object({ userInfo: adminUserInfo });
export type AdminLoginDone = z.output<typeof adminLoginDone>;

/** The endpoints of an admin's own second factor (any signed-in admin; the enrolment ones stay open while the policy holds the admin there) and the reset. */
export const twoFactorEndpoints = {
  status: endpoint({ method: 'GET', path: '/admin/routine.AdminInfo/twoFactor', audience: { admin: false }, output: twoFactorStatus, summary: 'My second factor' }),
  setup: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/twoFactorSetup',
    audience: { admin: false },
    input: twoFactorSetupInput,
    output: twoFactorSetup,
    summary: 'Start (or restart) my two-factor enrolment',
  }),
  enable: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/twoFactorEnable',
    audience: { admin: false },
    input: twoFactorEnableInput,
    output: twoFactorEnabled,
    summary: 'Confirm my enrolment with a first code',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/twoFactorDisable',
    audience: { admin: false },
    input: twoFactorDisableInput,
    output: z.null(),
    summary: 'Turn my second factor off with a code or a recovery code',
  }),
  /** No seeded rule (auth/admin/resetTwoFactor): super administrators only, whatever nodes a group holds. */
  reset: endpoint({
    method: 'POST',
    path: '/admin/auth.Admin/resetTwoFactor',
    audience: { admin: true, superAdmin: true },
    input: resetTwoFactorInput,
    output: z.null(),
    summary: "Reset another admin's second factor (super administrators)",
  }),
};
