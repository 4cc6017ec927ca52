import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardIndex } from '@app/contract';
import { refundOrder } from '../src/modules/order/orders.ts';
import { recomputedProductSalesDaily, recomputedSalesDaily } from '../src/modules/dashboard/rollups.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * The dashboard's rollups under concurrent orders: members pay orders of crossed products at two
 * shops through two app instances on one PostgreSQL database (one instance on the embedded
 * database), while an operator refunds paid orders; afterwards the rollups equal their
 * recomputation from the payment rows, and the dashboard's figures equal the payment rows'.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const env = { TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
  a = await startTestServer(env);
  b = onPostgres ? await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! }) : a;
});
afterAll(async () => {
  if (b !== a) await b?.close();
  await a?.close();
});

const post = (s: TestServer, m: TestMember, path: string, body: unknown) =>
  s.call('POST', path, { body, headers: { 'think-lang': 'en', 'ba-user-token': m.token } });

describe('rollups under concurrent orders', () => {
  it('stay exact while payments and refunds of the same shops and products interleave', async () => {
    const shops = [await makeShop(a), await makeShop(a)];
    const products: number[] = [];
    for (const sh of shops) {
      const x = await makeShopProduct(a, sh.id, { price: 700, stock: 10_000 });
      products.push(x.product.id);
    }
    // the same HQ products on sale at both shops: payments at two shops lock crossed rows
    for (const [i, sh] of shops.entries()) {
      await a.ctx.database.rows(sql`insert into shop_product (shop_id, product_id, stock, status) values (${sh.id}, ${products[1 - i]}, 10000, 'on')`);
    }
    const members = await Promise.all(Array.from({ length: 8 }, () => memberWithBalance(a, 1_000_000)));
    const ROUNDS = 5;
    const paidIds: number[] = [];
    await Promise.all(members.map(async (m, k) => {
      for (let r = 0; r < ROUNDS; r++) {
        const s = (k + r) % 2 ? b : a;
        const shop = shops[(k + r) % 2].id;
        const created = await post(s, m, '/api/order/create', {
          shop_id: shop,
          products: [{ product_id: products[r % 2], quantity: 1 + (k % 3) }, { product_id: products[1 - (r % 2)], quantity: 1 }],
        });
        expect(created.body.code, JSON.stringify(created.body)).toBe(1);
        const id = created.body.data.row.id as number;
        const paid = await post(s, m, '/api/order/pay', { id });
        expect(paid.body.code, JSON.stringify(paid.body)).toBe(1);
        paidIds.push(id);
        // every third order is refunded by an operator while other payments go on
        if ((k + r) % 3 === 0) await refundOrder((r % 2 ? b : a).ctx.db, id, { type: 'admin', id: 1 }, 'test', 7, (r % 2 ? b : a).ctx.cluster.bus);
      }
    }));
    expect(paidIds).toHaveLength(members.length * ROUNDS);

    const zone = 'Asia/Shanghai';
    const norm = (rs: Record<string, unknown>[]) => rs.map((r) => Object.values(r).map(String).join('|')).sort();
    const cols = sql`to_char(day, 'YYYY-MM-DD') as day, shop_id, paid_orders, paid_amount, refund_amount`;
    expect(norm(await a.ctx.database.rows(sql`select ${cols} from sales_daily`)))
      .toEqual(norm(await a.ctx.database.rows(sql`select ${cols} from (${recomputedSalesDaily(zone)}) x`)));
    const pcols = sql`to_char(day, 'YYYY-MM-DD') as day, shop_id, product_id, quantity, amount`;
    expect(norm(await a.ctx.database.rows(sql`select ${pcols} from product_sales_daily`)))
      .toEqual(norm(await a.ctx.database.rows(sql`select ${pcols} from (${recomputedProductSalesDaily(zone)}) x`)));

    const [money] = await a.ctx.database.rows<{ paid: string; refunded: string; orders: string }>(sql`
      select coalesce(sum(amount) filter (where kind = 'pay'), 0) as paid, coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded,
        count(*) filter (where kind = 'pay') as orders from order_payment`);
    const su = { batoken: (await loginAdmin(a)).token };
    const res = await a.call('GET', '/admin/Dashboard/index', { headers: su });
    const today = (res.body.data as DashboardIndex).stats.periods.today;
    expect(Number(today.paid_amount) * 100).toBe(Number(money.paid));
    expect(Number(today.refund_amount) * 100).toBe(Number(money.refunded));
    expect(today.paid_orders).toBe(Number(money.orders));
    expect(today.paid_orders).toBe(members.length * ROUNDS);
    // the products of the day add up to its sales
    const [{ net }] = await a.ctx.database.rows<{ net: string }>(sql`select sum(amount) as net from product_sales_daily`);
    expect(Number(net)).toBe(Number(money.paid) - Number(money.refunded));
  });
});
