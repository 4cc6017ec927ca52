import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { order, orderLog, orderPayment, product, shopProduct, userMoneyLog } from '../src/db/schema/index.ts';
import { AUTO_CANCEL_JOB, AUTO_COMPLETE_JOB } from '../src/modules/order/timers.ts';
import { createOrder } from '../src/modules/order/orders.ts';
import { SoldOutMarks } from '../src/modules/order/sold-out.ts';
import { creationTurns } from '../src/modules/order/turns.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { setSettings } from './account-support.ts';
import { balanceOf, handOver, makeActivity, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';

/** The member ordering API and the order engine over HTTP (issue 12). PGlite by default; PostgreSQL with TEST_DB_KIND=postgres. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const h = (m: TestMember | null, lang = 'en') => ({ 'think-lang': lang, ...(m ? { 'ba-user-token': m.token } : {}) });
const get = (m: TestMember | null, path: string, lang?: string) => s.call('GET', path, { headers: h(m, lang) });
const post = (m: TestMember | null, path: string, body: unknown, lang?: string) => s.call('POST', path, { body, headers: h(m, lang) });
const create = (m: TestMember, shopId: number, products: { product_id: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  post(m, '/api/order/create', { shop_id: shopId, products, ...extra });
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;
const logsOf = (orderId: number) => s.ctx.db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(orderLog.id);

/** Great-circle distance in metres, as the API computes it. */
function haversine(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(a))));
}

describe('shops, products and activities', () => {
  it('need a signed-in member', async () => {
    for (const path of ['/api/shop/index', '/api/shop/detail?id=1', '/api/shop/products?shop_id=1', '/api/activity/index', '/api/order/index', '/api/order/detail?id=1']) {
      expect((await get(null, path)).body.code).toBe(303);
    }
    expect((await post(null, '/api/order/create', { shop_id: 1, products: [{ product_id: 1, quantity: 1 }] })).body.code).toBe(303);
  });

  it('lists shops nearest first with their distance, hiding disabled ones', async () => {
    const m = await memberWithBalance(s, 0);
    const city = 990001;
    const far = await makeShop(s, { cityId: city, longitude: 121.6, latitude: 31.3, weigh: 10 });
    const near = await makeShop(s, { cityId: city, longitude: 121.48, latitude: 31.231 });
    const nowhere = await makeShop(s, { cityId: city, weigh: 99 });
    await makeShop(s, { cityId: city, status: 'disabled', longitude: 121.4737, latitude: 31.2304 });
    const res = await get(m, `/api/shop/index?city_id=${city}&lng=121.4737&lat=31.2304`);
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((x: { id: number }) => x.id)).toEqual([near.id, far.id, nowhere.id]);
    expect(res.body.data.list.map((x: { distance: number | null }) => x.distance)).toEqual([
      haversine(121.4737, 31.2304, 121.48, 31.231), haversine(121.4737, 31.2304, 121.6, 31.3), null,
    ]);
    // Without a position: by weigh, and no distance.
    const plain = await get(m, `/api/shop/index?city_id=${city}`);
    expect(plain.body.data.list.map((x: { id: number }) => x.id)).toEqual([nowhere.id, far.id, near.id]);
    expect(plain.body.data.list[0]).not.toHaveProperty('distance');
    // Keyword and paging.
    const one = await get(m, `/api/shop/index?city_id=${city}&keyword=${encodeURIComponent(near.code)}&limit=1`);
    expect(one.body.data).toMatchObject({ total: 1, list: [{ id: near.id, code: near.code }] });
    // A position out of range or not a number is refused in the envelope, in the reader's language.
    for (const bad of ['lat=91&lng=0', 'lat=-90.5&lng=0', 'lat=0&lng=180.01', 'lat=0&lng=-181', 'lat=abc&lng=0', 'lat=31.2&lng=1e2', 'lat=31.2&lng=0x10', "lat=0&lng=0;select%201"]) {
      const refused = await get(m, `/api/shop/index?${bad}`);
      expect(refused.body.code, bad).toBe(0);
      expect(refused.body.msg, bad).not.toBe('');
    }
  });

  it('shows one shop, not a disabled one', async () => {
    const m = await memberWithBalance(s, 0);
    const open = await makeShop(s, { address: 'No. 1 Road', images: '/a.png,/b.png' });
    const off = await makeShop(s, { status: 'disabled' });
    expect((await get(m, `/api/shop/detail?id=${open.id}`)).body.data.row).toMatchObject({ id: open.id, address: 'No. 1 Road', images: ['/a.png', '/b.png'], status: 'open' });
    expect((await get(m, `/api/shop/detail?id=${off.id}`)).body).toMatchObject({ code: 0, msg: 'Shop not found' });
    expect((await get(m, `/api/shop/detail?id=${off.id}`, 'zh-cn')).body.msg).toBe('门店不存在');
  });

  it("lists a shop's products on sale at HQ and at the shop, at the shop's price", async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const a = await makeShopProduct(s, sh.id, { price: 1000, stock: 5, name: 'Tea' });
    const b = await makeShopProduct(s, sh.id, { price: 2000, shopPrice: 1800, stock: 3, name: 'Coffee' });
    await makeShopProduct(s, sh.id, { price: 500, stock: 3, hqStatus: 'off' });
    await makeShopProduct(s, sh.id, { price: 500, stock: 3, shopStatus: 'off' });
    const res = await get(m, `/api/shop/products?shop_id=${sh.id}`);
    expect(res.body.data.total).toBe(2);
    const byId = Object.fromEntries(res.body.data.list.map((p: { product_id: number }) => [p.product_id, p]));
    expect(byId[a.product.id]).toMatchObject({ name: 'Tea', price: '10.00', market_price: '20.00', stock: 5, shop_product_id: a.shopProduct.id });
    expect(byId[b.product.id]).toMatchObject({ name: 'Coffee', price: '18.00', stock: 3 });
    expect((await get(m, `/api/shop/products?shop_id=${sh.id}&keyword=Cof`)).body.data.total).toBe(1);
  });

  it('lists published activities running now: HQ ones, and the shop own with shop_id', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const other = await makeShop(s);
    const hour = 3_600_000;
    const hq = await makeActivity(s, { title: 'HQ running', discountRate: 9000 });
    const mine = await makeActivity(s, { scope: 'shop', shopId: sh.id, type: 'reduction', threshold: 10000, reduction: 1000 });
    const theirs = await makeActivity(s, { scope: 'shop', shopId: other.id, discountRate: 5000 });
    const draft = await makeActivity(s, { status: 'draft', discountRate: 5000 });
    const over = await makeActivity(s, { discountRate: 5000, startTime: new Date(Date.now() - 2 * hour), endTime: new Date(Date.now() - hour) });
    const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((a) => a.id);
    const forShop = await get(m, `/api/activity/index?shop_id=${sh.id}`);
    expect(ids(forShop)).toEqual(expect.arrayContaining([hq.id, mine.id]));
    for (const id of [theirs.id, draft.id, over.id]) expect(ids(forShop)).not.toContain(id);
    expect(ids(await get(m, '/api/activity/index'))).not.toContain(mine.id);
    expect(forShop.body.data.list.find((a: { id: number }) => a.id === mine.id)).toMatchObject({ type: 'reduction', threshold: '100.00', reduction: '10.00', scope: 'shop' });
    // the other tests' activities are HQ-wide: end them so that they do not price later orders
    await s.change(sql`update activity set end_time = now() - interval '1 second', start_time = now() - interval '1 hour'`);
  });
});

