import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { eq, inArray, like, or } from 'drizzle-orm';
import { adminRule, adminShop, order, orderProduct } from '../src/db/schema/index.ts';
import { createOrder, payWithBalance } from '../src/modules/order/orders.ts';
import { applyAfterSale } from '../src/modules/order/after-sales.ts';
import { listUrl, makeAdmin } from './crud-harness.ts';
import { balanceOf, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * The after-sale admin area (`order.AfterSale`: approve, refuse with a reason, receive the return)
 * and the order area's hand-over actions (`order.Order/redeem` by pickup code, `order.Order/ship`),
 * through HTTP: permissions, the own-shops scope, and races (two approvals at once pay back once).
 */

let s: TestServer;
let su: Record<string, string>;
let clerk: Record<string, string>;
let viewer: Record<string, string>;
let manager: Record<string, string>;
let clerkId = 0;
let buyer: TestMember;
let shopA = 0;
let shopB = 0;
let productA = 0;
let productB = 0;
let spA = 0;

const call = async (h: Record<string, string>, method: string, url: string, body?: unknown) => (await s.call(method, url, { headers: h, body })).body;
const ok = async (h: Record<string, string>, method: string, url: string, body?: unknown) => {
  const res = await call(h, method, url, body);
  expect(res.code, `${method} ${url} ${JSON.stringify(res)}`).toBe(1);
  return res.data;
};
const noPermission = { code: 401, msg: 'You have no permission to operate!' };

/** A paid order of the buyer at a shop: `quantity` units of its product. */
async function paidOrder(shopId: number, productId: number, quantity: number, over: { delivery?: boolean } = {}) {
  const o = await createOrder(s.ctx.database, buyer.id, {
    shopId, products: [{ productId, quantity }],
    ...(over.delivery ? { fields: { delivery_type: 'delivery' as const, address: '1 Road', contact_name: 'Li', contact_mobile: '13800000000' } } : {}),
  });
  return payWithBalance(s.ctx.db, buyer.id, o.id, DEFAULT_POLICY);
}
const afterSaleOf = (orderId: number, type: 'refund_only' | 'return_refund', lines?: { orderProductId: number; quantity: number }[]) =>
  applyAfterSale(s.ctx.db, buyer.id, { orderId, type, reason: 'broken', images: [], lines }, 7);

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  buyer = await memberWithBalance(s, 1_000_000);
  shopA = (await makeShop(s)).id;
  shopB = (await makeShop(s)).id;
  const a = await makeShopProduct(s, shopA, { price: 1000, stock: 100 });
  const b = await makeShopProduct(s, shopB, { price: 500, stock: 100 });
  productA = a.product.id;
  productB = b.product.id;
  spA = a.shopProduct.id;
  // A clerk: the order area's rules with the "own shops" scope, bound to shop A.
  const rules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(or(eq(adminRule.name, 'order'), like(adminRule.name, 'order/%')))).map((r) => r.id);
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Order clerks', rules, data_scope: 'own_shops', pid: 1 });
  const viewRules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['order', 'order/afterSale', 'order/afterSale/index', 'order/order', 'order/order/index']))).map((r) => r.id);
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'After-sale viewers', rules: viewRules, pid: 1 });
  const groups = (await ok(su, 'GET', listUrl('auth.Group', { isTree: 'false', order: 'id,asc' }))).list as { id: number; name: string }[];
  const c = await makeAdmin(s.call, su.batoken, 'asclerk', [groups.find((g) => g.name === 'Order clerks')!.id]);
  clerkId = c.id;
  await s.ctx.db.insert(adminShop).values({ adminId: clerkId, shopId: shopA });
  clerk = { batoken: c.token, 'think-lang': 'en' };
  // A manager: the same rules, data scope "all" (the default), bound to no shop.
  await ok(su, 'POST', '/admin/auth.Group/add', { name: 'Order managers', rules, pid: 1 });
  const all = (await ok(su, 'GET', listUrl('auth.Group', { isTree: 'false', order: 'id,asc' }))).list as { id: number; name: string }[];
  manager = { batoken: (await makeAdmin(s.call, su.batoken, 'asmanager', [all.find((g) => g.name === 'Order managers')!.id])).token, 'think-lang': 'en' };
  viewer = { batoken: (await makeAdmin(s.call, su.batoken, 'asviewer', [groups.find((g) => g.name === 'After-sale viewers')!.id])).token, 'think-lang': 'en' };
});
afterAll(() => s?.close());

