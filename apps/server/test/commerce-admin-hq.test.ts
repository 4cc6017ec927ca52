import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { activityProduct, adminRule, product } from '../src/db/schema/index.ts';
import { listUrl, makeAdmin } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/** The HQ catalogue (issue 12 item 2: categories, products) and HQ activities (item 4) over HTTP. */

let s: TestServer;
let su: Record<string, string>;

const call = async (h: Record<string, string>, method: string, url: string, body?: unknown) => (await s.call(method, url, { headers: h, body })).body;
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(su, method, url, body);
  expect(res.code, `${method} ${url} ${JSON.stringify(res)}`).toBe(1);
  return res.data;
};
const list = async (path: string, params: Parameters<typeof listUrl>[1] = {}) => (await ok('GET', listUrl(path, params))).list as Record<string, unknown>[];
const byName = async (path: string, field: string, val: string) => (await list(path, { search: [{ field, val, operator: 'eq' }], isTree: 'false' }))[0];

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s?.close());

describe('product categories', () => {
  it('nest as a tree, refuse a category as its own parent, and keep categories that have children or products', async () => {
    await ok('POST', '/admin/hq.Category/add', { name: 'Drinks' });
    const drinks = await byName('hq.Category', 'name', 'Drinks');
    await ok('POST', '/admin/hq.Category/add', { name: 'Tea', pid: drinks.id });
    const tea = await byName('hq.Category', 'name', 'Tea');
    const tree = await list('hq.Category');
    expect(tree).toHaveLength(1);
    expect((tree[0].children as Record<string, unknown>[]).map((c) => c.name)).toEqual(['Tea']);
    expect((await ok('GET', listUrl('hq.Category', { quickSearch: 'Tea', isTree: 'false' }))).list.map((r: { id: number }) => r.id)).toEqual([tea.id]);
    expect(await call(su, 'POST', '/admin/hq.Category/edit', { id: drinks.id, pid: drinks.id })).toMatchObject({ code: 0 });
    expect(await call(su, 'DELETE', `/admin/hq.Category/del?ids[]=${drinks.id}`)).toMatchObject({ code: 0, msg: 'Please delete the child element first, or use batch deletion' });
    await ok('POST', '/admin/hq.Product/add', { name: 'Green tea', price: '3', category_id: tea.id });
    expect(await call(su, 'DELETE', `/admin/hq.Category/del?ids[]=${tea.id}`)).toMatchObject({ code: 0, msg: 'The category still has products' });
    // the product form's remote select: enabled categories with tree prefixes
    const select = await ok('GET', '/admin/hq.Category/index?select=1');
    expect(select.options.map((o: { id: number }) => o.id)).toEqual([drinks.id, tea.id]);
  });
});

