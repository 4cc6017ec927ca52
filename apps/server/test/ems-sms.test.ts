import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { codeKey } from '../src/core/verification/codes.ts';
import { verificationCodes } from '../src/modules/member-centre/codes.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { startSmtpLoopback, type SmtpLoopback } from './smtp-loopback.ts';
import { startTencentSmsLoopback } from './sms-loopback.ts';
import { ageCodes, enHeaders, mailedCode, sendEms, sendSms, setSettings, smsCode, solvedCaptcha, useMail } from './account-support.ts';

let s: TestServer;
let smtp: SmtpLoopback;
let tencent: Awaited<ReturnType<typeof startTencentSmsLoopback>>;
const ALICE = { username: 'alice', password: 'alice-pass-1', email: 'alice@example.com', mobile: '13900000001' };

beforeAll(async () => {
  smtp = await startSmtpLoopback();
  tencent = await startTencentSmsLoopback({ AKIDapitest: 'api-test-secret' });
  s = await startTestServer({ SMTP_CA_FILE: smtp.caFile });
  await s.ctx.db.insert(user).values({ groupId: 1, username: ALICE.username, nickname: 'Alice', email: ALICE.email, mobile: ALICE.mobile, password: await hashPassword(ALICE.password), joinTime: new Date() });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
  await tencent.close();
});

const loginAlice = async () => (await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: ALICE.username, password: ALICE.password } })).body.data.userInfo.token as string;
const storedCodes = () => s.ctx.database.rows<{ key: string; code: string; attempts: number }>(sql`select key, code, attempts from captcha where key like 'code:%'`);

describe('which verification types the client is offered', () => {
  it('offers none until mail and an SMS provider are configured', async () => {
    expect((await s.call('GET', '/api/user/checkIn')).body.data.accountVerificationType).toEqual([]);
    expect((await sendEms(s, 'new@example.com', 'user_register')).body).toMatchObject({ code: 0, msg: 'Mail sending service unavailable' });
    expect((await sendSms(s, '13900000009', 'user_register')).body).toMatchObject({ code: 0, msg: 'SMS sending service unavailable' });
    await useMail(s, smtp);
    expect((await s.call('GET', '/api/user/checkIn')).body.data.accountVerificationType).toEqual(['email']);
    // A Tencent account without its templates is not ready.
    await setSettings(s, { sms_provider: 'tencent', sms_secret_id: 'AKIDapitest', sms_secret_key: 'api-test-secret', sms_sdk_app_id: '1400000001', sms_sign_name: 'Shop' });
    expect((await s.call('GET', '/api/user/checkIn')).body.data.accountVerificationType).toEqual(['email']);
    await setSettings(s, { sms_endpoint: tencent.endpoint, sms_tpl_user_register: '9001', sms_tpl_user_change_mobile: '9002', sms_tpl_user_retrieve_pwd: '9003', sms_tpl_user_mobile_verify: '9004' });
    expect((await s.call('GET', '/api/user/checkIn')).body.data.accountVerificationType).toEqual(['email', 'mobile']);
  });
});

