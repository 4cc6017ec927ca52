import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { wechatAuthorizeUrl } from '@app/contract';
import { adminLog, wechatOauthState, wechatOpenid } from '../src/db/schema/index.ts';
import { pack } from '../src/modules/wechat/messages.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { ruleIds } from './security-fixtures.ts';
import { setSettings } from './account-support.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { makeKeys, startWechatPayLoopback } from './wechatpay-loopback.ts';
import { SESSION_KEY, startWechatOauthLoopback } from './wechat-oauth-loopback.ts';

/**
 * The member's openid per AppID (issue #34 item 2) against a loopback WeChat (wechat-oauth-loopback.ts):
 * web authorization stores the openid under the official account's AppID, a state is this sign-in's,
 * single use and short-lived, WeChat's errcodes are clear refusals, code2Session stores the
 * mini-program's under its own AppID, and JSAPI payment pays the stored openid, never the client's.
 */
const OA = { appid: 'wx1111111111111111', secret: 'oa-app-secret-0123456789abcdef01' };
const MINI = { appid: 'wx2222222222222222', secret: 'mini-app-secret-0123456789abcdef' };
const KEYS = { mchid: '1900000109', appid: OA.appid, merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000' };
const pems = makeKeys();
let s: TestServer;
let wechat: Awaited<ReturnType<typeof startWechatOauthLoopback>>;
let pay: Awaited<ReturnType<typeof startWechatPayLoopback>>;
const logLines: string[] = [];
const REDIRECT = 'https://shop.example.com/user/order?tab=unpaid';

beforeAll(async () => {
  wechat = await startWechatOauthLoopback({ oa: OA, mini: MINI });
  pay = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  s = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await s?.close();
  await wechat?.close();
  await pay?.close();
});

const h = (m: TestMember, lang = 'en') => ({ 'think-lang': lang, 'ba-user-token': m.token });
const configure = () => setSettings(s, {
  wechat_oa_appid: OA.appid, wechat_oa_secret: OA.secret, wechat_mini_appid: MINI.appid, wechat_mini_secret: MINI.secret,
  wechat_api_endpoint: wechat.api, wechat_authorize_url: wechat.authorize,
});
const status = async (m: TestMember) => (await s.call('GET', '/api/wechat/status', { headers: h(m) })).body;
const stateFor = async (m: TestMember) => {
  const res = await s.call('POST', '/api/wechat/state', { headers: h(m) });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.state as string;
};
/** WeChat's browser at the authorize page as `openid`: where WeChat sends it back, with the code and the state. */
async function authorize(m: TestMember, openid: string, state?: string) {
  const st = await status(m);
  wechat.browse(openid);
  const res = await fetch(wechatAuthorizeUrl(st.data.authorize_url, st.data.appid, REDIRECT, state ?? await stateFor(m)), { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe('https://shop.example.com/user/order');
  expect(back.searchParams.get('tab')).toBe('unpaid');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}
const oauth = async (m: TestMember, body: { code: string; state: string }, lang = 'en') => (await s.call('POST', '/api/wechat/oauth', { body, headers: h(m, lang) })).body;
const bindings = async (userId: number) => s.ctx.db.select({ appid: wechatOpenid.appid, openid: wechatOpenid.openid, source: wechatOpenid.source }).from(wechatOpenid).where(eq(wechatOpenid.userId, userId));

describe('web authorization (snsapi_base)', () => {
  it('is off until the official account is configured', async () => {
    const m = await memberWithBalance(s, 0);
    expect(await status(m)).toMatchObject({ code: 1, data: { appid: '', bound: false } });
    expect((await s.call('POST', '/api/wechat/state', { headers: h(m) })).body).toMatchObject({ code: 0, msg: 'WeChat authorization is not configured' });
    expect((await s.call('POST', '/api/wechat/mini', { body: { code: 'x' }, headers: h(m, 'zh-cn') })).body).toMatchObject({ code: 0, msg: '微信小程序登录未配置' });
    expect((await s.call('GET', '/api/wechat/status', {})).body.code).not.toBe(1); // members only
  });

  it('exchanges the code server-side and stores the openid under the AppID; the answer holds no openid', async () => {
    await configure();
    const m = await memberWithBalance(s, 0);
    expect(await status(m)).toMatchObject({ code: 1, data: { appid: OA.appid, bound: false, authorize_url: wechat.authorize } });
    const back = await authorize(m, 'oOA_alice');
    const res = await oauth(m, back);
    expect(res).toEqual({ code: 1, msg: 'WeChat authorized', time: expect.any(Number), data: { appid: OA.appid, bound: true } });
    expect(JSON.stringify(res)).not.toContain('oOA_alice');
    expect(await bindings(m.id)).toEqual([{ appid: OA.appid, openid: 'oOA_alice', source: 'oauth' }]);
    expect(await status(m)).toMatchObject({ data: { appid: OA.appid, bound: true } });
    // WeChat was asked as documented, with the AppSecret
    expect(wechat.calls.at(-1)).toEqual({ path: '/sns/oauth2/access_token', query: { appid: OA.appid, secret: OA.secret, code: back.code, grant_type: 'authorization_code' } });
    // authorizing again from another WeChat replaces the member's openid there
    expect((await oauth(m, await authorize(m, 'oOA_alice2'))).code).toBe(1);
    expect(await bindings(m.id)).toEqual([{ appid: OA.appid, openid: 'oOA_alice2', source: 'oauth' }]);
  });

  it('refuses a reused, forged, foreign, expired or other sign-in state before asking WeChat', async () => {
    const m = await memberWithBalance(s, 0);
    const other = await memberWithBalance(s, 0);
    const refused = { code: 0, msg: 'The authorization has expired or is not yours, please authorize again' };
    const calls = () => wechat.calls.length;

    const first = await authorize(m, 'oOA_bob');
    expect((await oauth(m, first)).code).toBe(1);
    const again = await authorize(m, 'oOA_bob', first.state); // the same state once more
    const before = calls();
    expect(await oauth(m, again)).toMatchObject(refused);

    const [nonce] = (await stateFor(m)).split('.');
    const forged = await authorize(m, 'oOA_bob', `${nonce}.${'A'.repeat(43)}`);
    expect(await oauth(m, forged)).toMatchObject(refused);
    expect(await oauth(m, { code: forged.code, state: nonce })).toMatchObject(refused);

    const mine = await authorize(m, 'oOA_carol');
    expect(await oauth(other, mine)).toMatchObject(refused); // another member's state
    expect(calls()).toBe(before);

    const old = await authorize(m, 'oOA_bob');
    await s.ctx.db.update(wechatOauthState).set({ expireTime: sql`now() - interval '1 second'` }).where(eq(wechatOauthState.userId, m.id));
    expect(await oauth(m, old)).toMatchObject(refused);

    // the member signed in again: a state of the other sign-in is not this one's
    const otherSession = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: m.username, password: 'member-pass-1' }, headers: { 'think-lang': 'en' } });
    expect(otherSession.body.code).toBe(1);
    const fromFirst = await authorize(m, 'oOA_bob');
    expect(await oauth({ ...m, token: otherSession.body.data.userInfo.token }, fromFirst)).toMatchObject(refused);
    expect(calls()).toBe(before);
    expect(await bindings(other.id)).toEqual([]);
    expect((await oauth(m, { code: 'x', state: 'bad state!' })).code).toBe(0); // not even a state's shape
  });

  it("WeChat's errcodes are clear refusals in both languages and store nothing", async () => {
    const m = await memberWithBalance(s, 0);
    const back = await authorize(m, 'oOA_dave');
    expect(await oauth(m, { code: 'not-a-code', state: back.state })).toMatchObject({ code: 0, msg: 'WeChat did not accept the authorization code (errcode 40029), please authorize again' });
    const used = await authorize(m, 'oOA_dave');
    expect((await oauth(m, used)).code).toBe(1);
    await s.ctx.db.delete(wechatOpenid).where(eq(wechatOpenid.userId, m.id));
    const st = await stateFor(m);
    expect(await oauth(m, { code: used.code, state: st }, 'zh-cn')).toMatchObject({ code: 0, msg: '微信未接受授权码（错误码 40163），请重新授权' });

    await setSettings(s, { wechat_oa_secret: 'a-wrong-secret' });
    const wrong = await authorize(m, 'oOA_dave');
    expect(await oauth(m, wrong)).toMatchObject({ code: 0, msg: "WeChat refused the site's AppID or AppSecret (errcode 40125), please contact the administrator" });
    await setSettings(s, { wechat_oa_secret: OA.secret });

    // a page opened from a Moments snapshot has a virtual openid
    wechat.browse('oOA_virtual', true);
    const snap = await fetch(wechatAuthorizeUrl(wechat.authorize, OA.appid, REDIRECT, await stateFor(m)), { redirect: 'manual' });
    const q = new URL(snap.headers.get('location')!).searchParams;
    expect(await oauth(m, { code: q.get('code')!, state: q.get('state')! })).toMatchObject({ code: 0, msg: 'Please open the page in WeChat (not from a Moments snapshot) to authorize' });

    await setSettings(s, { wechat_api_endpoint: 'http://127.0.0.1:9' });
    expect(await oauth(m, await authorize(m, 'oOA_dave'))).toMatchObject({ code: 0, msg: 'WeChat could not be reached, please try again later' });
    await setSettings(s, { wechat_api_endpoint: wechat.api });
    expect(await bindings(m.id)).toEqual([]);
  });

  it('an openid bound to one member is refused to another', async () => {
    const a = await memberWithBalance(s, 0);
    const b = await memberWithBalance(s, 0);
    expect((await oauth(a, await authorize(a, 'oOA_erin'))).code).toBe(1);
    expect(await oauth(b, await authorize(b, 'oOA_erin'), 'zh-cn')).toMatchObject({ code: 0, msg: '该微信已绑定其他会员' });
    expect(await bindings(b.id)).toEqual([]);
    expect(await bindings(a.id)).toEqual([{ appid: OA.appid, openid: 'oOA_erin', source: 'oauth' }]);
  });
});

