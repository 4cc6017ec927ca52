import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_NO_FORMAT } from '@app/contract';
import { order } from '../src/db/schema/index.ts';
import { createOrder, payWithBalance } from '../src/modules/order/orders.ts';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { listUrl } from './crud-harness.ts';
import { balanceOf, handOver, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/** Orders and order products (issue 12 item 5): filters, export, detail, and the engine's transitions as declared actions. */

let s: TestServer;
let su: Record<string, string>;
let buyer: TestMember;
let other: TestMember;
const o = { unpaid: 0, paid: 0, big: 0, otherShop: 0 };
let spId = 0;
let shopA = 0;
let shopB = 0;

const call = async (method: string, url: string, body?: unknown) => (await s.call(method, url, { headers: su, body })).body;
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.code, `${method} ${url} ${JSON.stringify(res)}`).toBe(1);
  return res.data;
};
const ids = async (path: string, search: { field: string; val: string; operator: string }[]) =>
  ((await ok('GET', listUrl(path, { search }))).list as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  buyer = await memberWithBalance(s, 100_000);
  other = await memberWithBalance(s, 100_000);
  shopA = (await makeShop(s)).id;
  shopB = (await makeShop(s)).id;
  const a = await makeShopProduct(s, shopA, { price: 1000, stock: 50 });
  const b = await makeShopProduct(s, shopB, { price: 300, stock: 50 });
  spId = a.shopProduct.id;
  const make = (m: TestMember, shopId: number, productId: number, quantity: number) => createOrder(s.ctx.database, m.id, { shopId, products: [{ productId, quantity }] });
  o.unpaid = (await make(buyer, shopA, a.product.id, 1)).id;
  o.paid = (await make(buyer, shopA, a.product.id, 2)).id;
  await payWithBalance(s.ctx.db, buyer.id, o.paid, DEFAULT_POLICY);
  o.big = (await make(buyer, shopA, a.product.id, 5)).id;
  await payWithBalance(s.ctx.db, buyer.id, o.big, DEFAULT_POLICY);
  o.otherShop = (await make(other, shopB, b.product.id, 1)).id;
});
afterAll(() => s?.close());

describe('order lists', () => {
  it('filter by status, shop, member, amount range in yuan, time range and order number', async () => {
    expect(await ids('order.Order', [{ field: 'status', val: 'paid', operator: 'eq' }])).toEqual([o.paid, o.big]);
    expect(await ids('order.Order', [{ field: 'status', val: 'unpaid,paid', operator: 'IN' }])).toEqual([o.unpaid, o.paid, o.big, o.otherShop]);
    expect(await ids('order.Order', [{ field: 'shop_id', val: String(shopB), operator: 'eq' }])).toEqual([o.otherShop]);
    expect(await ids('order.Order', [{ field: 'user_id', val: String(other.id), operator: 'eq' }])).toEqual([o.otherShop]);
    expect(await ids('order.Order', [{ field: 'pay_amount', val: '15,50', operator: 'RANGE' }])).toEqual([o.paid, o.big]);
    const now = Math.floor(Date.now() / 1000);
    expect(await ids('order.Order', [{ field: 'create_time', val: `${now - 600},${now + 600}`, operator: 'RANGE' }])).toHaveLength(4);
    expect(await ids('order.Order', [{ field: 'create_time', val: `${now + 600},`, operator: 'RANGE' }])).toEqual([]);
    const [row] = await s.ctx.db.select({ no: order.orderNo }).from(order).where(eq(order.id, o.big));
    expect(await ids('order.Order', [{ field: 'order_no', val: row.no, operator: 'eq' }])).toEqual([o.big]);
    expect(await ids('order.Order', [{ field: 'order_no', val: row.no.slice(-8), operator: 'LIKE' }])).toEqual([o.big]);
    const quick = async (term: string) => (await ok('GET', listUrl('order.Order', { quickSearch: term }))).list.map((r: { id: number }) => r.id);
    expect(row.no).toMatch(ORDER_NO_FORMAT);
    expect(await quick(row.no)).toEqual([o.big]);
    expect(await quick(row.no.slice(-8))).toEqual([o.big]);
    const listed = (await ok('GET', listUrl('order.Order', { search: [{ field: 'id', val: String(o.big), operator: 'eq' }] }))).list[0];
    expect(listed).toMatchObject({ goods_amount: '50.00', pay_amount: '50.00', refund_amount: '0.00', pay_type: 'balance', user: { username: buyer.username } });
    expect(await ids('order.Product', [{ field: 'order_id', val: String(o.big), operator: 'eq' }])).toHaveLength(1);
    expect((await ok('GET', listUrl('order.Product', { search: [{ field: 'order.shop_id', val: String(shopB), operator: 'eq' }] }))).list).toHaveLength(1);
  });

  it('export the filtered orders', async () => {
    const res = await s.call('GET', listUrl('order.Order', { search: [{ field: 'status', val: 'paid', operator: 'eq' }], format: 'csv' }).replace('/index?', '/export?'), { headers: su });
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="order.Order-\d{8}-\d{6}\.csv"/);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('50.00');
  });
});

