import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { commission, product } from '../src/db/schema/index.ts';
import { approveAfterSale } from '../src/modules/order/after-sales.ts';
import { completeDueOrders } from '../src/modules/order/orders.ts';
import { changeCommissionWallet } from '../src/modules/distribution/commission/wallet.ts';
import { SETTLE_JOB } from '../src/modules/distribution/commission/jobs.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { handOver, makeActivity, makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { setSettings } from './account-support.ts';
import { bind, commissionBreaches, makeAgent, makeLevel, setAgentStatus, setCommissionSettings, walletBreaches } from './commission-fixtures.ts';

/**
 * Commissions end to end through the API: computed at payment, scheduled at completion, settled
 * by the admin's "settle now" and the job, taken back by after-sales and refunds (cancelled
 * before settlement, reversed after, with a debt), and the agent's view of both.
 */
let s: TestServer;
let adminH: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  adminH = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  await setCommissionSettings(s, { commission_level1_rate: '500', commission_level2_rate: '200', commission_base: 'paid', commission_self_purchase: '0' });
});
afterAll(() => s?.close());

const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });
const adminCall = (method: string, path: string, body?: unknown) => s.call(method, path, { headers: adminH, body });

/** grand ← parent ← buyer: grand and parent approved agents of a 10% / 4% level. */
async function chain(opts: { parentStatus?: 'approved' | 'pending' | 'disabled'; levelRates?: [number, number] } = {}) {
  const level = await makeLevel(s, ...(opts.levelRates ?? [1000, 400]));
  const grand = await memberWithBalance(s, 0);
  const parent = await memberWithBalance(s, 0);
  const buyer = await memberWithBalance(s, 100_000);
  await makeAgent(s, grand.id, level.id);
  await makeAgent(s, parent.id, level.id, opts.parentStatus ?? 'approved');
  await bind(s, parent.id, grand.id);
  await bind(s, buyer.id, parent.id);
  return { level, grand, parent, buyer };
}

async function buy(buyer: TestMember, shopId: number, lines: { product_id: number; quantity: number }[]) {
  const created = await s.call('POST', '/api/order/create', { body: { shop_id: shopId, products: lines }, headers: h(buyer) });
  expect(created.body.code).toBe(1);
  const paid = await s.call('POST', '/api/order/pay', { body: { id: created.body.data.row.id }, headers: h(buyer) });
  expect(paid.body.code).toBe(1);
  return paid.body.data.row as { id: number; order_no: string; products: { id: number }[] };
}

const commissionsOf = (orderId: number) =>
  s.ctx.db.select().from(commission).where(eq(commission.orderId, orderId)).orderBy(commission.orderProductId, commission.level);

async function complete(orderId: number) {
  await handOver(s, orderId);
  const res = await adminCall('POST', '/admin/order.Order/complete', { id: orderId });
  expect(res.body.code).toBe(1);
}

afterAll(async () => {
  // Whatever the cases did, both ledgers hold.
  expect(await walletBreaches(s)).toEqual([]);
  expect(await commissionBreaches(s)).toEqual([]);
});