describe("the mini-program's code2Session", () => {
  it("stores the mini-program's openid under its own AppID, beside the official account's; the session_key goes nowhere", async () => {
    const m = await memberWithBalance(s, 0);
    expect((await oauth(m, await authorize(m, 'oOA_frank'))).code).toBe(1);
    const res = await s.call('POST', '/api/wechat/mini', { body: { code: wechat.miniCode('oMINI_frank') }, headers: h(m) });
    expect(res.body).toMatchObject({ code: 1, data: { appid: MINI.appid, bound: true } });
    expect(JSON.stringify(res.body)).not.toContain(SESSION_KEY);
    expect(wechat.calls.at(-1)).toEqual({ path: '/sns/jscode2session', query: { appid: MINI.appid, secret: MINI.secret, js_code: expect.any(String), grant_type: 'authorization_code' } });
    const rows = await bindings(m.id);
    expect(rows.sort((x, y) => x.appid.localeCompare(y.appid))).toEqual([
      { appid: OA.appid, openid: 'oOA_frank', source: 'oauth' },
      { appid: MINI.appid, openid: 'oMINI_frank', source: 'mini' },
    ]);
    // an official account's code is not the mini-program's
    const oaCode = (await authorize(m, 'oOA_frank')).code;
    expect((await s.call('POST', '/api/wechat/mini', { body: { code: oaCode }, headers: h(m) })).body).toMatchObject({ code: 0, msg: 'WeChat did not accept the authorization code (errcode 40029), please authorize again' });
  });
});

