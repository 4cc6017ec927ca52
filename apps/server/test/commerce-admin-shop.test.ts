import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, like, or } from 'drizzle-orm';
import { adminRule } from '../src/db/schema/index.ts';
import { createOrder } from '../src/modules/order/orders.ts';
import { listUrl, makeAdmin } from './crud-harness.ts';
import { memberWithBalance } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * Shops (issue 12 item 1) and the "own shops" data scope: an admin whose group has it sees and
 * touches only the rows of the shops bound to them, in every shop-scoped area (shops, shop
 * products, shop activities, orders, order products), on every endpoint: index, edit, del,
 * sortable, export, remote select and the declared actions.
 */

let s: TestServer;
let su: Record<string, string>;
let clerk: Record<string, string>;
let plain: Record<string, string>;
let clerkId = 0;
const ids = { a: 0, b: 0, p1: 0, p2: 0, spA: 0, spB: 0, actA: 0, actB: 0, orderA: 0, orderB: 0 };

const call = async (h: Record<string, string>, method: string, url: string, body?: unknown) => (await s.call(method, url, { headers: h, body })).body;
const ok = async (h: Record<string, string>, method: string, url: string, body?: unknown) => {
  const res = await call(h, method, url, body);
  expect(res.code, `${method} ${url} ${JSON.stringify(res)}`).toBe(1);
  return res.data;
};
const list = async (h: Record<string, string>, path: string, params: Parameters<typeof listUrl>[1] = {}) => (await ok(h, 'GET', listUrl(path, params))).list as Record<string, unknown>[];
const idsOf = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number).sort((x, y) => x - y);
const noPermission = { code: 0, msg: 'You have no permission to operate!' };

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  // A group with the shop and order areas' rules and the "own shops" scope, and one without it.
  const rules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(or(inArray(adminRule.name, ['shop', 'order']), like(adminRule.name, 'shop/%'), like(adminRule.name, 'order/%')))).map((r) => r.id);
  expect(rules.length).toBeGreaterThan(20);
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Shop clerks', rules, data_scope: 'own_shops', pid: 1 });
  const [g] = await list(su, 'auth.Group', { search: [{ field: 'name', val: 'Shop clerks', operator: 'eq' }], isTree: 'false' });
  expect(g.data_scope).toBe('own_shops');
  const viewRule = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['shop', 'shop/shop', 'shop/shop/index']))).map((r) => r.id);
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Shop viewers', rules: viewRule, pid: 1 });
  const [v] = await list(su, 'auth.Group', { search: [{ field: 'name', val: 'Shop viewers', operator: 'eq' }], isTree: 'false' });
  const c = await makeAdmin(s.call, su.batoken, 'clerk1', [g.id as number]);
  clerkId = c.id;
  clerk = { batoken: c.token, 'think-lang': 'en' };
  plain = { batoken: (await makeAdmin(s.call, su.batoken, 'viewer1', [v.id as number])).token, 'think-lang': 'en' };

  await ok(su, 'POST', '/admin/shop.Shop/add', { name: 'Shop A', code: 'A-1', admin_ids: [clerkId], longitude: 121.47, latitude: 31.23, province_id: 310000, city_id: 310100, status: 'open' });
  await ok(su, 'POST', '/admin/shop.Shop/add', { name: 'Shop B', code: 'B-1', status: 'open', weigh: 5 });
  const shops = await list(su, 'shop.Shop', { order: 'id,asc' });
  [ids.a, ids.b] = idsOf(shops);
  await ok(su, 'POST', '/admin/hq.Product/add', { name: 'Tea', price: '12.50', stock: 100 });
  await ok(su, 'POST', '/admin/hq.Product/add', { name: 'Cake', price: '8', stock: 100 });
  [ids.p1, ids.p2] = idsOf(await list(su, 'hq.Product'));
  expect(await ok(su, 'POST', '/admin/shop.Product/batchAdd', { shop_id: ids.a, product_ids: [ids.p1, ids.p2], stock: 10 })).toEqual({ added: 2, skipped: 0 });
  expect(await ok(su, 'POST', '/admin/shop.Product/batchAdd', { shop_id: ids.b, product_ids: [ids.p1], stock: 10 })).toEqual({ added: 1, skipped: 0 });
  const sps = await list(su, 'shop.Product', { order: 'id,asc' });
  ids.spA = sps[0].id as number;
  ids.spB = sps[2].id as number;
  const now = Math.floor(Date.now() / 1000);
  for (const shopId of [ids.a, ids.b]) {
    await ok(su, 'POST', '/admin/shop.Activity/add', { shop_id: shopId, title: `Sale ${shopId}`, type: 'discount', discount_rate: 9000, start_time: now - 60, end_time: now + 3600, status: 'published' });
  }
  [ids.actA, ids.actB] = idsOf(await list(su, 'shop.Activity'));
  const m = await memberWithBalance(s, 100_000);
  ids.orderA = (await createOrder(s.ctx.database, m.id, { shopId: ids.a, products: [{ productId: ids.p1, quantity: 1 }] })).id;
  ids.orderB = (await createOrder(s.ctx.database, m.id, { shopId: ids.b, products: [{ productId: ids.p1, quantity: 2 }] })).id;
});
afterAll(() => s?.close());