describe("the admin's order detail", () => {
  const detail = async (orderId: number) => {
    const res = await adminCall('GET', `/admin/order.Order/detail?id=${orderId}`);
    expect(res.body.code).toBe(1);
    const { commissions, commission_reason } = res.body.data as { commissions: { username: string; level: number; amount: string; status: string }[]; commission_reason: string | null };
    return { commissions, commission_reason };
  };

  it('says who earns what from the order, or why nobody does, from the computation rules', async () => {
    const { grand, parent, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10000, stock: 50 });
    const paid = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    expect(await detail(paid.id)).toEqual({
      commission_reason: null,
      commissions: [
        expect.objectContaining({ username: parent.username, level: 1, amount: '10.00', status: 'pending' }),
        expect.objectContaining({ username: grand.username, level: 2, amount: '4.00', status: 'pending' }),
      ],
    });
    // not paid yet
    const unpaid = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: h(buyer) });
    expect(await detail(unpaid.body.data.row.id)).toEqual({ commissions: [], commission_reason: 'unpaid' });
    // no upline
    const loner = await memberWithBalance(s, 100_000);
    expect((await detail((await buy(loner, sh.id, [{ product_id: p.product.id, quantity: 1 }])).id)).commission_reason).toBe('no_upline');
    // the upline is not an approved agent (nor its upline)
    const pending = await chain({ parentStatus: 'pending' });
    await setAgentStatus(s, pending.grand.id, 'disabled');
    expect((await detail((await buy(pending.buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }])).id)).commission_reason).toBe('not_agent');
    // an agent buying for themselves with self-purchase off, no upline
    const agentBuyer = await memberWithBalance(s, 100_000);
    await makeAgent(s, agentBuyer.id, (await makeLevel(s, 1000, 400)).id);
    expect((await detail((await buy(agentBuyer, sh.id, [{ product_id: p.product.id, quantity: 1 }])).id)).commission_reason).toBe('self_purchase_off');
    // a product paying nothing
    const none = await makeShopProduct(s, sh.id, { price: 800, stock: 50 });
    await s.ctx.db.update(product).set({ commissionMode: 'none' }).where(eq(product.id, none.product.id));
    expect((await detail((await buy(buyer, sh.id, [{ product_id: none.product.id, quantity: 1 }])).id)).commission_reason).toBe('no_rate');
  });

  it('promotions earn commission by default (the distribution setting), as the add form and the order detail show', async () => {
    const { parent, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10000, stock: 50 });
    const now = Math.floor(Date.now() / 1000);
    const addPromotion = async (title: string) => {
      const res = await adminCall('POST', '/admin/shop.Activity/add', { shop_id: sh.id, title, type: 'discount', discount_rate: 9000, start_time: now - 60, end_time: now + 3600, status: 'published' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      const [row] = await s.ctx.database.rows<{ id: number; allow_commission: boolean }>(sql`select id, allow_commission from activity where title = ${title}`);
      return row;
    };
    try {
      expect((await adminCall('GET', '/admin/shop.Activity/add')).body.data).toEqual({ defaults: { allow_commission: '1' } });
      expect((await adminCall('GET', '/admin/hq.Activity/add')).body.data).toEqual({ defaults: { allow_commission: '1' } });
      const on = await addPromotion(`on-${now}`);
      expect(on.allow_commission).toBe(true);
      const earning = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
      expect(await detail(earning.id)).toMatchObject({ commission_reason: null, commissions: [expect.objectContaining({ username: parent.username, level: 1, amount: '9.00' }), expect.anything()] });

      // the operator turns the default off: new promotions pay none, and the detail says why
      await setSettings(s, { commission_activity_default: '0' });
      expect((await adminCall('GET', '/admin/shop.Activity/add')).body.data).toEqual({ defaults: { allow_commission: '0' } });
      await s.change(sql`update activity set end_time = now() - interval '1 second' where id = ${on.id}`);
      const off = await addPromotion(`off-${now}`);
      expect(off.allow_commission).toBe(false);
      const silent = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
      expect(await detail(silent.id)).toEqual({ commissions: [], commission_reason: 'activity' });
      // the form's choice wins over the default
      await s.change(sql`update activity set end_time = now() - interval '1 second' where id = ${off.id}`);
      const chosen = await adminCall('POST', '/admin/shop.Activity/add', { shop_id: sh.id, title: `chosen-${now}`, type: 'discount', discount_rate: 9000, start_time: now - 60, end_time: now + 3600, allow_commission: '1' });
      expect(chosen.body.code).toBe(1);
      expect((await s.ctx.database.rows<{ allow_commission: boolean }>(sql`select allow_commission from activity where title = ${`chosen-${now}`}`))[0].allow_commission).toBe(true);
    } finally {
      await setSettings(s, { commission_activity_default: '1' });
      await s.change(sql`update activity set end_time = now() - interval '1 second' where shop_id = ${sh.id}`);
    }
  });
});

