import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DashboardIndex, DashboardStats } from '@app/contract';
import { adminRule, agent, agentLevel, commission, orderProduct, user, withdraw } from '../src/db/schema/index.ts';
import { cancelOrder, createOrder, payWithBalance, recordGatewayPayment, refundOrder } from '../src/modules/order/orders.ts';
import { applyAfterSale, approveAfterSale } from '../src/modules/order/after-sales.ts';
import { dashboardStats, addDays } from '../src/modules/dashboard/figures.ts';
import { recomputedProductSalesDaily, recomputedSalesDaily } from '../src/modules/dashboard/rollups.ts';
import { makeAdmin } from './crud-harness.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * The dashboard (issue 14, item 4): every figure exact against the fixtures below, an own-shops
 * admin's figures limited to their shop, the permission, and the rollups equal to their
 * recomputation from the payment rows.
 *
 * Shop A: order a1 (2 × 10.00 = 20.00) paid; a2 (5 × 10.00 = 50.00) paid then refunded whole;
 * a3 (3 × 4.00 = 12.00) paid, one unit refunded by an after-sale (4.00); a4 (1 × 10.00) paid with
 * an after-sale pending; a5 unpaid. Shop B: b1 (1 × 3.00) paid.
 */

let s: TestServer;
let su: Record<string, string>;
let clerk: Record<string, string>;
let noDash: Record<string, string>;
let buyer: TestMember;
const ids = { shopA: 0, shopB: 0, tea: 0, cake: 0, juice: 0 };
const admin = { type: 'admin' as const, id: 1 };