describe('JSAPI payment', () => {
  beforeAll(() => setSettings(s, {
    wechatpay_appid: KEYS.appid, wechatpay_mchid: KEYS.mchid, wechatpay_serial_no: KEYS.merchantSerial, wechatpay_key_secret: pems.merchant.privateKey,
    wechatpay_apiv3_secret: KEYS.apiV3Key, wechatpay_platform_serial: KEYS.platformSerial, wechatpay_platform_public_key: pems.platform.publicKey,
    wechatpay_notify_url: 'https://shop.example.com/api/pay/wechat/notify', wechatpay_endpoint: pay.endpoint,
  }));

  it("pays the openid stored under the WeChat Pay AppID and ignores the client's; without one it is refused", async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 1990, stock: 10 });
    const created = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(m) });
    const o = created.body.data.row as { id: number; order_no: string };
    const payWith = async (lang = 'en') => (await s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'wechat', openid: 'oCLIENT_sent' }, headers: h(m, lang) })).body;

    // only the mini-program's openid: not the AppID WeChat Pay pays under
    await s.call('POST', '/api/wechat/mini', { body: { code: wechat.miniCode('oMINI_grace') }, headers: h(m) });
    expect(await payWith()).toMatchObject({ code: 0, msg: 'Please authorize with WeChat first' });
    expect(await payWith('zh-cn')).toMatchObject({ code: 0, msg: '请先完成微信授权' });
    expect(pay.orders.get(o.order_no)).toBeUndefined();

    expect((await oauth(m, await authorize(m, 'oOA_grace'))).code).toBe(1);
    expect(await payWith()).toMatchObject({ code: 1, msg: 'Payment started' });
    expect(pay.orders.get(o.order_no)).toMatchObject({ appid: OA.appid, payer: { openid: 'oOA_grace' } });
  });
});