describe('creating an order', () => {
  it('recomputes every amount on the server and snapshots the lines', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const tea = await makeShopProduct(s, sh.id, { price: 1000, shopPrice: 900, stock: 10, name: 'Tea' });
    const cake = await makeShopProduct(s, sh.id, { price: 1550, stock: 10, name: 'Cake' });
    const res = await create(m, sh.id, [{ product_id: tea.product.id, quantity: 2 }, { product_id: cake.product.id, quantity: 1 }, { product_id: tea.product.id, quantity: 1 }], {
      pay_amount: '0.01', goods_amount: '0.01', remark: 'no sugar', contact_name: 'Li', contact_mobile: '13800000000',
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Order created' });
    const row = res.body.data.row;
    expect(row).toMatchObject({ status: 'unpaid', goods_amount: '42.50', discount_amount: '0.00', pay_amount: '42.50', activity_id: null, remark: 'no sugar', contact_name: 'Li', shop_id: sh.id, shop_name: sh.name });
    expect(row.order_no).toMatch(/^\d{20}$/);
    expect(row.products).toEqual([
      expect.objectContaining({ product_id: tea.product.id, name: 'Tea', price: '9.00', quantity: 3, amount: '27.00', pay_amount: '27.00' }),
      expect.objectContaining({ product_id: cake.product.id, name: 'Cake', price: '15.50', quantity: 1, amount: '15.50' }),
    ]);
    expect(row.logs).toEqual([expect.objectContaining({ action: 'create', to_status: 'unpaid', operator_type: 'member' })]);
    // Stock is taken at payment, not at creation.
    expect(await stockOf(s, tea.shopProduct.id)).toEqual({ stock: 10, sales: 0 });
    // A later product edit does not change the order.
    await s.ctx.db.update(product).set({ name: 'Green tea', price: 5 }).where(eq(product.id, tea.product.id));
    const again = await get(m, `/api/order/detail?id=${row.id}`);
    expect(again.body.data.row.products[0]).toMatchObject({ name: 'Tea', price: '9.00' });
  });

  it('refuses what the shop cannot sell, and says why', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const closed = await makeShop(s, { status: 'closed' });
    const disabled = await makeShop(s, { status: 'disabled' });
    const ok = await makeShopProduct(s, sh.id, { price: 100, stock: 2, name: 'Ok' });
    const hqOff = await makeShopProduct(s, sh.id, { price: 100, stock: 2, hqStatus: 'off', name: 'HqOff' });
    const shopOff = await makeShopProduct(s, sh.id, { price: 100, stock: 2, shopStatus: 'off', name: 'ShopOff' });
    const elsewhere = await makeShopProduct(s, closed.id, { price: 100, stock: 2, name: 'Elsewhere' });
    const line = (p: { product: { id: number } }, quantity = 1) => [{ product_id: p.product.id, quantity }];
    expect((await create(m, closed.id, line(elsewhere))).body).toMatchObject({ code: 0, msg: 'The shop is closed and takes no orders' });
    expect((await create(m, disabled.id, line(ok))).body).toMatchObject({ code: 0, msg: 'Shop not found' });
    expect((await create(m, 999999, line(ok))).body).toMatchObject({ code: 0, msg: 'Shop not found' });
    expect((await create(m, sh.id, line(hqOff))).body).toMatchObject({ code: 0, msg: 'Product HqOff is not on sale at this shop' });
    expect((await create(m, sh.id, line(shopOff))).body).toMatchObject({ code: 0, msg: 'Product ShopOff is not on sale at this shop' });
    expect((await create(m, sh.id, line(elsewhere))).body).toMatchObject({ code: 0, msg: 'Product Elsewhere is not on sale at this shop' });
    expect((await create(m, sh.id, line(ok, 3))).body).toMatchObject({ code: 0, msg: 'Insufficient stock for Ok (2 left)' });
    expect((await create(m, sh.id, line(ok, 3))).body.msg).toBeTruthy();
    expect((await post(m, '/api/order/create', { shop_id: sh.id, products: line(ok, 3) }, 'zh-cn')).body.msg).toBe('商品 Ok 库存不足（剩余 2）');
    expect((await create(m, sh.id, [])).body.code).toBe(0);
    expect((await create(m, sh.id, line(ok, 0))).body.code).toBe(0);
    expect(await s.ctx.database.rows(sql`select id from "order" where user_id = ${m.id}`)).toEqual([]);
  });
});

