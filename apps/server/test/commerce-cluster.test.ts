import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { orderLog } from '../src/db/schema/index.ts';
import { AUTO_CANCEL_JOB, AUTO_COMPLETE_JOB } from '../src/modules/order/timers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, handOver, makeShop, makeShopProduct, memberWithBalance, stockOf, type TestMember } from './commerce-fixtures.ts';

/** The order engine with two instances on one PostgreSQL database, as behind a proxy. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('orders with two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const post = (s: TestServer, m: TestMember, path: string, body: unknown) =>
    s.call('POST', path, { body, headers: { 'think-lang': 'en', 'ba-user-token': m.token } });

  async function orders(m: TestMember, shopId: number, productId: number, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await post(i % 2 ? b : a, m, '/api/order/create', { shop_id: shopId, products: [{ product_id: productId, quantity: 1 }] })).body.data.row.id);
    return ids;
  }

  it('a pay of one order sent to both instances at once charges once', async () => {
    const m = await memberWithBalance(a, 10000);
    const sh = await makeShop(a);
    const p = await makeShopProduct(a, sh.id, { price: 2500, stock: 3 });
    const [id] = await orders(m, sh.id, p.product.id, 1);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 ? b : a, m, '/api/order/pay', { id })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(await balanceOf(a, m.id)).toEqual({ money: 7500, logged: 7500, logs: 2 });
    expect(await stockOf(a, p.shopProduct.id)).toEqual({ stock: 2, sales: 1 });
  });

  it('each timer runs once per period across the instances, and moves each order once', async () => {
    const m = await memberWithBalance(a, 100000);
    const sh = await makeShop(a);
    const p = await makeShopProduct(a, sh.id, { price: 100, stock: 100 });
    const unpaid = await orders(m, sh.id, p.product.id, 6);
    const toComplete = await orders(m, sh.id, p.product.id, 4);
    for (const id of toComplete) {
      expect((await post(a, m, '/api/order/pay', { id })).body.code).toBe(1);
      await handOver(a, id);
    }
    await a.change(sql`update "order" set create_time = now() - interval '1 hour' where id in ${sql.raw(`(${unpaid.join(',')})`)}`);
    await a.change(sql`update "order" set fulfilled_time = now() - interval '8 days' where id in ${sql.raw(`(${toComplete.join(',')})`)}`);

    for (const name of [AUTO_CANCEL_JOB, AUTO_COMPLETE_JOB]) {
      // Due now on both instances: the job's period is claimed by exactly one of them.
      await a.change(sql`insert into job_run (name, last_run_time, next_run_time) values (${name}, now(), now() - interval '1 second')
        on conflict (name) do update set next_run_time = now() - interval '1 second'`);
      const ran = await Promise.all([a, b, a, b].map((s) => s.ctx.cluster.jobs.runIfDue(s.ctx.cluster.jobs.get(name)!)));
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    // Two runs of a job's work at the same moment (a period that ran long) still move each order once.
    await Promise.all([a.ctx.cluster.jobs.get(AUTO_CANCEL_JOB)!.run(), b.ctx.cluster.jobs.get(AUTO_CANCEL_JOB)!.run()]);

    const logs = await a.ctx.db.select().from(orderLog).where(inArray(orderLog.orderId, [...unpaid, ...toComplete]));
    for (const id of unpaid) expect(logs.filter((l) => l.orderId === id && l.action === 'cancel')).toHaveLength(1);
    for (const id of toComplete) expect(logs.filter((l) => l.orderId === id && l.action === 'complete')).toHaveLength(1);
    const statuses = await a.ctx.database.rows<{ status: string; n: number | string }>(
      sql`select status, count(*) as n from "order" where user_id = ${m.id} group by status order by status`);
    expect(statuses.map((r) => [r.status, Number(r.n)])).toEqual([['cancelled', 6], ['completed', 4]]);
    const [{ n }] = await a.ctx.database.rows<{ n: number | string }>(sql`select count(*) as n from order_log where order_id = ${unpaid[0]}`);
    expect(Number(n)).toBe(2);
  });
});