const call = async (h: Record<string, string>, url: string) => (await s.call('GET', url, { headers: h })).body;
const stats = async (h: Record<string, string>): Promise<DashboardStats> => {
  const res = await call(h, '/admin/Dashboard/index');
  expect(res.code, JSON.stringify(res)).toBe(1);
  return (res.data as DashboardIndex).stats;
};

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  buyer = await memberWithBalance(s, 100_000);
  ids.shopA = (await makeShop(s, { name: 'Shop A' })).id;
  ids.shopB = (await makeShop(s, { name: 'Shop B' })).id;
  const tea = await makeShopProduct(s, ids.shopA, { price: 1000, stock: 100, name: 'Tea' });
  const cake = await makeShopProduct(s, ids.shopA, { price: 400, stock: 8, name: 'Cake' });
  const juice = await makeShopProduct(s, ids.shopB, { price: 300, stock: 100, name: 'Juice' });
  await makeShopProduct(s, ids.shopB, { price: 300, stock: 0, name: 'Gone' });
  await makeShopProduct(s, ids.shopB, { price: 300, stock: 1, name: 'Off sale', shopStatus: 'off' });
  [ids.tea, ids.cake, ids.juice] = [tea.product.id, cake.product.id, juice.product.id];

  const order = async (shopId: number, productId: number, quantity: number, pay = true) => {
    const o = await createOrder(s.ctx.database, buyer.id, { shopId, products: [{ productId, quantity }] });
    if (pay) await payWithBalance(s.ctx.db, buyer.id, o.id, DEFAULT_POLICY);
    return o.id;
  };
  await order(ids.shopA, ids.tea, 2);
  const a2 = await order(ids.shopA, ids.tea, 5);
  await refundOrder(s.ctx.db, a2, admin, 'changed mind', 7, s.ctx.cluster.bus);
  const a3 = await order(ids.shopA, ids.cake, 3);
  const [line] = await s.ctx.db.select({ id: orderProduct.id }).from(orderProduct).where(eq(orderProduct.orderId, a3));
  const sale = await applyAfterSale(s.ctx.db, buyer.id, { orderId: a3, type: 'refund_only', reason: 'broken', images: [], lines: [{ orderProductId: line.id, quantity: 1 }] }, 7);
  await approveAfterSale(s.ctx.db, sale.id, admin);
  const a4 = await order(ids.shopA, ids.tea, 1);
  await applyAfterSale(s.ctx.db, buyer.id, { orderId: a4, type: 'refund_only', reason: 'late', images: [] }, 7);
  await order(ids.shopA, ids.tea, 1, false);
  const b1 = await order(ids.shopB, ids.juice, 1);

  // agents and commissions, as the distribution area will write them
  const [level] = await s.ctx.db.insert(agentLevel).values({ name: 'Bronze', grade: 91, level1Rate: 1000 }).returning();
  const members = await s.ctx.db.insert(user).values([1, 2, 3, 4].map((i) => ({ username: `agent_${i}`, password: 'x', joinTime: new Date() }))).returning({ id: user.id });
  const day = 86_400_000;
  await s.ctx.db.insert(agent).values([
    { userId: members[0].id, levelId: level.id, shopId: ids.shopA, inviteCode: 'AG1', status: 'approved', auditTime: new Date(), commissionDebt: 500 },
    { userId: members[1].id, levelId: level.id, shopId: ids.shopB, inviteCode: 'AG2', status: 'approved', auditTime: new Date(), commissionDebt: 250 },
    { userId: members[2].id, levelId: level.id, shopId: ids.shopA, inviteCode: 'AG3', status: 'pending' },
    // approved 40 days ago: outside every window
    { userId: members[3].id, levelId: level.id, shopId: ids.shopA, inviteCode: 'AG4', status: 'approved', auditTime: new Date(Date.now() - 40 * day) },
  ]);
  const lineOf = async (orderId: number) => (await s.ctx.db.select().from(orderProduct).where(eq(orderProduct.orderId, orderId)))[0];
  const l3 = await lineOf(a3);
  const lb = await lineOf(b1);
  const base = { userId: members[0].id, buyerId: buyer.id, level: 1, rateSource: 'level', rate: 1000, quantity: 1, baseAmount: 1000 };
  await s.ctx.db.insert(commission).values([
    { ...base, orderId: a3, orderProductId: l3.id, shopId: ids.shopA, amount: 120, cancelledAmount: 40 },
    { ...base, orderId: a3, orderProductId: l3.id, shopId: ids.shopA, level: 2, amount: 300, status: 'settled', settledTime: new Date() },
    { ...base, orderId: b1, orderProductId: lb.id, shopId: ids.shopB, amount: 70 },
  ]);
  // withdrawals by the agents' shops: to review, two at shop A and one at shop B; one approved already
  const w = (n: number, shopId: number, status = 'pending') => ({ withdrawNo: `WDASH${n}`, userId: members[0].id, shopId, channel: 'bank', amount: 100, payAmount: 100, status });
  await s.ctx.db.insert(withdraw).values([w(1, ids.shopA), w(2, ids.shopA), w(3, ids.shopB), w(4, ids.shopA, 'approved')]);

  // a group with the dashboard and the "own shops" scope, bound to shop A; and one without the dashboard
  const dash = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['dashboard', 'dashboard/index']))).map((r) => r.id);
  const add = async (body: Record<string, unknown>) => expect((await s.call('POST', '/admin/auth.Group/add', { headers: su, body })).body.code).toBe(1);
  await add({ name: 'Shop A managers', rules: dash, data_scope: 'own_shops', pid: 1 });
  await add({ name: 'No dashboard', rules: [], pid: 1 });
  const groups = await s.ctx.database.rows<{ id: number; name: string }>(sql`select id, name from admin_group where name in ('Shop A managers', 'No dashboard')`);
  const gid = (name: string) => groups.find((g) => g.name === name)!.id;
  const c = await makeAdmin(s.call, su.batoken, 'shopa_mgr', [gid('Shop A managers')]);
  await s.ctx.database.rows(sql`insert into admin_shop (admin_id, shop_id) values (${c.id}, ${ids.shopA})`);
  clerk = { batoken: c.token, 'think-lang': 'en' };
  noDash = { batoken: (await makeAdmin(s.call, su.batoken, 'nodash', [gid('No dashboard')])).token, 'think-lang': 'en' };
});
afterAll(() => s?.close());

