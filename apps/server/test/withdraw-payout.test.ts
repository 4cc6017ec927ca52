import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminLog, commissionLog, withdraw } from '../src/db/schema/index.ts';
import { RECONCILE_JOB } from '../src/modules/finance/jobs.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { walletBreaches } from './commission-fixtures.ts';
import type { TestMember } from './commerce-fixtures.ts';
import { agentWithWallet, OPEN_RULES, setWithdrawRules, walletOf, withdrawBreaches } from './withdraw-fixtures.ts';
import { makeKeys, startWechatPayLoopback } from './wechatpay-loopback.ts';
import { makeAlipayKeys, startAlipayLoopback } from './alipay-loopback.ts';
import { bindOpenid } from './wechat-fixtures.ts';

/**
 * Withdrawals paid out through WeChat Pay 商家转账 and Alipay transfer, through the API against
 * loopbacks that check our signatures (wechatpay-loopback.ts, alipay-loopback.ts): approval
 * starts the transfer, the member confirms a WeChat one and its notify pays it, failures return
 * the money once, a lost answer is retried under the same idempotency key (one transfer), the
 * reconciliation job settles what no notify told, and forged, replayed or mismatched notifies
 * change nothing.
 */
const KEYS = { mchid: '1900000109', appid: 'wx8888888888888888', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000' };
const APP_ID = '2021000000000001';
const pems = makeKeys();
const other = makeKeys();
const apems = makeAlipayKeys();
let s: TestServer;
let su: Record<string, string>;
let wx: Awaited<ReturnType<typeof startWechatPayLoopback>>;
let ali: Awaited<ReturnType<typeof startAlipayLoopback>>;

const settings = () => ({
  wechatpay_appid: KEYS.appid, wechatpay_mchid: KEYS.mchid, wechatpay_serial_no: KEYS.merchantSerial, wechatpay_key_secret: pems.merchant.privateKey,
  wechatpay_apiv3_secret: KEYS.apiV3Key, wechatpay_platform_serial: KEYS.platformSerial, wechatpay_platform_public_key: pems.platform.publicKey,
  wechatpay_notify_url: 'https://shop.example.com/api/pay/wechat/notify', wechatpay_endpoint: wx.endpoint,
  wechatpay_transfer_notify_url: 'https://shop.example.com/api/withdraw/wechat/notify',
  // pasted into a password input: the line breaks are gone
  alipay_app_id: APP_ID, alipay_private_key_secret: apems.app.privateKey.replace(/\n/g, ' '), alipay_public_key: apems.alipay.publicKey, alipay_gateway: ali.gateway,
});

beforeAll(async () => {
  wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  ali = await startAlipayLoopback(APP_ID, apems.app.publicKey, apems.alipay.privateKey);
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  await setWithdrawRules(s, OPEN_RULES);
  // the AppID a WeChat withdrawal's openid is stored under (the rest of the settings come in 'payout settings')
  await setSettings(s, { wechatpay_appid: KEYS.appid });
});
afterAll(async () => {
  // Whatever the cases did, the wallets match their ledgers, every withdrawal has its rows, and the loopbacks accepted every signature.
  expect(await walletBreaches(s)).toEqual([]);
  expect(await withdrawBreaches(s)).toEqual([]);
  expect(wx.rejected).toEqual([]);
  expect(ali.rejected).toEqual([]);
  await s?.close();
  await wx?.close();
  await ali?.close();
});

/** What an older client sends as the account of a WeChat withdrawal: ignored, the openid stored for the member is paid. */
const CLIENT_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
/** The openid stored for the member under the WeChat Pay AppID (as web authorization stores it). */
const openidOf = (m: TestMember) => `oTest${m.id}_${KEYS.appid.slice(-6)}`;
const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });
async function applied(m: TestMember, body: Record<string, unknown>) {
  const res = await s.call('POST', '/api/withdraw/apply', { body, headers: h(m) });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.row as { id: number; withdraw_no: string };
}
async function wechat(m: TestMember, amount = '100') {
  await bindOpenid(s, KEYS.appid, m.id, openidOf(m));
  return applied(m, { amount, channel: 'wechat', account_no: CLIENT_OPENID, account_name: '张三' });
}
const alipay = (m: TestMember, amount = '100', who = { account_no: 'lisi@example.com', account_name: '李四' }) => applied(m, { amount, channel: 'alipay', ...who });
const approve = async (...ids: number[]) => (await s.call('POST', '/admin/finance.Withdraw/approve', { headers: su, body: { ids } })).body;
const rowOf = async (id: number) => (await s.ctx.db.select().from(withdraw).where(eq(withdraw.id, id)))[0];
const deliver = (n: { headers: Record<string, string>; body: string }) => s.call('POST', '/api/withdraw/wechat/notify', { raw: n.body, headers: n.headers });
/** What a payout may change: the row and the member's wallet and ledger. */
async function stateOf(id: number, m: TestMember) {
  const r = await rowOf(id);
  const logs = await s.ctx.db.select().from(commissionLog).where(eq(commissionLog.withdrawId, id));
  return { status: r.status, reason: r.reason, payoutNo: r.payoutNo, payoutState: r.payoutState, payoutPackage: r.payoutPackage, wallet: await walletOf(s, m.id), logs: logs.length };
}
/** The payout has been running long enough for the reconciliation job to ask after it; the job runs. */
async function reconcile(...ids: number[]) {
  for (const id of ids) await s.ctx.db.update(withdraw).set({ payingTime: sql`now() - interval '5 minutes'` }).where(eq(withdraw.id, id));
  await s.ctx.cluster.jobs.get(RECONCILE_JOB)!.run();
}