describe('the best applicable activity', () => {
  it('applies the largest discount among HQ and the shop own, published, in window, product in scope', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const other = await makeShop(s);
    const a = await makeShopProduct(s, sh.id, { price: 10000, stock: 10 });
    const b = await makeShopProduct(s, sh.id, { price: 5000, stock: 10 });
    const hour = 3_600_000;
    const lines = [{ product_id: a.product.id, quantity: 1 }, { product_id: b.product.id, quantity: 1 }]; // 150.00
    try {
      // Not applicable: another shop's, a draft, not yet started, over, an event, a listed one for other products.
      await makeActivity(s, { scope: 'shop', shopId: other.id, discountRate: 1000 });
      await makeActivity(s, { status: 'draft', discountRate: 1000 });
      await makeActivity(s, { discountRate: 1000, startTime: new Date(Date.now() + hour), endTime: new Date(Date.now() + 2 * hour) });
      await makeActivity(s, { discountRate: 1000, startTime: new Date(Date.now() - 2 * hour), endTime: new Date(Date.now() - 1000) });
      await makeActivity(s, { type: 'event' });
      await makeActivity(s, { discountRate: 1000, productIds: [(await makeShopProduct(s, other.id, { price: 1, stock: 1 })).product.id] });
      expect((await create(m, sh.id, lines)).body.data.row).toMatchObject({ activity_id: null, discount_amount: '0.00', pay_amount: '150.00' });

      const hq = await makeActivity(s, { title: 'HQ 95%', discountRate: 9500 }); // 7.50 off
      expect((await create(m, sh.id, lines)).body.data.row).toMatchObject({ activity_id: hq.id, activity_title: 'HQ 95%', discount_amount: '7.50', pay_amount: '142.50' });

      const own = await makeActivity(s, { scope: 'shop', shopId: sh.id, type: 'reduction', threshold: 12000, reduction: 2000 }); // 20.00 off
      // the checkout's quote: the same pricing, nothing written
      const ordersBefore = (await s.ctx.db.select({ id: order.id }).from(order).where(eq(order.userId, m.id))).length;
      const quote = await post(m, '/api/order/quote', { shop_id: sh.id, products: lines });
      expect(quote.body).toMatchObject({ code: 1, data: { goods_amount: '150.00', discount_amount: '20.00', pay_amount: '130.00', activity_title: own.title } });
      expect(quote.body.data.products).toEqual([
        { product_id: a.product.id, name: a.product.name, price: '100.00', quantity: 1, amount: '100.00', discount_amount: '13.33', pay_amount: '86.67' },
        { product_id: b.product.id, name: b.product.name, price: '50.00', quantity: 1, amount: '50.00', discount_amount: '6.67', pay_amount: '43.33' },
      ]);
      expect((await s.ctx.db.select({ id: order.id }).from(order).where(eq(order.userId, m.id))).length).toBe(ordersBefore);
      expect((await post(m, '/api/order/quote', { shop_id: sh.id, products: [{ product_id: a.product.id, quantity: 11 }] })).body).toMatchObject({ code: 0, msg: `Insufficient stock for ${a.product.name} (10 left)` });
      expect((await post(null, '/api/order/quote', { shop_id: sh.id, products: lines })).body.code).toBe(303);
      const res = await create(m, sh.id, lines);
      expect(res.body.data.row).toMatchObject({ activity_id: own.id, discount_amount: '20.00', pay_amount: '130.00' });
      // spread in proportion: 100 → 13.33 off, 50 → the rest 6.67
      expect(res.body.data.row.products.map((l: { discount_amount: string }) => l.discount_amount)).toEqual(['13.33', '6.67']);

      const listed = await makeActivity(s, { discountRate: 5000, productIds: [a.product.id] }); // half of 100.00
      expect((await create(m, sh.id, lines)).body.data.row).toMatchObject({ activity_id: listed.id, discount_amount: '50.00', pay_amount: '100.00' });
      // a threshold not reached: the reduction does not apply, the listed one does not cover b
      expect((await create(m, sh.id, [{ product_id: b.product.id, quantity: 1 }])).body.data.row).toMatchObject({ activity_id: hq.id, discount_amount: '2.50' });
    } finally {
      await s.change(sql`update activity set end_time = now() - interval '1 second', start_time = now() - interval '1 hour'`);
    }
  });
});

