import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '@app/contract';
import type { Database } from '../../db/client.ts';

/** The `captcha` row of a code: one per address and event (reference 14.2 ids `<address><event>`). */
export const codeKey = (target: string, event: string) =>
  'code:' + crypto.createHash('sha256').update(`${target}\n${event}`).digest('hex').slice(0, 59);

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'throttled' };

/**
 * E-mail and SMS verification codes in the `captcha` table. Only an HMAC of the code is stored;
 * a code is single-use, expires after CODE_TTL_SECONDS, survives CODE_MAX_ATTEMPTS wrong
 * entries, and the same address and event get a new one at most every CODE_RESEND_SECONDS.
 * Every rule is enforced by one conditional statement, so concurrent requests cannot slip past.
 */
export class VerificationCodes {
  /** @param hmac keyed hash of the server (the token secret), so a database dump reveals no code. */
  constructor(private readonly database: Database, private readonly hmac: (text: string) => string) {}

  private digest(key: string, code: string) {
    return this.hmac(`${key}:${code}`);
  }

  /** Seconds until a new code may be sent for this address and event (0: now). */
  async resendWait(target: string, event: string): Promise<number> {
    const [row] = await this.database.rows<{ wait: number | string }>(sql`
      select ceil(extract(epoch from create_time + make_interval(secs => ${CODE_RESEND_SECONDS}) - now())) as wait
      from captcha where key = ${codeKey(target, event)}`);
    return row ? Math.max(0, Number(row.wait)) : 0;
  }

  /**
   * A new code for the address and event, replacing the previous one, unless one was created
   * less than CODE_RESEND_SECONDS ago: the insert-or-replace only happens past that time, so of
   * two concurrent sends exactly one gets a code.
   */
  async issue(target: string, event: string): Promise<IssueResult> {
    const key = codeKey(target, event);
    const code = crypto.randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');
    const rows = await this.database.rows(sql`
      insert into captcha (key, code, captcha, attempts, create_time, expire_time)
      values (${key}, ${this.digest(key, code)}, null, 0, now(), now() + make_interval(secs => ${CODE_TTL_SECONDS}))
      on conflict (key) do update set code = excluded.code, captcha = null, attempts = 0,
        create_time = excluded.create_time, expire_time = excluded.expire_time
      where captcha.create_time <= now() - make_interval(secs => ${CODE_RESEND_SECONDS})
      returning key`);
    return rows.length ? { ok: true, code } : { ok: false, reason: 'throttled' };
  }

  /** Drops a code that could not be delivered, so that the member may ask again at once. */
  async discard(target: string, event: string): Promise<void> {
    await this.database.rows(sql`delete from captcha where key = ${codeKey(target, event)}`);
  }

  /**
   * Checks and consumes a code. Each check first takes one attempt in a conditional update (no
   * row: missing, expired or out of attempts); a match then deletes the row, and only the request
   * whose delete returns it has used the code.
   */
  async consume(target: string, event: string, code: string): Promise<boolean> {
    if (!code) return false;
    const key = codeKey(target, event);
    const [row] = await this.database.rows<{ code: string }>(sql`
      update captcha set attempts = attempts + 1
      where key = ${key} and expire_time > now() and attempts < ${CODE_MAX_ATTEMPTS}
      returning code`);
    if (!row) return false;
    const given = Buffer.from(this.digest(key, code.trim()));
    const stored = Buffer.from(row.code);
    if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored)) return false;
    const used = await this.database.rows(sql`delete from captcha where key = ${key} and code = ${row.code} returning key`);
    return used.length > 0;
  }
}
