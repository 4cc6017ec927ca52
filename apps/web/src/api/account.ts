import {
  accountRoutes,
  memberRoutes,
  type accountEndpoints,
  type memberEndpoints,
  type AccountChangeBindInput,
  type AccountProfileInput,
  type EmailEvent,
  type MemberRegisterInput,
  type MobileEvent,
  type RetrievePasswordInput,
  type VerificationType,
} from '@app/contract';
import { routeCalls } from './call';

/** The account's writes and the member's codes, by their zod-free routes (as the account's reads: account-queries.ts). */
const account = routeCalls<typeof accountEndpoints>(accountRoutes);
const member = routeCalls<typeof memberEndpoints>(memberRoutes);

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
    ? member('emsSend', { email: to, event: event as EmailEvent, ...extras }, { showSuccessMessage: true })
    : member('smsSend', { mobile: to, template_code: event as MobileEvent, ...extras }, { showSuccessMessage: true });
}

/** Registration shares `memberEndpoints.checkIn` with the login (api/user.ts). */
export function userRegister(payload: MemberRegisterInput) {
  return member('checkIn', payload, { showSuccessMessage: true });
}

export function retrievePassword(payload: RetrievePasswordInput) {
  return member('retrievePassword', payload, { showSuccessMessage: true });
}

export function saveProfile(payload: AccountProfileInput) {
  return account('editProfile', payload, { showSuccessMessage: true });
}

/** Proves the current address with its code; the answer's token allows changing it for 10 minutes. */
export function verifyAccount(type: VerificationType, captcha: string) {
  return account('verification', { type, captcha });
}

export function changeBind(payload: AccountChangeBindInput) {
  return account('changeBind', payload, { showSuccessMessage: true });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return account('changePassword', { oldPassword, newPassword }, { showSuccessMessage: true });
}
