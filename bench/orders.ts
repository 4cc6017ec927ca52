/**
 * `npm run bench`: the order engine under load, on PostgreSQL (issue 12, item 15: the create +
 * pay part; the 1,000,000-order list comes with the admin order area). 20 shops selling 50 HQ
 * products each (made with generate_series), 50 members (`BENCH_CONNECTIONS`) with a balance
 * topped up through the ledger; each member, as one client, creates an order of 1–3 random
 * products of a random shop and pays it with the balance, again and again for ~10 s
 * (`BENCH_SECONDS`), through the member API. Reported: orders created and paid per second,
 * p50 / p99 of create and of pay, refusals (balance run out). Afterwards, with pg: every member's
 * balance equals the sum of their money-log changes and nothing is negative; every paid order
 * has exactly one payment row whose money-log row took exactly its pay amount; no unpaid order
 * has one; each shop product's stock plus what was paid for equals its opening stock, and its
 * sales what was paid for. Exit code 1 if any of it fails. The database is created fresh and
 * dropped at the end. Results go to bench/results/orders.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPgDatabase, percentile, round, startApp, withClient, writeResults, type StartedApp } from './support.ts';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHOPS = 20;
const PRODUCTS = 50;
const OPENING_STOCK = 1_000_000;
const OPENING_BALANCE = 5_000_000; // cents: 50,000.00
const PORT = Number(process.env.BENCH_PORT ?? 18_400);
const BASE = `http://127.0.0.1:${PORT}`;

interface Envelope<T = unknown> { code: number; msg: string; data: T }

async function api<T = unknown>(method: string, url: string, token: string | null, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(BASE + url, {
    method,
    headers: { server: '1', 'think-lang': 'en', ...(token ? { 'ba-user-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** Shops, products and the shops' offer, with SQL. */
async function seedCatalogue(url: string) {
  await withClient(url, async (c) => {
    await c.query(`insert into shop (name, code, status, longitude, latitude)
      select 'Bench shop ' || g, 'BENCH' || g, 'open', 121 + g / 100.0, 31 + g / 100.0 from generate_series(1, ${SHOPS}) g`);
    await c.query(`insert into product (name, price, market_price, stock, unit, status)
      select 'Bench product ' || g, 100 + (g * 37) % 5000, 10000, 0, 'pc', 'on' from generate_series(1, ${PRODUCTS}) g`);
    await c.query(`insert into shop_product (shop_id, product_id, price, stock, status)
      select s.id, p.id, case when (s.id + p.id) % 3 = 0 then p.price - 10 else null end, ${OPENING_STOCK}, 'on' from shop s cross join product p`);
  });
}

/** Members with a password and an opening balance written as the ledger writes it (balance and its log row together). */
async function seedMembers(url: string): Promise<{ id: number; username: string }[]> {
  const hash = await hashPassword('bench-member-pass');
  return withClient(url, async (c) => {
    const rows = (await c.query(`insert into "user" (group_id, username, nickname, password, money, join_time)
      select 1, 'benchbuyer' || g, 'Buyer ' || g, $1, ${OPENING_BALANCE}, now() from generate_series(1, ${CLIENTS}) g returning id, username`, [hash])).rows;
    await c.query(`insert into user_money_log (user_id, money, before, after, memo) select id, ${OPENING_BALANCE}, 0, ${OPENING_BALANCE}, 'opening balance' from "user" where username like 'benchbuyer%'`);
    return rows.map((r) => ({ id: Number(r.id), username: String(r.username) }));
  });
}

interface Timings { create: number[]; pay: number[]; created: number; paid: number; refused: Record<string, number> }

async function client(token: string, shopIds: number[], productIds: number[], until: number, t: Timings) {
  while (performance.now() < until) {
    const shopId = shopIds[Math.floor(Math.random() * shopIds.length)];
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({ product_id: productIds[Math.floor(Math.random() * productIds.length)], quantity: 1 + Math.floor(Math.random() * 2) }));
    let t0 = performance.now();
    const created = await api<{ row: { id: number } }>('POST', '/api/order/create', token, { shop_id: shopId, products: lines });
    t.create.push(performance.now() - t0);
    if (created.code !== 1) throw new Error(`create refused: ${JSON.stringify(created)}`);
    t.created++;
    t0 = performance.now();
    const paid = await api('POST', '/api/order/pay', token, { id: created.data.row.id });
    t.pay.push(performance.now() - t0);
    if (paid.code === 1) t.paid++;
    else if (paid.msg === 'Insufficient balance to pay this order') t.refused[paid.msg] = (t.refused[paid.msg] ?? 0) + 1;
    else throw new Error(`pay failed: ${JSON.stringify(paid)}`);
  }
}

