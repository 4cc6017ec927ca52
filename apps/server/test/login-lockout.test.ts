import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ THROTTLE_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => s.close());

const attempt = (password: string) => s.call('POST', '/admin/Index/login', { body: { username: 'admin', password }, headers: { 'think-lang': 'en' } });

describe('an attacker trying many passwords', () => {
  it('is locked out after 10 failures in 24 h, even with concurrent attempts and the right password', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(`wrong-${i}-pass`)));
    const msgs = results.map((r) => r.body.msg);
    expect(msgs.filter((m) => m === 'Wrong password').length).toBe(10);
    expect(msgs.filter((m) => m.startsWith('The number of login failures exceeds the limit')).length).toBe(15);
    const right = await attempt(TEST_ADMIN.password);
    expect(right.body.code).toBe(0);
    expect(right.body.msg).toMatch(/exceeds the limit/);
  });

  it('may try again when the last failure is a day old; a success clears the count', async () => {
    await s.change(sql`update admin set last_failure_time = now() - interval '25 hours' where id = 1`);
    expect((await attempt(TEST_ADMIN.password)).body.code).toBe(1);
    const [row] = await s.ctx.database.rows<{ login_failure: number }>(sql`select login_failure from admin where id = 1`);
    expect(row.login_failure).toBe(0);
  });

  it('failed attempts do not touch the last-login fields', async () => {
    const [before] = await s.ctx.database.rows<{ last_login_time: unknown }>(sql`select last_login_time from admin where id = 1`);
    await attempt('wrong-password');
    const [after] = await s.ctx.database.rows<{ last_login_time: unknown }>(sql`select last_login_time from admin where id = 1`);
    expect(after.last_login_time).toEqual(before.last_login_time);
  });

  it('is rate limited per IP across login attempts', async () => {
    const limited = await startTestServer({ THROTTLE_LOGIN_PER_MINUTE: '3' });
    try {
      const msgs: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await limited.call('POST', '/admin/Index/login', { body: { username: 'admin', password: 'wrong-pass' }, headers: { 'think-lang': 'en' } });
        msgs.push(r.body.msg);
      }
      expect(msgs.slice(3).every((m) => m.startsWith('Please do not request frequently'))).toBe(true);
      // the captcha shares the budget, so it cannot be farmed either
      const captcha = await limited.call('GET', '/api/common/clickCaptcha?id=x', { headers: { 'think-lang': 'en' } });
      expect(captcha.body.code).toBe(0);
      expect(captcha.body.msg).toMatch(/^Please do not request frequently/);
    } finally {
      await limited.close();
    }
  });
});

describe('imported BuildAdmin passwords', () => {
  it('accepts an md5+salt hash once and stores argon2id instead', async () => {
    const md5 = (v: string) => crypto.createHash('md5').update(v).digest('hex');
    const salt = 'abcdefghijklmnop';
    await s.change(sql`update admin set password = ${md5(md5('legacy-pass') + salt)}, salt = ${salt}, login_failure = 0 where id = 1`);
    expect((await attempt('legacy-pass')).body.code).toBe(1);
    const [row] = await s.ctx.database.rows<{ password: string; salt: string }>(sql`select password, salt from admin where id = 1`);
    expect(row.password.startsWith('$argon2id$')).toBe(true);
    expect(row.salt).toBe('');
    expect((await attempt('legacy-pass')).body.code).toBe(1);
    expect((await attempt('wrong-pass')).body.code).toBe(0);
  });
});
