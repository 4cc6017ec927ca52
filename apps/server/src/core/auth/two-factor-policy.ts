import type { Settings } from '../settings.ts';
import { ApiError } from '../http/errors.ts';
import type { AdminPrincipal } from './sessions.ts';

/** The config centre's `admin_two_factor`: who must have a second factor. */
export type TwoFactorPolicy = 'off' | 'super' | 'all';

export async function twoFactorPolicy(settings: Settings): Promise<TwoFactorPolicy> {
  const value = await settings.get<string>('admin_two_factor', 'off');
  return value === 'super' || value === 'all' ? value : 'off';
}

/** Whether the policy asks this admin for a second factor (a super administrator's group grants `*`). */
export const mustHaveTwoFactor = (policy: TwoFactorPolicy, admin: Pick<AdminPrincipal, 'granted'>): boolean =>
  policy === 'all' || (policy === 'super' && admin.granted === '*');

/** Where an admin who must enrol is sent (the web's enrolment screen; BuildAdmin's client opens its profile path). */
export const TWO_FACTOR_SETUP_PATH = '/admin/two-factor';

/**
 * Code 302 (the reference's "go to this route"), `type` telling our client why: everything but
 * enrolment is refused until the admin has a second factor.
 */
export const twoFactorRequired = () =>
  new ApiError('Two-factor authentication required', 302, { type: 'two-factor required', routePath: TWO_FACTOR_SETUP_PATH });
