import type { AdminLoginChallenge, AdminLoginDone } from '@app/contract';
import { request } from './request';

/** The admin login's second step (the login's endpoints are not declared yet); the admin's own second factor is two-factor-queries.ts. */

/** The login's second step: the challenge of the password step and a TOTP or recovery code. */
export async function loginTwoFactor(challenge: string, code: string): Promise<AdminLoginDone> {
  return (await request<AdminLoginDone>({ url: '/admin/Index/loginTwoFactor', method: 'POST', data: { challenge, code } })).data;
}

/** Whether the password step answered a challenge (the admin has a second factor) rather than the session. */
export const isChallenge = <T extends object>(answer: T | AdminLoginChallenge): answer is AdminLoginChallenge => 'twoFactor' in answer;
