import { adminIndexEndpoints, type AdminLoginChallenge } from '@app/contract';
import { call } from './endpoint';

/** The admin login's second step; the admin's own second factor is two-factor-queries.ts. */

/** The login's second step: the challenge of the password step and a TOTP or recovery code. */
export const loginTwoFactor = (challenge: string, code: string) => call(adminIndexEndpoints.loginTwoFactor, { challenge, code });

/** Whether the password step answered a challenge (the admin has a second factor) rather than the session. */
export const isChallenge = <T extends object>(answer: T | AdminLoginChallenge): answer is AdminLoginChallenge => 'twoFactor' in answer;