describe('secrets and messages', () => {
  it('the log holds neither AppSecret nor session_key', () => {
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(OA.secret);
    expect(log).not.toContain(MINI.secret);
    expect(log).not.toContain(SESSION_KEY);
  });

  it('the settings are in the config centre\'s pay group; the AppSecrets are masked in its admin log', async () => {
    const admin = { batoken: (await loginAdmin(s)).token };
    const names = ['wechat_oa_appid', 'wechat_oa_secret', 'wechat_mini_appid', 'wechat_mini_secret', 'wechat_api_endpoint', 'wechat_authorize_url'];
    const group = (await s.call('GET', '/admin/routine.Config/index', { headers: admin })).body.data.list.pay;
    expect(group.list.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(names));
    const save = await s.call('POST', '/admin/routine.Config/edit?group=pay', { headers: admin, body: { wechat_oa_appid: OA.appid, wechat_oa_secret: OA.secret, wechat_mini_appid: MINI.appid, wechat_mini_secret: MINI.secret } });
    expect(save.body.code, save.body.msg).toBe(1);
    // never shown again once saved; saving '' keeps them (the form's empty password box)
    const shown = (await s.call('GET', '/admin/routine.Config/index', { headers: admin })).body.data.list.pay.list as { name: string; value: string }[];
    expect(shown.filter((i) => i.name.endsWith('_secret') && i.name.startsWith('wechat_')).map((i) => [i.name, i.value])).toEqual([['wechat_oa_secret', ''], ['wechat_mini_secret', '']]);
    expect((await s.call('POST', '/admin/routine.Config/edit?group=pay', { headers: admin, body: { wechat_oa_secret: '', wechat_mini_secret: '' } })).body.code).toBe(1);
    expect(await s.ctx.settings.get('wechat_oa_secret', '')).toBe(OA.secret);
    expect(await s.ctx.settings.get('wechat_mini_secret', '')).toBe(MINI.secret);
    const rows = await s.ctx.db.select({ data: adminLog.data }).from(adminLog).where(sql`${adminLog.url} like '%routine.Config/edit%'`);
    const logged = rows.map((r) => r.data).join('\n');
    expect(logged).toContain(MINI.appid);
    expect(logged).not.toContain(OA.secret);
    expect(logged).not.toContain(MINI.secret);
  });

  it('has zh-cn for every message', () => {
    const zh = pack['zh-cn'];
    for (const [key, value] of Object.entries(zh)) expect(value, key).toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(zh).length).toBeGreaterThan(15);
  });

  it('one binding per AppID and member, one member per AppID and openid, in the database too', async () => {
    const m = await memberWithBalance(s, 0);
    await s.ctx.db.insert(wechatOpenid).values({ appid: 'wx3', userId: m.id, openid: 'o1', source: 'oauth' });
    await expect(s.ctx.db.insert(wechatOpenid).values({ appid: 'wx3', userId: m.id, openid: 'o2', source: 'oauth' })).rejects.toThrow();
    const n = await memberWithBalance(s, 0);
    await expect(s.ctx.db.insert(wechatOpenid).values({ appid: 'wx3', userId: n.id, openid: 'o1', source: 'mini' })).rejects.toThrow();
    expect(await s.ctx.db.select().from(wechatOpenid).where(and(eq(wechatOpenid.appid, 'wx3')))).toHaveLength(1);
  });
});