describe('payout settings', () => {
  it('without them a gateway payout waits, paying, sending nothing; they are saved in the pay group, the keys masked in the admin log', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await wechat(m);
    expect(await approve(w.id)).toMatchObject({ code: 1, data: { approved: 1, paid: 0, failed: 0 } });
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutNo: '', wallet: { money: 40_000 } });
    expect(wx.bills.size).toBe(0);

    const group = (await s.call('GET', '/admin/routine.Config/index', { headers: su })).body.data.list.pay;
    expect(group.list.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(Object.keys(settings())));
    const save = await s.call('POST', '/admin/routine.Config/edit?group=pay', { headers: su, body: settings() });
    expect(save.body.code).toBe(1);
    const logged = (await s.ctx.db.select().from(adminLog).where(sql`${adminLog.url} like '%routine.Config/edit%'`)).map((l) => l.data).join('\n');
    expect(logged).toContain(APP_ID);
    expect(logged).not.toContain(apems.app.privateKey.split('\n')[1]);
    expect(logged).not.toContain(KEYS.apiV3Key);

    // configured now: the job starts the transfer it could not
    await reconcile(w.id);
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutState: 'WAIT_USER_CONFIRM' });
    expect(wx.bills.get(w.withdraw_no)).toMatchObject({ transfer_amount: 10_000, openid: openidOf(m), user_name: '张三', transfer_scene_id: '1005', sends: 1 });
  });
});