/** The money and stock invariants, read back with pg. */
async function checkInvariants(url: string) {
  return withClient(url, async (c) => {
    const one = async (q: string) => Number((await c.query(q)).rows[0].n);
    const ledgerMismatches = await one(`select count(*) as n from "user" u
      where u.money <> coalesce((select sum(m.money) from user_money_log m where m.user_id = u.id), 0) or u.money < 0`);
    const negativeRows = await one('select count(*) as n from user_money_log where after < 0 or before < 0');
    const paidWithoutOnePayment = await one(`select count(*) as n from "order" o where o.status = 'paid'
      and (select count(*) from order_payment p join user_money_log m on m.id = p.money_log_id
           where p.order_id = o.id and p.kind = 'pay' and p.amount = o.pay_amount and m.money = -o.pay_amount and m.user_id = o.user_id) <> 1`);
    const unpaidWithPayment = await one(`select count(*) as n from "order" o where o.status = 'unpaid' and exists (select 1 from order_payment p where p.order_id = o.id)`);
    const chargedTotal = await one(`select coalesce(-sum(m.money), 0) as n from order_payment p join user_money_log m on m.id = p.money_log_id where p.kind = 'pay'`);
    const paidTotal = await one(`select coalesce(sum(pay_amount), 0) as n from "order" where status = 'paid'`);
    const stockMismatches = await one(`select count(*) as n from shop_product sp
      where sp.stock < 0 or sp.stock + coalesce((select sum(l.quantity) from order_product l join "order" o on o.id = l.order_id
        where l.shop_product_id = sp.id and o.status = 'paid'), 0) <> ${OPENING_STOCK}
      or sp.sales <> coalesce((select sum(l.quantity) from order_product l join "order" o on o.id = l.order_id where l.shop_product_id = sp.id and o.status = 'paid'), 0)`);
    const held = ledgerMismatches === 0 && negativeRows === 0 && paidWithoutOnePayment === 0 && unpaidWithPayment === 0 && chargedTotal === paidTotal && stockMismatches === 0;
    return { held, ledgerMismatches, negativeRows, paidWithoutOnePayment, unpaidWithPayment, chargedCents: chargedTotal, paidOrdersCents: paidTotal, stockMismatches };
  });
}

const db = await freshPgDatabase('orders');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
let server: StartedApp | undefined;
try {
  console.log(`orders on PostgreSQL: ${CLIENTS} members creating and paying orders for ${SECONDS} s (${SHOPS} shops × ${PRODUCTS} products)`);
  server = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url, USER_LOGIN_CAPTCHA: 'false' });
  await seedCatalogue(db.url);
  const members = await seedMembers(db.url);
  const tokens: string[] = [];
  for (const m of members) {
    const res = await api<{ userInfo: { token: string } }>('POST', '/api/user/checkIn', null, { tab: 'login', username: m.username, password: 'bench-member-pass' });
    if (res.code !== 1) throw new Error(`member login failed: ${res.msg}`);
    tokens.push(res.data.userInfo.token);
  }
  const [shopIds, productIds] = await withClient(db.url, async (c) => [
    (await c.query('select id from shop order by id')).rows.map((r) => Number(r.id)),
    (await c.query('select id from product order by id')).rows.map((r) => Number(r.id)),
  ]);
  const timings: Timings = { create: [], pay: [], created: 0, paid: 0, refused: {} };
  const t0 = performance.now();
  await Promise.all(tokens.map((token) => client(token, shopIds, productIds, t0 + SECONDS * 1000, timings)));
  const elapsed = (performance.now() - t0) / 1000;
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const create = sorted(timings.create);
  const pay = sorted(timings.pay);
  const results = {
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((n) => round(n)),
      node: process.version,
      postgres: await withClient(db.url, async (c) => (await c.query('show server_version')).rows[0].server_version),
    },
    clients: CLIENTS,
    seconds: round(elapsed),
    ordersCreated: timings.created,
    ordersPaid: timings.paid,
    refused: timings.refused,
    createdPerSecond: round(timings.created / elapsed),
    paidPerSecond: round(timings.paid / elapsed),
    createMs: { p50: round(percentile(create, 50)), p99: round(percentile(create, 99)) },
    payMs: { p50: round(percentile(pay, 50)), p99: round(percentile(pay, 99)) },
    invariants: await checkInvariants(db.url),
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults('orders', results);
  console.log('written to bench/results/orders.json');
  if (!results.invariants.held) process.exitCode = 1;
} finally {
  await server?.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
