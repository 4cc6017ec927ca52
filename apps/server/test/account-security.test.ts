import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { startSmtpLoopback, type SmtpLoopback } from './smtp-loopback.ts';
import { ageCodes, enHeaders, mailedCode, registerByMobile, sendEms, sendSms, setSettings, smsCode, useMail } from './account-support.ts';

let s: TestServer;
let smtp: SmtpLoopback;
const PASSWORD = 'member-pass-1';

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

const as = (token: string) => ({ ...enHeaders(), 'ba-user-token': token });
const login = async (account: string, password = PASSWORD, keep = false) =>
  (await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: account, password, keep }, headers: enHeaders() })).body;
const loggedIn = async (token: string) => (await s.call('GET', '/api/account/overview', { headers: as(token) })).body.code === 1;

describe('binding an e-mail and changing the mobile', () => {
  it('binds a first e-mail with the password and the code sent to the new address', async () => {
    const { token } = await registerByMobile(s, 'olga', '13500000001');
    expect((await sendEms(s, 'olga@example.com', 'user_change_email', {}, token)).body.code).toBe(1);
    const code = mailedCode(smtp, 'olga@example.com');
    const bind = (body: Record<string, unknown>) => s.call('POST', '/api/account/changeBind', { headers: as(token), body: { type: 'email', email: 'olga@example.com', captcha: code, ...body } });
    expect((await bind({ password: 'wrong-pass' })).body.msg).toBe('Password error');
    expect((await bind({ password: PASSWORD })).body).toMatchObject({ code: 1 });
    expect((await s.ctx.db.select({ email: user.email }).from(user).where(eq(user.username, 'olga')))[0].email).toBe('olga@example.com');
  });

  it('changing a bound mobile needs the verification token of the current one, then a code for the new one', async () => {
    const { token, id } = await registerByMobile(s, 'paul', '13500000002');
    const change = (body: Record<string, unknown>) => s.call('POST', '/api/account/changeBind', { headers: as(token), body: { type: 'mobile', mobile: '13500000003', ...body } });
    // Without a verification token the password is not enough once a mobile is bound.
    expect((await change({ captcha: '123456', password: PASSWORD })).body.msg).toBe('You need to verify your account before modifying the binding information');

    expect((await sendSms(s, '13500000002', 'user_mobile_verify', { password: PASSWORD }, token)).body.code).toBe(1);
    expect((await s.call('POST', '/api/account/verification', { headers: as(token), body: { type: 'mobile', captcha: '000000' } })).body.msg).toBe('Please enter the correct verification code');
    const verified = await s.call('POST', '/api/account/verification', { headers: as(token), body: { type: 'mobile', captcha: smsCode('13500000002', 'user_mobile_verify') } });
    expect(verified.body).toMatchObject({ code: 1, data: { type: 'mobile' } });
    const pass = verified.body.data.accountVerificationToken as string;
    expect(await s.ctx.tokens.find(pass)).toMatchObject({ type: 'mobile-pass', userId: id });

    // Another member's verification token does not count.
    const other = await registerByMobile(s, 'quinn', '13500000004');
    expect((await s.call('POST', '/api/account/changeBind', { headers: as(other.token), body: { type: 'mobile', mobile: '13500000005', captcha: '1', accountVerificationToken: pass } })).body.msg)
      .toBe('You need to verify your account before modifying the binding information');
    // Whether a number is taken is told only to the holder of its code.
    expect((await change({ mobile: '13500000004', captcha: '1', accountVerificationToken: pass })).body.msg).toBe('Please enter the correct verification code');
    expect((await sendSms(s, '13500000003', 'user_change_mobile', {}, token)).body.code).toBe(1);
    await s.change(sql`update "user" set mobile = '13500000003' where username = 'quinn'`);
    expect((await change({ captcha: smsCode('13500000003', 'user_change_mobile'), accountVerificationToken: pass })).body.msg).toBe('The mobile number has been occupied');
    await s.change(sql`update "user" set mobile = '13500000004' where username = 'quinn'`);

    await ageCodes(s);
    expect((await sendSms(s, '13500000003', 'user_change_mobile', {}, token)).body.code).toBe(1);
    expect((await change({ captcha: '000000', accountVerificationToken: pass })).body.msg).toBe('Please enter the correct verification code');
    expect((await change({ captcha: smsCode('13500000003', 'user_change_mobile'), accountVerificationToken: pass })).body.code).toBe(1);
    expect((await s.ctx.db.select({ mobile: user.mobile }).from(user).where(eq(user.id, id)))[0].mobile).toBe('13500000003');
    // The verification token is used up.
    expect(await s.ctx.tokens.find(pass)).toBeNull();
  });
});

