import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { adminLog, gatewayRefund, order, orderLog, orderPayment, salesDaily } from '../src/db/schema/index.ts';
import { REFUND_OUTBOX_JOB } from '../src/modules/order/gateway-refunds.ts';
import { refundOrder } from '../src/modules/order/orders.ts';
import { approveAfterSale } from '../src/modules/order/after-sales.ts';
import { pack } from '../src/modules/order/messages.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { balanceOf, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';
import { makeKeys, startWechatPayLoopback, verifyPaySign } from './wechatpay-loopback.ts';
import { bindOpenid } from './wechat-fixtures.ts';

/**
 * WeChat Pay API v3 against a loopback WeChat Pay (wechatpay-loopback.ts) that checks our request
 * signatures and sends signed, encrypted notifies: the JSAPI order and the client's paySign, the
 * notify paying an order once, replays, forgeries, an amount mismatch, and money arriving for
 * an order that cannot take it, refunded once through the outbox.
 */
const KEYS = { mchid: '1900000109', appid: 'wx8888888888888888', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000' };
const pems = makeKeys();
const other = makeKeys();
let s: TestServer;
const logLines: string[] = [];
let wx: Awaited<ReturnType<typeof startWechatPayLoopback>>;

const settings = () => ({
  wechatpay_appid: KEYS.appid, wechatpay_mchid: KEYS.mchid, wechatpay_serial_no: KEYS.merchantSerial,
  // pasted into a password input: the line breaks are gone
  wechatpay_key_secret: pems.merchant.privateKey.replace(/\n/g, ' '),
  wechatpay_apiv3_secret: KEYS.apiV3Key, wechatpay_platform_serial: KEYS.platformSerial, wechatpay_platform_public_key: pems.platform.publicKey,
  wechatpay_notify_url: 'https://shop.example.com/api/pay/wechat/notify', wechatpay_endpoint: wx.endpoint,
});

beforeAll(async () => {
  wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  s = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await s?.close();
  await wx?.close();
});

const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });
/** What an older client sends as the payer: ignored, the stored openid pays (wechat-openid.test.ts has the authorization). */
const CLIENT_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

async function unpaidOrder(opts: { price?: number; quantity?: number; stock?: number; bound?: false } = {}) {
  const m = await memberWithBalance(s, 0);
  const openid = opts.bound === false ? '' : await bindOpenid(s, KEYS.appid, m.id);
  const sh = await makeShop(s);
  const p = await makeShopProduct(s, sh.id, { price: opts.price ?? 1990, stock: opts.stock ?? 10 });
  const created = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: opts.quantity ?? 2 }] }, headers: h(m) });
  expect(created.body.code).toBe(1);
  return { m, p, openid, o: created.body.data.row as { id: number; order_no: string; pay_amount: string } };
}
const startPay = (m: TestMember, id: number) => s.call('POST', '/api/order/pay', { body: { id, pay_type: 'wechat', openid: CLIENT_OPENID }, headers: h(m) });
const deliver = (n: { headers: Record<string, string>; body: string }) => s.call('POST', '/api/pay/wechat/notify', { raw: n.body, headers: n.headers });

/** What a notify may change: the order, its payments, its timeline, the outbox, the stock. */
async function stateOf(orderId: number, shopProductId: number) {
  const [o] = await s.ctx.db.select().from(order).where(eq(order.id, orderId));
  const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, orderId)).orderBy(asc(orderPayment.id));
  const logs = await s.ctx.db.select().from(orderLog).where(eq(orderLog.orderId, orderId));
  const outbox = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, orderId));
  return { status: o.status, payType: o.payType, pickup: o.pickupCode, payments: payments.map((p) => [p.kind, p.payType, p.gateway, p.amount, p.tradeNo]), logs: logs.length, outbox: outbox.length, stock: await stockOf(s, shopProductId) };
}
const runOutbox = () => s.ctx.cluster.jobs.get(REFUND_OUTBOX_JOB)!.run();