describe('shops', () => {
  it('keeps every field, the bound admins and the position as typed', async () => {
    const row = (await ok(su, 'GET', `/admin/shop.Shop/edit?id=${ids.a}`)).row;
    expect(row).toMatchObject({ name: 'Shop A', code: 'A-1', longitude: 121.47, latitude: 31.23, province_id: 310000, city_id: 310100, admin_ids: [clerkId] });
    expect(await call(su, 'POST', '/admin/shop.Shop/add', { name: 'Half', code: 'half', longitude: 100 })).toMatchObject({ code: 0, msg: 'Please enter both the longitude and the latitude, or neither' });
    expect(await call(su, 'POST', '/admin/shop.Shop/add', { name: 'Far', code: 'far', longitude: 200, latitude: 10 })).toMatchObject({ code: 0 });
    expect(await call(su, 'POST', '/admin/shop.Shop/add', { name: 'Dup', code: 'A-1' })).toMatchObject({ code: 0 });
    // zh-cn message of the area
    expect((await s.call('POST', '/admin/shop.Shop/add', { headers: { ...su, 'think-lang': 'zh-cn' }, body: { name: 'Half', code: 'half2', latitude: 1 } })).body.msg).toBe('经度和纬度请同时填写或同时留空');
  });

  it('an own-shops admin lists, selects, exports and edits only their shop', async () => {
    expect(idsOf(await list(clerk, 'shop.Shop'))).toEqual([ids.a]);
    expect(idsOf(await list(clerk, 'shop.Shop', { select: 'true' }))).toEqual([ids.a]);
    const csv = (await s.call('GET', '/admin/shop.Shop/export?format=csv', { headers: clerk })).body as string;
    expect(csv).toContain('Shop A');
    expect(csv).not.toContain('Shop B');
    expect(await call(clerk, 'GET', `/admin/shop.Shop/edit?id=${ids.b}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Shop/edit', { id: ids.b, name: 'Mine now' })).toMatchObject({ code: 0 });
    expect(await call(clerk, 'DELETE', `/admin/shop.Shop/del?ids[]=${ids.b}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Shop/sortable', { id: ids.a, targetId: ids.b })).toMatchObject({ code: 0 });
    // adds no shop, binds no admin
    expect(await call(clerk, 'POST', '/admin/shop.Shop/add', { name: 'New', code: 'new-1' })).toMatchObject(noPermission);
    expect(await call(clerk, 'POST', '/admin/shop.Shop/edit', { id: ids.a, admin_ids: [] })).toMatchObject(noPermission);
    await ok(clerk, 'POST', '/admin/shop.Shop/edit', { id: ids.a, business_hours: '9:00-21:00' });
    const [b] = await list(su, 'shop.Shop', { search: [{ field: 'id', val: String(ids.b), operator: 'eq' }] });
    expect(b.name).toBe('Shop B');
  });

  it('an admin without the nodes is refused', async () => {
    expect(idsOf(await list(plain, 'shop.Shop'))).toEqual([ids.a, ids.b]);
    for (const [method, url, body] of [
      ['POST', '/admin/shop.Shop/add', { name: 'X', code: 'x' }],
      ['POST', '/admin/shop.Shop/edit', { id: ids.a, name: 'X' }],
      ['DELETE', `/admin/shop.Shop/del?ids[]=${ids.a}`, undefined],
      ['GET', '/admin/shop.Product/index', undefined],
      ['POST', '/admin/shop.Product/batchAdd', { shop_id: ids.a, product_ids: [ids.p1] }],
      ['GET', '/admin/order.Order/index', undefined],
      ['POST', '/admin/order.Order/cancel', { id: ids.orderA }],
    ] as const) {
      const res = await call(plain, method, url, body);
      expect(res.code, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the data scope of groups', () => {
  it('an own-shops admin who manages groups makes only own-shops groups', async () => {
    const names = ['auth', 'auth/group', 'auth/group/index', 'auth/group/add', 'auth/group/edit', 'shop', 'shop/shop', 'shop/shop/index', 'shop/shop/edit'];
    const rules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, names))).map((r) => r.id);
    await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Shop managers', rules, data_scope: 'own_shops', pid: 1 });
    const [g] = await list(su, 'auth.Group', { search: [{ field: 'name', val: 'Shop managers', operator: 'eq' }], isTree: 'false' });
    const manager = { batoken: (await makeAdmin(s.call, su.batoken, 'manager1', [g.id as number])).token, 'think-lang': 'en' };
    const viewOnly = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['shop', 'shop/shop', 'shop/shop/index']))).map((r) => r.id);
    expect(await call(manager, 'POST', '/admin/auth.Group/add', { name: 'Wide', rules: viewOnly, pid: g.id, data_scope: 'all' })).toMatchObject(noPermission);
    await ok(manager, 'POST', '/admin/auth.Group/add', { name: 'Narrow', rules: viewOnly, pid: g.id });
    const [narrow] = await list(su, 'auth.Group', { search: [{ field: 'name', val: 'Narrow', operator: 'eq' }], isTree: 'false' });
    expect(narrow.data_scope).toBe('own_shops');
    expect(await call(manager, 'POST', '/admin/auth.Group/edit', { id: narrow.id, data_scope: 'all' })).toMatchObject(noPermission);
    // the super admin sets either
    await ok(su, 'POST', '/admin/auth.Group/edit', { id: narrow.id, data_scope: 'all' });
  });
});

