import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

/** Signed-in sessions (issue #33 item 4): list, end one or the others, a super administrator for any admin, members the same. */
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const BOB = { username: 'bob', password: 'bob-pass-123' };
const MEMBER = { username: 'carol', password: 'carol-pass-1' };

let s: TestServer;
let superH: Record<string, string>;
let bobId: number;
let memberId: number;

// Each sign-in from its own address (TRUST_PROXY), so the list tells them apart.
const from = (ip: string, ua = CHROME_WIN) => ({ 'x-forwarded-for': ip, 'user-agent': ua, 'think-lang': 'en' });

async function adminLogin(s: TestServer, account: { username: string; password: string }, ip: string, ua = CHROME_WIN, keep = false) {
  const res = await s.call('POST', '/admin/Index/login', { body: { ...account, keep }, headers: from(ip, ua) });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.userInfo as { token: string; refresh_token: string };
}
async function memberLogin(s: TestServer, ip: string, ua = CHROME_WIN, keep = false) {
  const res = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', ...MEMBER, keep }, headers: from(ip, ua) });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.userInfo as { token: string; refresh_token: string };
}
const adminH = (token: string) => ({ batoken: token, 'think-lang': 'en' });
const memberH = (token: string) => ({ 'ba-user-token': token, 'think-lang': 'en' });
const sessionCount = async (type: string, id: number) =>
  Number((await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from login_session where type = ${type} and user_id = ${id}`))[0].n);

beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: 'true' });
  superH = adminH((await loginAdmin(s)).token);
  const added = await s.call('POST', '/admin/auth.Admin/add', { headers: superH, body: { username: BOB.username, nickname: 'Bob', password: BOB.password, group_arr: [2] } });
  expect(added.body.code).toBe(1);
  bobId = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin where username = 'bob'`))[0].id;
  const [m] = await s.ctx.db.insert(user).values({ groupId: 1, username: MEMBER.username, nickname: 'Carol', password: await hashPassword(MEMBER.password), joinTime: new Date() }).returning({ id: user.id });
  memberId = m.id;
});
afterAll(() => s.close());

describe('admin: my sessions', () => {
  it('lists each sign-in with its device, address and times, the current one marked; a refresh stays in its session', async () => {
    const laptop = await adminLogin(s, BOB, '198.51.100.1', CHROME_WIN, true);
    const phone = await adminLogin(s, BOB, '198.51.100.2', SAFARI_IPHONE);
    const refreshed = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: laptop.refresh_token }, headers: { batoken: laptop.token } });
    expect(refreshed.body.code).toBe(1);
    const res = await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: adminH(phone.token) });
    expect(res.body.code).toBe(1);
    const list = res.body.data.list as { id: number; device: string; ip: string; create_time: number; last_seen_time: number; current: boolean }[];
    expect(list).toHaveLength(2);
    const now = Date.now() / 1000;
    const byIp = Object.fromEntries(list.map((r) => [r.ip, r]));
    expect(byIp['198.51.100.1']).toMatchObject({ device: 'Chrome 120 on Windows', current: false });
    expect(byIp['198.51.100.2']).toMatchObject({ device: 'Safari 17 on iOS', current: true });
    for (const r of list) expect(Math.abs(r.create_time - now)).toBeLessThan(60);
    // The refreshed access token is the laptop's session: it is marked current when it asks.
    const asLaptop = await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: adminH(refreshed.body.data.token) });
    expect(asLaptop.body.data.list.find((r: { current: boolean }) => r.current).ip).toBe('198.51.100.1');
    expect(await sessionCount('admin', bobId)).toBe(2);
    // In Chinese, the device reads in Chinese.
    const zh = await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: { batoken: phone.token, 'think-lang': 'zh-cn' } });
    expect(zh.body.data.list.map((r: { device: string }) => r.device)).toContain('Safari 17（iOS）');
    await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(phone.token), body: { others: true } });
    await s.call('POST', '/admin/Index/logout', { headers: adminH(phone.token), body: {} });
  });

  it('ends one session (its access and refresh tokens): its next request is told to log in', async () => {
    const a = await adminLogin(s, BOB, '198.51.100.3', CHROME_WIN, true);
    const b = await adminLogin(s, BOB, '198.51.100.4');
    const list = (await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: adminH(b.token) })).body.data.list;
    const target = list.find((r: { ip: string }) => r.ip === '198.51.100.3').id;
    const res = await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(b.token), body: { id: target } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Session ended', data: { ended: 1 } });
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(a.token) })).body.code).toBe(303);
    expect((await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: a.refresh_token }, headers: { batoken: a.token } })).body.code).toBe(0);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(b.token) })).body.code).toBe(1);
    // The end is in the admin log.
    const [log] = await s.ctx.database.rows<{ title: string }>(sql`select title from admin_log where url like '%endSession%' order by id desc limit 1`);
    expect(log.title).toBe('个人资料-结束登录会话');
    await s.call('POST', '/admin/Index/logout', { headers: adminH(b.token), body: {} });
  });

  it('ends every other session and keeps the current one', async () => {
    const others = [await adminLogin(s, BOB, '198.51.100.5'), await adminLogin(s, BOB, '198.51.100.6')];
    const me = await adminLogin(s, BOB, '198.51.100.7');
    const res = await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(me.token), body: { others: true } });
    expect(res.body.data.ended).toBe(2);
    for (const o of others) expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(o.token) })).body.code).toBe(303);
    const list = (await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: adminH(me.token) })).body.data.list;
    expect(list).toEqual([expect.objectContaining({ ip: '198.51.100.7', current: true })]);
    // Ending my own session signs me out.
    expect((await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(me.token), body: { id: list[0].id } })).body.code).toBe(1);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(me.token) })).body.code).toBe(303);
  });

  it("refuses to end a session that is not mine (a guessed id) and changes nothing", async () => {
    const superSession = (await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: superH })).body.data.list[0];
    const bob = await adminLogin(s, BOB, '198.51.100.8');
    const before = await sessionCount('admin', 1);
    for (const id of [superSession.id, 999999]) {
      const res = await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(bob.token), body: { id } });
      expect(res.body).toMatchObject({ code: 0, msg: 'This session was not found; it may have ended already' });
    }
    for (const body of [{}, { id: 'x' }, { others: false }, { id: 1, others: true }]) {
      expect((await s.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(bob.token), body })).body.code, JSON.stringify(body)).toBe(0);
    }
    expect(await sessionCount('admin', 1)).toBe(before);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: superH })).body.code).toBe(1);
    // Nor may a non-super admin use the super administrator's endpoints.
    expect((await s.call('GET', '/admin/auth.Admin/sessions?id=1', { headers: adminH(bob.token) })).body.code).not.toBe(1);
    expect((await s.call('POST', '/admin/auth.Admin/endSessions', { headers: adminH(bob.token), body: { id: 1 } })).body.code).not.toBe(1);
    expect(await sessionCount('admin', 1)).toBe(before);
    await s.call('POST', '/admin/Index/logout', { headers: adminH(bob.token), body: {} });
  });

  it('logout removes its session row', async () => {
    const before = await sessionCount('admin', bobId);
    const t = await adminLogin(s, BOB, '198.51.100.9', CHROME_WIN, true);
    expect(await sessionCount('admin', bobId)).toBe(before + 1);
    await s.call('POST', '/admin/Index/logout', { headers: adminH(t.token), body: { refreshToken: t.refresh_token } });
    expect(await sessionCount('admin', bobId)).toBe(before);
  });
});