describe('order actions', () => {
  it('complete needs the hand-over, then moves a paid order once', async () => {
    expect(await call('POST', '/admin/order.Order/complete', { id: o.paid })).toMatchObject({ code: 0, msg: 'The order has not been handed over yet' });
    await handOver(s, o.paid);
    await ok('POST', '/admin/order.Order/complete', { id: o.paid });
    expect(await call('POST', '/admin/order.Order/complete', { id: o.paid })).toMatchObject({ code: 0 });
    const detail = await ok('GET', `/admin/order.Order/detail?id=${o.paid}`);
    expect(detail.row.status).toBe('completed');
    expect(detail.products).toEqual([expect.objectContaining({ price: '10.00', quantity: 2, amount: '20.00', commission_base: '20.00' })]);
    expect(detail.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'pay', 'pickup', 'complete']);
    expect(detail.logs.at(-1)).toMatchObject({ action: 'complete', operator_type: 'admin', from_status: 'paid', to_status: 'completed' });
  });

  it('refund needs a reason, gives the money and the stock back once', async () => {
    expect(await call('POST', '/admin/order.Order/refund', { id: o.big })).toMatchObject({ code: 0 });
    expect(await call('POST', '/admin/order.Order/refund', { id: o.big, reason: '  ' })).toMatchObject({ code: 0 });
    const before = await balanceOf(s, buyer.id);
    const stock = await stockOf(s, spId);
    await ok('POST', '/admin/order.Order/refund', { id: o.big, reason: 'customer changed mind' });
    const after = await balanceOf(s, buyer.id);
    expect(after.money - before.money).toBe(5000);
    expect(after.money).toBe(after.logged);
    expect((await stockOf(s, spId)).stock - stock.stock).toBe(5);
    expect(await call('POST', '/admin/order.Order/refund', { id: o.big, reason: 'again' })).toMatchObject({ code: 0 });
    expect((await balanceOf(s, buyer.id)).money).toBe(after.money);
    const detail = await ok('GET', `/admin/order.Order/detail?id=${o.big}`);
    expect(detail.row).toMatchObject({ status: 'refunded', refund_amount: '50.00', refund_reason: 'customer changed mind' });
  });

  it('cancel only an unpaid order; remark any', async () => {
    expect(await call('POST', '/admin/order.Order/cancel', { id: o.paid })).toMatchObject({ code: 0 });
    await ok('POST', '/admin/order.Order/cancel', { id: o.unpaid, reason: 'no stock' });
    await ok('POST', '/admin/order.Order/remark', { id: o.unpaid, admin_remark: 'phoned' });
    const detail = await ok('GET', `/admin/order.Order/detail?id=${o.unpaid}`);
    expect(detail.row).toMatchObject({ status: 'cancelled', cancel_reason: 'no stock', admin_remark: 'phoned' });
    expect(detail.logs.map((l: { action: string; memo: string }) => [l.action, l.memo])).toContainEqual(['remark', 'phoned']);
    // the admin's note is the shop's own: the member's timeline has no line of it
    const mine = (await s.call('GET', `/api/order/detail?id=${o.unpaid}`, { headers: { 'ba-user-token': buyer.token, 'think-lang': 'en' } })).body;
    expect(mine.code).toBe(1);
    expect(mine.data.row.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'cancel']);
    expect(JSON.stringify(mine.data)).not.toContain('phoned');
    expect(await call('GET', '/admin/order.Order/detail?id=999999')).toMatchObject({ code: 0, msg: 'Order not found' });
    // the order area writes nothing through the generic actions
    expect((await s.call('POST', '/admin/order.Order/edit', { headers: su, body: { id: o.unpaid, pay_amount: '0' } })).status).toBe(404);
    expect((await s.call('DELETE', `/admin/order.Order/del?ids[]=${o.unpaid}`, { headers: su })).status).toBe(404);
  });
});

describe("an order's invoice title (#30 item 2: an order field declared once)", () => {
  it('is set at creation, read back by the member and the admin; a bad one is refused in the envelope and nothing is created', async () => {
    const member = { 'ba-user-token': buyer.token, 'think-lang': 'en' };
    const product = (await makeShopProduct(s, shopB, { price: 500, stock: 5 })).product.id;
    const create = async (invoice_title: unknown) =>
      (await s.call('POST', '/api/order/create', { headers: member, body: { shop_id: shopB, products: [{ product_id: product, quantity: 1 }], invoice_title } })).body;
    const count = async () => (await s.ctx.db.select({ id: order.id }).from(order).where(eq(order.userId, buyer.id))).length;

    const created = await create('  Acme Trading Co., Ltd.  ');
    expect(created).toMatchObject({ code: 1, data: { row: { invoice_title: 'Acme Trading Co., Ltd.' } } });
    const id = created.data.row.id as number;
    const mine = (await s.call('GET', `/api/order/detail?id=${id}`, { headers: member })).body.data.row;
    expect(Object.keys(mine).slice(Object.keys(mine).indexOf('remark'), Object.keys(mine).indexOf('remark') + 3)).toEqual(['remark', 'invoice_title', 'create_time']);
    expect(mine.invoice_title).toBe('Acme Trading Co., Ltd.');
    const listed = (await s.call('GET', '/api/order/index?limit=50', { headers: member })).body.data.list.find((r: { id: number }) => r.id === id);
    expect(listed.invoice_title).toBe('Acme Trading Co., Ltd.');
    expect((await ok('GET', `/admin/order.Order/detail?id=${id}`)).row.invoice_title).toBe('Acme Trading Co., Ltd.');
    const [row] = (await ok('GET', listUrl('order.Order', { search: [{ field: 'id', val: String(id), operator: 'eq' }] }))).list;
    expect(row.invoice_title).toBe('Acme Trading Co., Ltd.');
    // none given: empty, as for a field left out
    expect((await create(undefined)).data.row.invoice_title).toBe('');

    const before = await count();
    for (const bad of ['x'.repeat(101), 42, ['a']]) {
      const refused = await create(bad);
      expect(refused.code, JSON.stringify(refused)).toBe(0);
      expect(refused.msg).toMatch(/invoice_title|Invoice title/i);
    }
    expect(await count()).toBe(before);
  });
});