describe('confirming the own password', () => {
  it('draws on the daily login budget: a stolen session cannot guess the password', async () => {
    const { token } = await registerByMobile(s, 'tina', '13500000040');
    const bind = (password: string) => s.call('POST', '/api/account/changeBind', { headers: as(token), body: { type: 'email', email: 'tina@example.com', captcha: '123456', password } });
    const changePassword = (oldPassword: string) => s.call('POST', '/api/account/changePassword', { headers: as(token), body: { oldPassword, newPassword: 'new-pass-22' } });
    // a right password clears the count, as a login does
    for (let i = 0; i < 9; i++) expect((await bind('wrong-pass')).body.msg).toBe('Password error');
    expect((await bind(PASSWORD)).body.msg).toBe('Please enter the correct verification code');
    for (let i = 0; i < 5; i++) expect((await bind('wrong-pass')).body.msg).toBe('Password error');
    for (let i = 0; i < 5; i++) expect((await changePassword('wrong-pass')).body.msg).toBe('Old password error');
    // ten wrong ones in a day: even the right password is refused, here and at the login
    expect((await bind(PASSWORD)).body.msg).toMatch(/exceeds the limit/);
    expect((await changePassword(PASSWORD)).body.msg).toMatch(/exceeds the limit/);
    expect((await sendSms(s, '13500000040', 'user_mobile_verify', { password: PASSWORD }, token)).body.msg).toMatch(/exceeds the limit/);
    expect((await login('tina')).msg).toMatch(/exceeds the limit/);
  });
});

describe('POST /api/account/changePassword', () => {
  it('needs the old password, then ends every session of the member, refresh tokens included', async () => {
    await registerByMobile(s, 'rosa', '13500000010');
    const a = (await login('rosa', PASSWORD, true)).data.userInfo;
    const b = (await login('13500000010')).data.userInfo;
    const change = (oldPassword: string, newPassword = 'new-pass-22') => s.call('POST', '/api/account/changePassword', { headers: as(a.token), body: { oldPassword, newPassword } });
    expect((await change('wrong-pass')).body.msg).toBe('Old password error');
    expect((await change(PASSWORD, 'bad<pass')).body.code).toBe(0);
    expect((await change(PASSWORD)).body).toMatchObject({ code: 1, msg: 'Password has been changed, please login again~' });
    expect(await loggedIn(a.token)).toBe(false);
    expect(await loggedIn(b.token)).toBe(false);
    expect((await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: a.refresh_token }, headers: { 'ba-user-token': a.token } })).body.code).toBe(0);
    expect((await login('rosa')).code).toBe(0);
    expect((await login('rosa', 'new-pass-22')).code).toBe(1);
  });
});

describe('POST /api/account/retrievePassword', () => {
  it('resets the password with an e-mail code and revokes existing sessions', async () => {
    const { token } = await registerByMobile(s, 'sara', '13500000020');
    await s.change(sql`update "user" set email = 'sara@example.com' where username = 'sara'`);
    expect((await sendEms(s, 'sara@example.com', 'user_retrieve_pwd')).body.code).toBe(1);
    const code = mailedCode(smtp, 'sara@example.com');
    const retrieve = (body: Record<string, unknown>) => s.call('POST', '/api/account/retrievePassword', { headers: enHeaders(), body: { type: 'email', account: 'sara@example.com', captcha: code, password: 'reset-pass-3', ...body } });
    expect((await retrieve({ password: 'x' })).body.code).toBe(0);
    expect((await retrieve({ type: 'mobile' })).body.msg).toBe('Mobile number format error');
    expect((await retrieve({ account: 'SARA@example.com' })).body.msg).toBe('Please enter the correct verification code');
    expect((await retrieve({})).body).toMatchObject({ code: 1, msg: 'Password has been changed~' });
    expect(await loggedIn(token)).toBe(false);
    expect((await login('sara', 'reset-pass-3')).code).toBe(1);
    // The code was used.
    expect((await retrieve({ password: 'again-pass-4' })).body.msg).toBe('Please enter the correct verification code');
  });

  it('answers the same for an unknown account and a wrong code', async () => {
    const unknown = await s.call('POST', '/api/account/retrievePassword', { headers: enHeaders(), body: { type: 'email', account: 'ghost@example.com', captcha: '123456', password: 'reset-pass-3' } });
    const wrong = await s.call('POST', '/api/account/retrievePassword', { headers: enHeaders(), body: { type: 'email', account: 'sara@example.com', captcha: '123456', password: 'reset-pass-3' } });
    expect(unknown.body.msg).toBe('Please enter the correct verification code');
    expect(wrong.body.msg).toBe(unknown.body.msg);
  });

  it('a disabled member cannot retrieve a password, even with a code', async () => {
    await registerByMobile(s, 'tom', '13500000030');
    expect((await sendSms(s, '13500000030', 'user_retrieve_pwd')).body.code).toBe(1);
    const code = smsCode('13500000030', 'user_retrieve_pwd');
    await s.change(sql`update "user" set status = 'disable' where username = 'tom'`);
    const res = await s.call('POST', '/api/account/retrievePassword', { headers: enHeaders(), body: { type: 'mobile', account: '13500000030', captcha: code, password: 'reset-pass-3' } });
    expect(res.body.msg).toBe('Account is disabled');
    await ageCodes(s);
    expect((await sendSms(s, '13500000030', 'user_retrieve_pwd')).body.msg).toBe('Account is disabled');
  });
});