describe("super administrator: any admin's sessions", () => {
  it("lists and ends another admin's sessions, one or all", async () => {
    const one = await adminLogin(s, BOB, '198.51.100.10');
    const two = await adminLogin(s, BOB, '198.51.100.11');
    const list = (await s.call('GET', `/admin/auth.Admin/sessions?id=${bobId}`, { headers: superH })).body.data.list;
    expect(list.map((r: { ip: string }) => r.ip).sort()).toEqual(['198.51.100.10', '198.51.100.11']);
    expect(list.every((r: { current: boolean }) => !r.current)).toBe(true);
    const target = list.find((r: { ip: string }) => r.ip === '198.51.100.10').id;
    expect((await s.call('POST', '/admin/auth.Admin/endSessions', { headers: superH, body: { id: bobId, session: target } })).body.data.ended).toBe(1);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(one.token) })).body.code).toBe(303);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(two.token) })).body.code).toBe(1);
    // A session of another admin, named with the wrong owner, is refused and kept.
    const superSession = (await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: superH })).body.data.list[0].id;
    expect((await s.call('POST', '/admin/auth.Admin/endSessions', { headers: superH, body: { id: bobId, session: superSession } })).body.code).toBe(0);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: superH })).body.code).toBe(1);
    expect((await s.call('GET', '/admin/auth.Admin/sessions?id=424242', { headers: superH })).body).toMatchObject({ code: 0, msg: 'Account does not exist' });
    expect((await s.call('POST', '/admin/auth.Admin/endSessions', { headers: superH, body: { id: bobId } })).body.data.ended).toBe(1);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(two.token) })).body.code).toBe(303);
    expect(await sessionCount('admin', bobId)).toBe(0);
  });
});

