import type { AdminLoginChallenge } from '@app/contract';

/** The admin login's second step is `loginTwoFactor` (api/admin.ts); the admin's own second factor is two-factor-queries.ts. */

/** Whether the password step answered a challenge (the admin has a second factor) rather than the session. */
export const isChallenge = <T extends object>(answer: T | AdminLoginChallenge): answer is AdminLoginChallenge => 'twoFactor' in answer;
