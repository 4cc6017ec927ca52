import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const MEMBER = { username: 'alice', password: 'alice-pass-1', email: 'alice@example.com', mobile: '13812345678' };

beforeAll(async () => {
  s = await startTestServer();
  await s.ctx.db.insert(user).values({ groupId: 1, username: MEMBER.username, nickname: 'Alice', email: MEMBER.email, mobile: MEMBER.mobile, password: await hashPassword(MEMBER.password), money: 1250, score: 7, joinTime: new Date() });
});
afterAll(() => s.close());

const checkIn = (username: string, password = MEMBER.password, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username, password, ...extra }, headers: { 'think-lang': 'en', ...headers } });

describe('member login', () => {
  it('tells the client about the login form', async () => {
    const res = await s.call('GET', '/api/user/checkIn');
    expect(res.body).toMatchObject({ code: 1, data: { userLoginCaptchaSwitch: false, accountVerificationType: [] } });
  });

  it('logs in by username, email or mobile with the member info of the spec', async () => {
    for (const account of [MEMBER.username, MEMBER.email, MEMBER.mobile]) {
      const res = await checkIn(account, MEMBER.password, { keep: true });
      expect(res.body).toMatchObject({ code: 1, data: { routePath: '/user' } });
      const info = res.body.data.userInfo;
      expect(info).toMatchObject({ username: 'alice', nickname: 'Alice', money: '12.50', score: 7, gender: 0, email: MEMBER.email, mobile: MEMBER.mobile });
      expect(typeof info.last_login_time).toBe('number');
      expect(info.refresh_token).toMatch(/^[0-9a-f-]{36}$/);
      expect(info).not.toHaveProperty('password');
      expect(info).not.toHaveProperty('salt');
    }
  });

  it('refuses unknown accounts, wrong passwords and disabled members', async () => {
    expect((await checkIn('bob')).body.msg).toBe('Account does not exist');
    expect((await checkIn('no such account!')).body.msg).toBe('Account does not exist');
    expect((await checkIn(MEMBER.username, 'wrong-pass')).body.msg).toBe('Wrong password');
    await s.change(sql`update "user" set status = 'disable' where username = 'alice'`);
    expect((await checkIn(MEMBER.username)).body.msg).toBe('Account is disabled');
    await s.change(sql`update "user" set status = 'enable', login_failure = 0 where username = 'alice'`);
  });

  it('takes tab=register as a registration, not a login (registration: member-register.test.ts)', async () => {
    const res = await checkIn(MEMBER.username, MEMBER.password, { tab: 'register' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Username already exists' });
  });

  it('answers 303 logged in for a member who is already in', async () => {
    const { token } = (await checkIn(MEMBER.username)).body.data.userInfo;
    const res = await s.call('GET', '/api/user/checkIn', { headers: { 'ba-user-token': token } });
    expect(res.body).toMatchObject({ code: 303, data: { type: 'logged in' } });
  });
});

describe('site bootstrap', () => {
  it('gives anonymous visitors the site and public rules only', async () => {
    const res = await s.call('GET', '/api/index/index');
    expect(res.body).toMatchObject({ code: 1, data: { openMemberCenter: true, userInfo: [], menus: [], rules: [] } });
    expect(res.body.data.site).toMatchObject({ siteName: '', recordNumber: '', timeZone: 'Asia/Shanghai' });
  });

  it('asks for login with requiredLogin=1, and 409 for an expired token', async () => {
    expect((await s.call('GET', '/api/index/index?requiredLogin=1')).body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const { token } = (await checkIn(MEMBER.username)).body.data.userInfo;
    await s.change(sql`update token set expire_time = now() - interval '1 second' where token = ${s.ctx.tokens.digest(token)}`);
    expect((await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': token } })).body.code).toBe(409);
  });

  it('gives a member their info and the member-centre menu', async () => {
    const { token } = (await checkIn(MEMBER.username)).body.data.userInfo;
    const res = await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': token } });
    expect(res.body.code).toBe(1);
    expect(res.body.data.userInfo).toMatchObject({ username: 'alice', token });
    const [account] = res.body.data.menus;
    expect(account).toMatchObject({ name: 'account', type: 'menu_dir' });
    expect(account.children.map((c: { name: string }) => c.name)).toEqual(['account/overview', 'account/profile', 'account/changePassword', 'account/integral', 'account/balance', 'account/sessions']);
    expect(account.title).toBe('我的账户');
    const en = await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': token, 'think-lang': 'en' } });
    expect(en.body.data.menus[0].title).toBe('My account');
    expect(en.body.data.menus[0].children.map((c: { title: string }) => c.title)).toEqual(['Overview', 'Profile', 'Change password', 'Score log', 'Balance log', 'Sessions']);
  });

  it('keeps admin and member tokens apart', async () => {
    const { token: adminToken } = await loginAdmin(s);
    const res = await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': adminToken } });
    expect(res.body.code).toBe(303);
    const { token: memberToken } = (await checkIn(MEMBER.username)).body.data.userInfo;
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: memberToken } })).body.code).toBe(303);
  });

  it('logs a member out', async () => {
    const { token, refresh_token } = (await checkIn(MEMBER.username, MEMBER.password, { keep: true })).body.data.userInfo;
    const out = await s.call('POST', '/api/user/logout', { body: { refreshToken: refresh_token }, headers: { 'ba-user-token': token } });
    expect(out.body.code).toBe(1);
    expect((await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': token } })).body.code).toBe(303);
    expect(await s.ctx.tokens.find(refresh_token)).toBeNull();
  });
});

describe('the open_member_center switch', () => {
  it('off: no login, no registration, no member action; the bootstrap says so', async () => {
    const { token } = (await checkIn(MEMBER.username)).body.data.userInfo;
    const member = { 'ba-user-token': token, 'think-lang': 'en' };
    expect((await s.call('GET', '/api/account/overview', { headers: member })).body.code).toBe(1);
    await s.change(sql`update config set value = '0' where name = 'open_member_center'`);
    s.ctx.settings.invalidate();
    try {
      expect((await s.call('GET', '/api/user/checkIn', { headers: { 'think-lang': 'en' } })).body).toMatchObject({ code: 0, msg: 'Member center disabled' });
      expect((await checkIn(MEMBER.username, MEMBER.password, {}, { 'think-lang': 'en' })).body).toMatchObject({ code: 0, msg: 'Member center disabled' });
      expect((await s.call('GET', '/api/account/overview', { headers: member })).body).toMatchObject({ code: 0, msg: 'Member center disabled' });
      expect((await s.call('GET', '/api/index/index')).body.data.openMemberCenter).toBe(false);
    } finally {
      await s.change(sql`update config set value = '1' where name = 'open_member_center'`);
      s.ctx.settings.invalidate();
    }
    expect((await s.call('GET', '/api/account/overview', { headers: member })).body.code).toBe(1);
  });
});
