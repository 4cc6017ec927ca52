import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { adminRule, adminShop, gatewayRefund, orderPayment, user, userMoneyLog } from '../src/db/schema/index.ts';
import { closeUnwantedGatewayOrders } from '../src/modules/order/gateway-orders.ts';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { gatewayNamed, sendGatewayRefunds } from '../src/modules/order/gateway-refunds.ts';
import { listUrl, makeAdmin } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { makeShop, makeShopProduct, memberWithBalance } from './commerce-fixtures.ts';
import { makeKeys, startWechatPayLoopback, TEST_MERCHANT, wechatPaySettings } from './wechatpay-loopback.ts';
import { bindOpenid } from './wechat-fixtures.ts';

/**
 * The gateway refunds area (`order.GatewayRefund`) through HTTP, against the loopback WeChat Pay:
 * the outbox listed with the gateway's last error, "send now" of a pending refund (refused by the
 * gateway, then accepted), its permission, the own-shops scope, and two operators sending at once;
 * the member following their order's refund (`GET /api/order/refunds`).
 */
const KEYS = TEST_MERCHANT;
const pems = makeKeys();
let s: TestServer;
let wx: Awaited<ReturnType<typeof startWechatPayLoopback>>;
let su: Record<string, string>;
let clerk: Record<string, string>;
let viewer: Record<string, string>;
let shopA = 0;
let shopB = 0;

const call = async (h: Record<string, string>, method: string, url: string, body?: unknown) => (await s.call(method, url, { headers: h, body })).body;
const ok = async (h: Record<string, string>, method: string, url: string, body?: unknown) => {
  const res = await call(h, method, url, body);
  expect(res.code, `${method} ${url} ${JSON.stringify(res)}`).toBe(1);
  return res.data;
};
const send = (h: Record<string, string>, id: number) => call(h, 'POST', '/admin/order.GatewayRefund/send', { id });

beforeAll(async () => {
  wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  s = await startTestServer();
  await setSettings(s, wechatPaySettings(KEYS, pems, wx.endpoint));
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  shopA = (await makeShop(s)).id;
  shopB = (await makeShop(s)).id;
  // a clerk of shop A with every order rule and the own-shops scope; a viewer of the list without "send now"
  const rules = async (names: string[]) => (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, names))).map((r) => r.id);
  const orderRules = await rules(['order', 'order/gatewayRefund', 'order/gatewayRefund/index', 'order/gatewayRefund/send']);
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Refund clerks', rules: orderRules, data_scope: 'own_shops', pid: 1 });
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Refund viewers', rules: await rules(['order', 'order/gatewayRefund', 'order/gatewayRefund/index']), pid: 1 });
  const groups = (await ok(su, 'GET', listUrl('auth.Group', { isTree: 'false', order: 'id,asc' }))).list as { id: number; name: string }[];
  const c = await makeAdmin(s.call, su.batoken, 'grclerk', [groups.find((g) => g.name === 'Refund clerks')!.id]);
  await s.ctx.db.insert(adminShop).values({ adminId: c.id, shopId: shopA });
  clerk = { batoken: c.token, 'think-lang': 'en' };
  viewer = { batoken: (await makeAdmin(s.call, su.batoken, 'grviewer', [groups.find((g) => g.name === 'Refund viewers')!.id])).token, 'think-lang': 'en' };
});
afterAll(async () => {
  await s?.close();
  await wx?.close();
});

/**
 * A pending gateway refund at a shop: the member started a WeChat payment, cancelled the order,
 * and paid at WeChat Pay anyway (the notify lost); the close sweep records it and queues the refund.
 */