describe('paying with the balance', () => {
  it('charges once with a money-log row, takes stock, marks paid and records it', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 1234, stock: 5 });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 2 }])).body.data.row;
    const res = await post(m, '/api/order/pay', { id: o.id });
    expect(res.body).toMatchObject({ code: 1, msg: 'Payment succeeded', data: { row: { status: 'paid', pay_type: 'balance', pay_amount: '24.68' } } });
    expect(typeof res.body.data.row.paid_time).toBe('number');
    expect(res.body.data.row.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'pay']);
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000 - 2468, logged: 10000 - 2468, logs: 2 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 3, sales: 2 });
    const [payment] = await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id));
    expect(payment).toMatchObject({ kind: 'pay', payType: 'balance', amount: 2468 });
    const [log] = await s.ctx.db.select().from(userMoneyLog).where(eq(userMoneyLog.id, payment.moneyLogId!));
    expect(log).toMatchObject({ userId: m.id, amount: -2468, before: 10000, after: 7532 });
    expect(log.memo).toContain(o.order_no);

    // Paying again changes nothing and says why.
    const again = await post(m, '/api/order/pay', { id: o.id });
    expect(again.body).toMatchObject({ code: 0, msg: 'The order has already been paid' });
    expect((await post(m, '/api/order/pay', { id: o.id }, 'zh-cn')).body.msg).toBe('订单已支付，请勿重复支付');
    expect(await balanceOf(s, m.id)).toEqual({ money: 7532, logged: 7532, logs: 2 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 3, sales: 2 });
    // A paid order cannot be cancelled.
    expect((await post(m, '/api/order/cancel', { id: o.id })).body).toMatchObject({ code: 0, msg: 'A paid order cannot be cancelled; please apply for a refund' });
  });

  it('refuses without enough balance and changes nothing', async () => {
    const m = await memberWithBalance(s, 999);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 1000, stock: 5 });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Insufficient balance to pay this order' });
    expect((await post(m, '/api/order/pay', { id: o.id }, 'zh-cn')).body.msg).toBe('余额不足，无法支付该订单');
    expect((await get(m, `/api/order/detail?id=${o.id}`)).body.data.row).toMatchObject({ status: 'unpaid', paid_time: null });
    expect(await balanceOf(s, m.id)).toEqual({ money: 999, logged: 999, logs: 1 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 5, sales: 0 });
    expect(await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id))).toEqual([]);
  });

  it('refuses when the stock ran out since the order was made, without charging', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 3, name: 'Scarce' });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 3 }])).body.data.row;
    await s.change(sql`update shop_product set stock = 2 where id = ${p.shopProduct.id}`);
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Insufficient stock for Scarce' });
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 1 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 2, sales: 0 });
    expect((await get(m, `/api/order/detail?id=${o.id}`)).body.data.row.status).toBe('unpaid');
  });

  it('refuses when the shop closed or a product went off sale since the order was made', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 3, name: 'Seasonal' });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    await s.change(sql`update shop set status = 'closed' where id = ${sh.id}`);
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'The shop is closed and takes no orders' });
    await s.change(sql`update shop set status = 'open' where id = ${sh.id}`);
    await s.change(sql`update product set status = 'off' where id = ${p.product.id}`);
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Product Seasonal is not on sale at this shop' });
    await s.change(sql`update product set status = 'on' where id = ${p.product.id}`);
    await s.change(sql`update shop_product set status = 'off' where id = ${p.shopProduct.id}`);
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Product Seasonal is not on sale at this shop' });
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 1 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 3, sales: 0 });
    await s.change(sql`update shop_product set status = 'on' where id = ${p.shopProduct.id}`);
    expect((await post(m, '/api/order/pay', { id: o.id })).body.code).toBe(1);
  });

  it('a concurrent pay of one order succeeds exactly once, with one charge', async () => {
    const m = await memberWithBalance(s, 50000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 3000, stock: 10 });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const results = await Promise.all(Array.from({ length: 8 }, () => post(m, '/api/order/pay', { id: o.id })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.msg)).toEqual(Array(7).fill('The order has already been paid'));
    expect(await balanceOf(s, m.id)).toEqual({ money: 47000, logged: 47000, logs: 2 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 9, sales: 1 });
    expect(await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id))).toHaveLength(1);
    expect((await logsOf(o.id)).filter((l) => l.action === 'pay')).toHaveLength(1);
  });

  it('concurrent orders for the last unit: one is paid, the others are refused, no oversell', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 500, stock: 1, name: 'Last one' });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => memberWithBalance(s, 1000)));
    const orders = await Promise.all(buyers.map(async (b) => (await create(b, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row));
    expect(orders.every((o) => o.status === 'unpaid')).toBe(true);
    const results = await Promise.all(buyers.map((b, i) => post(b, '/api/order/pay', { id: orders[i].id })));
    const won = results.map((r, i) => (r.body.code === 1 ? i : -1)).filter((i) => i >= 0);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.msg)).toEqual(Array(3).fill('Sold out: Last one'));
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 0, sales: 1 });
    for (const [i, b] of buyers.entries()) {
      expect(await balanceOf(s, b.id)).toEqual(i === won[0] ? { money: 500, logged: 500, logs: 2 } : { money: 1000, logged: 1000, logs: 1 });
    }
    // A new order for it is refused at once.
    expect((await create(buyers[0], sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.msg).toBe('Sold out: Last one');
  });

  // the payment's last statement refuses and its COMMIT, sent with it, does not run (db/pipelined.ts)
  it.skipIf(!onPostgres)('a payment whose units are taken while it waits for the stock row is refused, and nothing it did stays', async () => {
    const m = await memberWithBalance(s, 5000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 700, stock: 2, name: 'Contested' });
    const other = new pg.Client({ connectionString: s.databaseUrl });
    await other.connect();
    const payWhileTaken = async (stockLeft: number) => {
      const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 2 }])).body.data.row;
      await other.query('begin');
      await other.query('update shop_product set stock = $2 where id = $1', [p.shopProduct.id, stockLeft]);
      // its first statement reads 2 left, enough; its stock statement waits for the row
      const paying = post(m, '/api/order/pay', { id: o.id });
      let waiting = 0;
      for (let i = 0; i < 200 && !waiting; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        waiting = (await s.ctx.database.rows<{ n: number }>(sql`select count(*)::integer as n from pg_locks where not granted`))[0].n;
      }
      expect(waiting).toBeGreaterThan(0); // else the payment never reached its last statement's wait
      await other.query('commit');
      const answer = (await paying).body;
      expect((await get(m, `/api/order/detail?id=${o.id}`)).body.data.row).toMatchObject({ status: 'unpaid', paid_time: null });
      expect(await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, o.id))).toEqual([]);
      expect((await logsOf(o.id)).map((l) => l.action)).toEqual(['create']);
      return answer;
    };
    try {
      expect(await payWhileTaken(1)).toMatchObject({ code: 0, msg: 'Insufficient stock for Contested' });
      expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 1, sales: 0 });
      await s.change(sql`update shop_product set stock = 2 where id = ${p.shopProduct.id}`);
      expect(await payWhileTaken(0)).toMatchObject({ code: 0, msg: 'Sold out: Contested' });
      expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 0, sales: 0 });
    } finally {
      await other.end();
    }
    expect(await balanceOf(s, m.id)).toEqual({ money: 5000, logged: 5000, logs: 1 });
    expect(await s.ctx.database.rows(sql`select 1 from sales_daily where shop_id = ${sh.id} union all select 1 from product_sales_daily where shop_id = ${sh.id}`)).toEqual([]);
    // the refusal marked it sold out: a creation is refused at once
    expect((await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body).toMatchObject({ code: 0, msg: 'Sold out: Contested' });
  });

  it('a sold-out product: a create and a pay are refused with "Sold out", in en and zh-cn, and nothing changes', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 800, stock: 1, name: 'Flash' });
    const [first, late] = await Promise.all([memberWithBalance(s, 5000), memberWithBalance(s, 5000)]);
    const line = [{ product_id: p.product.id, quantity: 1 }];
    // Both order while one unit is left; the first payment takes it.
    const a = (await create(first, sh.id, line)).body.data.row;
    const b = (await create(late, sh.id, line)).body.data.row;
    expect((await post(first, '/api/order/pay', { id: a.id })).body.code).toBe(1);
    // The late one's payment finds none left.
    expect((await post(late, '/api/order/pay', { id: b.id })).body).toMatchObject({ code: 0, msg: 'Sold out: Flash' });
    expect((await post(late, '/api/order/pay', { id: b.id }, 'zh-cn')).body).toMatchObject({ code: 0, msg: '已售罄：Flash' });
    // A new order for it is refused at creation.
    expect((await create(late, sh.id, line)).body).toMatchObject({ code: 0, msg: 'Sold out: Flash' });
    expect((await post(late, '/api/order/create', { shop_id: sh.id, products: line }, 'zh-cn')).body).toMatchObject({ code: 0, msg: '已售罄：Flash' });
    // Nothing changed for the late member: no charge, no payment, the order still unpaid, no new order.
    expect(await balanceOf(s, late.id)).toEqual({ money: 5000, logged: 5000, logs: 1 });
    expect(await s.ctx.db.select().from(orderPayment).where(eq(orderPayment.orderId, b.id))).toEqual([]);
    expect((await get(late, `/api/order/detail?id=${b.id}`)).body.data.row).toMatchObject({ status: 'unpaid', paid_time: null });
    expect(await s.ctx.database.rows(sql`select id from "order" where user_id = ${late.id}`)).toEqual([{ id: b.id }]);
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 0, sales: 1 });
    // Some units left but fewer than asked is still "Insufficient stock", with what is left.
    await s.change(sql`update shop_product set stock = 1 where id = ${p.shopProduct.id}`);
    expect((await create(late, sh.id, [{ product_id: p.product.id, quantity: 2 }])).body).toMatchObject({ code: 0, msg: 'Insufficient stock for Flash (1 left)' });
  });
});