describe("the back office's view of a member's bindings (/admin/user.Wechat)", () => {
  it('lists them with its node, refuses an admin without it, removes one, and the status says so', async () => {
    const root = (await loginAdmin(s)).token;
    const m = await memberWithBalance(s, 0);
    await s.ctx.db.insert(wechatOpenid).values([
      { appid: 'wxB2', userId: m.id, openid: 'oB_two', source: 'mini' },
      { appid: 'wxB1', userId: m.id, openid: 'oB_one', source: 'oauth' },
    ]);
    const other = await memberWithBalance(s, 0);
    await s.ctx.db.insert(wechatOpenid).values({ appid: 'wxB1', userId: other.id, openid: 'oB_other', source: 'oauth' });

    // a group with the members page but not the bindings' nodes, one with the list only, one with both
    const [membersPage, viewNode, delNode] = [await ruleIds(s, ['user', 'user/user', 'user/user/index', 'user/user/edit']), await ruleIds(s, ['user/wechat/index']), await ruleIds(s, ['user/wechat/del'])];
    const plain = await makeAdmin(s.call, root, 'wx_plain', [await makeGroup(s.call, root, 'G_wx_plain', membersPage)]);
    const viewer = await makeAdmin(s.call, root, 'wx_viewer', [await makeGroup(s.call, root, 'G_wx_viewer', [...membersPage, ...viewNode])]);
    const keeper = await makeAdmin(s.call, root, 'wx_keeper', [await makeGroup(s.call, root, 'G_wx_keeper', [...membersPage, ...viewNode, ...delNode])]);
    const list = (token: string) => s.call('GET', `/admin/user.Wechat/index?user_id=${m.id}`, { headers: { batoken: token, 'think-lang': 'en' } });
    const del = (token: string, id: number) => s.call('POST', '/admin/user.Wechat/del', { headers: { batoken: token, 'think-lang': 'en' }, body: { id } });

    const seen = (await list(viewer.token)).body;
    expect(seen.code, seen.msg).toBe(1);
    expect(seen.data.list.map((r: { appid: string; openid: string; source: string }) => [r.appid, r.openid, r.source])).toEqual([['wxB1', 'oB_one', 'oauth'], ['wxB2', 'oB_two', 'mini']]);
    expect(seen.data.list[0]).toEqual({ id: expect.any(Number), appid: 'wxB1', openid: 'oB_one', source: 'oauth', create_time: expect.any(Number), update_time: expect.any(Number) });
    expect((await list(plain.token)).body).toMatchObject({ code: 401, msg: 'You have no permission to operate!' });
    const [one] = seen.data.list as { id: number }[];
    // the list node alone does not remove; without a node, nothing; the rows stay
    expect((await del(viewer.token, one.id)).body).toMatchObject({ code: 401, msg: 'You have no permission to operate!' });
    expect((await del(plain.token, one.id)).body.code).toBe(401);
    expect(await bindings(m.id)).toHaveLength(2);

    // removed by one who may: only that binding, logged; then it is gone
    const removed = (await del(keeper.token, one.id)).body;
    expect(removed).toMatchObject({ code: 1, msg: 'WeChat binding removed', data: { deleted: 1 } });
    expect((await bindings(m.id)).map((b) => b.appid)).toEqual(['wxB2']);
    expect((await bindings(other.id)).map((b) => b.openid)).toEqual(['oB_other']);
    expect((await del(keeper.token, one.id)).body).toMatchObject({ code: 0, msg: 'The WeChat binding does not exist' });
    const logged = await s.ctx.db.select({ title: adminLog.title }).from(adminLog).where(sql`${adminLog.url} like '%user.Wechat/del%'`);
    expect(logged.length).toBeGreaterThan(0);

    // bad input changes nothing; an unknown member is told
    expect((await del(keeper.token, 0)).body.code).toBe(0);
    expect((await s.call('GET', '/admin/user.Wechat/index?user_id=999999', { headers: { batoken: keeper.token, 'think-lang': 'en' } })).body).toMatchObject({ code: 0, msg: 'Account does not exist' });
    expect((await s.call('GET', '/admin/user.Wechat/index?user_id=x', { headers: { batoken: keeper.token } })).body.code).toBe(0);
    expect(await bindings(m.id)).toHaveLength(1);
  });

  it("tells the member whether an openid is stored under WeChat Pay's AppID (the one withdrawals pay)", async () => {
    const m = await memberWithBalance(s, 0);
    await setSettings(s, { wechatpay_appid: 'wxPAY0000000001' });
    expect((await status(m)).data.pay_bound).toBe(false);
    await s.ctx.db.insert(wechatOpenid).values({ appid: 'wxPAY0000000001', userId: m.id, openid: 'oPay_m', source: 'oauth' });
    expect((await status(m)).data.pay_bound).toBe(true);
  });
});
