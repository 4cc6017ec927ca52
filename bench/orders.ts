/**
 * `npm run bench`: the order engine under load, on PostgreSQL (issue 12, item 15: the create +
 * pay part; the 1,000,000-order list comes with the admin order area). 20 shops selling 50 HQ
 * products each (made with generate_series), 50 members (`BENCH_CONNECTIONS`) with a balance
 * topped up through the ledger; each member, as one client, creates an order of 1–3 random
 * products of a random shop and pays it with the balance, again and again for ~10 s
 * (`BENCH_SECONDS`, after `WARM_SECONDS` of the same load unmeasured), through the member API. Reported: orders created and paid per second,
 * p50 / p99 of create and of pay, refusals (balance run out). Afterwards, with pg: every member's
 * balance equals the sum of their money-log changes and nothing is negative; every paid order
 * has exactly one payment row whose money-log row took exactly its pay amount; no unpaid order
 * has one; each shop product's stock plus what was paid for equals its opening stock, and its
 * sales what was paid for. Exit code 1 if any of it fails. The database is created fresh and
 * dropped at the end. Results go to bench/results/orders.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALONE, SMOKE, WARM_SECONDS, adminToken, dbStatements, freshPgDatabase, helloWorldBeside, jsonClient, loadTest, machine, percentile, round, size, startApp, withClient, writeResults, type Paired, type PairedRun, type StartedApp } from './support.ts';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? size(10, 1));
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? size(50, 10));
const SHOPS = 20;
const PRODUCTS = 50;
const OPENING_STOCK = 1_000_000;
const OPENING_BALANCE = 5_000_000; // cents: 50,000.00
const PORT = Number(process.env.BENCH_PORT ?? 18_400);
/** The admin order list part: orders, members, shops and HQ products made in bulk (each shop sells 100 of the products). */
const LIST_ORDERS = Number(process.env.BENCH_ORDER_ROWS ?? size(1_000_000, 2_000));
const LIST_MEMBERS = Number(process.env.BENCH_ORDER_MEMBERS ?? size(100_000, 200));
const LIST_SHOPS = Number(process.env.BENCH_ORDER_SHOPS ?? size(100, 10));
const LIST_PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? size(10_000, 1_000));
/** The deep page of the list: within the smoke size's orders too. */
const DEEP_PAGE = size(1000, 100);
const PARTS = new Set((process.env.BENCH_ORDERS_PARTS ?? 'pay,list').split(','));
/** Keep the database at the end (its URL is printed), to look into a plan. */
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const BASE = `http://127.0.0.1:${PORT}`;

interface Envelope<T = unknown> { code: number; msg: string; data: T }

/** The members' client (`jsonClient`), made once the server is up. */
let memberClient: ReturnType<typeof jsonClient> | undefined;

