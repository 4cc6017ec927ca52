import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { startSmtpLoopback, type SmtpLoopback } from './smtp-loopback.ts';
import { ageCodes, enHeaders, mailedCode, registerByMobile, sendEms, sendSms, setSettings, smsCode, solvedCaptcha, useMail } from './account-support.ts';

let s: TestServer;
let smtp: SmtpLoopback;

beforeAll(async () => {
  smtp = await startSmtpLoopback();
  s = await startTestServer({ SMTP_CA_FILE: smtp.caFile });
  await useMail(s, smtp);
  await setSettings(s, { sms_provider: 'log' });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const post = (body: Record<string, unknown>, headers: Record<string, string> = enHeaders(), server = s) =>
  server.call('POST', '/api/user/checkIn', { body: { tab: 'register', password: 'member-pass-1', ...body }, headers });
/** Registers with a code, the config centre requiring that type of code. */
const register = async (body: Record<string, unknown>, headers: Record<string, string> = enHeaders()) => {
  if (body.registerType) await setSettings(s, { user_register_verification: String(body.registerType) });
  return post(body, headers);
};

describe('registration out of the box (no code required)', () => {
  it('needs only a username and a password (and the click captcha when switched on), and says registration succeeded', async () => {
    expect((await s.call('GET', '/api/user/checkIn')).body.data).toEqual({ userLoginCaptchaSwitch: false, accountVerificationType: ['email', 'mobile'], registerVerification: 'none' });
    const res = await post({ username: 'olive', email: 'olive@example.com' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Registration successful!', data: { routePath: '/user', userInfo: { username: 'olive', email: '' } } });
    // An address given without its code is not taken.
    const [row] = await s.ctx.db.select().from(user).where(eq(user.username, 'olive'));
    expect(row).toMatchObject({ groupId: 1, email: '', mobile: '' });
    expect((await post({ username: 'olive' })).body.msg).toBe('Username already exists');
    expect((await post({ username: 'pablo' }, {})).body.msg).toBe('注册成功！');
  });

  it("keeps an address the registration proves with its code, as BuildAdmin's own client posts it", async () => {
    expect((await sendEms(s, 'tess@example.com', 'user_register')).body.code).toBe(1);
    const code = mailedCode(smtp, 'tess@example.com');
    const body = { username: 'tess', registerType: 'email', email: 'tess@example.com', mobile: '', captcha: code };
    expect((await post({ ...body, captcha: code === '000000' ? '111111' : '000000' })).body.msg).toBe('Please enter the correct verification code');
    const res = await post(body);
    expect(res.body).toMatchObject({ code: 1, data: { userInfo: { username: 'tess', email: 'tess@example.com', mobile: '' } } });
    const [row] = await s.ctx.db.select().from(user).where(eq(user.username, 'tess'));
    expect(row).toMatchObject({ email: 'tess@example.com', mobile: '' });
    // the code is used up, and the address is one member's
    expect((await post({ ...body, username: 'tess2' })).body.msg).toBe('Please enter the correct verification code');
  });

  it('asks for the click captcha when the member login does (USER_LOGIN_CAPTCHA)', async () => {
    const guarded = await startTestServer({ USER_LOGIN_CAPTCHA: 'true' });
    try {
      expect((await guarded.call('GET', '/api/user/checkIn')).body.data).toMatchObject({ userLoginCaptchaSwitch: true, registerVerification: 'none' });
      expect((await post({ username: 'quinn' }, enHeaders(), guarded)).body).toMatchObject({ code: 0, msg: 'Captcha error!' });
      expect((await post({ username: 'quinn', captchaId: 'made-up', captchaInfo: '1,2-3,4;300;200' }, enHeaders(), guarded)).body.code).toBe(0);
      const ok = await post({ username: 'quinn', ...(await solvedCaptcha(guarded)) }, enHeaders(), guarded);
      expect(ok.body).toMatchObject({ code: 1, msg: 'Registration successful!' });
    } finally {
      await guarded.close();
    }
  });

  it('the config centre can require an e-mail or a mobile code instead, and then nothing less will do', async () => {
    await setSettings(s, { user_register_verification: 'email' });
    expect((await s.call('GET', '/api/user/checkIn')).body.data.registerVerification).toBe('email');
    expect((await post({ username: 'rosa' })).body.msg).toBe('This verification type is not available');
    expect((await post({ username: 'rosa', registerType: 'mobile', mobile: '13700000010', captcha: '123456' })).body.msg).toBe('This verification type is not available');
    expect((await post({ username: 'rosa', registerType: 'email', email: 'rosa@example.com' })).body.msg).toBe('Please enter the correct verification code');
    expect((await s.ctx.db.select().from(user).where(eq(user.username, 'rosa'))).length).toBe(0);
    await setSettings(s, { user_register_verification: 'none' });
  });
});

describe('registration with a code (checkIn tab=register)', () => {
  it('tells the client both verification types are available', async () => {
    expect((await s.call('GET', '/api/user/checkIn')).body.data).toMatchObject({ userLoginCaptchaSwitch: false, accountVerificationType: ['email', 'mobile'] });
  });

  it('registers with an e-mail code: group 1, nickname, join data, invite code, and a working session', async () => {
    expect((await sendEms(s, 'erin@example.com', 'user_register')).body.code).toBe(1);
    const res = await register({ username: 'erin', registerType: 'email', email: 'erin@example.com', captcha: mailedCode(smtp, 'erin@example.com'), inviteCode: 'ABC123' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Registration successful!', data: { routePath: '/user' } });
    const info = res.body.data.userInfo;
    expect(info).toMatchObject({ username: 'erin', nickname: 'erin', email: 'erin@example.com', mobile: '', money: '0.00', score: 0, refresh_token: '', last_login_ip: '127.0.0.1' });
    expect(typeof info.join_time).toBe('number');
    expect(info).not.toHaveProperty('password');
    const [row] = await s.ctx.db.select().from(user).where(eq(user.username, 'erin'));
    expect(row).toMatchObject({ groupId: 1, status: 'enable', inviteCode: 'ABC123', joinIp: '127.0.0.1', salt: '' });
    expect(row.password).toMatch(/^\$argon2id\$/);
    const overview = await s.call('GET', '/api/account/overview', { headers: { 'ba-user-token': info.token } });
    expect(overview.body.code).toBe(1);
    // and the password logs in
    expect((await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: 'erin@example.com', password: 'member-pass-1' } })).body.code).toBe(1);
  });

  it('registers with an SMS code', async () => {
    const info = await registerByMobile(s, 'frank', '13700000001');
    expect(info).toMatchObject({ username: 'frank', mobile: '13700000001', email: '' });
  });

  it('a code works once: reusing it for a second registration fails', async () => {
    expect((await sendSms(s, '13700000002', 'user_register')).body.code).toBe(1);
    const code = smsCode('13700000002', 'user_register');
    expect((await register({ username: 'gina', registerType: 'mobile', mobile: '13700000002', captcha: code })).body.code).toBe(1);
    expect((await register({ username: 'gina2', registerType: 'mobile', mobile: '13700000002', captcha: code })).body.msg).toBe('Please enter the correct verification code');
    // even once the address is free again, the used code is no code at all
    await s.change(sql`delete from "user" where username = 'gina'`);
    expect((await register({ username: 'gina2', registerType: 'mobile', mobile: '13700000002', captcha: code })).body.msg).toBe('Please enter the correct verification code');
  });

  it('after 5 wrong codes the right one is refused too, and a new code is needed', async () => {
    expect((await sendSms(s, '13700000003', 'user_register')).body.code).toBe(1);
    const code = smsCode('13700000003', 'user_register');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await register({ username: 'hank', registerType: 'mobile', mobile: '13700000003', captcha: wrong })).body.msg).toBe('Please enter the correct verification code');
    }
    expect((await register({ username: 'hank', registerType: 'mobile', mobile: '13700000003', captcha: code })).body.msg).toBe('Please enter the correct verification code');
    await ageCodes(s);
    expect((await sendSms(s, '13700000003', 'user_register')).body.code).toBe(1);
    expect((await register({ username: 'hank', registerType: 'mobile', mobile: '13700000003', captcha: smsCode('13700000003', 'user_register') })).body.code).toBe(1);
  });

  it('a code is bound to its address: another address cannot use it', async () => {
    expect((await sendSms(s, '13700000004', 'user_register')).body.code).toBe(1);
    const code = smsCode('13700000004', 'user_register');
    expect((await register({ username: 'ivan', registerType: 'mobile', mobile: '13700000005', captcha: code })).body.msg).toBe('Please enter the correct verification code');
  });

  it('does not tell whether an address is registered without its code', async () => {
    // erin@example.com and 13700000001 are registered above; an unknown pair answers the same
    for (const body of [
      { username: 'probe1', registerType: 'email', email: 'erin@example.com', captcha: '123456' },
      { username: 'probe1', registerType: 'email', email: 'nobody@example.com', captcha: '123456' },
      { username: 'probe1', registerType: 'mobile', mobile: '13700000001', captcha: '123456' },
      { username: 'probe1', registerType: 'mobile', mobile: '13799999999', captcha: '123456' },
    ]) {
      expect((await register(body)).body).toMatchObject({ code: 0, msg: 'Please enter the correct verification code' });
    }
  });

  it('tells a taken address to the holder of its code, and keeps a member from registering twice', async () => {
    expect((await sendSms(s, '13700000010', 'user_register')).body.code).toBe(1);
    const code = smsCode('13700000010', 'user_register');
    // the address was registered by someone else after the code was sent
    await s.change(sql`update "user" set mobile = '13700000010' where username = 'frank'`);
    expect((await register({ username: 'owen', registerType: 'mobile', mobile: '13700000010', captcha: code })).body.msg).toBe('Mobile already exists');
    expect((await s.ctx.db.select().from(user).where(eq(user.username, 'owen'))).length).toBe(0);
    await s.change(sql`update "user" set mobile = '13700000001' where username = 'frank'`);
  });

  it('checks the username and the input before using up the code', async () => {
    expect((await sendSms(s, '13700000006', 'user_register')).body.code).toBe(1);
    const code = smsCode('13700000006', 'user_register');
    expect((await register({ username: 'erin', registerType: 'mobile', mobile: '13700000006', captcha: code })).body.msg).toBe('Username already exists');
    expect((await register({ username: '1bad', registerType: 'mobile', mobile: '13700000006', captcha: code })).body.msg).toBe('Parameter username is invalid: Please enter the correct username');
    expect((await register({ username: 'judy', password: 'a<b>c1234', registerType: 'mobile', mobile: '13700000006', captcha: code })).body.code).toBe(0);
    expect((await register({ username: 'judy', registerType: 'mobile', mobile: '13700000006', captcha: code, inviteCode: 'no spaces!' })).body.msg).toMatch(/^Parameter inviteCode is invalid: The invite code may contain only letters and digits/);
    expect((await register({ username: 'judy', registerType: 'email', mobile: '13700000006', captcha: code })).body.msg).toBe('Parameter email is invalid: Email format error');
    expect((await register({ username: 'judy', registerType: 'mobile', mobile: '13700000006', captcha: code })).body.code).toBe(1);
  });

  it('refuses an unknown tab and a verification type that is not configured', async () => {
    expect((await s.call('POST', '/api/user/checkIn', { body: { tab: 'delete', username: 'x', password: 'member-pass-1' }, headers: enHeaders() })).body.msg).toBe('Parameter tab is invalid: Unknown operation');
    await setSettings(s, { sms_provider: 'none' });
    expect((await register({ username: 'kate', registerType: 'mobile', mobile: '13700000007', captcha: '123456' })).body.msg).toBe('This verification type is not available');
    await setSettings(s, { sms_provider: 'log' });
  });

  it('is not available to a member who is logged in', async () => {
    const { token } = await registerByMobile(s, 'liam', '13700000008');
    expect((await register({ username: 'liam2', registerType: 'mobile', mobile: '13700000009', captcha: '1' }, { ...enHeaders(), 'ba-user-token': token })).body.code).toBe(303);
  });
});