describe('computation at payment', () => {
  it('pays level 1 and level 2 uplines by the precedence fixed > custom > agent level > global, and snapshots the line', async () => {
    const { grand, parent, buyer } = await chain();
    const sh = await makeShop(s);
    const dflt = await makeShopProduct(s, sh.id, { price: 1999, stock: 50 }); // cost 999
    const custom = await makeShopProduct(s, sh.id, { price: 5000, stock: 50 });
    const fixed = await makeShopProduct(s, sh.id, { price: 3000, stock: 50 });
    const none = await makeShopProduct(s, sh.id, { price: 800, stock: 50 });
    await s.ctx.db.update(product).set({ commissionMode: 'custom', level1Rate: 1500, level2Rate: 0 }).where(eq(product.id, custom.product.id));
    await s.ctx.db.update(product).set({ commissionMode: 'fixed', level1Amount: 120, level2Amount: 30 }).where(eq(product.id, fixed.product.id));
    await s.ctx.db.update(product).set({ commissionMode: 'none', level1Rate: 5000 }).where(eq(product.id, none.product.id));

    const o = await buy(buyer, sh.id, [
      { product_id: dflt.product.id, quantity: 3 }, { product_id: custom.product.id, quantity: 1 },
      { product_id: fixed.product.id, quantity: 2 }, { product_id: none.product.id, quantity: 1 },
    ]);
    const rows = await commissionsOf(o.id);
    const view = rows.map((c) => [c.userId, c.level, c.rateSource, c.rate, c.unitAmount, c.baseAmount, c.amount, c.status]);
    expect(view).toEqual([
      [parent.id, 1, 'level', 1000, 0, 5997, 599, 'pending'],
      [grand.id, 2, 'level', 400, 0, 5997, 239, 'pending'],
      [parent.id, 1, 'product', 1500, 0, 5000, 750, 'pending'],
      // custom level 2 rate 0: nothing for level 2 on that line
      [parent.id, 1, 'fixed', 0, 120, 6000, 240, 'pending'],
      [grand.id, 2, 'fixed', 0, 30, 6000, 60, 'pending'],
    ]);
    expect(rows.every((c) => c.buyerId === buyer.id && c.settleAfter === null && c.shopId === sh.id)).toBe(true);
    // The line's cost price is a snapshot of the product's.
    const [line] = await s.ctx.database.rows<{ cost_price: string }>(sql`select cost_price from order_product where order_id = ${o.id} order by id limit 1`);
    expect(Number(line.cost_price)).toBe(999);
  });

  it('falls back to the global rates when the level has none, and takes the profit as the base when configured', async () => {
    const { grand, parent, buyer } = await chain({ levelRates: [0, 0] });
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 10 }); // cost 5000
    await setCommissionSettings(s, { commission_base: 'profit' });
    try {
      const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 2 }]);
      expect((await commissionsOf(o.id)).map((c) => [c.userId, c.rateSource, c.rate, c.baseAmount, c.amount])).toEqual([
        [parent.id, 'global', 500, 10_000, 500],
        [grand.id, 'global', 200, 10_000, 200],
      ]);
    } finally {
      await setCommissionSettings(s, { commission_base: 'paid' });
    }
  });

  it('pays nothing to an upline who is not an approved agent, to the buyer, or on an activity that does not allow it', async () => {
    const { grand, parent, buyer } = await chain({ parentStatus: 'pending' });
    await makeAgent(s, buyer.id, (await makeLevel(s, 3000, 3000)).id);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 10 });
    const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    // The parent (pending) earns nothing, the grandparent still earns level 2, the buyer (an agent) nothing.
    expect((await commissionsOf(o.id)).map((c) => [c.userId, c.level])).toEqual([[grand.id, 2]]);

    await setAgentStatus(s, grand.id, 'disabled');
    expect(await commissionsOf((await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }])).id)).toEqual([]);
    await setAgentStatus(s, grand.id, 'approved');
    await setAgentStatus(s, parent.id, 'approved');

    const sh2 = await makeShop(s);
    const p2 = await makeShopProduct(s, sh2.id, { price: 10_000, stock: 10 });
    const act = await makeActivity(s, { scope: 'shop', shopId: sh2.id, type: 'discount', discountRate: 9000, allowCommission: false });
    expect(await commissionsOf((await buy(buyer, sh2.id, [{ product_id: p2.product.id, quantity: 1 }])).id)).toEqual([]);
    await s.ctx.database.rows(sql`update activity set allow_commission = true where id = ${act.id}`);
    const allowed = await buy(buyer, sh2.id, [{ product_id: p2.product.id, quantity: 1 }]);
    expect((await commissionsOf(allowed.id)).map((c) => [c.userId, c.level, c.baseAmount])).toEqual([[parent.id, 1, 9000], [grand.id, 2, 9000]]);
  });

  it('with self-purchase on, an agent buyer is their own level 1 and their upline level 2', async () => {
    const { parent, buyer } = await chain();
    await makeAgent(s, buyer.id, (await makeLevel(s, 2000, 1000)).id);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 10 });
    await setCommissionSettings(s, { commission_self_purchase: '1' });
    try {
      const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
      expect((await commissionsOf(o.id)).map((c) => [c.userId, c.level, c.rate])).toEqual([[buyer.id, 1, 2000], [parent.id, 2, 400]]);
    } finally {
      await setCommissionSettings(s, { commission_self_purchase: '0' });
    }
  });
});

