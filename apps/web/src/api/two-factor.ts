import type { AdminLoginChallenge, AdminLoginDone, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import { request } from './request';

/** The admin's second factor (TOTP): their own, the login's second step, a super administrator's reset. */
const MINE = '/admin/routine.AdminInfo/';

export async function getTwoFactor(): Promise<TwoFactorStatus> {
  return (await request<TwoFactorStatus>({ url: MINE + 'twoFactor', method: 'GET' })).data;
}

/** Starts (or restarts) an enrolment: the secret and the otpauth URL of its QR code. */
export async function setupTwoFactor(password: string): Promise<TwoFactorSetup> {
  return (await request<TwoFactorSetup>({ url: MINE + 'twoFactorSetup', method: 'POST', data: { password } })).data;
}

/** Confirms the enrolment with a first code: the ten recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return (await request<TwoFactorEnabled>({ url: MINE + 'twoFactorEnable', method: 'POST', data: { code } }, { showSuccessMessage: true })).data;
}

export async function disableTwoFactor(code: string): Promise<void> {
  await request({ url: MINE + 'twoFactorDisable', method: 'POST', data: { code } }, { showSuccessMessage: true });
}

export async function resetTwoFactor(id: number): Promise<void> {
  await request({ url: '/admin/auth.Admin/resetTwoFactor', method: 'POST', data: { id } }, { showSuccessMessage: true });
}

/** The login's second step: the challenge of the password step and a TOTP or recovery code. */
export async function loginTwoFactor(challenge: string, code: string): Promise<AdminLoginDone> {
  return (await request<AdminLoginDone>({ url: '/admin/Index/loginTwoFactor', method: 'POST', data: { challenge, code } })).data;
}

/** Whether the password step answered a challenge (the admin has a second factor) rather than the session. */
export const isChallenge = <T extends object>(answer: T | AdminLoginChallenge): answer is AdminLoginChallenge => 'twoFactor' in answer;
