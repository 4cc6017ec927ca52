import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../http/errors.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { looksLikeRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeDigest, totpUrl } from './totp.ts';

/**
 * The administrators' second factor (TOTP, RFC 6238) in `admin_two_factor`: one row per admin,
 * the secret sealed under the install's secrets key, `enabled_time` null while an enrolment
 * waits for its first code. A code is taken by one conditional UPDATE (`last_step < step`), a
 * recovery code by one that removes its digest, so two instances never accept the same twice.
 */

export const wrongCode = () => new ApiError('The code is incorrect or already used');

export interface TwoFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorState(ctx: AppContext, adminId: number): Promise<TwoFactorState> {
  const [row] = await ctx.database.rows<{ enabled: boolean; left: number }>(sql`
    select enabled_time is not null as enabled, cardinality(recovery_codes) as left
    from admin_two_factor where admin_id = ${adminId}`);
  return { enabled: row?.enabled ?? false, recoveryCodesLeft: row?.enabled ? Number(row.left) : 0 };
}

/** Starts (or restarts) an enrolment with a new secret; refused while the second factor is on. */
export async function startEnrolment(ctx: AppContext, adminId: number, issuer: string, account: string) {
  const secret = newTotpSecret();
  const sealed = sealSecret(ctx.secretsKey, secret);
  const started = await ctx.database.rows(sql`
    insert into admin_two_factor (admin_id, secret) values (${adminId}, ${sealed})
    on conflict (admin_id) do update set secret = excluded.secret, last_step = 0, recovery_codes = '{}', update_time = now()
      where admin_two_factor.enabled_time is null
    returning admin_id`);
  if (!started.length) throw new ApiError('Two-factor authentication is already on');
  return { secret, otpauthUrl: totpUrl(secret, issuer, account) };
}

/** Confirms a pending enrolment with its first code: answers the ten recovery codes, shown this once. */
export async function confirmEnrolment(ctx: AppContext, adminId: number, code: string): Promise<string[]> {
  const [row] = await ctx.database.rows<{ secret: string }>(sql`
    select secret from admin_two_factor where admin_id = ${adminId} and enabled_time is null`);
  if (!row) throw new ApiError('Start the two-factor set-up first');
  const step = matchTotpStep(openSecret(ctx.secretsKey, row.secret), code.trim());
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  const digests = codes.map(recoveryCodeDigest);
  const done = await ctx.database.rows(sql`
    update admin_two_factor set enabled_time = now(), last_step = ${step}, recovery_codes = ${`{${digests.join(',')}}`}::text[], update_time = now()
    where admin_id = ${adminId} and enabled_time is null and secret = ${row.secret} and last_step < ${step}
    returning admin_id`);
  if (!done.length) throw wrongCode();
  ctx.sessions.forgetAll(); // the session carries whether the second factor is on (the policy)
  return codes;
}

/**
 * Takes a TOTP code or a recovery code of an admin whose second factor is on: true when it was
 * right and not used before (it is used now), false otherwise.
 */
export async function takeSecondFactor(ctx: AppContext, adminId: number, given: string): Promise<boolean> {
  const code = given.trim();
  if (looksLikeRecoveryCode(code)) {
    const digest = recoveryCodeDigest(code);
    const taken = await ctx.database.rows(sql`
      update admin_two_factor set recovery_codes = array_remove(recovery_codes, ${digest}), update_time = now()
      where admin_id = ${adminId} and enabled_time is not null and ${digest} = any(recovery_codes)
      returning admin_id`);
    return taken.length > 0;
  }
  const [row] = await ctx.database.rows<{ secret: string }>(sql`
    select secret from admin_two_factor where admin_id = ${adminId} and enabled_time is not null`);
  if (!row) return false;
  const step = matchTotpStep(openSecret(ctx.secretsKey, row.secret), code);
  if (step === null) return false;
  const taken = await ctx.database.rows(sql`
    update admin_two_factor set last_step = ${step}, update_time = now()
    where admin_id = ${adminId} and enabled_time is not null and last_step < ${step}
    returning admin_id`);
  return taken.length > 0;
}

/** Whether an admin has the second factor on (read at sign-in). */
export async function hasSecondFactor(ctx: AppContext, adminId: number): Promise<boolean> {
  return (await twoFactorState(ctx, adminId)).enabled;
}

/** Removes an admin's second factor (turned off, or reset by a super administrator or the command line). */
export async function removeSecondFactor(ctx: Pick<AppContext, 'database'>, adminId: number): Promise<boolean> {
  const removed = await ctx.database.rows(sql`delete from admin_two_factor where admin_id = ${adminId} returning admin_id`);
  return removed.length > 0;
}