describe('a sale\'s last unit', () => {
  it('the payment that takes it marks the product sold out: a creation within the second is refused without a read', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 300, stock: 1, name: 'Last cake' });
    const buyer = await memberWithBalance(s, 5000);
    const line = [{ product_id: p.product.id, quantity: 1 }];
    const o = (await create(buyer, sh.id, line)).body.data.row;
    expect((await post(buyer, '/api/order/pay', { id: o.id })).body.code).toBe(1);
    // units put back behind the app's back (no bus message): a creation that read the stock would be made
    await s.ctx.database.rows(sql`update shop_product set stock = 5 where id = ${p.shopProduct.id}`);
    expect((await create(buyer, sh.id, line)).body).toMatchObject({ code: 0, msg: 'Sold out: Last cake' });
    expect((await post(buyer, '/api/order/create', { shop_id: sh.id, products: line }, 'zh-cn')).body).toMatchObject({ code: 0, msg: '已售罄：Last cake' });
    // a change of stock the app announces drops the mark: the units are sold again
    await s.change(sql`update shop_product set stock = 5 where id = ${p.shopProduct.id}`);
    expect((await create(buyer, sh.id, line)).body.code).toBe(1);

    // an order of two products (the other statement of the take): only the one whose last unit it took is marked
    const last = await makeShopProduct(s, sh.id, { price: 100, stock: 2, name: 'Last pie' });
    const more = await makeShopProduct(s, sh.id, { price: 100, stock: 9 });
    const both = (await create(buyer, sh.id, [{ product_id: last.product.id, quantity: 2 }, { product_id: more.product.id, quantity: 1 }])).body.data.row;
    expect((await post(buyer, '/api/order/pay', { id: both.id })).body.code).toBe(1);
    await s.ctx.database.rows(sql`update shop_product set stock = 5 where id = ${last.shopProduct.id}`);
    expect((await create(buyer, sh.id, [{ product_id: last.product.id, quantity: 1 }])).body).toMatchObject({ code: 0, msg: 'Sold out: Last pie' });
    expect((await create(buyer, sh.id, [{ product_id: more.product.id, quantity: 1 }])).body.code).toBe(1);
  });

  it('a creation waiting for its turn is refused as soon as the product is marked sold out, and makes nothing', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 300, stock: 10, name: 'Queued tea' });
    const cake = await makeShopProduct(s, sh.id, { price: 200, stock: 10 });
    const buyer = await memberWithBalance(s, 5000);
    const marks = new SoldOutMarks(s.ctx.cluster.bus);
    const turns = creationTurns(2, marks);
    let release!: () => void;
    const holding = turns.run(() => new Promise<void>((r) => (release = r)));
    const waiting = createOrder(s.ctx.database, buyer.id, { shopId: sh.id, products: [{ productId: p.product.id, quantity: 1 }] }, marks, turns);
    const other = createOrder(s.ctx.database, buyer.id, { shopId: sh.id, products: [{ productId: cake.product.id, quantity: 1 }] }, marks, turns);
    await Promise.resolve();
    expect(turns.queued).toBe(2);
    marks.mark(sh.id, p.product.id, 'Queued tea');
    await expect(waiting).rejects.toMatchObject({ msgKey: 'Sold out: %s', args: ['Queued tea'] });
    expect(turns.queued).toBe(1);
    release();
    await holding;
    // the creation of another product kept its place and is made
    expect((await other).status).toBe('unpaid');
    expect(await s.ctx.database.rows(sql`select count(*)::int as n from order_product where shop_product_id = ${p.shopProduct.id}`)).toEqual([{ n: 0 }]);
  });
});

