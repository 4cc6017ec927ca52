import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLog } from '../src/db/schema/index.ts';
import { redeemPickupCode, shipOrder } from '../src/modules/order/fulfilment.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { makeShop, makeShopProduct, memberWithBalance, shopAdmin, type TestMember } from './commerce-fixtures.ts';

/**
 * Fulfilment at the shop: a paid pickup order's code, redeemed only by an admin whose data scope
 * covers its shop, once, not while an after-sale is open; a delivery order sent. The member side over HTTP;
 * the admin side through the engine until the admin order area exists.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const h = (m: TestMember, lang = 'en') => ({ 'think-lang': lang, 'ba-user-token': m.token });
const post = (m: TestMember, path: string, body: unknown) => s.call('POST', path, { body, headers: h(m) });
const detail = async (m: TestMember, id: number) => (await s.call('GET', `/api/order/detail?id=${id}`, { headers: h(m) })).body.data.row;

async function paid(extra: Record<string, unknown> = {}) {
  const m = await memberWithBalance(s, 10000);
  const sh = await makeShop(s);
  const p = await makeShopProduct(s, sh.id, { price: 100, stock: 10 });
  const created = await post(m, '/api/order/create', { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }], ...extra });
  expect(created.body.code).toBe(1);
  expect(created.body.data.row.pickup_code).toBe('');
  const res = await post(m, '/api/order/pay', { id: created.body.data.row.id });
  expect(res.body.code).toBe(1);
  return { m, sh, o: res.body.data.row };
}

describe('a pickup order', () => {
  it('gets its code when paid, and is handed over once by an admin bound to its shop', async () => {
    const { m, sh, o } = await paid();
    expect(o).toMatchObject({ delivery_type: 'pickup', fulfilled_time: null });
    expect(o.pickup_code).toMatch(/^\d{8}$/);
    const mine = await shopAdmin(s, [sh.id]);
    const otherShop = (await makeShop(s)).id;
    const elsewhere = await shopAdmin(s, [otherShop]);
    const unbound = await shopAdmin(s, []);
    // own-shops admins (their bound shops given): another shop's code is not among theirs
    await expect(redeemPickupCode(s.ctx.db, elsewhere, o.pickup_code, [otherShop])).rejects.toMatchObject({ msgKey: 'No order of your shops has this pickup code' });
    await expect(redeemPickupCode(s.ctx.db, unbound, o.pickup_code, [])).rejects.toMatchObject({ msgKey: 'No order of your shops has this pickup code' });
    await expect(redeemPickupCode(s.ctx.db, mine, '12', [sh.id])).rejects.toMatchObject({ msgKey: 'No order of your shops has this pickup code' });
    // an admin whose scope is every shop (undefined): a code nobody has is not found
    await expect(redeemPickupCode(s.ctx.db, unbound, '00000000', undefined)).rejects.toMatchObject({ msgKey: 'Pickup code not found' });

    const results = await Promise.allSettled([1, 2, 3].map(() => redeemPickupCode(s.ctx.db, mine, o.pickup_code, [sh.id])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.msgKey)).toEqual(Array(2).fill('The order has already been handed over'));
    const row = await detail(m, o.id);
    expect(row.status).toBe('paid');
    expect(typeof row.fulfilled_time).toBe('number');
    const logs = await s.ctx.db.select().from(orderLog).where(eq(orderLog.orderId, o.id));
    expect(logs.filter((l) => l.action === 'pickup')).toEqual([expect.objectContaining({ operatorType: 'admin', operatorId: mine })]);
    await expect(redeemPickupCode(s.ctx.db, mine, o.pickup_code, [sh.id])).rejects.toMatchObject({ msgKey: 'The order has already been handed over' });
  });

  it('is not handed over while an after-sale is open', async () => {
    const { m, sh, o } = await paid();
    const adminId = await shopAdmin(s, [sh.id]);
    const applied = await post(m, '/api/order/afterSale', { order_id: o.id, type: 'refund_only', reason: 'wrong item' });
    expect(applied.body.code).toBe(1);
    await expect(redeemPickupCode(s.ctx.db, adminId, o.pickup_code, [sh.id])).rejects.toMatchObject({ msgKey: 'An after-sale of this order is in progress; settle it first' });
    expect((await post(m, '/api/order/afterSaleCancel', { id: applied.body.data.row.id })).body.code).toBe(1);
    await redeemPickupCode(s.ctx.db, adminId, o.pickup_code, [sh.id]);
    expect(typeof (await detail(m, o.id)).fulfilled_time).toBe('number');
  });

  it('cannot be sent like a delivery', async () => {
    const { o } = await paid();
    await expect(shipOrder(s.ctx.db, o.id, 1, 'SF1')).rejects.toMatchObject({ msgKey: 'A pickup order is handed over with its pickup code' });
  });
});

describe('a delivery order', () => {
  it('needs an address and a contact, gets no pickup code, and is sent once', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 10 });
    const missing = await post(m, '/api/order/create', { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }], delivery_type: 'delivery', address: 'No. 1 Road' });
    expect(missing.body).toMatchObject({ code: 0, msg: 'A delivery order needs the address, the contact name and the mobile number' });

    const { m: buyer, o } = await paid({ delivery_type: 'delivery', address: 'No. 1 Road', contact_name: 'Li', contact_mobile: '13800000000' });
    expect(o).toMatchObject({ delivery_type: 'delivery', address: 'No. 1 Road', pickup_code: '' });
    await shipOrder(s.ctx.db, o.id, 1, ' SF123 ');
    expect(await detail(buyer, o.id)).toMatchObject({ express_no: 'SF123', status: 'paid' });
    await expect(shipOrder(s.ctx.db, o.id, 1, 'SF124')).rejects.toMatchObject({ msgKey: 'The order has already been handed over' });
  });

  it('an unpaid or cancelled order is not sent', async () => {
    const m = await memberWithBalance(s, 0);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 10 });
    const body = { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }], delivery_type: 'delivery', address: 'A', contact_name: 'B', contact_mobile: '13800000000' };
    const unpaid = (await post(m, '/api/order/create', body)).body.data.row;
    await expect(shipOrder(s.ctx.db, unpaid.id, 1, '')).rejects.toMatchObject({ msgKey: 'The order has not been paid' });
    await post(m, '/api/order/cancel', { id: unpaid.id });
    await expect(shipOrder(s.ctx.db, unpaid.id, 1, '')).rejects.toMatchObject({ msgKey: 'The order has been cancelled' });
  });
});