describe('WeChat 商家转账', () => {
  beforeAll(() => setSettings(s, settings()));

  it('approval starts the transfer; the member confirms it with the package; the notify pays it once, a replay changes nothing', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await wechat(m, '123.45');
    expect(await approve(w.id)).toMatchObject({ data: { approved: 1, paid: 0, failed: 0 } });
    const bill = wx.bills.get(w.withdraw_no)!;
    expect(bill).toMatchObject({ transfer_amount: 12_345, user_name: '张三', notify_url: 'https://shop.example.com/api/withdraw/wechat/notify' });
    const paying = await stateOf(w.id, m);
    expect(paying).toMatchObject({ status: 'paying', payoutNo: bill.transfer_bill_no, payoutState: 'WAIT_USER_CONFIRM', payoutPackage: bill.package_info, wallet: { money: 50_000 - 12_345 } });
    const mine = (await s.call('GET', '/api/withdraw/index', { headers: h(m) })).body.data.list;
    expect(mine.find((x: { id: number }) => x.id === w.id)).toMatchObject({ status: 'paying', payout_package: bill.package_info });

    wx.settleBill(w.withdraw_no, 'SUCCESS');
    const n = wx.transferNotify(w.withdraw_no);
    expect((await deliver(n)).status).toBe(204);
    const paid = await stateOf(w.id, m);
    expect(paid).toMatchObject({ status: 'paid', payoutState: 'SUCCESS', wallet: { money: 50_000 - 12_345 }, logs: 1 });
    expect((await deliver(n)).status).toBe(204);
    expect(await stateOf(w.id, m)).toEqual(paid);
    expect(bill.sends).toBe(1);
  });

  it("pays the openid stored for the member, never the client's; without one the application is refused and nothing moves", async () => {
    const m = await agentWithWallet(s, 50_000);
    const refused = await s.call('POST', '/api/withdraw/apply', { body: { amount: '10', channel: 'wechat', account_no: CLIENT_OPENID, account_name: '张三' }, headers: h(m) });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Please authorize with WeChat first' });
    expect(await walletOf(s, m.id)).toMatchObject({ money: 50_000 });
    const w = await wechat(m, '10');
    expect((await rowOf(w.id)).accountNo).toBe(openidOf(m));
    await approve(w.id);
    expect(wx.bills.get(w.withdraw_no)).toMatchObject({ openid: openidOf(m), transfer_amount: 1000 });
  });

  it('a failed transfer returns the money once; a bill the member let lapse (CANCELLED) too, by its notify', async () => {
    const m = await agentWithWallet(s, 50_000);
    const a = await wechat(m, '100');
    wx.transfers.state = 'FAIL';
    wx.transfers.failReason = 'PAYEE_ACCOUNT_ABNORMAL';
    try {
      expect(await approve(a.id)).toMatchObject({ data: { approved: 1, paid: 0, failed: 1 } });
    } finally {
      wx.transfers.state = 'WAIT_USER_CONFIRM';
      delete wx.transfers.failReason;
    }
    expect(await stateOf(a.id, m)).toMatchObject({ status: 'failed', reason: 'PAYEE_ACCOUNT_ABNORMAL', wallet: { money: 50_000 }, logs: 2 });

    const b = await wechat(m, '50');
    await approve(b.id);
    wx.settleBill(b.withdraw_no, 'CANCELLED', 'TRANSFER_CANCELLED');
    const n = wx.transferNotify(b.withdraw_no);
    expect((await deliver(n)).status).toBe(204);
    const failed = await stateOf(b.id, m);
    expect(failed).toMatchObject({ status: 'failed', payoutState: 'CANCELLED', wallet: { money: 50_000 }, logs: 2 });
    expect((await deliver(n)).status).toBe(204);
    await reconcile(b.id);
    expect(await stateOf(b.id, m)).toEqual(failed);
  });

  it('an answer lost on start: the row waits paying; the job starts it again under the same out_bill_no: one bill, then paid by the query', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await wechat(m, '80');
    wx.transfers.dropAnswer = true;
    expect(await approve(w.id)).toMatchObject({ data: { approved: 1, paid: 0, failed: 0 } });
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutNo: '' });
    await reconcile(w.id);
    const bill = wx.bills.get(w.withdraw_no)!;
    expect(bill.sends).toBe(2);
    expect([...wx.bills.values()].filter((b) => b.out_bill_no === w.withdraw_no)).toHaveLength(1);
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutNo: bill.transfer_bill_no });
    // the member confirmed, the notify was lost: the reconciliation's query settles it
    wx.settleBill(w.withdraw_no, 'SUCCESS');
    await reconcile(w.id);
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paid', payoutState: 'SUCCESS', wallet: { money: 42_000 } });
    expect(bill.sends).toBe(2);
    expect(wx.queries).toContain(w.withdraw_no);
  });

  it('forged, tampered, stale, mismatched or unknown notifies change nothing', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await wechat(m, '60');
    await approve(w.id);
    const a = await alipay(m, '10');
    const before = await stateOf(w.id, m);
    wx.settleBill(w.withdraw_no, 'SUCCESS');
    const forged = [
      wx.transferNotify(w.withdraw_no, { key: other.platform.privateKey }),
      wx.transferNotify(w.withdraw_no, { serial: 'PUB_KEY_ID_OTHER' }),
      wx.transferNotify(w.withdraw_no, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      wx.transferNotify(w.withdraw_no, { tamper: (b) => b.replace('"summary":"notify"', '"summary":"tampered"') }),
    ];
    for (const n of forged) expect((await deliver(n)).status).toBe(401);
    expect((await deliver(wx.transferNotify(w.withdraw_no, { amount: 600_000 }))).status).toBe(400);
    wx.bills.set(a.withdraw_no, { ...wx.bills.get(w.withdraw_no)!, out_bill_no: a.withdraw_no, transfer_amount: 1_000 });
    expect((await deliver(wx.transferNotify(a.withdraw_no))).status).toBe(404); // an alipay withdrawal's number
    expect(await stateOf(w.id, m)).toEqual(before);
    expect((await rowOf(a.id)).status).toBe('pending');
    expect((await deliver(wx.transferNotify(w.withdraw_no))).status).toBe(204);
    expect((await stateOf(w.id, m)).status).toBe('paid');
  });
});