describe('payments of crossed products at two shops', () => {
  it('never wait on each other in a cycle (stock rows, then products, in id order)', async () => {
    const x = await makeShop(s);
    const y = await makeShop(s);
    const p1 = await makeShopProduct(s, x.id, { price: 100, stock: 100 });
    const p2 = await makeShopProduct(s, x.id, { price: 200, stock: 100 });
    // Shop y sells them too, its rows made in the other order: y's p2 row has the lower id.
    await s.ctx.db.insert(shopProduct).values({ shopId: y.id, productId: p2.product.id, stock: 100 });
    await s.ctx.db.insert(shopProduct).values({ shopId: y.id, productId: p1.product.id, stock: 100 });
    const pairs = await Promise.all(Array.from({ length: 6 }, async () => {
      const [a, b] = await Promise.all([memberWithBalance(s, 10000), memberWithBalance(s, 10000)]);
      const oa = (await create(a, x.id, [{ product_id: p1.product.id, quantity: 1 }, { product_id: p2.product.id, quantity: 1 }])).body.data.row;
      const ob = (await create(b, y.id, [{ product_id: p2.product.id, quantity: 1 }, { product_id: p1.product.id, quantity: 1 }])).body.data.row;
      return [[a, oa], [b, ob]] as const;
    }));
    const results = await Promise.all(pairs.flat().map(([m, o]) => post(m, '/api/order/pay', { id: o.id })));
    expect(results.map((r) => r.body.code)).toEqual(Array(12).fill(1));
    const [hq] = await s.ctx.db.select({ sales: product.sales }).from(product).where(eq(product.id, p1.product.id));
    expect(hq.sales).toBe(12);
  });
});