describe('settlement, cancellation and reversal', () => {
  it('shows the pending commission to the agent, settles it by "settle now" once, and the wallet shows it', async () => {
    const { parent, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 10 });
    const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    const [mine] = (await commissionsOf(o.id)).filter((c) => c.userId === parent.id);

    // Not completed yet: settle now leaves it pending.
    expect((await adminCall('POST', '/admin/distribution.Commission/settle', { ids: [mine.id] })).body.data).toEqual({ count: 0, amount: '0.00' });
    await complete(o.id);
    const [scheduled] = await s.ctx.database.rows<{ days: number }>(sql`
      select extract(epoch from c.settle_after - o.completed_time) / 86400 as days from commission c join "order" o on o.id = c.order_id where c.id = ${mine.id}`);
    expect(Number(scheduled.days)).toBe(7);

    const listed = await s.call('GET', '/api/agent/commissions?status=pending', { headers: h(parent) });
    expect(listed.body.data.list).toMatchObject([{ id: mine.id, order_no: o.order_no, level: 1, amount: '10.00', status: 'pending' }]);
    expect(listed.body.data.totals).toEqual({ pending: '10.00', settled: '0.00', cancelled: '0.00', reversed: '0.00' });

    // Not due: the job's "all due" leaves it; "settle now" on it settles it, a second time does nothing.
    // nothing due: said so, not "successful"
    expect((await adminCall('POST', '/admin/distribution.Commission/settleDue', {})).body).toMatchObject({ code: 1, msg: 'No commission was due: nothing settled', data: { count: 0 } });
    const zh = await s.call('POST', '/admin/distribution.Commission/settleDue', { body: {}, headers: { ...adminH, 'think-lang': 'zh-cn' } });
    expect(zh.body.msg).toBe('没有到期的佣金，未结算任何佣金');
    expect((await adminCall('POST', '/admin/distribution.Commission/settle', { ids: [mine.id] })).body).toMatchObject({ msg: 'Operation successful', data: { count: 1, amount: '10.00' } });
    expect((await adminCall('POST', '/admin/distribution.Commission/settle', { ids: [mine.id] })).body).toMatchObject({ msg: 'None of the selected commissions can be settled: nothing settled', data: { count: 0, amount: '0.00' } });

    const wallet = (await s.call('GET', '/api/agent/wallet', { headers: h(parent) })).body.data;
    expect(wallet).toMatchObject({ is_agent: true, money: '10.00', debt: '0.00', total: 1 });
    expect(wallet.list).toMatchObject([{ type: 'settle', commission_id: mine.id, amount: '10.00', before: '0.00', after: '10.00', memo: o.order_no }]);
    const settled = await s.call('GET', '/api/agent/commissions', { headers: h(parent) });
    expect(settled.body.data.totals).toEqual({ pending: '0.00', settled: '10.00', cancelled: '0.00', reversed: '0.00' });
    // Another member sees nothing of it.
    expect((await s.call('GET', '/api/agent/wallet', { headers: h(buyer) })).body.data).toMatchObject({ is_agent: false, money: '0.00', list: [], total: 0 });
  });

  it('the job settles what is due; the timer completion schedules it', async () => {
    const { parent, grand, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 20_000, stock: 10 });
    const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    await handOver(s, o.id);
    await s.ctx.database.rows(sql`update "order" set fulfilled_time = now() - interval '8 days' where id = ${o.id}`);
    expect(await completeDueOrders(s.ctx.db, 7, 3)).toContain(o.id);
    const rows = await commissionsOf(o.id);
    expect(rows.every((c) => c.settleAfter !== null)).toBe(true);
    await s.ctx.database.rows(sql`update commission set settle_after = now() - interval '1 second' where order_id = ${o.id}`);
    await s.ctx.cluster.jobs.get(SETTLE_JOB)!.run();
    expect((await commissionsOf(o.id)).map((c) => c.status)).toEqual(['settled', 'settled']);
    const w = async (m: TestMember) => (await s.call('GET', '/api/agent/wallet', { headers: h(m) })).body.data;
    expect((await w(parent)).list[0]).toMatchObject({ type: 'settle', amount: '20.00' });
    expect((await w(grand)).list[0]).toMatchObject({ type: 'settle', amount: '8.00' });
  });

  it('cancels pro rata on a partial after-sale before settlement, and in full on the rest', async () => {
    const { parent, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 3333, stock: 10 });
    const o = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 3 }]);
    const [c] = (await commissionsOf(o.id)).filter((x) => x.userId === parent.id);
    expect(c.amount).toBe(999);
    const applied = await s.call('POST', '/api/order/afterSale', { body: { order_id: o.id, type: 'refund_only', reason: 'one broken', products: [{ order_product_id: o.products[0].id, quantity: 1 }] }, headers: h(buyer) });
    expect(applied.body.code).toBe(1);
    await approveAfterSale(s.ctx.db, applied.body.data.row.id, { type: 'admin', id: 1 });
    let [now] = (await commissionsOf(o.id)).filter((x) => x.userId === parent.id);
    expect([now.status, now.cancelledAmount]).toEqual(['pending', 333]);
    const rest = await s.call('POST', '/api/order/afterSale', { body: { order_id: o.id, type: 'refund_only', reason: 'all' }, headers: h(buyer) });
    await approveAfterSale(s.ctx.db, rest.body.data.row.id, { type: 'admin', id: 1 });
    [now] = (await commissionsOf(o.id)).filter((x) => x.userId === parent.id);
    expect([now.status, now.cancelledAmount]).toEqual(['cancelled', 999]);
    expect((await s.call('GET', '/api/agent/commissions?status=cancelled', { headers: h(parent) })).body.data.totals.cancelled).toBe('9.99');
  });

  it('reverses after settlement; what the wallet cannot cover becomes a debt that the next settlement pays first', async () => {
    const { parent, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 10 });
    const first = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    const second = await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    await complete(first.id);
    await complete(second.id);
    const mine = async (orderId: number) => (await commissionsOf(orderId)).find((x) => x.userId === parent.id)!;
    await adminCall('POST', '/admin/distribution.Commission/settle', { ids: [(await mine(first.id)).id] });
    // The agent takes 6.00 of the 10.00 out (the withdrawal area will do this through the same primitive).
    await s.ctx.db.transaction((tx) => changeCommissionWallet(tx, { userId: parent.id, amount: -600, type: 'withdraw', memo: 'test withdrawal' }));
    await expect(s.ctx.db.transaction((tx) => changeCommissionWallet(tx, { userId: parent.id, amount: -500, type: 'withdraw', memo: 'too much' })))
      .rejects.toMatchObject({ msgKey: 'Insufficient commission balance' });

    const refunded = await adminCall('POST', '/admin/order.Order/refund', { id: first.id, reason: 'returned late' });
    expect(refunded.body.code).toBe(1);
    expect(await mine(first.id)).toMatchObject({ status: 'reversed', reversedAmount: 1000, cancelledAmount: 0 });
    let wallet = (await s.call('GET', '/api/agent/wallet', { headers: h(parent) })).body.data;
    expect(wallet).toMatchObject({ money: '0.00', debt: '6.00' });
    expect(wallet.list[0]).toMatchObject({ type: 'reverse', amount: '-10.00', before: '4.00', after: '0.00', debt_before: '0.00', debt_after: '6.00', memo: first.order_no });

    await adminCall('POST', '/admin/distribution.Commission/settle', { ids: [(await mine(second.id)).id] });
    wallet = (await s.call('GET', '/api/agent/wallet', { headers: h(parent) })).body.data;
    expect(wallet).toMatchObject({ money: '4.00', debt: '0.00' });
    expect(wallet.list[0]).toMatchObject({ type: 'settle', amount: '10.00', before: '0.00', after: '4.00', debt_before: '6.00', debt_after: '0.00' });
    expect((await s.call('GET', '/api/agent/commissions', { headers: h(parent) })).body.data.totals).toEqual({ pending: '0.00', settled: '10.00', cancelled: '0.00', reversed: '10.00' });
  });
});

