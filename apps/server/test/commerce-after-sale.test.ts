import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderPayment, orderProduct } from '../src/db/schema/index.ts';
import { approveAfterSale, lineRefund, receiveReturn, refuseAfterSale } from '../src/modules/order/after-sales.ts';
import { completeOrder, refundOrder } from '../src/modules/order/orders.ts';
import { AUTO_COMPLETE_JOB } from '../src/modules/order/timers.ts';
import { ChangeBus } from '../src/core/cluster/bus.ts';
import type { Db } from '../src/db/client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, handOver, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';

/**
 * After-sales: the member asks and follows over HTTP (`/api/order/afterSale`); the operator's
 * steps (approve, refuse, receive the return) are the engine's services until the admin order
 * area exists.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const admin = { type: 'admin' as const, id: 1 };
const h = (m: TestMember, lang = 'en') => ({ 'think-lang': lang, ...{ 'ba-user-token': m.token } });
const post = (m: TestMember, path: string, body: unknown, lang?: string) => s.call('POST', path, { body, headers: h(m, lang) });
const get = (m: TestMember, path: string) => s.call('GET', path, { headers: h(m) });
const apply = (m: TestMember, body: Record<string, unknown>, lang?: string) => post(m, '/api/order/afterSale', { type: 'refund_only', reason: 'not as described', ...body }, lang);

/** A paid order of two lines: 3 × 10.00 and 1 × 5.00 (35.00) from a member with 100.00. */
async function paidOrder() {
  const m = await memberWithBalance(s, 10000);
  const sh = await makeShop(s);
  const a = await makeShopProduct(s, sh.id, { price: 1000, stock: 10, name: 'Tea' });
  const b = await makeShopProduct(s, sh.id, { price: 500, stock: 10, name: 'Cake' });
  const created = await post(m, '/api/order/create', { shop_id: sh.id, products: [{ product_id: a.product.id, quantity: 3 }, { product_id: b.product.id, quantity: 1 }] });
  const o = created.body.data.row;
  expect((await post(m, '/api/order/pay', { id: o.id })).body.code).toBe(1);
  const lines = o.products as { id: number; name: string }[];
  return { m, o, a, b, tea: lines[0].id, cake: lines[1].id };
}
const detail = async (m: TestMember, id: number) => (await get(m, `/api/order/detail?id=${id}`)).body.data.row;

describe('lineRefund', () => {
  it('gives a proportional share and the remainder with the last unit', () => {
    const line = { quantity: 3, commissionBase: 1000, refundedQuantity: 0, refundedAmount: 0 };
    expect(lineRefund(line, 1)).toBe(333);
    expect(lineRefund({ ...line, refundedQuantity: 1, refundedAmount: 333 }, 1)).toBe(333);
    expect(lineRefund({ ...line, refundedQuantity: 2, refundedAmount: 666 }, 1)).toBe(334);
    expect(lineRefund(line, 3)).toBe(1000);
  });
});

