import { z } from 'zod';
import { PASSWORD_RE, type AdminUserInfo } from './auth.ts';
import { intInput } from './numbers.ts';

/**
 * The administrators' second factor (TOTP, RFC 6238): enrolment from the profile, the login's
 * second step, the policy and the super administrator's reset (issue 33).
 */

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`, dashes and spaces optional). */
const secondFactorCode = z.string().trim().min(6, 'Please enter the code').max(20);

/** `GET /admin/routine.AdminInfo/twoFactor` */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The config centre's policy asks this admin for a second factor. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** `POST /admin/routine.AdminInfo/twoFactorSetup`: the password again, as other account changes ask. */
export const twoFactorSetupInput = z.object({ password: z.string().regex(PASSWORD_RE, 'Password format error') });
export interface TwoFactorSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** `otpauth://totp/...`, drawn as the QR code. */
  otpauthUrl: string;
}

/** `POST /admin/routine.AdminInfo/twoFactorEnable`: the first code confirms the enrolment. */
export const twoFactorEnableInput = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Please enter the 6-digit code') });
export interface TwoFactorEnabled {
  /** Ten one-time codes, shown this once (only their digests are kept). */
  recoveryCodes: string[];
}

/** `POST /admin/routine.AdminInfo/twoFactorDisable`: a current code or a recovery code. */
export const twoFactorDisableInput = z.object({ code: secondFactorCode });

/** `POST /admin/auth.Admin/resetTwoFactor` (super administrators). */
export const resetTwoFactorInput = z.object({ id: intInput(1) });

/** `POST /admin/Index/login` for an admin with a second factor: a challenge instead of tokens. */
export interface AdminLoginChallenge {
  twoFactor: {
    /** Single use, good for `expiresIn` seconds; never a token. */
    challenge: string;
    expiresIn: number;
  };
}

/** `POST /admin/Index/loginTwoFactor`: the challenge and a code; answers what a login without a second factor answers. */
export const adminLoginTwoFactorInput = z.object({
  challenge: z.string().min(1).max(100),
  code: secondFactorCode,
});
export interface AdminLoginDone {
  userInfo: AdminUserInfo;
}
