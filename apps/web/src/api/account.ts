import type {
  AccountChangeBindInput,
  AccountLogList,
  AccountMoneyLog,
  AccountOverview,
  AccountProfileInput,
  AccountProfileSettings,
  AccountScoreLog,
  AccountVerificationResult,
  EmailEvent,
  MemberRegisterInput,
  MobileEvent,
  RetrievePasswordInput,
  VerificationType,
} from '@app/contract';
import { request } from './request';
import type { UserInfo } from '../stores/user-info';

export type { AccountMoneyLog, AccountOverview, AccountScoreLog, VerificationType } from '@app/contract';

/** Events of the e-mail and SMS codes (reference 15.1). */
export type CodeEvent = EmailEvent | MobileEvent;

export interface CodeRequest {
  type: VerificationType;
  /** The address or number the code goes to. */
  to: string;
  event: CodeEvent;
  captchaId: string;
  captchaInfo: string;
  /** Asked by the server when the code proves the member's current address. */
  password?: string;
}

/** Sends an e-mail code (`/api/Ems/send`) or an SMS code (`/api/Sms/send`); the server's message is shown. */
export function sendCode({ type, to, event, captchaId, captchaInfo, password }: CodeRequest) {
  const extras = { captchaId, captchaInfo, ...(password ? { password } : {}) };
  return type === 'email'
    ? request<null>({ url: '/api/Ems/send', method: 'POST', data: { email: to, event, ...extras } }, { showSuccessMessage: true })
    : request<null>({ url: '/api/Sms/send', method: 'POST', data: { mobile: to, template_code: event, ...extras } }, { showSuccessMessage: true });
}

export function userRegister(payload: MemberRegisterInput) {
  return request<{ userInfo: Partial<UserInfo>; routePath?: string }>(
    { url: '/api/user/checkIn', method: 'POST', data: payload },
    { showSuccessMessage: true },
  );
}

export function retrievePassword(payload: RetrievePasswordInput) {
  return request<null>({ url: '/api/account/retrievePassword', method: 'POST', data: payload }, { showSuccessMessage: true });
}

export function getOverview() {
  return request<AccountOverview>({ url: '/api/account/overview', method: 'GET' });
}

export function getProfileConfig() {
  return request<AccountProfileSettings>({ url: '/api/account/profile', method: 'GET' });
}

export function saveProfile(payload: AccountProfileInput) {
  return request<null>({ url: '/api/account/profile', method: 'POST', data: payload }, { showSuccessMessage: true });
}

/** Proves the current address with its code; the answer's token allows changing it for 10 minutes. */
export function verifyAccount(type: VerificationType, captcha: string) {
  return request<AccountVerificationResult>({
    url: '/api/account/verification',
    method: 'POST',
    data: { type, captcha },
  });
}

export function changeBind(payload: AccountChangeBindInput) {
  return request<null>({ url: '/api/account/changeBind', method: 'POST', data: payload }, { showSuccessMessage: true });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return request<null>(
    { url: '/api/account/changePassword', method: 'POST', data: { oldPassword, newPassword } },
    { showSuccessMessage: true },
  );
}

/** The member's balance log (amounts in yuan), newest first. */
export function getBalanceLog(page: number, limit: number) {
  return request<AccountLogList<AccountMoneyLog>>({ url: '/api/account/balance', method: 'GET', params: { page, limit } });
}

/** The member's integral (score) log, newest first. */
export function getIntegralLog(page: number, limit: number) {
  return request<AccountLogList<AccountScoreLog>>({ url: '/api/account/integral', method: 'GET', params: { page, limit } });
}