describe('dashboard figures', () => {
  it('today, across every shop, for an admin who sees them all', async () => {
    const st = await stats(su);
    expect(st.scope).toBe('all');
    // paid: 20 + 50 + 12 + 10 + 3 = 95.00; refunded: 50 + 4 = 54.00
    expect(st.periods.today).toEqual({
      sales: '41.00', paid_amount: '95.00', refund_amount: '54.00', paid_orders: 5,
      new_members: 5, new_agents: 2, commission_pending: '1.50', commission_settled: '3.00',
    });
    expect(st.periods.days30).toEqual(st.periods.today);
    expect(st.periods.yesterday).toMatchObject({ sales: '0.00', paid_orders: 0, new_members: 0, new_agents: 0 });
    expect(st.commission).toEqual({ pending: '1.50', owed: '7.50', owing_agents: 2 });
    expect(st.trend).toHaveLength(30);
    expect(st.trend.at(-1)).toEqual({ day: st.today, sales: '41.00', paid_orders: 5, new_members: 5 });
    expect(st.trend[0].day).toBe(addDays(st.today, -29));
    expect(st.top_shops).toEqual([
      { shop_id: ids.shopA, name: 'Shop A', sales: '38.00', paid_orders: 4 },
      { shop_id: ids.shopB, name: 'Shop B', sales: '3.00', paid_orders: 1 },
    ]);
    // tea: 2 + 5 − 5 + 1 = 3 units, 30.00; cake: 3 − 1 = 2 units, 8.00; juice 1, 3.00
    expect(st.top_products).toEqual([
      { product_id: ids.tea, name: 'Tea', quantity: 3, sales: '30.00' },
      { product_id: ids.cake, name: 'Cake', quantity: 2, sales: '8.00' },
      { product_id: ids.juice, name: 'Juice', quantity: 1, sales: '3.00' },
    ]);
    // to fulfil: a1, a3, a4, b1 (a2 refunded); low stock (≤ 10, on sale): cake 8 − 3 + 0 = 5, gone 0
    expect(st.todo).toEqual({ orders_to_fulfil: 4, after_sales_to_review: 1, returns_to_receive: 0, withdrawals_to_review: 3, refunds_to_handle: 0, low_stock: 2, low_stock_threshold: 10 });
  });

  it('an own-shops admin sees only their shops', async () => {
    const st = await stats(clerk);
    expect(st).toMatchObject({ scope: 'own_shops', shop_ids: [ids.shopA] });
    // new members: those who joined today and bought at shop A (the buyer only)
    expect(st.periods.today).toEqual({
      sales: '38.00', paid_amount: '92.00', refund_amount: '54.00', paid_orders: 4,
      new_members: 1, new_agents: 1, commission_pending: '0.80', commission_settled: '3.00',
    });
    expect(st.commission).toEqual({ pending: '0.80', owed: '5.00', owing_agents: 1 });
    expect(st.top_shops.map((r) => r.shop_id)).toEqual([ids.shopA]);
    expect(st.top_products.map((r) => r.product_id)).toEqual([ids.tea, ids.cake]);
    expect(st.todo).toEqual({ orders_to_fulfil: 3, after_sales_to_review: 1, returns_to_receive: 0, withdrawals_to_review: 2, refunds_to_handle: 0, low_stock: 1, low_stock_threshold: 10 });
  });

  it('follows the low-stock threshold of the config centre', async () => {
    await s.change(sql`update config set value = '0' where name = 'low_stock_threshold'`);
    s.ctx.settings.invalidate();
    const st = await stats(su);
    expect(st.todo).toMatchObject({ low_stock: 1, low_stock_threshold: 0 });
  });

  it('moves the days along: today becomes yesterday, then leaves the 30 days', async () => {
    const zone = 'Asia/Shanghai';
    const tomorrow = await dashboardStats(s.ctx.db, { shops: undefined, timeZone: zone, lowStockThreshold: 10, now: new Date(Date.now() + 86_400_000) });
    expect(tomorrow.periods.today).toMatchObject({ sales: '0.00', paid_orders: 0, new_members: 0, new_agents: 0, commission_settled: '0.00' });
    expect(tomorrow.periods.yesterday).toMatchObject({ sales: '41.00', paid_orders: 5, new_members: 5, new_agents: 2, commission_settled: '3.00' });
    expect(tomorrow.periods.days30.sales).toBe('41.00');
    const later = await dashboardStats(s.ctx.db, { shops: undefined, timeZone: zone, lowStockThreshold: 10, now: new Date(Date.now() + 30 * 86_400_000) });
    expect(later.periods.days30).toMatchObject({ sales: '0.00', paid_orders: 0, new_members: 0, new_agents: 0 });
    expect(later.top_shops).toEqual([]);
    // an own-shops admin with no shop sees nothing
    const none = await dashboardStats(s.ctx.db, { shops: [], timeZone: zone, lowStockThreshold: 10 });
    expect(none.periods.today).toMatchObject({ sales: '0.00', paid_orders: 0, new_members: 0 });
    expect(none.todo).toMatchObject({ orders_to_fulfil: 0, withdrawals_to_review: 0, low_stock: 0 });
  });

  it('counts a gateway payment that arrives for a closed order as money in and out, no paid order', async () => {
    const before = (await stats(su)).periods.today;
    const o = await createOrder(s.ctx.database, buyer.id, { shopId: ids.shopB, products: [{ productId: ids.juice, quantity: 2 }] });
    await cancelOrder(s.ctx.db, o.id, buyer.id, { type: 'member', id: buyer.id }, 'changed mind');
    expect(await recordGatewayPayment(s.ctx.db, 'wechat', { orderNo: o.orderNo, tradeNo: 'T-closed-1', amount: o.payAmount }, DEFAULT_POLICY)).toBe('refunding');
    const after = (await stats(su)).periods.today;
    expect(after).toMatchObject({ sales: before.sales, paid_orders: before.paid_orders, paid_amount: '101.00', refund_amount: '60.00' });
  });

  it('counts the gateway refunds an operator should look at: failed, or pending after the gateway refused the last try; by shop', async () => {
    // the refund of the closed order's payment above (shop B): pending, not tried yet
    const [queued] = await s.ctx.database.rows<{ id: number }>(sql`select id from gateway_refund order by id desc limit 1`);
    expect((await stats(su)).todo.refunds_to_handle).toBe(0);
    // the outbox tried and the gateway refused (its last error kept)
    await s.change(sql`update gateway_refund set attempts = 1, last_error = '500 SYSTEM_ERROR: system busy' where id = ${queued.id}`);
    expect((await stats(su)).todo.refunds_to_handle).toBe(1);
    expect((await stats(clerk)).todo.refunds_to_handle).toBe(0);
    // an order of shop A paid through WeChat Pay and refunded: its refund failed at the gateway (the refund notify's ABNORMAL)
    const o = await createOrder(s.ctx.database, buyer.id, { shopId: ids.shopA, products: [{ productId: ids.tea, quantity: 1 }] });
    expect(await recordGatewayPayment(s.ctx.db, 'wechat', { orderNo: o.orderNo, tradeNo: 'T-refund-failed-1', amount: o.payAmount }, DEFAULT_POLICY)).toBe('paid');
    await refundOrder(s.ctx.db, o.id, { type: 'admin', id: 1 }, 'out of stock', 7, s.ctx.cluster.bus);
    await s.change(sql`update gateway_refund set status = 'failed' where order_id = ${o.id}`);
    expect((await stats(su)).todo.refunds_to_handle).toBe(2);
    expect((await stats(clerk)).todo.refunds_to_handle).toBe(1);
    // settled: sent at last, and paid to the balance
    await s.change(sql`update gateway_refund set status = 'sent', last_error = '' where id = ${queued.id}`);
    await s.change(sql`update gateway_refund set status = 'to_balance' where order_id = ${o.id}`);
    expect((await stats(su)).todo.refunds_to_handle).toBe(0);
  });

  it('the rollups equal their recomputation from the payment rows', async () => {
    const zone = 'Asia/Shanghai';
    const norm = (rs: Record<string, unknown>[]) => rs.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])))).sort();
    const stored = await s.ctx.database.rows(sql`select to_char(day, 'YYYY-MM-DD') as day, shop_id, paid_orders, paid_amount, refund_amount from sales_daily`);
    const again = await s.ctx.database.rows(sql`select to_char(day, 'YYYY-MM-DD') as day, shop_id, paid_orders, paid_amount, refund_amount from (${recomputedSalesDaily(zone)}) x`);
    expect(norm(stored)).toEqual(norm(again));
    const storedP = await s.ctx.database.rows(sql`select to_char(day, 'YYYY-MM-DD') as day, shop_id, product_id, quantity, amount from product_sales_daily`);
    const againP = await s.ctx.database.rows(sql`select to_char(day, 'YYYY-MM-DD') as day, shop_id, product_id, quantity, amount from (${recomputedProductSalesDaily(zone)}) x`);
    expect(norm(storedP)).toEqual(norm(againP));
    expect(storedP.length).toBe(3);
  });

  it('needs the dashboard permission and a login', async () => {
    expect(await call(noDash, '/admin/Dashboard/index')).toMatchObject({ code: 401 });
    expect(await call({}, '/admin/Dashboard/index')).toMatchObject({ code: 303 });
    // the help text stays (reference: {remark}), translated
    const zh = await call({ ...su, 'think-lang': 'zh-cn' }, '/admin/Dashboard/index');
    expect(zh.data.remark).toMatch(/^上手四步/);
    const en = await call({ ...su, 'think-lang': 'en' }, '/admin/Dashboard/index');
    expect(en.data.remark).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