describe('cancelling', () => {
  it('cancels an own unpaid order once; a cancelled order cannot be paid', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5 });
    const o = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 2 }])).body.data.row;
    const res = await post(m, '/api/order/cancel', { id: o.id, reason: 'changed my mind' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Order cancelled', data: { row: { status: 'cancelled', cancel_reason: 'changed my mind' } } });
    expect(typeof res.body.data.row.cancelled_time).toBe('number');
    expect(res.body.data.row.logs.at(-1)).toMatchObject({ action: 'cancel', from_status: 'unpaid', to_status: 'cancelled', operator_type: 'member', memo: 'changed my mind' });
    expect((await post(m, '/api/order/cancel', { id: o.id })).body).toMatchObject({ code: 0, msg: 'The order has been cancelled' });
    expect((await post(m, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'The order has been cancelled' });
    expect((await post(m, '/api/order/pay', { id: o.id }, 'zh-cn')).body.msg).toBe('订单已取消');
    expect(await balanceOf(s, m.id)).toEqual({ money: 10000, logged: 10000, logs: 1 });
    expect(await stockOf(s, p.shopProduct.id)).toEqual({ stock: 5, sales: 0 });
    expect((await logsOf(o.id)).map((l) => l.action)).toEqual(['create', 'cancel']);
  });
});

describe("another member's orders", () => {
  it('are not found: no detail, no list entry, no pay, no cancel', async () => {
    const owner = await memberWithBalance(s, 10000);
    const other = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5 });
    const o = (await create(owner, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    expect((await get(other, `/api/order/detail?id=${o.id}`)).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await post(other, '/api/order/pay', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await post(other, '/api/order/cancel', { id: o.id })).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await get(other, '/api/order/index')).body.data).toEqual({ list: [], total: 0 });
    expect(await balanceOf(s, other.id)).toEqual({ money: 10000, logged: 10000, logs: 1 });
    expect((await get(owner, `/api/order/detail?id=${o.id}`)).body.data.row.status).toBe('unpaid');
  });

  it("lists the member's own orders newest first, by status", async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5 });
    const first = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const second = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    await post(m, '/api/order/pay', { id: first.id });
    const all = await get(m, '/api/order/index');
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(all.body.data.list[0].products).toHaveLength(1);
    const byStatus = (status: string) => `/api/order/index?search[0][field]=status&search[0][val]=${status}&search[0][operator]=eq`;
    expect((await get(m, byStatus('paid'))).body.data).toMatchObject({ total: 1, list: [{ id: first.id, status: 'paid', shop_name: sh.name, products: [{ quantity: 1 }] }] });
    expect((await get(m, `${byStatus('unpaid')}&limit=1`)).body.data).toMatchObject({ total: 1, list: [{ id: second.id }] });
    expect((await get(m, byStatus('bogus'))).body.data).toEqual({ list: [], total: 0 });
    // the owner is the token's member: searching it, or a field not listed, is refused
    expect((await get(m, `/api/order/index?search[0][field]=user_id&search[0][val]=${m.id}&search[0][operator]=eq`)).body.code).toBe(0);
    expect((await get(m, '/api/order/index?limit=51')).body.code).toBe(0);
    expect(Object.keys(all.body.data.list[0])).not.toContain('admin_remark');
  });
});