describe('after-sales', () => {
  it('lists and details an after-sale with its lines and the order timeline', async () => {
    const o = await paidOrder(shopA, productA, 2);
    const a = await afterSaleOf(o.id, 'refund_only');
    const { list } = await ok(su, 'GET', listUrl('order.AfterSale', { search: [{ field: 'order_id', val: String(o.id), operator: 'eq' }] }));
    expect(list).toEqual([expect.objectContaining({ id: a.id, status: 'pending', type: 'refund_only', amount: '20.00', order: expect.objectContaining({ order_no: o.orderNo, pay_amount: '20.00' }) })]);
    const detail = await ok(su, 'GET', `/admin/order.AfterSale/detail?id=${a.id}`);
    expect(detail.products).toEqual([expect.objectContaining({ quantity: 2, amount: '20.00', price: '10.00' })]);
    expect(detail.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'pay', 'after_sale']);
    expect(await call(su, 'GET', '/admin/order.AfterSale/detail?id=999999')).toMatchObject({ code: 0, msg: 'After-sale not found' });
  });

  it('approving a refund-only after-sale pays it back once, even when two approvals race', async () => {
    const o = await paidOrder(shopA, productA, 3);
    const a = await afterSaleOf(o.id, 'refund_only');
    const before = await balanceOf(s, buyer.id);
    const stock = await stockOf(s, spA);
    const answers = await Promise.all([0, 1, 2].map(() => call(su, 'POST', '/admin/order.AfterSale/approve', { id: a.id })));
    expect(answers.filter((r) => r.code === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(['The after-sale has been refunded', 'The after-sale has been refunded']);
    const after = await balanceOf(s, buyer.id);
    expect(after.money - before.money).toBe(3000);
    expect(after.logs - before.logs).toBe(1);
    expect(after.money).toBe(after.logged);
    // refund only: the goods (and the stock) stay with the member; the 3 units are no longer sold
    expect(await stockOf(s, spA)).toEqual({ stock: stock.stock, sales: stock.sales - 3 });
    const [row] = await s.ctx.db.select().from(order).where(eq(order.id, o.id));
    expect(row).toMatchObject({ status: 'refunded', refundAmount: 3000 });
    const detail = await ok(su, 'GET', `/admin/order.AfterSale/detail?id=${a.id}`);
    expect(detail.row).toMatchObject({ status: 'refunded', audit_admin_id: expect.any(Number) });
  });

  it('a return is approved, then received: money and stock go back once', async () => {
    const o = await paidOrder(shopA, productA, 4);
    const [line] = await s.ctx.db.select().from(order).where(eq(order.id, o.id));
    expect(line.status).toBe('paid');
    const lines = (await ok(su, 'GET', `/admin/order.Order/detail?id=${o.id}`)).products as { id: number }[];
    const a = await afterSaleOf(o.id, 'return_refund', [{ orderProductId: lines[0].id, quantity: 1 }]);
    expect(await call(su, 'POST', '/admin/order.AfterSale/receive', { id: a.id })).toMatchObject({ code: 0, msg: 'The after-sale is waiting for approval' });
    const before = await balanceOf(s, buyer.id);
    const stock = await stockOf(s, spA);
    await ok(su, 'POST', '/admin/order.AfterSale/approve', { id: a.id });
    expect((await balanceOf(s, buyer.id)).money).toBe(before.money); // nothing back before the goods
    const received = await Promise.all([0, 1].map(() => call(su, 'POST', '/admin/order.AfterSale/receive', { id: a.id })));
    expect(received.map((r) => r.code).sort()).toEqual([0, 1]);
    expect((await balanceOf(s, buyer.id)).money - before.money).toBe(1000);
    expect((await stockOf(s, spA)).stock - stock.stock).toBe(1);
    const [row] = await s.ctx.db.select().from(order).where(eq(order.id, o.id));
    expect(row).toMatchObject({ status: 'paid', refundAmount: 1000 }); // three units are still the member's
  });

  it('refuse needs a reason, and a refused after-sale is not approved afterwards', async () => {
    const o = await paidOrder(shopA, productA, 1);
    const a = await afterSaleOf(o.id, 'refund_only');
    expect(await call(su, 'POST', '/admin/order.AfterSale/refuse', { id: a.id, reason: '  ' })).toMatchObject({ code: 0 });
    const zh = await call({ ...su, 'think-lang': 'zh-cn' }, 'POST', '/admin/order.AfterSale/refuse', { id: a.id });
    expect(zh.code).toBe(0);
    const before = await balanceOf(s, buyer.id);
    await ok(su, 'POST', '/admin/order.AfterSale/refuse', { id: a.id, reason: 'used goods' });
    expect(await call(su, 'POST', '/admin/order.AfterSale/approve', { id: a.id })).toMatchObject({ code: 0, msg: 'The after-sale has been refused' });
    expect(await call({ ...su, 'think-lang': 'zh-cn' }, 'POST', '/admin/order.AfterSale/refuse', { id: a.id, reason: 'again' })).toMatchObject({ code: 0, msg: expect.not.stringMatching(/^The /) });
    expect((await balanceOf(s, buyer.id)).money).toBe(before.money);
    const detail = await ok(su, 'GET', `/admin/order.AfterSale/detail?id=${a.id}`);
    expect(detail.row).toMatchObject({ status: 'refused', refuse_reason: 'used goods' });
    // the member may ask again once refused
    await afterSaleOf(o.id, 'refund_only');
  });

  it('an own-shops clerk decides only their shops’ after-sales; a viewer without the buttons decides none', async () => {
    const oa = await paidOrder(shopA, productA, 1);
    const ob = await paidOrder(shopB, productB, 1);
    const aa = await afterSaleOf(oa.id, 'refund_only');
    const ab = await afterSaleOf(ob.id, 'refund_only');
    const listed = ((await ok(clerk, 'GET', listUrl('order.AfterSale', {}))).list as { shop_id: number }[]).map((r) => r.shop_id);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set([shopA]));
    expect(await call(clerk, 'GET', `/admin/order.AfterSale/detail?id=${ab.id}`)).toMatchObject({ code: 0, msg: 'After-sale not found' });
    for (const step of ['approve', 'receive']) expect(await call(clerk, 'POST', `/admin/order.AfterSale/${step}`, { id: ab.id })).toMatchObject({ code: 0, msg: 'After-sale not found' });
    expect(await call(clerk, 'POST', '/admin/order.AfterSale/refuse', { id: ab.id, reason: 'no' })).toMatchObject({ code: 0, msg: 'After-sale not found' });
    expect(await ok(viewer, 'GET', `/admin/order.AfterSale/detail?id=${aa.id}`)).toMatchObject({ row: { id: aa.id } });
    for (const step of ['approve', 'receive']) expect(await call(viewer, 'POST', `/admin/order.AfterSale/${step}`, { id: aa.id })).toMatchObject(noPermission);
    expect(await call(viewer, 'POST', '/admin/order.AfterSale/refuse', { id: aa.id, reason: 'no' })).toMatchObject(noPermission);
    await ok(clerk, 'POST', '/admin/order.AfterSale/approve', { id: aa.id });
    expect((await ok(su, 'GET', `/admin/order.AfterSale/detail?id=${ab.id}`)).row.status).toBe('pending');
  });
});