async function api<T = unknown>(method: string, url: string, token: string | null, body?: unknown): Promise<Envelope<T>> {
  memberClient ??= jsonClient(BASE, CLIENTS);
  const res = await memberClient.send(method, url, { server: '1', 'think-lang': 'en', ...(token ? { 'ba-user-token': token } : {}) }, body);
  return JSON.parse(res.text) as Envelope<T>;
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

// ---------------------------------------------------------------- the admin order list at scale

/**
 * Bulk data in SQL: shops, HQ products (each shop sells 100 of them), members, and orders with one
 * snapshot line each, order numbers of the app's form (the UTC second and six digits), statuses spread (20% paid, 40% completed, 30% cancelled, 10% refunded; unpaid
 * only among the last 20 minutes' orders, as the unpaid timer leaves them), created over a year and
 * rising with the id. The secondary indexes of the order
 * tables are dropped first and built again afterwards, then VACUUM ANALYZE.
 */
async function seedOrders(url: string): Promise<number> {
  const t0 = performance.now();
  await withClient(url, async (c) => {
    await c.query(`set maintenance_work_mem = '256MB'`);
    await c.query(`insert into shop (name, code, status, longitude, latitude)
      select 'Bulk shop ' || g, 'BULK' || g, 'open', 100 + g % 20, 25 + g % 15 from generate_series(1, ${LIST_SHOPS}) g`);
    await c.query(`insert into product (name, price, market_price, stock, unit, status)
      select 'Bulk product ' || g, 100 + (g * 53) % 20000, 30000, 0, 'pc', 'on' from generate_series(1, ${LIST_PRODUCTS}) g`);
    await c.query(`create temp table b_shop as select id, (row_number() over (order by id) - 1)::int as k from shop where code like 'BULK%'`);
    await c.query(`create temp table b_product as select id, name, price, (row_number() over (order by id) - 1)::int as k from product where name like 'Bulk product %'`);
    await c.query(`insert into shop_product (shop_id, product_id, stock, status)
      select s.id, p.id, 1000000, 'on' from b_shop s join b_product p on p.k % ${LIST_SHOPS} = s.k and p.k < ${LIST_SHOPS * 100}`);
    await c.query(`create temp table b_sp as select sp.id, sp.shop_id, sp.product_id, p.name, p.price,
      (row_number() over (partition by sp.shop_id order by sp.id) - 1)::int as k from shop_product sp join b_product p on p.id = sp.product_id`);
    await c.query(`analyze b_sp`);
    await c.query(`insert into "user" (group_id, username, nickname, password, money, join_time)
      select 1, 'bulkm' || g, 'Bulk ' || g, '', 0, now() - interval '2 years' from generate_series(1, ${LIST_MEMBERS}) g`);
    await c.query(`create temp table b_user as select id, (row_number() over (order by id) - 1)::int as k from "user" where username like 'bulkm%'`);
    const { rows: indexes } = await c.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('order', 'order_product')
      and indexname not in (select conname from pg_constraint)`);
    for (const i of indexes) await c.query(`drop index "${i.indexname}"`);
    const base = Number((await c.query(`select coalesce(max(id), 0) as n from "order"`)).rows[0].n);
    // One row per order: its member, shop, shop product and quantity, status and time.
    await c.query(`create temp table b_order as
      select ${base} + g as id, g, u.id as user_id, s.id as shop_id, sp.id as sp_id, sp.product_id, sp.name, sp.price, 1 + g % 3 as qty,
        -- unpaid only in the last 20 minutes (older ones the unpaid timer would be cancelling during the run)
        case when (g / 7) % 10 < 2 then (case when g > ${LIST_ORDERS} - ${Math.max(1, Math.floor(LIST_ORDERS / 26280))} then 'unpaid' else 'cancelled' end)
          else (array['paid','paid','completed','completed','completed','completed','cancelled','refunded'])[1 + ((g / 7) % 10 - 2)] end as status,
        now() - make_interval(secs => (${LIST_ORDERS} - g) * (31536000.0 / ${LIST_ORDERS})) as t
      from generate_series(1, ${LIST_ORDERS}) g
      join b_user u on u.k = ((g::bigint * 7919) % ${LIST_MEMBERS})::int
      join b_shop s on s.k = g % ${LIST_SHOPS}
      join b_sp sp on sp.shop_id = s.id and sp.k = (g / ${LIST_SHOPS}) % 100`);
    await c.query(`insert into "order" (id, order_no, user_id, shop_id, status, goods_amount, discount_amount, pay_amount, pay_type, paid_time,
        completed_time, cancelled_time, refunded_time, refund_amount, delivery_type, pickup_code, fulfilled_time, create_time, update_time)
      select id, to_char(t at time zone 'UTC', 'YYYYMMDDHH24MISS') || lpad((g % 1000000)::text, 6, '0'), user_id, shop_id, status, price * qty, 0, price * qty,
        case when status in ('unpaid', 'cancelled') then '' else 'balance' end,
        case when status in ('unpaid', 'cancelled') then null else t + interval '1 minute' end,
        case when status = 'completed' then t + interval '1 day' end,
        case when status = 'cancelled' then t + interval '30 minutes' end,
        case when status = 'refunded' then t + interval '2 days' end,
        case when status = 'refunded' then price * qty else 0 end,
        case when g % 5 = 0 then 'delivery' else 'pickup' end,
        case when status in ('paid', 'completed', 'refunded') and g % 5 <> 0 then lpad(g::text, 8, '0') else '' end,
        case when status in ('completed', 'refunded') then t + interval '1 hour' end,
        t, t
      from b_order`);
    await c.query(`select setval(pg_get_serial_sequence('"order"', 'id'), (select max(id) from "order"))`);
    await c.query(`insert into order_product (order_id, product_id, shop_product_id, name, price, quantity, amount, discount_amount, commission_base,
        refunded_quantity, refunded_amount, create_time)
      select id, product_id, sp_id, name, price, qty, price * qty, 0, price * qty,
        case when status = 'refunded' then qty else 0 end, case when status = 'refunded' then price * qty else 0 end, t
      from b_order`);
    for (const i of indexes) await c.query(String(i.indexdef));
    await c.query('vacuum analyze "order"');
    await c.query('vacuum analyze order_product');
    await c.query('vacuum analyze "user"');
    await c.query('vacuum analyze shop');
  });
  return round((performance.now() - t0) / 1000, 1);
}

const listSearch = (items: [string, string, string][]) =>
  items.map(([field, operator, val], i) => `&search[${i}][field]=${field}&search[${i}][operator]=${operator}&search[${i}][val]=${encodeURIComponent(val)}`).join('');

/** The admin order list's requests: page 1 as an operator opens it, and with the filters of the list (issue 12 item 5). */
function listRequests(shopId: number, userId: number, orderNo: string): [string, string][] {
  const now = Math.floor(Date.now() / 1000);
  const list = '/admin/order.Order/index?page=1&limit=10';
  return [
    ['page 1', `${list}&order=id,desc`],
    ['status paid', `${list}${listSearch([['status', 'eq', 'paid']])}`],
    ['shop + status', `${list}${listSearch([['shop_id', 'eq', String(shopId)], ['status', 'IN', 'paid,completed']])}`],
    ['last 7 days', `${list}${listSearch([['create_time', 'RANGE', `${now - 7 * 86400},${now}`]])}`],
    ['amount range', `${list}${listSearch([['pay_amount', 'RANGE', '100,120']])}`],
    ['member', `${list}${listSearch([['user_id', 'eq', String(userId)]])}`],
    ['order no', `${list}&quickSearch=${orderNo.slice(-8)}`],
    ['whole order no', `${list}&quickSearch=${orderNo}`],
    [`page ${DEEP_PAGE.toLocaleString('en')}`, `/admin/order.Order/index?page=${DEEP_PAGE}&limit=10&order=id,desc`],
  ];
}

/** A request's load run (helloRps, ratio: against the hello-world just before it), its latency alone and its total. */
interface ListMeasured extends Paired { total: number; totalExact: boolean; aloneP50ms: number; aloneP99ms: number }

/** Latencies of `n` requests sent one after another (no queue in front of the server): p50 and p99. */
async function alone(url: string, headers: Record<string, string>, n = ALONE): Promise<{ aloneP50ms: number; aloneP99ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { aloneP50ms: round(percentile(times, 50), 1), aloneP99ms: round(percentile(times, 99), 1) };
}

/**
 * The indexes that serve the shop + status list (issue 31, item 3): a shop's orders in some
 * statuses counted index-only, and a shop's orders in id order walked for the page. The list part
 * measures every list with them and without them in the same run (`compareWithoutShopIndexes`),
 * so that what they cost the other lists shows as each list's rate with over without.
 */
const SHOP_LIST_INDEXES = ['order_shop_status_idx', 'order_shop_id_idx'];

/** One pass over the order lists: each checked once, warmed, loaded beside a hello-world and timed alone. */
async function measureLists(base: string, headers: Record<string, string>, requests: [string, string][], hello: { paired: PairedRun }): Promise<Record<string, ListMeasured>> {
  const out: Record<string, ListMeasured> = {};
  for (const [name, path] of requests) {
    const body = (await (await fetch(base + path, { headers })).json()) as { code: number; msg: string; data: { list: unknown[]; total: number; totalExact?: boolean } };
    if (body.code !== 1) throw new Error(`${name}: ${body.msg}`);
    if (!body.data.list.length) throw new Error(`${name}: no rows`);
    if (WARM_SECONDS) await loadTest(base + path, headers, CLIENTS, WARM_SECONDS);
    const r = { ...(await hello.paired(() => loadTest(base + path, headers, CLIENTS, SECONDS))), ...(await alone(base + path, headers)), total: body.data.total, totalExact: body.data.totalExact !== false };
    out[name] = r;
    console.log(`  ${name.padEnd(14)} ${String(r.rps).padStart(6)} req/s  ratio ${r.ratio} (hello-world ${r.helloRps})  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  alone p50 ${r.aloneP50ms} ms p99 ${r.aloneP99ms} ms  total ${r.total}${r.totalExact ? '' : '+'}${r.timeouts ? `  ${r.timeouts} timed out` : ''}`);
  }
  return out;
}

/** Rounds of the with / without comparison, and each list's load run in them (seconds). */
const COMPARE_ROUNDS = size(3, 1);
const COMPARE_SECONDS = size(5, 1);

/**
 * Every list loaded with the shop list's indexes and without them (dropped, then built again as
 * they were), in alternating rounds (with, without; without, with; ...), each list's rate the
 * median of its rounds. This machine's rate moves by a third between two 10 s runs a minute apart
 * (hello-world 20,000–40,000 req/s in one run), so one pass each way, or a ratio to one
 * hello-world run, cannot show 5 %; alternating rounds spread that drift over both sides.
 */
async function compareWithoutShopIndexes(url: string, base: string, headers: Record<string, string>, requests: [string, string][]) {
  const definitions = await withClient(url, async (c) => (await c.query(`select indexdef from pg_indexes where schemaname = 'public' and indexname = any($1)`, [SHOP_LIST_INDEXES])).rows.map((r) => String(r.indexdef)));
  if (definitions.length !== SHOP_LIST_INDEXES.length) throw new Error(`the shop list's indexes ${SHOP_LIST_INDEXES.join(', ')}: ${definitions.length} found`);
  const setIndexes = (present: boolean) => withClient(url, async (c) => {
    if (present) for (const d of definitions) await c.query(d);
    else for (const name of SHOP_LIST_INDEXES) await c.query(`drop index "${name}"`);
    await c.query('analyze "order"');
  });
  const rates: Record<'with' | 'without', Record<string, number[]>> = { with: {}, without: {} };
  // Scans of the two indexes while each list is loaded (the first round with them): a list that
  // never reads them does the same work with or without them, whatever its rates say.
  const scansNow = () => withClient(url, async (c) => Number((await c.query(`select coalesce(sum(idx_scan), 0) as n from pg_stat_user_indexes where indexrelname = any($1)`, [SHOP_LIST_INDEXES])).rows[0].n));
  const scans: Record<string, number> = {};
  let present = true;
  try {
    for (let r = 0; r < COMPARE_ROUNDS; r++) {
      for (const side of r % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
        if ((side === 'with') !== present) await setIndexes((present = side === 'with'));
        for (const [name, path] of requests) {
          if (WARM_SECONDS) await loadTest(base + path, headers, CLIENTS, 1);
          // not at the smoke size, where the verdict is not checked (and its wait below is 11 s)
          const counting = !SMOKE && r === 0 && side === 'with';
          const before = counting ? await scansNow() : 0;
          (rates[side][name] ??= []).push((await loadTest(base + path, headers, CLIENTS, COMPARE_SECONDS)).rps);
          if (!counting) continue;
          // a connection reports its counts at most once a second, and an idle one within 10 s: wait them out after the list that reads the indexes
          if (name === 'shop + status') await new Promise((r) => setTimeout(r, 11_000));
          scans[name] = (await scansNow()) - before;
        }
      }
    }
  } finally {
    if (!present) await setIndexes(true);
  }
  const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  const withOverWithout = Object.fromEntries(requests.map(([name]) => [name, round(median(rates.with[name]) / median(rates.without[name]), 3)]));
  const others = Object.entries(withOverWithout).filter(([name]) => name !== 'shop + status');
  const slowest = others.reduce((a, b) => (b[1] < a[1] ? b : a));
  console.log(`  the same lists with and without ${SHOP_LIST_INDEXES.join(' and ')}, ${COMPARE_ROUNDS} alternating rounds of ${COMPARE_SECONDS} s, median req/s with / without:`);
  for (const [name] of requests) console.log(`    ${name.padEnd(14)} ${median(rates.with[name])} / ${median(rates.without[name])} = ${withOverWithout[name]}  (with ${rates.with[name].join(', ')}; without ${rates.without[name].join(', ')})`);
  console.log(`  the other lists at least ${slowest[1]} of their rate without the indexes (${slowest[0]})`);
  // Not counted at the smoke size: on a few thousand rows the planner may count a list's total
  // through whichever index is smallest, so the verdict would mean nothing.
  const othersReadThem = others.filter(([name]) => scans[name] !== 0).map(([name]) => name);
  const indexScans = SMOKE ? undefined : { scans, shopListReadsThem: scans['shop + status'] > 0, otherListsNeverReadThem: othersReadThem.length === 0 };
  const verdict = !indexScans ? 'not counted at the smoke size'
    : indexScans.shopListReadsThem && indexScans.otherListsNeverReadThem ? 'ok: only the shop + status list reads them'
    : `FAIL: ${othersReadThem.length ? `read by ${othersReadThem.join(', ')}` : 'the shop + status list does not read them'}`;
  console.log(`  scans of ${SHOP_LIST_INDEXES.join(' and ')} while each list was loaded: ${indexScans ? Object.entries(scans).map(([n, k]) => `${n} ${k}`).join(', ') : '–'} (${verdict})`);
  return { withoutShopListIndexes: { rounds: COMPARE_ROUNDS, seconds: COMPARE_SECONDS, rates }, withOverWithout, otherListsWithin5Percent: slowest[1] >= 0.95, indexScans };
}

async function measureOrderList(url: string, base: string) {
  const seedSeconds = await seedOrders(url);
  console.log(`admin order list on ${LIST_ORDERS.toLocaleString('en')} orders (seeded in ${seedSeconds} s), ${CLIENTS} connections, ${SECONDS} s each, each after a hello-world run:`);
  const [shopId, userId, orderNo] = await withClient(url, async (c) => {
    const o = (await c.query(`select shop_id, user_id, order_no from "order" order by id desc offset 1000 limit 1`)).rows[0];
    return [Number(o.shop_id), Number(o.user_id), String(o.order_no)] as const;
  });
  const headers = { server: '1', batoken: await adminToken(base) };
  const requests = listRequests(shopId, userId, orderNo);
  const hello = await helloWorldBeside(PORT + 1, CLIENTS, SECONDS);
  try {
    const requestsMeasured = await measureLists(base, headers, requests, hello);
    const comparison = await compareWithoutShopIndexes(url, base, headers, requests);
    return { orders: LIST_ORDERS, seedSeconds, requests: requestsMeasured, ...comparison };
  } finally {
    hello.stop();
  }
}

/**
 * TPC-B as `pgbench` runs it (scale 10, as many clients as members, 2 threads, as many seconds) on
 * a fresh database of the same PostgreSQL, right after the orders: transactions per second, the
 * denominator of the orders' ratio (issue 31). Null when pgbench is not installed; not in smoke mode.
 */
async function tpcB(): Promise<number | null> {
  if (SMOKE || spawnSync('pgbench', ['--version']).status !== 0) return null;
  const db = await freshPgDatabase('tpcb');
  try {
    const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', db.url], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr}`);
    const run = spawnSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), db.url], { encoding: 'utf8' });
    const tps = /^tps = ([\d.]+)/m.exec(run.stdout);
    if (run.status !== 0 || !tps) throw new Error(`pgbench: ${run.stderr}`);
    return round(Number(tps[1]));
  } finally {
    await db.drop();
  }
}