describe('a refund-only after-sale', () => {
  it('for chosen lines and quantities: approved, the money goes back once, the stock stays, the order stays paid', async () => {
    const { m, o, a, tea } = await paidOrder();
    const res = await apply(m, { order_id: o.id, products: [{ order_product_id: tea, quantity: 2 }], images: ['/storage/x.png'] });
    expect(res.body).toMatchObject({ code: 1, msg: 'After-sale submitted', data: { row: { status: 'pending', type: 'refund_only', amount: '20.00', images: ['/storage/x.png'], products: [{ order_product_id: tea, name: 'Tea', quantity: 2, amount: '20.00' }] } } });
    const id = res.body.data.row.id;
    expect(res.body.data.row.after_sale_no).toMatch(/^\d{20}$/);
    // One open at a time.
    expect((await apply(m, { order_id: o.id })).body).toMatchObject({ code: 0, msg: 'An after-sale of this order is already in progress' });
    // An operator's full refund waits for it too.
    await expect(refundOrder(s.ctx.db, o.id, admin, 'x', 7, s.ctx.cluster.bus)).rejects.toMatchObject({ msgKey: 'An after-sale of this order is already in progress' });

    const results = await Promise.allSettled([1, 2, 3].map(() => approveAfterSale(s.ctx.db, id, admin)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.msgKey)).toEqual(['The after-sale has been refunded', 'The after-sale has been refunded']);
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000 - 3500 + 2000, logged: 8500, logs: 3 });
    // refund only: the goods stay with the member (the stock too), the refunded units are no longer sold
    expect(await stockOf(s, a.shopProduct.id)).toEqual({ stock: 7, sales: 1 });
    const row = await detail(m, o.id);
    expect(row).toMatchObject({ status: 'paid', refund_amount: '20.00' });
    expect(row.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'pay', 'after_sale', 'refund']);
    const progress = (await get(m, `/api/order/afterSale?order_id=${o.id}`)).body.data.list;
    expect(progress).toMatchObject([{ id, status: 'refunded' }]);
    expect(typeof progress[0].refunded_time).toBe('number');

    // The rest: the whole remainder (1 tea, 1 cake) by default; then the order is refunded.
    const rest = await apply(m, { order_id: o.id });
    expect(rest.body.data.row).toMatchObject({ amount: '15.00', products: [{ order_product_id: tea, quantity: 1, amount: '10.00' }, { quantity: 1, amount: '5.00' }] });
    await approveAfterSale(s.ctx.db, rest.body.data.row.id, admin);
    expect(await detail(m, o.id)).toMatchObject({ status: 'refunded', refund_amount: '35.00' });
    expect(await stockOf(s, a.shopProduct.id)).toEqual({ stock: 7, sales: 0 });
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 4 });
    expect((await apply(m, { order_id: o.id })).body.msg).toBe('The order has been refunded');
    const payments = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id));
    expect(payments.map((p) => [p.kind, p.amount]).sort()).toEqual([['pay', 3500], ['refund', 1500], ['refund', 2000]]);
  });

  it('refuses more than is left, lines of other orders, and orders not paid or of other members', async () => {
    const { m, o, tea } = await paidOrder();
    const other = await paidOrder();
    expect((await apply(m, { order_id: o.id, products: [{ order_product_id: tea, quantity: 4 }] })).body).toMatchObject({ code: 0, msg: 'At most 3 of Tea can be refunded' });
    expect((await apply(m, { order_id: o.id, products: [{ order_product_id: tea, quantity: 4 }] }, 'zh-cn')).body.msg).toBe('最多可退 3 件「Tea」');
    expect((await apply(m, { order_id: o.id, products: [{ order_product_id: other.tea, quantity: 1 }] })).body.msg).toBe('This product is not in the order');
    expect((await apply(m, { order_id: other.o.id })).body.msg).toBe('Order not found');
    expect((await get(m, `/api/order/afterSale?order_id=${other.o.id}`)).body.msg).toBe('Order not found');
    expect((await apply(m, { order_id: o.id, reason: '' })).body.code).toBe(0);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 1 });
    const unpaid = (await post(m, '/api/order/create', { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] })).body.data.row;
    expect((await apply(m, { order_id: unpaid.id })).body.msg).toBe('The order has not been paid');
    expect(await s.ctx.database.rows(sql`select id from after_sale where user_id = ${m.id}`)).toEqual([]);
  });

  it('is refused by the operator with a reason, or withdrawn by the member', async () => {
    const { m, o } = await paidOrder();
    const first = (await apply(m, { order_id: o.id })).body.data.row;
    await expect(refuseAfterSale(s.ctx.db, first.id, admin, ' ')).rejects.toMatchObject({ msgKey: 'Please give the reason for the refusal' });
    await refuseAfterSale(s.ctx.db, first.id, admin, 'the goods were used');
    expect((await get(m, `/api/order/afterSale?order_id=${o.id}`)).body.data.list[0]).toMatchObject({ status: 'refused', refuse_reason: 'the goods were used' });
    await expect(approveAfterSale(s.ctx.db, first.id, admin)).rejects.toMatchObject({ msgKey: 'The after-sale has been refused' });
    expect((await post(m, '/api/order/afterSaleCancel', { id: first.id })).body.msg).toBe('The after-sale has been refused');

    const second = (await apply(m, { order_id: o.id })).body.data.row;
    const other = await memberWithBalance(s, 0);
    expect((await post(other, '/api/order/afterSaleCancel', { id: second.id })).body.msg).toBe('After-sale not found');
    expect((await post(m, '/api/order/afterSaleCancel', { id: second.id })).body).toMatchObject({ code: 1, msg: 'After-sale cancelled', data: { row: { status: 'cancelled' } } });
    await expect(approveAfterSale(s.ctx.db, second.id, admin)).rejects.toMatchObject({ msgKey: 'The after-sale has been cancelled' });
    expect(await balanceOf(s, m.id)).toEqual({ money: 6500, logged: 6500, logs: 2 });
    expect((await detail(m, o.id)).status).toBe('paid');
  });
});