describe('menus', () => {
  it('the admin menu carries the after-sales page and the member menu the shops and my orders, titled in zh-cn and en', async () => {
    const adminMenus = async (lang: string) => JSON.stringify((await call({ ...su, 'think-lang': lang }, 'GET', '/admin/Index/index')).data.menus);
    expect(await adminMenus('en')).toContain('"title":"After-sales"');
    expect(await adminMenus('zh-cn')).toContain('"title":"售后管理"');
    const memberMenus = async (lang: string) => JSON.stringify((await call({ 'ba-user-token': buyer.token, 'think-lang': lang }, 'GET', '/api/index/index')).data.menus);
    const en = await memberMenus('en');
    for (const title of ['Shopping', 'Shops', 'My orders']) expect(en).toContain(`"title":"${title}"`);
    expect(en).toContain('"name":"order/index"');
    const zh = await memberMenus('zh-cn');
    for (const title of ['购物', '门店购物', '我的订单']) expect(zh).toContain(`"title":"${title}"`);
  });
});

describe('sold', () => {
  it('is the paid quantity minus the refunded quantity on the member\'s card, the admin lists and the dashboard ranking', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 700, stock: 50 });
    const sold = async () => {
      const card = (await call({ 'ba-user-token': buyer.token, 'think-lang': 'en' }, 'GET', `/api/shop/products?shop_id=${sh.id}`)).data.list[0];
      const hq = (await ok(su, 'GET', listUrl('hq.Product', { search: [{ field: 'id', val: String(p.product.id), operator: 'eq' }] }))).list[0];
      const atShop = (await ok(su, 'GET', listUrl('shop.Product', { search: [{ field: 'id', val: String(p.shopProduct.id), operator: 'eq' }] }))).list[0];
      const ranked = ((await ok(su, 'GET', '/admin/Dashboard/index')).stats.top_products as { product_id: number; quantity: number }[]).find((r) => r.product_id === p.product.id);
      return { card: card.sales, hq: hq.sales, shop: atShop.sales, dashboard: ranked?.quantity ?? 0 };
    };
    const o1 = await paidOrder(sh.id, p.product.id, 2);
    const o2 = await paidOrder(sh.id, p.product.id, 3);
    expect(await sold()).toEqual({ card: 5, hq: 5, shop: 5, dashboard: 5 });
    // a refund-only after-sale of 1 unit (the goods stay with the member)
    const [line1] = await s.ctx.db.select().from(orderProduct).where(eq(orderProduct.orderId, o1.id));
    await ok(su, 'POST', '/admin/order.AfterSale/approve', { id: (await afterSaleOf(o1.id, 'refund_only', [{ orderProductId: line1.id, quantity: 1 }])).id });
    expect(await sold()).toEqual({ card: 4, hq: 4, shop: 4, dashboard: 4 });
    // a return of 1 unit, received
    const [line2] = await s.ctx.db.select().from(orderProduct).where(eq(orderProduct.orderId, o2.id));
    const ret = await afterSaleOf(o2.id, 'return_refund', [{ orderProductId: line2.id, quantity: 1 }]);
    await ok(su, 'POST', '/admin/order.AfterSale/approve', { id: ret.id });
    await ok(su, 'POST', '/admin/order.AfterSale/receive', { id: ret.id });
    expect(await sold()).toEqual({ card: 3, hq: 3, shop: 3, dashboard: 3 });
    // the operator's whole refund of the first order: its last unit
    await ok(su, 'POST', '/admin/order.Order/refund', { id: o1.id, reason: 'closing' });
    expect(await sold()).toEqual({ card: 2, hq: 2, shop: 2, dashboard: 2 });
  });
});

