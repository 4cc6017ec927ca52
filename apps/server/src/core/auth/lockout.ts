import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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
