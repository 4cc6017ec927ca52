import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { verifyPassword } from './password.ts';

/** Failed logins allowed within 24 h of the last failure (admin_login_retry / user_login_retry). */
export const LOGIN_RETRY = 10;

/**
 * Reserves one password attempt for an account before the password is checked: counts it as a
 * failure in a single conditional update (the counter restarts when the last failure is older
 * than a day). No row back means the account is locked. Concurrent attempts cannot exceed the
 * limit because the check and the count are one statement; success clears the count.
 */
export async function reserveAttempt(database: Database, table: 'admin' | 'user', id: number): Promise<boolean> {
  const t = sql.identifier(table);
  const rows = await database.rows(sql`
    update ${t} set
      login_failure = case when last_failure_time is null or last_failure_time < now() - interval '1 day' then 1 else login_failure + 1 end,
      last_failure_time = now()
    where id = ${id} and (login_failure < ${LOGIN_RETRY} or last_failure_time is null or last_failure_time < now() - interval '1 day')
    returning id`);
  return rows.length > 0;
}

/** A real login: clears the failures and records the time and IP of this login. */
export function loginSucceeded(table: 'admin' | 'user', id: number, ip: string, extra?: SQL): SQL {
  const t = sql.identifier(table);
  return sql`update ${t} set login_failure = 0, last_failure_time = null, last_login_time = now(), last_login_ip = ${ip}${extra ? sql`, ${extra}` : sql``} where id = ${id} returning last_login_time`;
}

/**
 * A signed-in account confirming its own password (changing it, binding an address, asking for
 * a verification code): the check draws on the same daily budget as logins, so a stolen session
 * cannot guess the password either. A right password clears the count, as a login does.
 */
export async function checkOwnPassword(database: Database, table: 'admin' | 'user', id: number, given: string): Promise<boolean> {
  if (!(await reserveAttempt(database, table, id))) throw new ApiError('Please try again after 1 day');
  const t = sql.identifier(table);
  const [me] = await database.rows<{ password: string; salt: string }>(sql`select password, salt from ${t} where id = ${id}`);
  if (!me || !(await verifyPassword(me.password, me.salt, given)).ok) return false;
  await clearFailures(database, table, id);
  return true;
}

/** A right answer to a check that reserved an attempt (own password, second factor): the count starts again. */
export async function clearFailures(database: Database, table: 'admin' | 'user', id: number): Promise<void> {
  await database.rows(sql`update ${sql.identifier(table)} set login_failure = 0, last_failure_time = null where id = ${id}`);
}