describe('hand-over from the order area', () => {
  it('a pickup code is redeemed once by an admin whose scope covers its shop, not while an after-sale is open', async () => {
    const o = await paidOrder(shopA, productA, 1);
    expect(o.pickupCode).toMatch(/^\d{8}$/);
    expect(await call(viewer, 'POST', '/admin/order.Order/redeem', { code: o.pickupCode })).toMatchObject(noPermission);
    expect(await call(clerk, 'POST', '/admin/order.Order/redeem', { code: 'abc' })).toMatchObject({ code: 0 });
    const a = await afterSaleOf(o.id, 'refund_only');
    expect(await call(clerk, 'POST', '/admin/order.Order/redeem', { code: o.pickupCode })).toMatchObject({ code: 0, msg: 'An after-sale of this order is in progress; settle it first' });
    await ok(su, 'POST', '/admin/order.AfterSale/refuse', { id: a.id, reason: 'not yet' });
    const twice = await Promise.all([0, 1].map(() => call(clerk, 'POST', '/admin/order.Order/redeem', { code: o.pickupCode })));
    expect(twice.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(twice.find((r) => r.code === 1)!.data).toEqual({ id: o.id, order_no: o.orderNo });
    expect(twice.find((r) => r.code === 0)!.msg).toBe('The order has already been handed over');
    const detail = await ok(su, 'GET', `/admin/order.Order/detail?id=${o.id}`);
    expect(detail.row.fulfilled_time).toEqual(expect.any(Number));
    expect(detail.logs.at(-1)).toMatchObject({ action: 'pickup', operator_type: 'admin', operator_id: clerkId });
    await ok(su, 'POST', '/admin/order.Order/complete', { id: o.id });
  });

  it('an own-shops admin is told no order of their shops has another shop\'s code; admins of scope "all" redeem at any shop unbound', async () => {
    const ob = await paidOrder(shopB, productB, 1);
    const refusal = await call(clerk, 'POST', '/admin/order.Order/redeem', { code: ob.pickupCode });
    expect(refusal).toMatchObject({ code: 0, msg: 'No order of your shops has this pickup code' });
    expect((await call({ ...clerk, 'think-lang': 'zh-cn' }, 'POST', '/admin/order.Order/redeem', { code: ob.pickupCode })).msg).toBe('您所属门店的订单中没有该取货码');
    // the super admin, bound to no shop
    expect(await call(su, 'POST', '/admin/order.Order/redeem', { code: ob.pickupCode })).toMatchObject({ code: 1, data: { id: ob.id, order_no: ob.orderNo } });
    expect(await call(su, 'POST', '/admin/order.Order/redeem', { code: '00000000' })).toMatchObject({ code: 0, msg: 'Pickup code not found' });
    // an ordinary admin of scope "all", bound to no shop
    const oa = await paidOrder(shopA, productA, 1);
    expect(await call(manager, 'POST', '/admin/order.Order/redeem', { code: oa.pickupCode })).toMatchObject({ code: 1, data: { id: oa.id } });
    expect(await call(manager, 'POST', '/admin/order.Order/redeem', { code: oa.pickupCode })).toMatchObject({ code: 0, msg: 'The order has already been handed over' });
  });

  it('a code waiting at two shops is redeemed by the admin of the order\'s shop', async () => {
    const oa = await paidOrder(shopA, productA, 1);
    const ob = await paidOrder(shopB, productB, 1);
    // codes are unique within a shop only: shop B's order given shop A's code
    await s.ctx.db.update(order).set({ pickupCode: oa.pickupCode }).where(eq(order.id, ob.id));
    expect(await call(manager, 'POST', '/admin/order.Order/redeem', { code: oa.pickupCode })).toMatchObject({ code: 0, msg: "Several shops have an order waiting with this pickup code; an administrator of the order's shop redeems it" });
    expect(await call(clerk, 'POST', '/admin/order.Order/redeem', { code: oa.pickupCode })).toMatchObject({ code: 1, data: { id: oa.id } });
    // shop A's is handed over: the one still waiting is meant
    expect(await call(manager, 'POST', '/admin/order.Order/redeem', { code: oa.pickupCode })).toMatchObject({ code: 1, data: { id: ob.id } });
  });

  it('a delivery order is shipped once with its express number; a pickup order is not shipped; other shops are out of reach', async () => {
    const d = await paidOrder(shopA, productA, 1, { delivery: true });
    const p = await paidOrder(shopA, productA, 1);
    const other = await paidOrder(shopB, productB, 1, { delivery: true });
    expect(await call(viewer, 'POST', '/admin/order.Order/ship', { id: d.id, express_no: 'SF1' })).toMatchObject(noPermission);
    expect(await call(clerk, 'POST', '/admin/order.Order/ship', { id: other.id, express_no: 'SF1' })).toMatchObject({ code: 0, msg: 'Order not found' });
    expect(await call(clerk, 'POST', '/admin/order.Order/ship', { id: p.id, express_no: 'SF1' })).toMatchObject({ code: 0, msg: 'A pickup order is handed over with its pickup code' });
    await ok(clerk, 'POST', '/admin/order.Order/ship', { id: d.id, express_no: 'SF123456' });
    expect(await call(clerk, 'POST', '/admin/order.Order/ship', { id: d.id, express_no: 'SF2' })).toMatchObject({ code: 0, msg: 'The order has already been handed over' });
    const detail = await ok(su, 'GET', `/admin/order.Order/detail?id=${d.id}`);
    expect(detail.row).toMatchObject({ express_no: 'SF123456', fulfil_admin_id: clerkId });
    expect(detail.logs.at(-1)).toMatchObject({ action: 'ship', memo: 'SF123456' });
  });
});
