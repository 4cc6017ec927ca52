import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderPayment, orderProduct, userMoneyLog } from '../src/db/schema/index.ts';
import { completeOrder, refundOrder } from '../src/modules/order/orders.ts';
import { orderSetting } from '../src/modules/order/settings.ts';
import { pack } from '../src/modules/order/messages.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { balanceOf, handOver, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';

/**
 * The engine's operator transitions, complete and refund. Their admin actions (order.Order) come
 * with the admin areas; until then they are driven through the services, with the member's view
 * read over HTTP.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const admin = { type: 'admin' as const, id: 1 };
const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });

async function paidOrder(balance: number, price: number, quantity: number) {
  const m = await memberWithBalance(s, balance);
  const sh = await makeShop(s);
  const p = await makeShopProduct(s, sh.id, { price, stock: 10 });
  const o = (await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity }] }, headers: h(m) })).body.data.row;
  const paid = await s.call('POST', '/api/order/pay', { body: { id: o.id }, headers: h(m) });
  expect(paid.body.code).toBe(1);
  return { m, p, o };
}
const detail = async (m: TestMember, id: number) => (await s.call('GET', `/api/order/detail?id=${id}`, { headers: h(m) })).body.data.row;
const afterSaleDays = () => orderSetting(s.ctx, 'order_after_sale_days');

describe('complete', () => {
  it('completes a paid order once it was handed over, once; an unpaid one is refused', async () => {
    const { m, o } = await paidOrder(10000, 100, 1);
    await expect(completeOrder(s.ctx.db, o.id, admin, 7)).rejects.toMatchObject({ msgKey: 'The order has not been handed over yet' });
    await handOver(s, o.id);
    await completeOrder(s.ctx.db, o.id, admin, 7);
    const row = await detail(m, o.id);
    expect(row.status).toBe('completed');
    expect(row.logs.at(-1)).toMatchObject({ action: 'complete', operator_type: 'admin' });
    await expect(completeOrder(s.ctx.db, o.id, admin, 7)).rejects.toMatchObject({ msgKey: 'The order has been completed' });
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 1 });
    const unpaid = (await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(m) })).body.data.row;
    await expect(completeOrder(s.ctx.db, unpaid.id, admin, 7)).rejects.toMatchObject({ msgKey: 'The order has not been paid' });
    await expect(completeOrder(s.ctx.db, 999999, admin, 7)).rejects.toMatchObject({ msgKey: 'Order not found' });
  });
});

describe('refund', () => {
  it('gives the balance, the stock and the sales back once, and marks the order refunded', async () => {
    const { m, p, o } = await paidOrder(10000, 1500, 2);
    expect(await balanceOf(s, m.id)).toEqual({ money: 7000, logged: 7000, logs: 2 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 8, sales: 2 });
    await refundOrder(s.ctx.db, o.id, admin, 'out of stock at the shop', await afterSaleDays(), s.ctx.cluster.bus);
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 3 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 10, sales: 0 });
    const row = await detail(m, o.id);
    expect(row).toMatchObject({ status: 'refunded', refund_amount: '30.00', refund_reason: 'out of stock at the shop' });
    expect(row.logs.at(-1)).toMatchObject({ action: 'refund', from_status: 'paid', to_status: 'refunded', operator_type: 'admin' });
    const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id)).orderBy(orderPayment.id);
    expect(payments.map((x) => [x.kind, x.amount])).toEqual([['pay', 3000], ['refund', 3000]]);
    const [log] = await s.ctx.db.select().from(userMoneyLog).where(eq(userMoneyLog.id, payments[1].moneyLogId!));
    expect(log).toMatchObject({ amount: 3000, before: 7000, after: 10000 });
    expect(log.memo).toContain(o.order_no);

    const [line] = await s.ctx.db.select().from(orderProduct).where(eq(orderProduct.orderId, o.id));
    expect(line).toMatchObject({ quantity: 2, refundedQuantity: 2, refundedAmount: 3000 });

    await expect(refundOrder(s.ctx.db, o.id, admin, 'again', 7, s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'The order has been refunded' });
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 3 });
  });

  it('refunds a completed order inside the after-sale window only', async () => {
    const inside = await paidOrder(10000, 100, 1);
    await handOver(s, inside.o.id);
    await completeOrder(s.ctx.db, inside.o.id, admin, 7);
    await refundOrder(s.ctx.db, inside.o.id, admin, 'broken', await afterSaleDays(), s.ctx.cluster.bus);
    expect((await detail(inside.m, inside.o.id)).logs.at(-1)).toMatchObject({ action: 'refund', from_status: 'completed' });

    const outside = await paidOrder(10000, 100, 1);
    await handOver(s, outside.o.id);
    await completeOrder(s.ctx.db, outside.o.id, admin, 7);
    await s.change(sql`update "order" set completed_time = now() - interval '7 days 1 minute' where id = ${outside.o.id}`);
    await expect(refundOrder(s.ctx.db, outside.o.id, admin, 'late', await afterSaleDays(), s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'The after-sale window of this order has closed' });
    expect((await detail(outside.m, outside.o.id)).status).toBe('completed');
    expect(await balanceOf(s, outside.m.id)).toEqual({ money: 9900, logged: 9900, logs: 2 });
    // A longer window in the config centre lets it through.
    await setSettings(s, { order_after_sale_days: '8' });
    try {
      expect(await afterSaleDays()).toBe(8);
      await refundOrder(s.ctx.db, outside.o.id, admin, 'late', await afterSaleDays(), s.ctx.cluster.bus);
    } finally {
      await setSettings(s, { order_after_sale_days: '7' });
    }
    expect(await balanceOf(s, outside.m.id)).toEqual({ money: 10000, logged: 10000, logs: 3 });
  });

  it('refuses unpaid and cancelled orders', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 2 });
    const make = async () => (await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(m) })).body.data.row;
    const unpaid = await make();
    await expect(refundOrder(s.ctx.db, unpaid.id, admin, 'x', 7, s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'The order has not been paid' });
    const cancelled = await make();
    await s.call('POST', '/api/order/cancel', { body: { id: cancelled.id }, headers: h(m) });
    await expect(refundOrder(s.ctx.db, cancelled.id, admin, 'x', 7, s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'The order has been cancelled' });
  });

  it('concurrent refunds of one order pay back once', async () => {
    const { m, p, o } = await paidOrder(5000, 1000, 1);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => refundOrder(s.ctx.db, o.id, admin, 'race', 7, s.ctx.cluster.bus)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(s, m.id)).toEqual({ money: 5000, logged: 5000, logs: 3 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 10, sales: 0 });
  });
});

describe('messages', () => {
  it('every message key of the commerce area has its zh-cn text', () => {
    const dir = path.resolve(import.meta.dirname, '../src/modules/order');
    const keys = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      // a key may hold an escaped quote; `${zone}, '…'` inside SQL is not a key
      for (const m of text.matchAll(/(?:ApiError\(|t\(lang, | \}, )'((?:[^'\\]|\\.)+)'/g)) keys.add(m[1].replace(/\\(.)/g, '$1'));
    }
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((k) => !(k in pack['zh-cn']))).toEqual([]);
  });
});