describe('WeChat Pay settings', () => {
  it('is refused until configured; the keys are saved in the config centre and masked in the admin log', async () => {
    const { m, o } = await unpaidOrder();
    expect((await startPay(m, o.id)).body).toMatchObject({ code: 0, msg: 'WeChat Pay is not configured' });
    const admin = { batoken: (await loginAdmin(s)).token };
    const group = (await s.call('GET', '/admin/routine.Config/index', { headers: admin })).body.data.list.pay;
    expect(group.list.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(Object.keys(settings())));
    const save = await s.call('POST', '/admin/routine.Config/edit?group=pay', { headers: admin, body: settings() });
    expect(save.body.code).toBe(1);
    const logs = await s.ctx.db.select().from(adminLog).where(sql`${adminLog.url} like '%routine.Config/edit%'`);
    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.map((l) => l.data).join('\n');
    expect(logged).toContain(KEYS.mchid);
    expect(logged).not.toContain(KEYS.apiV3Key);
    expect(logged).not.toContain('PRIVATE KEY');
  });
});

describe('WeChat Pay payments', () => {
  beforeAll(() => setSettings(s, settings()));

  it('starts a JSAPI payment: a signed order at the loopback and the paySign parameters for the mini-program', async () => {
    const { m, o } = await unpaidOrder({ price: 1990, quantity: 2, bound: false });
    // no openid stored for the member: the one the client sends is not taken instead
    expect((await startPay(m, o.id)).body).toMatchObject({ code: 0, msg: 'Please authorize with WeChat first' });
    expect(wx.orders.get(o.order_no)).toBeUndefined();
    const openid = await bindOpenid(s, KEYS.appid, m.id);
    const res = await startPay(m, o.id);
    expect(res.body).toMatchObject({ code: 1, msg: 'Payment started', data: { row: { id: o.id, status: 'unpaid' } } });
    expect(wx.rejected).toEqual([]);
    const sent = wx.orders.get(o.order_no)!;
    expect(sent).toMatchObject({ appid: KEYS.appid, mchid: KEYS.mchid, amount: { total: 3980, currency: 'CNY' }, payer: { openid }, notify_url: 'https://shop.example.com/api/pay/wechat/notify' });
    const params = res.body.data.pay_params as Record<string, string>;
    expect(params).toMatchObject({ appId: KEYS.appid, package: `prepay_id=${sent.prepay_id}`, signType: 'RSA' });
    expect(Math.abs(Number(params.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifyPaySign(pems.merchant.publicKey, params)).toBe(true);
    expect(verifyPaySign(pems.merchant.publicKey, { ...params, package: 'prepay_id=another' })).toBe(false);
  });

  it('a request signed with another key is refused by WeChat Pay and the member told so', async () => {
    await setSettings(s, { wechatpay_key_secret: other.merchant.privateKey });
    const { m, o } = await unpaidOrder();
    expect((await startPay(m, o.id)).body).toMatchObject({ code: 0, msg: 'WeChat Pay refused the payment: SIGN_ERROR' });
    expect(wx.rejected.at(-1)).toBe('SIGN_ERROR');
    await setSettings(s, { wechatpay_key_secret: settings().wechatpay_key_secret });
    wx.rejected.length = 0;
  });

  it('an answer not signed by the platform key is not trusted', async () => {
    await setSettings(s, { wechatpay_platform_public_key: other.platform.publicKey });
    const { m, o } = await unpaidOrder();
    expect((await startPay(m, o.id)).body).toMatchObject({ code: 0, msg: 'WeChat Pay refused the payment: SIGN_ERROR' });
    await setSettings(s, { wechatpay_platform_public_key: pems.platform.publicKey });
  });

  it('a signed notify pays the order once: stock taken, payment recorded; a replay changes nothing', async () => {
    const { m, p, o } = await unpaidOrder({ price: 1990, quantity: 2, stock: 5 });
    await startPay(m, o.id);
    const n = wx.paymentNotify(o.order_no, { transactionId: '4200000001202611240000000001' });
    const res = await deliver(n);
    expect(res.status).toBe(204);
    const paid = await stateOf(o.id, p.shopProduct.id);
    expect(paid).toMatchObject({ status: 'paid', payType: 'gateway', payments: [['pay', 'gateway', 'wechat', 3980, '4200000001202611240000000001']], outbox: 0, stock: { stock: 3, sales: 2 } });
    expect(paid.pickup).toMatch(/^\d{8}$/);
    const detail = (await s.call('GET', `/api/order/detail?id=${o.id}`, { headers: h(m) })).body.data.row;
    expect(detail).toMatchObject({ status: 'paid', pay_type: 'gateway' });

    // the same notify again, and WeChat Pay's re-sent notify of the same transaction (new nonce and timestamp)
    expect((await deliver(n)).status).toBe(204);
    expect((await deliver(wx.paymentNotify(o.order_no, { transactionId: '4200000001202611240000000001' }))).status).toBe(204);
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(paid);
    // the member cannot pay it again either way
    expect((await startPay(m, o.id)).body).toMatchObject({ code: 0, msg: 'The order has already been paid' });
  });

  it('refuses forged notifies (bad signature, wrong serial, tampered body, stale timestamp) and changes nothing', async () => {
    const { m, p, o } = await unpaidOrder();
    await startPay(m, o.id);
    const before = await stateOf(o.id, p.shopProduct.id);
    const forged = [
      wx.paymentNotify(o.order_no, { key: other.platform.privateKey }),
      wx.paymentNotify(o.order_no, { serial: 'PUB_KEY_ID_0000000000000000000000000000' }),
      wx.paymentNotify(o.order_no, { tamper: (b) => b.replace('"summary":"notify"', '"summary":"changed"') }),
      wx.paymentNotify(o.order_no, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      wx.paymentNotify(o.order_no, { timestamp: Math.floor(Date.now() / 1000) + 6 * 60 }),
    ];
    for (const f of forged) {
      const res = await deliver(f);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'FAIL' });
    }
    // signed and fresh, but the resource's ciphertext was altered: the GCM tag refuses it
    const plain = wx.paymentNotify(o.order_no);
    const event = JSON.parse(plain.body);
    event.resource.ciphertext = Buffer.from(Buffer.from(event.resource.ciphertext, 'base64').map((b, i) => (i === 3 ? b ^ 1 : b))).toString('base64');
    const body = JSON.stringify(event);
    expect((await deliver({ body, headers: wx.sign(body) })).status).toBe(401);
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(before);
    // the genuine one still pays it
    expect((await deliver(wx.paymentNotify(o.order_no))).status).toBe(204);
    expect((await stateOf(o.id, p.shopProduct.id)).status).toBe('paid');
  });

  it('refuses a notify whose amount is not the order\'s pay amount', async () => {
    const { m, p, o } = await unpaidOrder({ price: 1000, quantity: 1 });
    await startPay(m, o.id);
    const before = await stateOf(o.id, p.shopProduct.id);
    const res = await deliver(wx.paymentNotify(o.order_no, { total: 1 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FAIL', message: 'The amount paid does not match the order' });
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(before);
    expect((await deliver(wx.paymentNotify(o.order_no, { total: 999999 }))).status).toBe(400);
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(before);
  });

  it('money for an order the member cancelled is recorded and refunded once through the outbox', async () => {
    const { m, p, o } = await unpaidOrder({ price: 1250, quantity: 2, stock: 4 });
    await startPay(m, o.id);
    expect((await s.call('POST', '/api/order/cancel', { body: { id: o.id }, headers: h(m) })).body.code).toBe(1);
    const n = wx.paymentNotify(o.order_no, { transactionId: '4200000001202611240000000777' });
    expect((await deliver(n)).status).toBe(204);
    const recorded = await stateOf(o.id, p.shopProduct.id);
    expect(recorded).toMatchObject({
      status: 'cancelled', outbox: 1, stock: { stock: 4, sales: 0 },
      payments: [['pay', 'gateway', 'wechat', 2500, '4200000001202611240000000777'], ['refund', 'gateway', 'wechat', 2500, '']],
    });
    // a replay queues no second refund
    expect((await deliver(n)).status).toBe(204);
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(recorded);
    const memo = async (lang: string) => (await s.call('GET', `/api/order/detail?id=${o.id}`, { headers: { ...h(m), 'think-lang': lang } })).body.data.row.logs.at(-1).memo;
    expect(await memo('en')).toBe('Paid after the order was closed; the payment was refunded');
    expect(await memo('zh-cn')).toBe('订单关闭后收到付款，已原路退款');

    await runOutbox();
    const sent = wx.refunds.get(`R${o.order_no}`)!;
    expect(sent).toMatchObject({ transaction_id: '4200000001202611240000000777', amount: { refund: 2500, total: 2500, currency: 'CNY' }, sends: 1 });
    const [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
    expect(row).toMatchObject({ status: 'sent', refundId: sent.refund_id, attempts: 1, lastError: '' });
    // nothing is sent again, even once the back-off is over
    await s.change(sql`update gateway_refund set next_try_time = now() - interval '1 hour' where id = ${row.id}`);
    await runOutbox();
    expect(wx.refunds.get(`R${o.order_no}`)!.sends).toBe(1);

    // WeChat Pay's refund notify settles it (twice: still once)
    const rn = wx.refundNotify(`R${o.order_no}`);
    expect((await deliver(rn)).status).toBe(204);
    expect((await deliver(rn)).status).toBe(204);
    const [done] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
    expect(done.status).toBe('succeeded');
    expect((await stateOf(o.id, p.shopProduct.id)).payments[1]).toEqual(['refund', 'gateway', 'wechat', 2500, sent.refund_id]);
  });

  it('a refund the gateway cannot take yet stays in the outbox and is sent when it can', async () => {
    const { m, p, o } = await unpaidOrder({ price: 800, quantity: 1, stock: 1 });
    await startPay(m, o.id);
    // another order took the last unit meanwhile
    await s.change(sql`update shop_product set stock = 0 where id = ${p.shopProduct.id}`);
    expect((await deliver(wx.paymentNotify(o.order_no))).status).toBe(204);
    expect(await stateOf(o.id, p.shopProduct.id)).toMatchObject({ status: 'cancelled', outbox: 1, stock: { stock: 0, sales: 0 } });

    await setSettings(s, { wechatpay_endpoint: 'http://127.0.0.1:9' });
    await runOutbox();
    let [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/NETWORK/);
    expect(row.nextTryTime.getTime()).toBeGreaterThan(Date.now());
    await setSettings(s, { wechatpay_endpoint: wx.endpoint });
    await runOutbox(); // not due yet: the back-off holds it
    expect(wx.refunds.has(`R${o.order_no}`)).toBe(false);
    await s.change(sql`update gateway_refund set next_try_time = now() where id = ${row.id}`);
    await runOutbox();
    [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(wx.refunds.get(`R${o.order_no}`)).toMatchObject({ amount: { refund: 800, total: 800 }, sends: 1 });
  });

  it('an order the unpaid timer cancelled is revived when its stock is still there', async () => {
    const { m, p, o } = await unpaidOrder({ price: 500, quantity: 1, stock: 3 });
    await startPay(m, o.id);
    await s.change(sql`update "order" set status = 'cancelled', cancel_reason = 'timeout', cancelled_time = now() where id = ${o.id}`);
    expect((await deliver(wx.paymentNotify(o.order_no))).status).toBe(204);
    expect(await stateOf(o.id, p.shopProduct.id)).toMatchObject({ status: 'paid', outbox: 0, stock: { stock: 2, sales: 1 } });
  });

  it("an operator's full refund and an after-sale's partial refund of a WeChat payment go back through WeChat Pay, once each", async () => {
    const admin = { type: 'admin' as const, id: 1 };
    // full refund
    const full = await unpaidOrder({ price: 1500, quantity: 2, stock: 5 });
    await startPay(full.m, full.o.id);
    expect((await deliver(wx.paymentNotify(full.o.order_no, { transactionId: '4200000001202611240000000901' }))).status).toBe(204);
    await refundOrder(s.ctx.db, full.o.id, admin, 'shop closed today', 7, s.ctx.cluster.bus);
    expect(await stateOf(full.o.id, full.p.shopProduct.id)).toMatchObject({
      status: 'refunded', outbox: 1, stock: { stock: 5, sales: 0 },
      payments: [['pay', 'gateway', 'wechat', 3000, '4200000001202611240000000901'], ['refund', 'gateway', 'wechat', 3000, '']],
    });
    await expect(refundOrder(s.ctx.db, full.o.id, admin, 'again', 7, s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'The order has been refunded' });
    await runOutbox();
    await runOutbox();
    expect(wx.refunds.get(`R${full.o.order_no}`)).toMatchObject({ transaction_id: '4200000001202611240000000901', amount: { refund: 3000, total: 3000 }, sends: 1 });

    // one of two units through a refund-only after-sale
    const part = await unpaidOrder({ price: 1500, quantity: 2, stock: 5 });
    await startPay(part.m, part.o.id);
    expect((await deliver(wx.paymentNotify(part.o.order_no, { transactionId: '4200000001202611240000000902' }))).status).toBe(204);
    const detail = (await s.call('GET', `/api/order/detail?id=${part.o.id}`, { headers: h(part.m) })).body.data.row;
    const applied = await s.call('POST', '/api/order/afterSale', {
      body: { order_id: part.o.id, type: 'refund_only', reason: 'one was broken', products: [{ order_product_id: detail.products[0].id, quantity: 1 }] }, headers: h(part.m),
    });
    expect(applied.body.code).toBe(1);
    const afterSaleRow = applied.body.data.row;
    await approveAfterSale(s.ctx.db, afterSaleRow.id, admin);
    await runOutbox();
    const [queued] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, part.o.id));
    expect(queued).toMatchObject({ status: 'sent', amount: 1500, total: 3000, outRefundNo: `S${afterSaleRow.after_sale_no}` });
    expect(wx.refunds.get(`S${afterSaleRow.after_sale_no}`)).toMatchObject({ amount: { refund: 1500, total: 3000 }, sends: 1 });
    expect((await stateOf(part.o.id, part.p.shopProduct.id)).status).toBe('paid');
  });

  it('a free order is paid at once without WeChat Pay', async () => {
    const { m, p, o } = await unpaidOrder({ price: 0, quantity: 1, stock: 2 });
    expect(o.pay_amount).toBe('0.00');
    const res = await startPay(m, o.id);
    expect(res.body).toMatchObject({ code: 1, msg: 'Payment succeeded', data: { row: { status: 'paid', pay_type: 'balance' } } });
    expect(wx.orders.has(o.order_no)).toBe(false);
    expect((await stateOf(o.id, p.shopProduct.id)).stock).toEqual({ stock: 1, sales: 1 });
  });

  it('a notify for no order of ours is refused', async () => {
    wx.orders.set('20990101000000999999', { appid: KEYS.appid, mchid: KEYS.mchid, description: '', out_trade_no: '20990101000000999999', notify_url: '', amount: { total: 100, currency: 'CNY' }, payer: { openid: CLIENT_OPENID }, prepay_id: 'x' });
    const res = await deliver(wx.paymentNotify('20990101000000999999'));
    expect(res.status).toBe(400);
  });

  it('money for an order already paid with the balance is paid twice: recorded apart, refunded whole once; the order keeps its payment', async () => {
    const m = await memberWithBalance(s, 10_000);
    await bindOpenid(s, KEYS.appid, m.id);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 1250, stock: 5 });
    const created = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 2 }] }, headers: h(m) });
    const o = created.body.data.row as { id: number; order_no: string };
    // the member starts a WeChat payment, then pays with the balance (another device, say) and confirms the WeChat one too
    expect((await startPay(m, o.id)).body.code).toBe(1);
    expect((await s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'balance' }, headers: h(m) })).body).toMatchObject({ code: 1, data: { row: { status: 'paid', pay_type: 'balance' } } });
    const paid = await stateOf(o.id, p.shopProduct.id);
    const balance = await balanceOf(s, m.id);
    const sales = async () => (await s.ctx.db.select().from(salesDaily).where(eq(salesDaily.shopId, sh.id))).map((r) => [r.paidOrders, r.paidAmount, r.refundAmount]);
    const salesBefore = await sales();
    expect(salesBefore).toEqual([[1, 2500, 0]]);

    const n = wx.paymentNotify(o.order_no, { transactionId: '4200000001202611240000000888' });
    expect((await deliver(n)).status).toBe(204);
    const twice = await stateOf(o.id, p.shopProduct.id);
    expect(twice).toMatchObject({
      status: 'paid', payType: 'balance', pickup: paid.pickup, stock: paid.stock, outbox: 1, logs: paid.logs + 1,
      payments: [...paid.payments, ['dup_pay', 'gateway', 'wechat', 2500, '4200000001202611240000000888'], ['dup_refund', 'gateway', 'wechat', 2500, '']],
    });
    // the balance is not touched (the money goes back where it came from), and the second payment is no sale
    expect(await balanceOf(s, m.id)).toEqual(balance);
    expect(await sales()).toEqual(salesBefore);
    // the timeline says so in the reader's language
    const lastMemo = async (lang: string) => (await s.call('GET', `/api/order/detail?id=${o.id}`, { headers: { ...h(m), 'think-lang': lang } })).body.data.row.logs.at(-1);
    expect(await lastMemo('en')).toMatchObject({ action: 'refund', operator_type: 'system', memo: 'Paid again through WeChat Pay after the order was paid; that payment was refunded' });
    expect((await lastMemo('zh-cn')).memo).toBe('订单已支付后又经微信支付付款一次，该笔款项已原路退回');
    // WeChat Pay's notify again, and the close sweep's query finding it paid: nothing more
    expect((await deliver(n)).status).toBe(204);
    expect((await deliver(wx.paymentNotify(o.order_no, { transactionId: '4200000001202611240000000888' }))).status).toBe(204);
    expect(await stateOf(o.id, p.shopProduct.id)).toEqual(twice);

    await runOutbox();
    const sent = wx.refunds.get(`D${o.order_no}`)!;
    expect(sent).toMatchObject({ transaction_id: '4200000001202611240000000888', amount: { refund: 2500, total: 2500, currency: 'CNY' }, sends: 1 });
    expect((await deliver(wx.refundNotify(`D${o.order_no}`))).status).toBe(204);
    const [row] = await s.ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, o.id));
    expect(row).toMatchObject({ status: 'succeeded', refundId: sent.refund_id, reason: '订单已支付后又经微信支付付款一次，该笔款项已原路退回' });
    expect((await stateOf(o.id, p.shopProduct.id)).payments.at(-1)).toEqual(['dup_refund', 'gateway', 'wechat', 2500, sent.refund_id]);
    // the order is the member's as before: an operator may still refund it, to the balance
    await refundOrder(s.ctx.db, o.id, { type: 'admin', id: 1 }, 'customer asked', 7, s.ctx.cluster.bus);
    expect(await balanceOf(s, m.id)).toMatchObject({ money: balance.money + 2500 });
    expect((await stateOf(o.id, p.shopProduct.id)).outbox).toBe(1);
  });

  it('a balance payment and a WeChat notify racing for one order: one payment is kept, the other never taken or refunded whole', async () => {
    for (let i = 0; i < 6; i++) {
      const m = await memberWithBalance(s, 5_000);
      await bindOpenid(s, KEYS.appid, m.id);
      const sh = await makeShop(s);
      const p = await makeShopProduct(s, sh.id, { price: 1000, stock: 3 });
      const o = (await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(m) })).body.data.row as { id: number; order_no: string };
      expect((await startPay(m, o.id)).body.code).toBe(1);
      const n = wx.paymentNotify(o.order_no);
      const [byBalance, notified] = await Promise.all([s.call('POST', '/api/order/pay', { body: { id: o.id, pay_type: 'balance' }, headers: h(m) }), deliver(n)]);
      expect(notified.status).toBe(204);
      const after = await stateOf(o.id, p.shopProduct.id);
      const { money } = await balanceOf(s, m.id);
      expect(after).toMatchObject({ status: 'paid', stock: { stock: 2, sales: 1 } });
      if (after.payType === 'balance') {
        expect(byBalance.body.code).toBe(1);
        expect(money).toBe(4_000);
        expect(after.payments.map((x) => x[0])).toEqual(['pay', 'dup_pay', 'dup_refund']);
        expect(after.outbox).toBe(1);
      } else {
        expect(byBalance.body).toMatchObject({ code: 0, msg: 'The order has already been paid' });
        expect(money).toBe(5_000);
        expect(after.payments.map((x) => x[0])).toEqual(['pay']);
        expect(after.outbox).toBe(0);
      }
    }
  });
});

describe('the server log', () => {
  it('has the notifies and the refused ones, and no key', () => {
    const log = logLines.join('');
    expect(log).toContain('wechat pay notify refused: bad signature');
    expect(log).toContain('wechat pay notify refused: stale timestamp');
    expect(log).not.toContain(KEYS.apiV3Key);
    const keyBody = pems.merchant.privateKey.split('\n')[3];
    expect(keyBody.length).toBeGreaterThan(40);
    expect(log).not.toContain(keyBody);
    expect(log).not.toContain('PRIVATE KEY');
  });
});

describe('messages', () => {
  it('has zh-cn for every new message', () => {
    for (const key of ['WeChat Pay is not configured', 'WeChat Pay refused the payment: %s', 'The amount paid does not match the order', 'Payment started', 'Payment', 'APIv3 key', 'order-log:paid-after-close', 'order-log:paid-twice %s']) {
      expect(pack['zh-cn'][key]).toBeTruthy();
    }
  });
});