describe('shop products', () => {
  it('lists, exports and selects only the own shops’ rows, with the HQ price beside the override', async () => {
    const rows = await list(clerk, 'shop.Product');
    expect(rows.map((r) => r.shop_id)).toEqual([ids.a, ids.a]);
    expect(rows[0]).toMatchObject({ price: null, product: { price: expect.stringMatching(/^\d+\.\d{2}$/) } });
    const csv = (await s.call('GET', '/admin/shop.Product/export', { headers: clerk })).body as string;
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    expect((await list(clerk, 'shop.Product', { select: 'true' })).length).toBe(2);
  });

  it('refuses edit, delete, sort and adds outside the own shops', async () => {
    expect(await call(clerk, 'GET', `/admin/shop.Product/edit?id=${ids.spB}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Product/edit', { id: ids.spB, stock: 99 })).toMatchObject({ code: 0 });
    expect(await call(clerk, 'DELETE', `/admin/shop.Product/del?ids[]=${ids.spB}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Product/sortable', { id: ids.spA, targetId: ids.spB })).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Product/batchAdd', { shop_id: ids.b, product_ids: [ids.p2] })).toMatchObject(noPermission);
    expect(await call(clerk, 'POST', '/admin/shop.Product/add', { shop_id: ids.b, product_id: ids.p2 })).toMatchObject(noPermission);
  });

  it('sets the shop price and stock on their own rows; a batch skips products the shop sells', async () => {
    await ok(clerk, 'POST', '/admin/shop.Product/edit', { id: ids.spA, price: '11.00', stock: 7, status: 'off' });
    const [row] = await list(clerk, 'shop.Product', { search: [{ field: 'id', val: String(ids.spA), operator: 'eq' }] });
    expect(row).toMatchObject({ price: '11.00', stock: 7, status: 'off' });
    await ok(clerk, 'POST', '/admin/shop.Product/edit', { id: ids.spA, price: '' });
    expect((await ok(clerk, 'GET', `/admin/shop.Product/edit?id=${ids.spA}`)).row.price).toBeNull();
    expect(await ok(clerk, 'POST', '/admin/shop.Product/batchAdd', { shop_id: ids.a, product_ids: [ids.p1, ids.p2] })).toEqual({ added: 0, skipped: 2 });
    expect(await call(su, 'POST', '/admin/shop.Product/batchAdd', { shop_id: ids.a, product_ids: [999999] })).toMatchObject({ code: 0, msg: 'The product does not exist' });
    // a shop's row of a product is unique
    expect(await call(su, 'POST', '/admin/shop.Product/add', { shop_id: ids.a, product_id: ids.p1 })).toMatchObject({ code: 0 });
  });
});