describe('HQ products', () => {
  it('take prices in yuan, store cents, list yuan, and check amounts and rates', async () => {
    await ok('POST', '/admin/hq.Product/add', { name: 'Mooncake', price: '12.5', market_price: 20, cost_price: '6.05', stock: 40, unit: 'box', commission_mode: 'custom', level1_rate: 1000, level2_rate: 500, content: '<p>rich <b>text</b></p>', images: ['/a.png', '/b.png'] });
    const row = await byName('hq.Product', 'name', 'Mooncake');
    expect(row).toMatchObject({ price: '12.50', market_price: '20.00', cost_price: '6.05', stock: 40, sales: 0, commission_mode: 'custom', level1_rate: 1000, images: '/a.png,/b.png', content: '<p>rich <b>text</b></p>' });
    const [stored] = await s.ctx.db.select().from(product).where(eq(product.id, row.id as number));
    expect([stored.price, stored.marketPrice, stored.costPrice]).toEqual([1250, 2000, 605]);
    expect(await call(su, 'POST', '/admin/hq.Product/add', { name: 'Bad', price: '1.234' })).toMatchObject({ code: 0 });
    expect(await call(su, 'POST', '/admin/hq.Product/add', { name: 'Bad', price: '-1' })).toMatchObject({ code: 0 });
    expect(await call(su, 'POST', '/admin/hq.Product/add', { name: 'Bad', price: '1', level1_rate: 10001 })).toMatchObject({ code: 0 });
    // sales move only with orders
    await ok('POST', '/admin/hq.Product/edit', { id: row.id, sales: 99, price: '13' });
    expect(await byName('hq.Product', 'name', 'Mooncake')).toMatchObject({ sales: 0, price: '13.00' });
    // money search in yuan
    const found = await list('hq.Product', { search: [{ field: 'price', val: '12.99,13.01', operator: 'RANGE' }] });
    expect(found.map((r) => r.name)).toEqual(['Mooncake']);
  });

  it('sort by weight by dragging', async () => {
    await ok('POST', '/admin/hq.Product/add', { name: 'First', price: '1', weigh: 10 });
    await ok('POST', '/admin/hq.Product/add', { name: 'Second', price: '1', weigh: 5 });
    const [first, second] = [await byName('hq.Product', 'name', 'First'), await byName('hq.Product', 'name', 'Second')];
    await ok('POST', '/admin/hq.Product/sortable', { id: second.id, targetId: first.id });
    const names = (await list('hq.Product')).map((r) => r.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
  });
});

describe('HQ activities', () => {
  const now = Math.floor(Date.now() / 1000);
  it('check each type’s rule and the window, keep the listed products, and stay apart from shop activities', async () => {
    const base = { start_time: now, end_time: now + 3600 };
    expect(await call(su, 'POST', '/admin/hq.Activity/add', { ...base, title: 'No rate', type: 'discount' })).toMatchObject({ code: 0, msg: 'Please enter the discount rate' });
    expect(await call(su, 'POST', '/admin/hq.Activity/add', { ...base, title: 'No cut', type: 'reduction', threshold: '10' })).toMatchObject({ code: 0, msg: 'Please enter the threshold and the reduction' });
    expect(await call(su, 'POST', '/admin/hq.Activity/add', { title: 'Backwards', type: 'event', start_time: now, end_time: now - 1 })).toMatchObject({ code: 0, msg: 'The end time must be after the start time' });
    const [p1, p2] = (await list('hq.Product', { order: 'id,asc' })).map((r) => r.id as number);
    await ok('POST', '/admin/hq.Activity/add', { ...base, title: 'Autumn', type: 'discount', discount_rate: 8000, product_scope: 'listed', product_ids: [p1, p2], status: 'published' });
    const autumn = await byName('hq.Activity', 'title', 'Autumn');
    expect(autumn).toMatchObject({ scope: 'hq', shop_id: null, discount_rate: 8000, start_time: now, end_time: now + 3600, status: 'published' });
    expect((await ok('GET', `/admin/hq.Activity/edit?id=${autumn.id}`)).row.product_ids).toEqual([p1, p2]);
    await ok('POST', '/admin/hq.Activity/edit', { id: autumn.id, product_ids: [p2], end_time: now + 7200 });
    expect((await s.ctx.db.select().from(activityProduct).where(eq(activityProduct.activityId, autumn.id as number))).map((r) => r.productId)).toEqual([p2]);
    expect(await call(su, 'POST', '/admin/hq.Activity/edit', { id: autumn.id, start_time: now + 9000 })).toMatchObject({ code: 0, msg: 'The end time must be after the start time' });
    // the shop area does not see it, nor touch it
    expect(await list('shop.Activity')).toEqual([]);
    expect(await call(su, 'GET', `/admin/shop.Activity/edit?id=${autumn.id}`)).toMatchObject({ code: 0 });
    expect(await call(su, 'DELETE', `/admin/shop.Activity/del?ids[]=${autumn.id}`)).toMatchObject({ code: 0 });
    await ok('DELETE', `/admin/hq.Activity/del?ids[]=${autumn.id}`);
  });
});

describe('permissions', () => {
  it('an admin holding only the category list reads it and writes nothing', async () => {
    const rules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['hq', 'hq/category', 'hq/category/index']))).map((r) => r.id);
    expect(rules).toHaveLength(3);
    await ok('POST', '/admin/auth.Group/add', { name: 'Catalogue readers', rules, pid: 1 });
    const g = await byName('auth.Group', 'name', 'Catalogue readers');
    const reader = { batoken: (await makeAdmin(s.call, su.batoken, 'reader1', [g.id as number])).token, 'think-lang': 'en' };
    expect((await call(reader, 'GET', '/admin/hq.Category/index')).code).toBe(1);
    for (const [method, url] of [['POST', '/admin/hq.Category/add'], ['GET', '/admin/hq.Product/index'], ['POST', '/admin/hq.Product/add'], ['GET', '/admin/hq.Activity/index'], ['POST', '/admin/hq.Category/sortable']]) {
      expect((await call(reader, method, url, method === 'POST' ? { name: 'x' } : undefined)).code, url).toBe(401);
    }
  });
});