describe('admin list', () => {
  it('filters by agent, status and level with the totals of the filtered set, and exports it', async () => {
    const { parent, grand, buyer } = await chain();
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 10_000, stock: 20 });
    for (let i = 0; i < 3; i++) await buy(buyer, sh.id, [{ product_id: p.product.id, quantity: 1 }]);
    const q = (search: { field: string; operator: string; val: string }[], extra = '') =>
      `/admin/distribution.Commission/index?${search.map((f, i) => `search[${i}][field]=${f.field}&search[${i}][operator]=${f.operator}&search[${i}][val]=${encodeURIComponent(f.val)}`).join('&')}${extra}`;
    const mine = await adminCall('GET', q([{ field: 'user_id', operator: 'eq', val: String(parent.id) }], '&limit=2'));
    expect(mine.body.code).toBe(1);
    expect(mine.body.data.list).toHaveLength(2);
    expect(mine.body.data.total).toBe(3);
    expect(mine.body.data.totals).toEqual({ count: 3, amount: '30.00', pending: '30.00', settled: '0.00', cancelled: '0.00', reversed: '0.00' });
    expect(mine.body.data.list[0]).toMatchObject({ user_id: parent.id, buyer_id: buyer.id, amount: '10.00', user: { username: parent.username }, order: {} });
    const byBuyer = await adminCall('GET', q([{ field: 'buyer_id', operator: 'eq', val: String(buyer.id) }, { field: 'level', operator: 'eq', val: '2' }]));
    expect(byBuyer.body.data.totals).toMatchObject({ count: 3, amount: '12.00' });
    expect(byBuyer.body.data.list.every((r: { user_id: number }) => r.user_id === grand.id)).toBe(true);
    const byName = await adminCall('GET', q([{ field: 'user.username', operator: 'eq', val: grand.username }, { field: 'status', operator: 'eq', val: 'pending' }]));
    expect(byName.body.data.totals.count).toBe(3);

    const csv = await s.call('GET', q([{ field: 'user_id', operator: 'eq', val: String(parent.id) }], '&format=csv').replace('/index?', '/export?'), { headers: adminH });
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split(/\r\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('10.00');
  });

  it('refuses "settle now" to an admin without the button', async () => {
    const res = await s.call('POST', '/admin/distribution.Commission/settleDue', { body: {}, headers: { 'think-lang': 'en' } });
    expect(res.body.code).not.toBe(1);
  });
});
