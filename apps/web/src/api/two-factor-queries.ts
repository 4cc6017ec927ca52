import { twoFactorEndpoints as api } from '@app/contract';
import { endpointQuery, endpointWrite } from './endpoint';
import { resourceKeys } from './query-keys';

/** My second factor: on or not, required or not, recovery codes left. */
export const twoFactorQuery = () => endpointQuery(api.status);

/** Starting an enrolment (re-asks the password): a pending secret, not yet on. */
export const setupTwoFactorWrite = endpointWrite(api.setup, { input: (password: string) => ({ password }), touches: () => [api.status] });

/** Turning it on changes my state (and, under the policy, what the session may do): the ten recovery codes, shown once. */
export const enableTwoFactorWrite = endpointWrite(api.enable, { input: (code: string) => ({ code }), touches: () => [api.status], options: { showSuccessMessage: true } });

export const disableTwoFactorWrite = endpointWrite(api.disable, { input: (code: string) => ({ code }), touches: () => [api.status], options: { showSuccessMessage: true } });

/** A super administrator's reset of another admin: the admin list (and its log) are read again. */
export const resetTwoFactorWrite = endpointWrite(api.reset, {
  input: (id: number) => ({ id }),
  touches: () => [resourceKeys.list('auth.Admin'), resourceKeys.list('auth.AdminLog')],
  options: { showSuccessMessage: true },
});