describe('POST /api/Ems/send', () => {
  it('mails a 6-digit code over SMTP, subject and body in the language of the request, and stores only its hash', async () => {
    const res = await sendEms(s, 'bob@example.com', 'user_register');
    expect(res.body).toMatchObject({ code: 1, msg: 'Mail sent successfully~' });
    const mail = smtp.lastTo('bob@example.com')!;
    // no site name set: the product's name, in the reader's language
    expect(mail.subject).toBe('Member registration verification-Franchise Chain Admin Platform');
    expect(mail.html).toMatch(/Your verification code is: \d{6}, valid for 10 minutes~/);
    expect(mail.from).toBe('noreply@example.com');
    const code = mailedCode(smtp, 'bob@example.com');
    const [row] = (await storedCodes()).filter((r) => r.key === codeKey('bob@example.com', 'user_register'));
    expect(row.code).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code).not.toContain(code);

    const zh = await s.call('POST', '/api/Ems/send', { body: { email: 'carol@example.com', event: 'user_register', ...(await solvedCaptcha(s)) } });
    expect(zh.body.msg).toBe('邮件发送成功~');
    expect(smtp.lastTo('carol@example.com')!.subject).toBe('会员注册验证-加盟连锁管理平台');
    expect(smtp.lastTo('carol@example.com')!.html).toContain('十分钟内有效');
  });

  it('always needs the click captcha, and consumes it', async () => {
    const none = await s.call('POST', '/api/Ems/send', { body: { email: 'dave@example.com', event: 'user_register' }, headers: enHeaders() });
    expect(none.body).toMatchObject({ code: 0, msg: 'Captcha error!' });
    const captcha = await solvedCaptcha(s);
    expect((await s.call('POST', '/api/Ems/send', { body: { email: 'dave@example.com', event: 'user_register', ...captcha }, headers: enHeaders() })).body.code).toBe(1);
    expect((await s.call('POST', '/api/Ems/send', { body: { email: 'dave2@example.com', event: 'user_register', ...captcha }, headers: enHeaders() })).body.msg).toBe('Captcha error!');
  });

  it('refuses bad input with the messages of the reference', async () => {
    expect((await sendEms(s, 'not-an-email', 'user_register')).body.msg).toBe('Parameter email is invalid: Email format error');
    expect((await sendEms(s, 'x@example.com', 'user_delete_everything')).body.msg).toBe('Parameter event is invalid: Parameter error!');
  });

  it('sends again for the same address and event only after 60 seconds, and the new code replaces the old', async () => {
    const first = mailedCode(smtp, 'bob@example.com');
    const again = await sendEms(s, 'bob@example.com', 'user_register');
    expect(again.body.code).toBe(0);
    const wait = /^Emails are sent too often, please try again in (\d+) seconds$/.exec(again.body.msg);
    expect(Number(wait?.[1])).toBeGreaterThan(0);
    expect(Number(wait?.[1])).toBeLessThanOrEqual(60);
    // Another event for the same address has its own code.
    expect((await sendEms(s, 'bob@example.com', 'user_retrieve_pwd')).body.msg).toBe('Email not registered');
    await ageCodes(s);
    expect((await sendEms(s, 'bob@example.com', 'user_register')).body.code).toBe(1);
    const second = mailedCode(smtp, 'bob@example.com');
    const codes = verificationCodes(s.ctx);
    // one code in a million repeats: then the old code is the new one and proves nothing here
    expect(await codes.consume('bob@example.com', 'user_register', first)).toBe(first === second);
    if (first !== second) expect(await codes.consume('bob@example.com', 'user_register', second)).toBe(true);
  });

  it('lets exactly one of two concurrent sends through', async () => {
    const [a, b] = await Promise.all([solvedCaptcha(s), solvedCaptcha(s)]);
    const send = (c: typeof a) => s.call('POST', '/api/Ems/send', { body: { email: 'race@example.com', event: 'user_register', ...c }, headers: enHeaders() });
    const results = await Promise.all([send(a), send(b)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(smtp.mails.filter((m) => m.to.includes('race@example.com'))).toHaveLength(1);
  });

  it('applies the event checks after the captcha and the throttle', async () => {
    expect((await sendEms(s, ALICE.email, 'user_register')).body.msg).toBe('Email has been registered, please log in directly');
    expect((await sendEms(s, 'nobody@example.com', 'user_retrieve_pwd')).body.msg).toBe('Email not registered');
    // Without a solved captcha a registered and an unknown address get the same answer.
    for (const email of [ALICE.email, 'nobody@example.com']) {
      const res = await s.call('POST', '/api/Ems/send', { body: { email, event: 'user_retrieve_pwd', captchaId: 'x', captchaInfo: '1,1-2,2;350;200' }, headers: enHeaders() });
      expect(res.body.msg).toBe('Captcha error!');
    }
    // While a code is throttled the answer does not depend on the address being registered either.
    expect((await sendEms(s, ALICE.email, 'user_retrieve_pwd')).body.code).toBe(1);
    expect((await sendEms(s, ALICE.email, 'user_retrieve_pwd')).body.msg).toMatch(/^Emails are sent too often/);
  });

  it('changing or verifying an address needs the signed-in member, their own address and password', async () => {
    expect((await sendEms(s, 'fresh@example.com', 'user_change_email')).body).toMatchObject({ code: 303 });
    expect((await sendEms(s, ALICE.email, 'user_email_verify', { password: ALICE.password })).body).toMatchObject({ code: 303 });
    const token = await loginAlice();
    expect((await sendEms(s, ALICE.email, 'user_change_email', {}, token)).body.msg).toBe('The email has been occupied');
    expect((await sendEms(s, 'fresh@example.com', 'user_change_email', {}, token)).body.code).toBe(1);
    expect((await sendEms(s, 'bob@example.com', 'user_email_verify', { password: ALICE.password }, token)).body.msg).toBe('Please use the account registration email to send the verification code');
    expect((await sendEms(s, ALICE.email, 'user_email_verify', { password: 'wrong-pass' }, token)).body.msg).toBe('Password error');
    expect((await sendEms(s, ALICE.email, 'user_email_verify', { password: ALICE.password }, token)).body.code).toBe(1);
  });

  it('a disabled member can get no code to retrieve the password', async () => {
    await ageCodes(s);
    await s.change(sql`update "user" set status = 'disable' where username = 'alice'`);
    expect((await sendEms(s, ALICE.email, 'user_retrieve_pwd')).body.msg).toBe('Account is disabled');
    await s.change(sql`update "user" set status = 'enable' where username = 'alice'`);
  });

  it('reports a failed delivery without the SMTP details and lets the member ask again at once', async () => {
    await setSettings(s, { smtp_pass: 'wrong-pass' });
    const res = await sendEms(s, 'late@example.com', 'user_register');
    expect(res.body).toMatchObject({ code: 0, msg: 'Failed to send the email, please try again later' });
    await setSettings(s, { smtp_pass: smtp.credentials.pass });
    expect((await sendEms(s, 'late@example.com', 'user_register')).body.code).toBe(1);
  });
});

describe('POST /api/Sms/send', () => {
  it('sends through Tencent Cloud SMS: signed request, template of the event, the code as its parameter', async () => {
    const res = await sendSms(s, '13900000002', 'user_register');
    expect(res.body).toMatchObject({ code: 1, msg: 'SMS sent successfully~' });
    expect(tencent.rejected).toEqual([]);
    const sms = tencent.received.at(-1)!;
    expect(sms).toMatchObject({ phone: '+8613900000002', templateId: '9001', sdkAppId: '1400000001', signName: 'Shop', region: 'ap-guangzhou' });
    expect(sms.params[0]).toMatch(/^\d{6}$/);
    expect(await verificationCodes(s.ctx).consume('13900000002', 'user_register', sms.params[0])).toBe(true);
  });

  it('applies the same captcha, throttle and event rules', async () => {
    expect((await s.call('POST', '/api/Sms/send', { body: { mobile: '13900000003', template_code: 'user_register' }, headers: enHeaders() })).body.msg).toBe('Captcha error!');
    expect((await sendSms(s, '1390000', 'user_register')).body.msg).toBe('Parameter mobile is invalid: Mobile number format error');
    expect((await sendSms(s, '13900000003', 'user_change_email')).body.msg).toBe('Parameter template_code is invalid: Parameter error!');
    expect((await sendSms(s, ALICE.mobile, 'user_register')).body.msg).toBe('Mobile number has been registered, please log in directly');
    expect((await sendSms(s, '13900000004', 'user_retrieve_pwd')).body.msg).toBe('Mobile number not registered');
    expect((await sendSms(s, '13900000003', 'user_register')).body.code).toBe(1);
    expect((await sendSms(s, '13900000003', 'user_register')).body.msg).toMatch(/^Text messages are sent too often, please try again in \d+ seconds$/);
    const token = await loginAlice();
    expect((await sendSms(s, ALICE.mobile, 'user_mobile_verify', { password: ALICE.password }, token)).body.code).toBe(1);
    expect(tencent.received.at(-1)!.templateId).toBe('9004');
  });

  it('a refused signature is a failed delivery, and the member may try again at once', async () => {
    await setSettings(s, { sms_secret_key: 'not-the-secret' });
    expect((await sendSms(s, '13900000005', 'user_register')).body).toMatchObject({ code: 0, msg: 'Failed to send the SMS, please try again later' });
    expect(tencent.rejected.at(-1)).toBe('AuthFailure.SignatureFailure');
    await setSettings(s, { sms_secret_key: 'api-test-secret' });
    expect((await sendSms(s, '13900000005', 'user_register')).body.code).toBe(1);
  });

  it('the development log provider keeps the code in memory for in-process readers only', async () => {
    await setSettings(s, { sms_provider: 'log' });
    expect((await sendSms(s, '13900000006', 'user_register')).body.code).toBe(1);
    const code = smsCode('13900000006', 'user_register');
    expect(code).toMatch(/^\d{6}$/);
    expect(await verificationCodes(s.ctx).consume('13900000006', 'user_register', code)).toBe(true);
    await setSettings(s, { sms_provider: 'tencent' });
  });
});

describe('verification codes', () => {
  const codes = () => verificationCodes(s.ctx);

  it('are single-use, also under concurrent use', async () => {
    const issued = await codes().issue('single@example.com', 'user_register');
    if (!issued.ok) throw new Error('not issued');
    const results = await Promise.all([1, 2, 3].map(() => codes().consume('single@example.com', 'user_register', issued.code)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await codes().consume('single@example.com', 'user_register', issued.code)).toBe(false);
  });

  it('die after 5 wrong entries, even concurrent ones, and the right code is refused after that', async () => {
    const issued = await codes().issue('guess@example.com', 'user_register');
    if (!issued.ok) throw new Error('not issued');
    const wrong = issued.code === '000000' ? '000001' : '000000';
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => codes().consume('guess@example.com', 'user_register', wrong)));
    const [row] = (await storedCodes()).filter((r) => r.key === codeKey('guess@example.com', 'user_register'));
    expect(row.attempts).toBe(5);
    expect(await codes().consume('guess@example.com', 'user_register', issued.code)).toBe(false);
  });

  it('expire after 10 minutes and are bound to their address and event', async () => {
    const issued = await codes().issue('old@example.com', 'user_register');
    if (!issued.ok) throw new Error('not issued');
    expect(await codes().consume('old@example.com', 'user_retrieve_pwd', issued.code)).toBe(false);
    expect(await codes().consume('other@example.com', 'user_register', issued.code)).toBe(false);
    const key = codeKey('old@example.com', 'user_register');
    const [life] = await s.ctx.database.rows<{ seconds: number | string }>(sql`select extract(epoch from expire_time - create_time) as seconds from captcha where key = ${key}`);
    expect(Number(life.seconds)).toBe(600);
    // ten minutes later, less a second, the code is still checked: a wrong guess costs an attempt
    await s.change(sql`update captcha set create_time = create_time - interval '599 seconds', expire_time = expire_time - interval '599 seconds' where key = ${key}`);
    expect(await codes().consume('old@example.com', 'user_register', issued.code === '000000' ? '111111' : '000000')).toBe(false);
    const [row] = await s.ctx.database.rows<{ attempts: number }>(sql`select attempts from captcha where key = ${key}`);
    expect(row.attempts).toBe(1);
    await s.change(sql`update captcha set create_time = create_time - interval '2 seconds', expire_time = expire_time - interval '2 seconds' where key = ${key}`);
    expect(await codes().consume('old@example.com', 'user_register', issued.code)).toBe(false);
  });
});