/** CPU seconds (user + system) a process of this machine has used so far, from /proc; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The server's process and the PostgreSQL backends serving the database at `url` (a local PostgreSQL): CPU seconds so far of each. */
async function cpuOf(url: string, serverPid: number): Promise<{ server: number; backends: Map<number, number> }> {
  const pids = await withClient(url, async (c) => (await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => Number(r.pid)));
  return { server: cpuSeconds(serverPid), backends: new Map(pids.map((pid) => [pid, cpuSeconds(pid)])) };
}

/** Members creating and paying orders through the member API; then the money and stock invariants. */
async function measureCreateAndPay(url: string, base: string, serverPid: number) {
  console.log(`orders on PostgreSQL: ${CLIENTS} members creating and paying orders for ${SECONDS} s (${SHOPS} shops × ${PRODUCTS} products)`);
  await seedCatalogue(url);
  const members = await seedMembers(url);
  const tokens: string[] = [];
  for (const m of members) {
    const res = await api<{ userInfo: { token: string } }>('POST', '/api/user/checkIn', null, { tab: 'login', username: m.username, password: 'bench-member-pass' });
    if (res.code !== 1) throw new Error(`member login failed: ${res.msg}`);
    tokens.push(res.data.userInfo.token);
  }
  const [shopIds, productIds] = await withClient(url, async (c) => [
    (await c.query('select id from shop order by id')).rows.map((r) => Number(r.id)),
    (await c.query('select id from product order by id')).rows.map((r) => Number(r.id)),
  ]);
  // the same load before the measured run (WARM_SECONDS, as the lists' runs): the first second of a
  // cold server (its code not yet compiled, each connection preparing its statements, 50 creations
  // at once) held create p99 up
  const warm = performance.now();
  const warming: Timings = { create: [], pay: [], created: 0, paid: 0, refused: {} };
  if (WARM_SECONDS) await Promise.all(tokens.map((token) => client(token, shopIds, productIds, warm + WARM_SECONDS * 1000, warming)));
  const timings: Timings = { create: [], pay: [], created: 0, paid: 0, refused: {} };
  const statementsBefore = await dbStatements(base);
  const cpuBefore = await cpuOf(url, serverPid);
  const t0 = performance.now();
  const clientCpuBefore = process.cpuUsage();
  await Promise.all(tokens.map((token) => client(token, shopIds, productIds, t0 + SECONDS * 1000, timings)));
  const elapsed = (performance.now() - t0) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const after = await dbStatements(base);
  const statements = after.statements - statementsBefore.statements;
  const roundTrips = after.roundTrips - statementsBefore.roundTrips;
  const cpuAfter = await cpuOf(url, serverPid);
  const databaseCpu = [...cpuAfter.backends].reduce((sum, [pid, seconds]) => sum + seconds - (cpuBefore.backends.get(pid) ?? 0), 0);
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const create = sorted(timings.create);
  const payMs = sorted(timings.pay);
  const warmCreate = sorted(warming.create);
  const results = {
    clients: CLIENTS,
    seconds: round(elapsed),
    ordersCreated: timings.created,
    ordersPaid: timings.paid,
    refused: timings.refused,
    createdPerSecond: round(timings.created / elapsed),
    paidPerSecond: round(timings.paid / elapsed),
    createMs: { p50: round(percentile(create, 50)), p99: round(percentile(create, 99)) },
    payMs: { p50: round(percentile(payMs, 50)), p99: round(percentile(payMs, 99)) },
    // the warm-up's own figures, the server cold at its start
    warmUp: { seconds: WARM_SECONDS, ordersPaid: warming.paid, createMs: { p50: round(percentile(warmCreate, 50)), p99: round(percentile(warmCreate, 99)) } },
    // BEGIN and COMMIT included; a BEGIN goes to the database with the statement after it, in one round trip
    statementsPerOrder: round(statements / timings.created, 1),
    roundTripsPerOrder: round(roundTrips / timings.created, 1),
    // CPU time an order cost the server and the database (its backends, when PostgreSQL runs on this machine), whatever else the machine ran
    serverCpuMsPerOrder: round(((cpuAfter.server - cpuBefore.server) * 1000) / timings.created, 1),
    databaseCpuMsPerOrder: round((databaseCpu * 1000) / timings.created, 1),
    // the load's own CPU (this process: the 50 members' requests and answers), on the same cores
    clientCpuMsPerOrder: round((clientCpu.user + clientCpu.system) / 1000 / timings.created, 1),
    invariants: await checkInvariants(url),
    tpcB: null as number | null,
    paidPerTpcB: null as number | null,
  };
  results.tpcB = await tpcB();
  if (results.tpcB) results.paidPerTpcB = round(results.paidPerSecond / results.tpcB, 3);
  console.log(JSON.stringify(results, null, 2));
  return results;
}

const db = await freshPgDatabase('commerce_orders');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
let server: StartedApp | undefined;
try {
  server = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url, USER_LOGIN_CAPTCHA: 'false' });
  const pay = PARTS.has('pay') ? await measureCreateAndPay(db.url, server.base, server.child.pid!) : undefined;
  const list = PARTS.has('list') ? await measureOrderList(db.url, server.base) : undefined;
  const results = {
    machine: await machine(db.url),
    ...(pay ? { createAndPay: pay } : {}),
    ...(list ? { orderList: list } : {}),
  };
  const name = PARTS.size === 2 ? 'orders' : `orders-${[...PARTS].join('-')}`;
  writeResults(name, results);
  if (pay && !pay.invariants.held) process.exitCode = 1;
  // at full size, the shop list reads its indexes and no other list does (at the smoke size the planner's choice among a small table's indexes is its own)
  if (list?.indexScans && !(list.indexScans.otherListsNeverReadThem && list.indexScans.shopListReadsThem)) process.exitCode = 1;
} finally {
  memberClient?.close();
  await server?.stop();
  if (KEEP_DB) console.log(`database kept: ${db.url}`);
  else await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