describe('member: my sessions', () => {
  it('registration opens a session with its device', async () => {
    const res = await s.call('POST', '/api/user/checkIn', { body: { tab: 'register', username: 'dora', password: 'dora-pass-1', registerType: 'email', email: 'dora@example.com' }, headers: from('198.51.100.30', SAFARI_IPHONE) });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    const list = (await s.call('GET', '/api/account/sessions', { headers: memberH(res.body.data.userInfo.token) })).body.data.list;
    expect(list).toEqual([expect.objectContaining({ device: 'Safari 17 on iOS', ip: '198.51.100.30', current: true })]);
  });

  it('lists, ends one and the others; refuses a session not mine; logout removes its row', async () => {
    const a = await memberLogin(s, '198.51.100.20', CHROME_WIN, true);
    const b = await memberLogin(s, '198.51.100.21', SAFARI_IPHONE);
    const c = await memberLogin(s, '198.51.100.22');
    const list = (await s.call('GET', '/api/account/sessions', { headers: memberH(b.token) })).body.data.list;
    expect(list).toHaveLength(3);
    expect(list.find((r: { current: boolean }) => r.current)).toMatchObject({ ip: '198.51.100.21', device: 'Safari 17 on iOS' });
    // Not mine: an admin's session id.
    const adminSession = (await s.call('GET', '/admin/routine.AdminInfo/sessions', { headers: superH })).body.data.list[0].id;
    expect((await s.call('POST', '/api/account/endSession', { headers: memberH(b.token), body: { id: adminSession } })).body.code).toBe(0);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: superH })).body.code).toBe(1);
    const aId = list.find((r: { ip: string }) => r.ip === '198.51.100.20').id;
    expect((await s.call('POST', '/api/account/endSession', { headers: memberH(b.token), body: { id: aId } })).body).toMatchObject({ code: 1, data: { ended: 1 } });
    expect((await s.call('GET', '/api/account/sessions', { headers: memberH(a.token) })).body.code).toBe(303);
    expect((await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: a.refresh_token }, headers: { 'ba-user-token': a.token } })).body.code).toBe(0);
    expect((await s.call('POST', '/api/account/endSession', { headers: memberH(b.token), body: { others: true } })).body.data.ended).toBe(1);
    expect((await s.call('GET', '/api/account/sessions', { headers: memberH(c.token) })).body.code).toBe(303);
    expect(await sessionCount('user', memberId)).toBe(1);
    await s.call('POST', '/api/user/logout', { headers: memberH(b.token), body: {} });
    expect(await sessionCount('user', memberId)).toBe(0);
  });
});

describe('last seen and clean-up', () => {
  it('moves last seen at a lookup when a minute old, not more often', async () => {
    const t = await memberLogin(s, '198.51.100.40');
    await s.change(sql`update login_session set last_seen_time = now() - interval '10 minutes' where type = 'user' and user_id = ${memberId}`);
    await s.call('GET', '/api/account/sessions', { headers: memberH(t.token) });
    const seen = async () => (await s.ctx.database.rows<{ age: number }>(sql`select extract(epoch from now() - last_seen_time)::int as age from login_session where type = 'user' and user_id = ${memberId}`))[0].age;
    expect(await seen()).toBeLessThan(5);
    await s.change(sql`update login_session set last_seen_time = now() - interval '30 seconds' where type = 'user' and user_id = ${memberId}`);
    await s.call('GET', '/api/account/sessions', { headers: memberH(t.token) });
    expect(await seen()).toBeGreaterThanOrEqual(29);
    await s.call('POST', '/api/user/logout', { headers: memberH(t.token), body: {} });
  });

  it('the hourly clean-up deletes sessions left without a token', async () => {
    const t = await memberLogin(s, '198.51.100.41');
    const kept = await memberLogin(s, '198.51.100.42');
    await s.change(sql`update token set expire_time = now() - interval '1 second' where token = ${s.ctx.tokens.digest(t.token)}`);
    expect(await sessionCount('user', memberId)).toBe(2);
    // An expired session is not listed meanwhile.
    expect((await s.call('GET', '/api/account/sessions', { headers: memberH(kept.token) })).body.data.list).toHaveLength(1);
    await s.ctx.tokens.deleteExpired();
    expect(await sessionCount('user', memberId)).toBe(1);
    await s.call('POST', '/api/user/logout', { headers: memberH(kept.token), body: {} });
  });
});

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { TOKEN_SECRET: crypto.randomBytes(32).toString('hex'), TRUST_PROXY: 'true' };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session ended on one instance is refused by the other within a second', async () => {
    const victim = await adminLogin(b, TEST_ADMIN, '198.51.100.50');
    const me = await adminLogin(a, TEST_ADMIN, '198.51.100.51');
    // The other instance has the victim's session in its cache.
    expect((await b.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(victim.token) })).body.code).toBe(1);
    const list = (await a.call('GET', '/admin/routine.AdminInfo/sessions', { headers: adminH(me.token) })).body.data.list;
    const id = list.find((r: { ip: string }) => r.ip === '198.51.100.50').id;
    expect((await a.call('POST', '/admin/routine.AdminInfo/endSession', { headers: adminH(me.token), body: { id } })).body.code).toBe(1);
    const t0 = performance.now();
    while ((await b.call('GET', '/admin/routine.AdminInfo/index', { headers: adminH(victim.token) })).body.code !== 303) {
      expect(performance.now() - t0).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 10));
    }
  });
});
