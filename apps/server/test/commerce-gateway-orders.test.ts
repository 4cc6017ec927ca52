import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayOrder, gatewayRefund, order, orderPayment } from '../src/db/schema/index.ts';
import { CLOSE_JOB, QUERY_JOB, closeUnwantedGatewayOrders, queryUnpaidGatewayOrders } from '../src/modules/order/gateway-orders.ts';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { gatewayNamed } from '../src/modules/order/gateway-refunds.ts';
import { cancelExpiredOrders } from '../src/modules/order/orders.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { makeKeys, startWechatPayLoopback, TEST_MERCHANT, wechatPaySettings } from './wechatpay-loopback.ts';
import { bindOpenid } from './wechat-fixtures.ts';

/**
 * The gateway orders' sweeps against the loopback WeChat Pay: a cancelled order's JSAPI order is
 * closed (v3 close, once), one paid meanwhile is recorded and refunded instead; an unpaid order
 * whose notify never came is queried once per period and recorded when paid.
 */
const KEYS = TEST_MERCHANT;
const pems = makeKeys();
let s: TestServer;
let wx: Awaited<ReturnType<typeof startWechatPayLoopback>>;

beforeAll(async () => {
  wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  s = await startTestServer();
  await setSettings(s, wechatPaySettings(KEYS, pems, wx.endpoint));
});
afterAll(async () => {
  await s?.close();
  await wx?.close();
});

const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });
const gatewayFor = (name: string) => gatewayNamed(s.ctx, name);

/** An order whose WeChat Pay payment was started (a JSAPI order placed at the loopback), by a member with `balance` cents. */
async function startedOrder(balance = 0) {
  const m = await memberWithBalance(s, balance);
  await bindOpenid(s, KEYS.appid, m.id);
  const sh = await makeShop(s);
  const p = await makeShopProduct(s, sh.id, { price: 1990, stock: 10 });
  const created = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(m) });
  expect(created.body.code).toBe(1);
  const o = created.body.data.row as { id: number; order_no: string };
  const started = await s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'wechat' }, headers: h(m) });
  expect(started.body.code, started.body.msg).toBe(1);
  expect(wx.orders.get(o.order_no)).toBeDefined();
  return { m, o };
}
const rowOf = async (orderId: number) => (await s.ctx.db.select().from(gatewayOrder).where(eq(gatewayOrder.orderId, orderId)))[0];
const statusOf = async (orderId: number) => (await s.ctx.db.select().from(order).where(eq(order.id, orderId)))[0];
const cancel = async (m: TestMember, id: number) => expect((await s.call('POST', '/api/order/cancel', { body: { id }, headers: h(m) })).body.code).toBe(1);

describe('closing at WeChat Pay', () => {
  it('starting a payment notes the gateway order once, however often the member starts it', async () => {
    const { m, o } = await startedOrder();
    await s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'wechat' }, headers: h(m) });
    const rows = await s.ctx.db.select().from(gatewayOrder).where(eq(gatewayOrder.orderId, o.id));
    expect(rows).toEqual([expect.objectContaining({ gateway: 'wechat', outTradeNo: o.order_no, amount: 1990, status: 'open' })]);
  });

  it('a cancelled order is closed at WeChat Pay once, by the cluster job', async () => {
    const { m, o } = await startedOrder();
    await cancel(m, o.id);
    expect(s.ctx.cluster.jobs.get(CLOSE_JOB)).toBeDefined();
    await s.ctx.cluster.jobs.get(CLOSE_JOB)!.run();
    expect(wx.orders.get(o.order_no)).toMatchObject({ trade_state: 'CLOSED', closes: 1 });
    expect(await rowOf(o.id)).toMatchObject({ status: 'closed', closedTime: expect.any(Date) });
    await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(wx.orders.get(o.order_no)!.closes).toBe(1);
    expect(wx.rejected).toEqual([]);
  });

  it('an order the unpaid timer cancelled is closed too; an unpaid one is left open', async () => {
    const a = await startedOrder();
    const b = await startedOrder();
    await s.ctx.db.update(order).set({ createTime: new Date(Date.now() - 31 * 60_000) }).where(eq(order.id, a.o.id));
    await cancelExpiredOrders(s.ctx.db, 30);
    const { closed } = await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(closed).toContain(a.o.id);
    expect(closed).not.toContain(b.o.id);
    expect(wx.orders.get(b.o.order_no)!.closes).toBeUndefined();
    expect((await rowOf(b.o.id)).status).toBe('open');
  });

  it('an order paid at WeChat Pay before the close (notify lost) is not closed: the payment is recorded and refunded', async () => {
    const { m, o } = await startedOrder();
    const tradeNo = wx.pay(o.order_no);
    await cancel(m, o.id);
    const { closed, paid } = await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(closed).not.toContain(o.id);
    expect(paid).toEqual([o.id]);
    expect(wx.orders.get(o.order_no)).toMatchObject({ trade_state: 'SUCCESS', closes: 1 });
    expect((await statusOf(o.id)).status).toBe('cancelled');
    const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id));
    expect(payments.map((p) => [p.kind, p.amount, p.tradeNo])).toEqual(expect.arrayContaining([['pay', 1990, tradeNo], ['refund', 1990, '']]));
    expect(await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id))).toHaveLength(1);
    expect((await rowOf(o.id)).status).toBe('paid');
    // settled: nothing more is sent for it
    await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(wx.orders.get(o.order_no)!.closes).toBe(1);
  });
});

