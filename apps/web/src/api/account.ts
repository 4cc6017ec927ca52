import {
  accountEndpoints as api,
  memberEndpoints,
  type AccountChangeBindInput,
  type AccountProfileInput,
  type EmailEvent,
  type MemberRegisterInput,
  type MobileEvent,
  type RetrievePasswordInput,
  type VerificationType,
} from '@app/contract';
import { call } from './endpoint';

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
    ? call(memberEndpoints.emsSend, { email: to, event: event as EmailEvent, ...extras }, { showSuccessMessage: true })
    : call(memberEndpoints.smsSend, { mobile: to, template_code: event as MobileEvent, ...extras }, { showSuccessMessage: true });
}

/** Registration shares `memberEndpoints.checkIn` with the login (api/user.ts, which calls it by its route: the login's first load carries no zod). */
export function userRegister(payload: MemberRegisterInput) {
  return call(memberEndpoints.checkIn, payload, { showSuccessMessage: true });
}

export function retrievePassword(payload: RetrievePasswordInput) {
  return call(memberEndpoints.retrievePassword, payload, { showSuccessMessage: true });
}

export function saveProfile(payload: AccountProfileInput) {
  return call(api.editProfile, payload, { showSuccessMessage: true });
}

/** Proves the current address with its code; the answer's token allows changing it for 10 minutes. */
export function verifyAccount(type: VerificationType, captcha: string) {
  return call(api.verification, { type, captcha });
}

export function changeBind(payload: AccountChangeBindInput) {
  return call(api.changeBind, payload, { showSuccessMessage: true });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return call(api.changePassword, { oldPassword, newPassword }, { showSuccessMessage: true });
}