describe('timers', () => {
  it('cancel unpaid orders after the configured minutes, once each', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5 });
    const old = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const fresh = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const paid = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    await post(m, '/api/order/pay', { id: paid.id });
    await s.change(sql`update "order" set create_time = now() - interval '31 minutes' where id in (${old.id}, ${paid.id})`);
    await s.change(sql`update "order" set create_time = now() - interval '10 minutes' where id = ${fresh.id}`);
    const job = s.ctx.cluster.jobs.get(AUTO_CANCEL_JOB)!;
    expect(job.everyMs).toBe(60_000);
    const moved = (await job.run()) as number[];
    expect(moved).toContain(old.id);
    expect(moved).not.toContain(fresh.id);
    expect(moved).not.toContain(paid.id);
    expect((await get(m, `/api/order/detail?id=${old.id}`)).body.data.row).toMatchObject({ status: 'cancelled', cancel_reason: 'timeout' });
    expect((await logsOf(old.id)).at(-1)).toMatchObject({ action: 'cancel', operatorType: 'system' });
    // Run again: nothing more moves.
    expect((await job.run()) as number[]).not.toContain(old.id);
    expect((await logsOf(old.id)).filter((l) => l.action === 'cancel')).toHaveLength(1);
    // The config centre's timeout counts: 5 minutes cancels the ten-minute-old one.
    await setSettings(s, { order_unpaid_timeout: '5' });
    try {
      expect((await job.run()) as number[]).toContain(fresh.id);
    } finally {
      await setSettings(s, { order_unpaid_timeout: '30' });
    }
    expect((await get(m, `/api/order/detail?id=${paid.id}`)).body.data.row.status).toBe('paid');
  });

  it('complete paid orders the configured days after they were handed over', async () => {
    const m = await memberWithBalance(s, 10000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5 });
    const due = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const recent = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    const waiting = (await create(m, sh.id, [{ product_id: p.product.id, quantity: 1 }])).body.data.row;
    for (const o of [due, recent, waiting]) await post(m, '/api/order/pay', { id: o.id });
    await handOver(s, due.id);
    await handOver(s, recent.id);
    await s.change(sql`update "order" set fulfilled_time = now() - interval '7 days 1 minute' where id = ${due.id}`);
    await s.change(sql`update "order" set fulfilled_time = now() - interval '6 days' where id = ${recent.id}`);
    // Paid long ago but never handed over: not completed.
    await s.change(sql`update "order" set paid_time = now() - interval '30 days' where id = ${waiting.id}`);
    const moved = (await s.ctx.cluster.jobs.get(AUTO_COMPLETE_JOB)!.run()) as number[];
    expect(moved).toContain(due.id);
    expect(moved).not.toContain(recent.id);
    expect(moved).not.toContain(waiting.id);
    const row = (await get(m, `/api/order/detail?id=${due.id}`)).body.data.row;
    expect(row.status).toBe('completed');
    expect(typeof row.completed_time).toBe('number');
    expect(row.logs.at(-1)).toMatchObject({ action: 'complete', from_status: 'paid', to_status: 'completed', operator_type: 'system' });
    expect((await post(m, '/api/order/pay', { id: due.id })).body.msg).toBe('The order has already been paid');
    expect((await post(m, '/api/order/cancel', { id: due.id })).body.msg).toBe('The order has been completed');
    const [{ status }] = await s.ctx.db.select({ status: order.status }).from(order).where(eq(order.id, recent.id));
    expect(status).toBe('paid');
  });
});

describe('the commerce tables', () => {
  it('have a comment on every table and column (the data-security pickers show them)', async () => {
    const tables = ['shop', 'admin_shop', 'product_category', 'product', 'shop_product', 'activity', 'activity_product', 'order', 'order_product', 'order_log', 'order_payment', 'after_sale', 'after_sale_product', 'gateway_refund'];
    const missing = await s.ctx.database.rows<{ table_name: string; column_name: string | null }>(sql`
      select c.relname as table_name, a.attname as column_name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relname in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(',')})`)} and coalesce(col_description(c.oid, a.attnum), '') = ''
      union all
      select c.relname, null from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' and c.relname in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(',')})`)} and coalesce(obj_description(c.oid, 'pg_class'), '') = ''`);
    expect(missing).toEqual([]);
    const [{ n }] = await s.ctx.database.rows<{ n: number | string }>(sql`select count(*) as n from pg_class where relkind = 'r' and relname in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(',')})`)}`);
    expect(Number(n)).toBe(tables.length);
  });
});

describe('the API documentation', () => {
  it('describes the member ordering endpoints from their schemas', async () => {
    const doc = (await (await fetch(s.url + '/docs/json')).json()) as { paths: Record<string, Record<string, any>> };
    for (const p of ['/api/shop/index', '/api/shop/detail', '/api/shop/products', '/api/activity/index', '/api/order/create', '/api/order/pay', '/api/order/cancel', '/api/order/index', '/api/order/detail', '/api/order/afterSale', '/api/order/afterSaleCancel']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(Object.keys(doc.paths['/api/order/create'].post.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['shop_id', 'products', 'delivery_type']));
    expect(doc.paths['/api/shop/index'].get.parameters.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['lng', 'lat', 'page']));
  });
});