describe('querying for notifies that never came', () => {
  it('an unpaid order is queried once it is old enough, once per period, and recorded when paid', async () => {
    const { o } = await startedOrder();
    const asked = () => wx.queries.filter((n) => n === o.order_no).length;
    // too young for the default delay
    await queryUnpaidGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(asked()).toBe(0);
    // old enough: asked once (not paid), and not again within the period, even by two sweeps at once
    expect(await queryUnpaidGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY, 0, 60_000)).toEqual([]);
    expect(asked()).toBe(1);
    await Promise.all([queryUnpaidGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY, 0, 60_000), queryUnpaidGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY, 0, 60_000)]);
    expect(asked()).toBe(1);
    // the member paid, the notify was lost: the next period's query records it
    const tradeNo = wx.pay(o.order_no);
    await s.ctx.db.update(gatewayOrder).set({ lastQueryTime: new Date(Date.now() - 120_000) }).where(eq(gatewayOrder.orderId, o.id));
    expect(await queryUnpaidGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY, 0, 60_000)).toEqual([o.id]);
    expect(asked()).toBe(2);
    expect(await statusOf(o.id)).toMatchObject({ status: 'paid', payType: 'gateway' });
    const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id));
    expect(payments.map((p) => [p.kind, p.amount, p.tradeNo])).toEqual([['pay', 1990, tradeNo]]);
    expect((await rowOf(o.id)).status).toBe('paid');
    // a late notify of the same transaction changes nothing more
    const notice = wx.paymentNotify(o.order_no, { transactionId: tradeNo });
    const late = await s.call('POST', '/api/pay/wechat/notify', { raw: notice.body, headers: notice.headers });
    expect(late.status).toBeLessThan(300);
    expect(await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id))).toHaveLength(1);
    expect(s.ctx.cluster.jobs.get(QUERY_JOB)).toBeDefined();
  });
});

describe('orders paid another way', () => {
  it('an order paid with the balance is closed at WeChat Pay; one its member paid there as well is refunded as paid twice', async () => {
    const payWithBalance = async (m: TestMember, id: number) =>
      expect((await s.call('POST', '/api/order/pay', { body: { id, pay_type: 'balance' }, headers: h(m) })).body).toMatchObject({ code: 1, data: { row: { pay_type: 'balance' } } });
    const a = await startedOrder(10_000);
    await payWithBalance(a.m, a.o.id);
    const b = await startedOrder(10_000);
    await payWithBalance(b.m, b.o.id);
    const tradeNo = wx.pay(b.o.order_no);
    // an order paid through its WeChat payment is not closed: the notify settled its gateway order
    const c = await startedOrder();
    wx.pay(c.o.order_no);
    const n = wx.paymentNotify(c.o.order_no, { transactionId: wx.orders.get(c.o.order_no)!.transaction_id });
    expect((await s.call('POST', '/api/pay/wechat/notify', { raw: n.body, headers: n.headers })).status).toBe(204);
    expect((await rowOf(c.o.id)).status).toBe('paid');

    const { closed, paid } = await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect(closed).toContain(a.o.id);
    expect(wx.orders.get(a.o.order_no)).toMatchObject({ trade_state: 'CLOSED', closes: 1 });
    expect(await rowOf(a.o.id)).toMatchObject({ status: 'closed' });
    expect(paid).toEqual([b.o.id]);
    expect(await statusOf(b.o.id)).toMatchObject({ status: 'paid', payType: 'balance' });
    const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, b.o.id));
    expect(payments.map((p) => [p.kind, p.payType, p.amount, p.tradeNo])).toEqual([['pay', 'balance', 1990, ''], ['dup_pay', 'gateway', 1990, tradeNo], ['dup_refund', 'gateway', 1990, '']]);
    expect(await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, b.o.id))).toEqual([expect.objectContaining({ outRefundNo: `D${b.o.order_no}`, amount: 1990, tradeNo })]);
    expect((await rowOf(b.o.id)).status).toBe('paid');
    expect(wx.orders.get(c.o.order_no)!.closes).toBeUndefined();
    // settled: the next sweeps send nothing for them
    await closeUnwantedGatewayOrders(s.ctx.db, gatewayFor, DEFAULT_POLICY);
    expect([wx.orders.get(a.o.order_no)!.closes, wx.orders.get(b.o.order_no)!.closes]).toEqual([1, 1]);
    expect(wx.rejected).toEqual([]);
  });
});