async function pendingRefund(shopId: number) {
  const m = await memberWithBalance(s, 0);
  await bindOpenid(s, KEYS.appid, m.id);
  const p = await makeShopProduct(s, shopId, { price: 1990, stock: 10 });
  const h = { 'think-lang': 'en', 'ba-user-token': m.token };
  const created = await s.call('POST', '/api/order/create', { body: { shop_id: shopId, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h });
  const o = created.body.data.row as { id: number; order_no: string };
  expect((await s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'wechat' }, headers: h })).body.code).toBe(1);
  wx.pay(o.order_no);
  expect((await s.call('POST', '/api/order/cancel', { body: { id: o.id }, headers: h })).body.code).toBe(1);
  await closeUnwantedGatewayOrders(s.ctx.db, (name) => gatewayNamed(s.ctx, name), DEFAULT_POLICY);
  const [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
  expect(row).toMatchObject({ status: 'pending', attempts: 0, outRefundNo: `R${o.order_no}` });
  return { id: row.id, order: o, username: m.username, token: m.token };
}

describe('gateway refunds', () => {
  it('lists a pending refund with its order, member and shop; send now is refused by the gateway, then accepted', async () => {
    const r = await pendingRefund(shopA);
    const { list } = await ok(su, 'GET', listUrl('order.GatewayRefund', { search: [{ field: 'order.order_no', val: r.order.order_no, operator: 'eq' }] }));
    expect(list).toEqual([expect.objectContaining({
      id: r.id, status: 'pending', gateway: 'wechat', amount: '19.90', total: '19.90', attempts: 0, last_error: '', out_refund_no: `R${r.order.order_no}`,
      next_try_time: expect.any(Number), order: expect.objectContaining({ order_no: r.order.order_no, shop_id: shopA }), user: { username: r.username }, shop: { name: expect.any(String) },
    })]);
    // the quick search finds it by its order number
    expect((await ok(su, 'GET', listUrl('order.GatewayRefund', { quickSearch: r.order.order_no }))).list.map((x: { id: number }) => x.id)).toEqual([r.id]);

    // WeChat Pay refuses: the refund stays pending with the gateway's words and a later next try
    wx.refundAnswers.failure = { status: 500, code: 'SYSTEM_ERROR', message: 'system busy' };
    try {
      const refused = await ok(su, 'POST', '/admin/order.GatewayRefund/send', { id: r.id });
      expect(refused).toMatchObject({ id: r.id, status: 'pending', attempts: 1, last_error: expect.stringContaining('SYSTEM_ERROR') });
      expect(refused.next_try_time).toBeGreaterThan(Math.floor(Date.now() / 1000) + 20);
    } finally {
      delete wx.refundAnswers.failure;
    }
    expect(wx.refunds.get(`R${r.order.order_no}`)).toBeUndefined();

    // sent now, not after the back-off: accepted, once
    const sent = await ok(su, 'POST', '/admin/order.GatewayRefund/send', { id: r.id });
    const accepted = wx.refunds.get(`R${r.order.order_no}`)!;
    expect(accepted).toMatchObject({ amount: { refund: 1990, total: 1990 }, sends: 1 });
    expect(sent).toMatchObject({ id: r.id, status: 'sent', attempts: 2, last_error: '', refund_id: accepted.refund_id });
    // no longer pending: refused, and nothing more goes to the gateway
    expect(await send(su, r.id)).toMatchObject({ code: 0, msg: 'This refund has already been sent to the gateway' });
    expect(wx.refunds.get(`R${r.order.order_no}`)!.sends).toBe(1);
    expect(await send(su, 999_999)).toMatchObject({ code: 0, msg: 'Refund not found' });
  });

  it('a refund WeChat Pay answers ABNORMAL is failed at once, not sent again, and can be paid to the balance', async () => {
    const r = await pendingRefund(shopA);
    wx.refundAnswers.status = 'ABNORMAL';
    try {
      const answered = await ok(su, 'POST', '/admin/order.GatewayRefund/send', { id: r.id });
      expect(answered).toMatchObject({ id: r.id, status: 'failed', attempts: 1, last_error: 'refused by the gateway', refund_id: wx.refunds.get(`R${r.order.order_no}`)!.refund_id });
    } finally {
      delete wx.refundAnswers.status;
    }
    // the outbox passes over it, even once its back-off is over; send now refuses it
    await s.change(sql`update gateway_refund set next_try_time = now() - interval '1 hour' where id = ${r.id}`);
    await sendGatewayRefunds(s.ctx.db, (name) => gatewayNamed(s.ctx, name));
    expect(await send(su, r.id)).toMatchObject({ code: 0, msg: 'This refund has already been sent to the gateway' });
    expect(wx.refunds.get(`R${r.order.order_no}`)!.sends).toBe(1);
    expect((await ok(su, 'POST', '/admin/order.GatewayRefund/toBalance', { id: r.id })).status).toBe('to_balance');
  });

  it("an own-shops clerk sees and sends only their shops' refunds; a viewer without the button cannot send", async () => {
    const mine = await pendingRefund(shopA);
    const theirs = await pendingRefund(shopB);
    const ids = ((await ok(clerk, 'GET', listUrl('order.GatewayRefund', { limit: 100 }))).list as { id: number; order: { shop_id: number } }[]);
    expect(ids.map((x) => x.id)).toContain(mine.id);
    expect(ids.every((x) => x.order.shop_id === shopA)).toBe(true);
    expect(await send(clerk, theirs.id)).toMatchObject({ code: 0, msg: 'Refund not found' });
    expect(wx.refunds.get(`R${theirs.order.order_no}`)).toBeUndefined();
    expect(await send(viewer, mine.id)).toMatchObject({ code: 401 });
    expect((await ok(clerk, 'POST', '/admin/order.GatewayRefund/send', { id: mine.id })).status).toBe('sent');
    // the viewer lists every shop's (data scope all)
    const seen = ((await ok(viewer, 'GET', listUrl('order.GatewayRefund', { limit: 100 }))).list as { id: number }[]).map((x) => x.id);
    expect(seen).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('the refund notify moves a sent refund to succeeded, which the list shows; Chinese readers get the refusals in Chinese', async () => {
    const r = await pendingRefund(shopA);
    await ok(su, 'POST', '/admin/order.GatewayRefund/send', { id: r.id });
    const n = wx.refundNotify(`R${r.order.order_no}`);
    expect((await s.call('POST', '/api/pay/wechat/notify', { raw: n.body, headers: n.headers })).status).toBe(204);
    const { list } = await ok(su, 'GET', listUrl('order.GatewayRefund', { search: [{ field: 'status', val: 'succeeded', operator: 'eq' }, { field: 'order_id', val: String(r.order.id), operator: 'eq' }] }));
    expect(list).toEqual([expect.objectContaining({ id: r.id, status: 'succeeded' })]);
    expect(await send({ ...su, 'think-lang': 'zh-cn' }, r.id)).toMatchObject({ code: 0, msg: '该退款已提交至支付网关' });
  });

  /** A refund WeChat Pay accepted and then reported failed (`ABNORMAL`: the member's card could not take it). */
  const failedRefund = async (shopId: number) => failedRefundOf(await pendingRefund(shopId));
  async function failedRefundOf(r: Awaited<ReturnType<typeof pendingRefund>>) {
    await ok(su, 'POST', '/admin/order.GatewayRefund/send', { id: r.id });
    const n = wx.refundNotify(`R${r.order.order_no}`, 'ABNORMAL');
    expect((await s.call('POST', '/api/pay/wechat/notify', { raw: n.body, headers: n.headers })).status).toBe(204);
    const [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.id, r.id));
    expect(row.status).toBe('failed');
    return r;
  }
  const balanceOf = async (username: string) => {
    const [m] = await s.ctx.db.select({ id: user.id, money: user.money }).from(user).where(eq(user.username, username));
    const logs = await s.ctx.db.select().from(userMoneyLog).where(eq(userMoneyLog.userId, m.id)).orderBy(asc(userMoneyLog.id));
    return { money: m.money, logs, logged: logs.reduce((a, l) => a + l.amount, 0) };
  };

  it("a failed refund is paid to the member's balance once, even when three operators click at once; the order's timeline says so in the reader's language", async () => {
    const r = await failedRefund(shopA);
    const before = await balanceOf(r.username);
    const answers = await Promise.all([0, 1, 2].map(() => call(su, 'POST', '/admin/order.GatewayRefund/toBalance', { id: r.id })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(['Only a failed refund can be paid to the balance', 'Only a failed refund can be paid to the balance']);
    const done = answers.find((a) => a.code === 1)!;
    expect(done.msg).toBe('Refunded to the balance');
    const after = await balanceOf(r.username);
    expect(after.money - before.money).toBe(1990);
    expect(after.logs.length - before.logs.length).toBe(1);
    expect(after.money).toBe(after.logged);
    const log = after.logs.at(-1)!;
    expect(done.data).toMatchObject({ id: r.id, status: 'to_balance', money_log_id: log.id, settled_admin_id: expect.any(Number), settled_time: expect.any(Number) });
    // the refund's payment row keeps the money-log row; the rollups' refund is not counted again
    const [payment] = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.id, (await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.id, r.id)))[0].orderPaymentId));
    expect(payment).toMatchObject({ kind: 'refund', amount: 1990, moneyLogId: log.id });
    // the memo and the timeline line in each reader's language
    const memo = async (lang: string) => ((await ok({ ...su, 'think-lang': lang }, 'GET', listUrl('user.MoneyLog', { search: [{ field: 'id', val: String(log.id), operator: 'eq' }] }))).list as { memo: string }[])[0].memo;
    expect(await memo('en')).toBe(`Refund of order ${r.order.order_no} to the balance`);
    expect(await memo('zh-cn')).toBe(`订单 ${r.order.order_no} 退款（退回余额）`);
    const line = async (lang: string) => ((await ok({ ...su, 'think-lang': lang }, 'GET', `/admin/order.Order/detail?id=${r.order.id}`)).logs as { memo: string; operator_type: string }[]).at(-1)!;
    expect(await line('en')).toMatchObject({ operator_type: 'admin', memo: 'The gateway refund failed; 19.90 yuan was paid to the balance instead' });
    expect((await line('zh-cn')).memo).toBe('网关退款失败，19.90 元已改为退回余额');
    // a late success notify of the same refund moves nothing, and nothing is paid again
    const late = wx.refundNotify(`R${r.order.order_no}`, 'SUCCESS');
    expect((await s.call('POST', '/api/pay/wechat/notify', { raw: late.body, headers: late.headers })).status).toBe(204);
    expect((await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.id, r.id)))[0].status).toBe('to_balance');
    expect((await balanceOf(r.username)).money).toBe(after.money);
  });

  it("the member follows their order's refund from pending to the balance; no one else reads it", async () => {
    const r = await failedRefundOf(await pendingRefund(shopA));
    const refunds = async (token: string, orderId: number, lang = 'en') =>
      (await s.call('GET', `/api/order/refunds?order_id=${orderId}`, { headers: { 'think-lang': lang, 'ba-user-token': token } })).body;
    // failed at WeChat Pay: the member sees the amount and where it stands, none of the gateway's ids or errors
    const failed = await refunds(r.token, r.order.id);
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.data.list).toEqual([{ id: r.id, gateway: 'wechat', amount: '19.90', status: 'failed', create_time: expect.any(Number), update_time: expect.any(Number) }]);
    await ok(su, 'POST', '/admin/order.GatewayRefund/toBalance', { id: r.id });
    expect((await refunds(r.token, r.order.id)).data.list).toEqual([expect.objectContaining({ id: r.id, status: 'to_balance' })]);
    // and the order's timeline says so, in the member's language
    const line = async (lang: string) =>
      ((await s.call('GET', `/api/order/detail?id=${r.order.id}`, { headers: { 'think-lang': lang, 'ba-user-token': r.token } })).body.data.row.logs as { action: string; memo: string }[]).at(-1);
    expect(await line('en')).toMatchObject({ action: 'refund', memo: 'The gateway refund failed; 19.90 yuan was paid to the balance instead' });
    expect((await line('zh-cn'))?.memo).toBe('网关退款失败，19.90 元已改为退回余额');
    // an order without gateway refunds has none; another member's order, or none, is not found
    const other = await pendingRefund(shopB);
    expect((await refunds(other.token, other.order.id)).data.list).toEqual([expect.objectContaining({ id: other.id, status: 'pending' })]);
    expect(await refunds(other.token, r.order.id)).toMatchObject({ code: 0, msg: 'Order not found', data: null });
    expect(await refunds(other.token, r.order.id, 'zh-cn')).toMatchObject({ code: 0, msg: '订单不存在' });
    expect(await refunds(other.token, 999_999)).toMatchObject({ code: 0, msg: 'Order not found' });
    const fresh = await memberWithBalance(s, 0);
    const p = await makeShopProduct(s, shopA, { price: 500, stock: 5 });
    const created = await s.call('POST', '/api/order/create', { body: { shop_id: shopA, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: { 'think-lang': 'en', 'ba-user-token': fresh.token } });
    expect((await refunds(fresh.token, created.body.data.row.id)).data.list).toEqual([]);
    // signed out: the member API's refusal
    expect((await s.call('GET', `/api/order/refunds?order_id=${r.order.id}`, { headers: { 'think-lang': 'en' } })).body).toMatchObject({ code: 303 });
  });

  it('only a failed refund goes to the balance, by an admin holding the button, in their scope', async () => {
    const pending = await pendingRefund(shopA);
    const before = await balanceOf(pending.username);
    expect(await call(su, 'POST', '/admin/order.GatewayRefund/toBalance', { id: pending.id })).toMatchObject({ code: 0, msg: 'Only a failed refund can be paid to the balance' });
    expect(await call(su, 'POST', '/admin/order.GatewayRefund/toBalance', { id: 999_999 })).toMatchObject({ code: 0, msg: 'Refund not found' });
    expect((await balanceOf(pending.username)).money).toBe(before.money);
    const theirs = await failedRefund(shopB);
    // the clerk's group holds send, not toBalance; and shop B is not theirs
    expect(await call(clerk, 'POST', '/admin/order.GatewayRefund/toBalance', { id: theirs.id })).toMatchObject({ code: 401 });
    expect(await call(viewer, 'POST', '/admin/order.GatewayRefund/toBalance', { id: theirs.id })).toMatchObject({ code: 401 });
    expect((await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.id, theirs.id)))[0].status).toBe('failed');
    expect(await call({ ...su, 'think-lang': 'zh-cn' }, 'POST', '/admin/order.GatewayRefund/toBalance', { id: pending.id })).toMatchObject({ code: 0, msg: '只有退款失败的记录才能退回余额' });
  });

  // last: how many of the sends reach the gateway is the race's (1–3), and a list after it would show its attempts
  it('two operators sending one refund at once make one refund at the gateway', async () => {
    const r = await pendingRefund(shopA);
    const answers = await Promise.all([send(su, r.id), send(su, r.id), send(su, r.id)]);
    const [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.id, r.id));
    expect(row.status).toBe('sent');
    // each send that leased the row while it was pending reached the gateway under one out_refund_no: one refund, one refund id
    const accepted = wx.refunds.get(`R${r.order.order_no}`)!;
    expect(row.refundId).toBe(accepted.refund_id);
    expect([...wx.refunds.values()].filter((x) => x.out_refund_no === `R${r.order.order_no}`)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(accepted.sends);
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(Array(3 - accepted.sends).fill('This refund has already been sent to the gateway'));
  });
});
