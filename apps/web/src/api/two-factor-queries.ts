import { queryOptions } from '@tanstack/react-query';
import { disableTwoFactor, enableTwoFactor, getTwoFactor, resetTwoFactor, setupTwoFactor } from './two-factor';
import { adminKeys, twoFactorKeys } from './query-keys';
import type { Write } from './write';

/** My second factor: on or not, required or not, recovery codes left. */
export const twoFactorQuery = () => queryOptions({ queryKey: twoFactorKeys.mine(), queryFn: getTwoFactor });

/** Starting an enrolment (re-asks the password): a pending secret, not yet on. */
export const setupTwoFactorWrite: Write<string, Awaited<ReturnType<typeof setupTwoFactor>>> = {
  run: setupTwoFactor,
  touches: () => [twoFactorKeys.mine()],
};

/** Turning it on changes my state (and, under the policy, what the session may do). */
export const enableTwoFactorWrite: Write<string, Awaited<ReturnType<typeof enableTwoFactor>>> = {
  run: enableTwoFactor,
  touches: () => [twoFactorKeys.mine()],
};

export const disableTwoFactorWrite: Write<string, void> = {
  run: disableTwoFactor,
  touches: () => [twoFactorKeys.mine()],
};

/** A super administrator's reset of another admin: the admin list (and its log) are read again. */
export const resetTwoFactorWrite: Write<number, void> = {
  run: resetTwoFactor,
  touches: () => [adminKeys.table('auth.Admin'), adminKeys.table('auth.AdminLog')],
};