describe('a return-and-refund after-sale', () => {
  it('waits for the goods after approval; receiving them gives back stock and money once', async () => {
    const { m, o, a, tea } = await paidOrder();
    const row = (await apply(m, { order_id: o.id, type: 'return_refund', products: [{ order_product_id: tea, quantity: 1 }] })).body.data.row;
    await approveAfterSale(s.ctx.db, row.id, admin);
    expect((await get(m, `/api/order/afterSale?order_id=${o.id}`)).body.data.list[0]).toMatchObject({ status: 'approved', refunded_time: null });
    expect(await balanceOf(s, m.id)).toEqual({ money: 6500, logged: 6500, logs: 2 });
    const results = await Promise.allSettled([1, 2].map(() => receiveReturn(s.ctx.db, row.id, admin, s.ctx.cluster.bus)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(s, m.id)).toEqual({ money: 7500, logged: 7500, logs: 3 });
    expect(await stockOf(s, a.shopProduct.id)).toEqual({ stock: 8, sales: 2 });
    const [line] = await s.ctx.db.select().from(orderProduct).where(eq(orderProduct.id, tea));
    expect(line).toMatchObject({ refundedQuantity: 1, refundedAmount: 1000 });
    // The operator's full refund afterwards pays back only the rest.
    await refundOrder(s.ctx.db, o.id, admin, 'closing the shop', 7, s.ctx.cluster.bus);
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 4 });
    expect(await stockOf(s, a.shopProduct.id)).toEqual({ stock: 10, sales: 0 });
    expect(await detail(m, o.id)).toMatchObject({ status: 'refunded', refund_amount: '35.00' });
  });

  it('a partial after-sale racing the auto-complete: the order completes, the after-sale still pays back once', async () => {
    const { m, o, tea } = await paidOrder();
    await handOver(s, o.id);
    const row = (await apply(m, { order_id: o.id, products: [{ order_product_id: tea, quantity: 1 }] })).body.data.row;
    await s.change(sql`update "order" set fulfilled_time = now() - interval '8 days' where id = ${o.id}`);
    const job = s.ctx.cluster.jobs.get(AUTO_COMPLETE_JOB)!;
    await Promise.all([job.run(), approveAfterSale(s.ctx.db, row.id, admin), job.run()]);
    // A run that met the order locked by the approval skipped it (skip locked): the next run, as the timer's next minute would, takes it.
    await job.run();
    const after = await detail(m, o.id);
    expect(after).toMatchObject({ status: 'completed', refund_amount: '10.00' });
    expect(after.logs.filter((l: { action: string }) => l.action === 'complete')).toHaveLength(1);
    expect(await balanceOf(s, m.id)).toEqual({ money: 7500, logged: 7500, logs: 3 });
    // Inside the window a completed order still takes one; after it, no more.
    expect((await apply(m, { order_id: o.id, products: [{ order_product_id: tea, quantity: 1 }] })).body.code).toBe(1);
    await s.change(sql`update after_sale set status = 'cancelled' where order_id = ${o.id} and status = 'pending'`);
    await s.change(sql`update "order" set completed_time = now() - interval '8 days' where id = ${o.id}`);
    expect((await apply(m, { order_id: o.id })).body.msg).toBe('The after-sale window of this order has closed');
    await expect(completeOrder(s.ctx.db, o.id, admin, 7)).rejects.toMatchObject({ msgKey: 'The order has been completed' });
  });
});

describe('stock given back by a refund', () => {
  it('is announced on the bus only once the refund has committed (a mark dropped before could be set again from the old 0)', async () => {
    const events: string[] = [];
    const bus = new ChangeBus();
    bus.on('stock', () => events.push('stock'));
    // the engine's transactions, noted as they commit
    const db = new Proxy(s.ctx.db, {
      get: (target, key, receiver) => key === 'transaction'
        ? async (run: Parameters<Db['transaction']>[0]) => {
          const done = await target.transaction(run);
          events.push('commit');
          return done;
        }
        : Reflect.get(target, key, receiver),
    });
    const { m, o, tea } = await paidOrder();
    const row = (await apply(m, { order_id: o.id, type: 'return_refund', products: [{ order_product_id: tea, quantity: 1 }] })).body.data.row;
    await approveAfterSale(db, row.id, admin);
    await receiveReturn(db, row.id, admin, bus);
    expect(events).toEqual(['commit', 'commit', 'stock']);
    await refundOrder(db, o.id, admin, 'closing the shop', 7, bus);
    expect(events).toEqual(['commit', 'commit', 'stock', 'commit', 'stock']);
  });
});