describe('shop activities', () => {
  it('are scoped to the own shops on every endpoint', async () => {
    expect(idsOf(await list(clerk, 'shop.Activity'))).toEqual([ids.actA]);
    expect(idsOf(await list(su, 'shop.Activity'))).toEqual([ids.actA, ids.actB]);
    const csv = (await s.call('GET', '/admin/shop.Activity/export', { headers: clerk })).body as string;
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(await call(clerk, 'GET', `/admin/shop.Activity/edit?id=${ids.actB}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Activity/edit', { id: ids.actB, title: 'x' })).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Activity/edit', { id: ids.actA, shop_id: ids.b })).toMatchObject(noPermission);
    expect(await call(clerk, 'DELETE', `/admin/shop.Activity/del?ids[]=${ids.actB}`)).toMatchObject({ code: 0 });
    expect(await call(clerk, 'POST', '/admin/shop.Activity/sortable', { id: ids.actA, targetId: ids.actB })).toMatchObject({ code: 0 });
    const now = Math.floor(Date.now() / 1000);
    expect(await call(clerk, 'POST', '/admin/shop.Activity/add', { shop_id: ids.b, title: 'Theirs', type: 'event', start_time: now, end_time: now + 60 })).toMatchObject(noPermission);
    await ok(clerk, 'POST', '/admin/shop.Activity/add', { shop_id: ids.a, title: 'Ours', type: 'reduction', threshold: '50', reduction: '5', start_time: now, end_time: now + 60, product_scope: 'listed', product_ids: [ids.p2] });
    const [ours] = await list(clerk, 'shop.Activity', { search: [{ field: 'title', val: 'Ours', operator: 'eq' }] });
    expect(ours).toMatchObject({ scope: 'shop', shop_id: ids.a, threshold: '50.00', reduction: '5.00', product_scope: 'listed' });
    expect((await ok(clerk, 'GET', `/admin/shop.Activity/edit?id=${ours.id}`)).row.product_ids).toEqual([ids.p2]);
    // HQ activities are not shop activities
    expect(await list(su, 'hq.Activity')).toEqual([]);
  });
});

describe('orders and order products', () => {
  it('list, export and detail only the own shops’ orders', async () => {
    expect(idsOf(await list(clerk, 'order.Order'))).toEqual([ids.orderA]);
    expect(idsOf(await list(su, 'order.Order'))).toEqual([ids.orderA, ids.orderB]);
    const csv = (await s.call('GET', '/admin/order.Order/export', { headers: clerk })).body as string;
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(await call(clerk, 'GET', `/admin/order.Order/detail?id=${ids.orderB}`)).toMatchObject({ code: 0, msg: 'Order not found' });
    const detail = await ok(clerk, 'GET', `/admin/order.Order/detail?id=${ids.orderA}`);
    expect(detail.row).toMatchObject({ id: ids.orderA, shop: { name: 'Shop A' }, status: 'unpaid' });
    expect(detail.products).toHaveLength(1);
    const lines = await list(clerk, 'order.Product');
    expect(lines.map((l) => l.order_id)).toEqual([ids.orderA]);
    const linesCsv = (await s.call('GET', '/admin/order.Product/export', { headers: clerk })).body as string;
    expect(linesCsv.trim().split('\r\n')).toHaveLength(2);
    expect(await list(su, 'order.Product')).toHaveLength(2);
  });

  it('refuses every action on another shop’s order, and allows them on their own', async () => {
    for (const [route, body] of [['complete', {}], ['cancel', {}], ['refund', { reason: 'r' }], ['remark', { admin_remark: 'x' }]] as const) {
      expect(await call(clerk, 'POST', `/admin/order.Order/${route}`, { id: ids.orderB, ...body }), route).toMatchObject({ code: 0, msg: 'Order not found' });
    }
    await ok(clerk, 'POST', '/admin/order.Order/remark', { id: ids.orderA, admin_remark: 'called the member' });
    await ok(clerk, 'POST', '/admin/order.Order/cancel', { id: ids.orderA, reason: 'out of stock' });
    const detail = await ok(clerk, 'GET', `/admin/order.Order/detail?id=${ids.orderA}`);
    expect(detail.row).toMatchObject({ status: 'cancelled', admin_remark: 'called the member', cancel_reason: 'out of stock' });
    expect(detail.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'remark', 'cancel']);
    expect(detail.logs[2]).toMatchObject({ operator_type: 'admin', operator_id: clerkId, from_status: 'unpaid', to_status: 'cancelled' });
  });
});
