import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { commission } from '../src/db/schema/index.ts';
import { applyAfterSale, approveAfterSale } from '../src/modules/order/after-sales.ts';
import { completeOrder, createOrder, payWithBalance } from '../src/modules/order/orders.ts';
import { settleCommissions } from '../src/modules/distribution/commission/lifecycle.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { handOver, makeShop, makeShopProduct, memberWithBalance } from './commerce-fixtures.ts';
import { seedDueCommissions } from './commission-bulk.ts';
import { bind, commissionBreaches, makeAgent, makeLevel, walletBreaches } from './commission-fixtures.ts';

/**
 * Settlement under concurrency: two runs at once (on PostgreSQL, through two instances' own
 * connection pools on one database) settle each commission exactly once; an after-sale racing a
 * settlement ends consistent either way round (cancelled, or settled then reversed).
 */
let s: TestServer;
let other: TestServer | undefined;
beforeAll(async () => {
  s = await startTestServer();
  // A second instance on the same database where there is one (PostgreSQL): its own pool, its own process state.
  if (s.databaseUrl) other = await startTestServer({ DATABASE_URL: s.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await s?.close();
});

const policy = { level1Rate: 500, level2Rate: 200, base: 'paid' as const, selfPurchase: false };
const system = { type: 'admin' as const, id: 1 };

describe('settlement runs at once', () => {
  it('settle every due commission exactly once, debts first', async () => {
    const n = await seedDueCommissions((q) => s.ctx.database.rows(q), { tag: `cc${process.pid}`, orders: 1500, agents: 40, debtEvery: 5 });
    expect(n).toBe(3000);
    const second = other ?? s;
    const [a, b, c] = await Promise.all([
      settleCommissions(s.ctx.db, { due: true, batch: 100 }),
      settleCommissions(second.ctx.db, { due: true, batch: 100 }),
      settleCommissions(s.ctx.db, { due: true, batch: 250 }),
    ]);
    expect(a.count + b.count + c.count).toBe(3000);
    const [row] = await s.ctx.database.rows<{ pending: number; settles: number; paid: number }>(sql`
      select (select count(*)::integer from commission where status = 'pending') as pending,
        (select count(*)::integer from commission_log where type = 'settle') as settles,
        (select count(*)::integer from commission_log where type = 'settle' and debt_after < debt_before) as paid`);
    expect(row).toMatchObject({ pending: 0, settles: 3000 });
    expect(row.paid).toBeGreaterThan(0);
    expect(await walletBreaches(s)).toEqual([]);
    expect(await commissionBreaches(s)).toEqual([]);
    // Nothing left: another run settles nothing.
    expect(await settleCommissions(s.ctx.db, { due: true })).toEqual({ count: 0, amount: 0 });
  });
});

describe('an after-sale racing a settlement', () => {
  it('ends consistent whichever goes first', async () => {
    const level = await makeLevel(s, 1000, 400);
    const grand = await memberWithBalance(s, 0);
    const parent = await memberWithBalance(s, 0);
    const buyer = await memberWithBalance(s, 10_000_000);
    await makeAgent(s, grand.id, level.id);
    await makeAgent(s, parent.id, level.id);
    await bind(s, parent.id, grand.id);
    await bind(s, buyer.id, parent.id);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 4_321, stock: 1000 });
    const second = other ?? s;

    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const o = await createOrder(s.ctx.database, buyer.id, { shopId: sh.id, products: [{ productId: p.product.id, quantity: 3 }] });
      await payWithBalance(s.ctx.db, buyer.id, o.id, policy);
      await handOver(s, o.id);
      await completeOrder(s.ctx.db, o.id, system, 7);
      const ids = (await s.ctx.db.select({ id: commission.id }).from(commission).where(eq(commission.orderId, o.id))).map((c) => c.id);
      expect(ids).toHaveLength(2);
      // Partial (one of three) on even rounds, all of it on odd ones.
      const a = await applyAfterSale(s.ctx.db, buyer.id, { orderId: o.id, type: 'refund_only', reason: 'race', images: [], lines: i % 2 ? undefined : [{ orderProductId: (await lineOf(o.id)), quantity: 1 }] }, 7);
      const racers = [() => settleCommissions(second.ctx.db, { ids }), () => approveAfterSale(s.ctx.db, a.id, system)];
      await Promise.all(i % 4 < 2 ? racers.map((f) => f()) : racers.reverse().map((f) => f()));
      const rows = await s.ctx.db.select().from(commission).where(inArray(commission.id, ids));
      for (const c of rows) {
        const share = i % 2 ? c.amount : Math.floor(c.amount / 3);
        expect(c.cancelledAmount + c.reversedAmount).toBe(share);
        outcomes.push(c.status);
      }
    }
    expect(await walletBreaches(s)).toEqual([]);
    expect(await commissionBreaches(s)).toEqual([]);
    // Every outcome is one of the consistent ones.
    expect(outcomes.every((o) => ['settled', 'reversed', 'cancelled', 'pending'].includes(o))).toBe(true);
  });
});

async function lineOf(orderId: number): Promise<number> {
  const [row] = await s.ctx.database.rows<{ id: number }>(sql`select id from order_product where order_id = ${orderId} limit 1`);
  return row.id;
}