describe('Alipay transfer', () => {
  beforeAll(() => setSettings(s, settings()));

  it('approval transfers to the Alipay account at once, once', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await alipay(m, '88.80');
    expect(await approve(w.id)).toMatchObject({ data: { approved: 1, paid: 1, failed: 0 } });
    const t = ali.transfers.get(w.withdraw_no)!;
    expect(t).toMatchObject({ trans_amount: '88.80', payee_info: { identity: 'lisi@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '李四' }, sends: 1 });
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paid', payoutNo: t.order_id, payoutState: 'SUCCESS', wallet: { money: 50_000 - 8_880 } });
    await reconcile(w.id);
    expect(t.sends).toBe(1);
  });

  it('a refused transfer fails with the money back once', async () => {
    const m = await agentWithWallet(s, 50_000);
    ali.accounts.set('wangwu@example.com', '王五');
    const w = await alipay(m, '30', { account_no: 'wangwu@example.com', account_name: '王六' });
    expect(await approve(w.id)).toMatchObject({ data: { approved: 1, paid: 0, failed: 1 } });
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'failed', payoutState: 'PAYEE_USER_INFO_ERROR', wallet: { money: 50_000 }, logs: 2 });
    expect(ali.transfers.has(w.withdraw_no)).toBe(false);
  });

  it('lost answers and a transfer in progress: the job asks again under the same out_biz_no, one transfer, paid when Alipay has paid it', async () => {
    const m = await agentWithWallet(s, 50_000);
    const w = await alipay(m, '20');
    ali.next.dropAnswers = 2;
    ali.next.status = 'DEALING';
    try {
      expect(await approve(w.id)).toMatchObject({ data: { approved: 1, paid: 0, failed: 0 } });
      expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutNo: '' });
      await reconcile(w.id);
    } finally {
      ali.next.status = 'SUCCESS';
    }
    const t = ali.transfers.get(w.withdraw_no)!;
    expect(t.sends).toBe(3);
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paying', payoutNo: t.order_id, payoutState: 'DEALING' });
    ali.settle(w.withdraw_no, 'SUCCESS');
    await reconcile(w.id);
    expect(await stateOf(w.id, m)).toMatchObject({ status: 'paid', payoutState: 'SUCCESS', wallet: { money: 48_000 } });
    expect(ali.queries).toContain(w.withdraw_no);
    expect(t.sends).toBe(3);
  });
});
