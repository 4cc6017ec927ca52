/**
 * `npm run bench`: a flash sale on PostgreSQL (issue 31, item 2). One open shop sells one HQ
 * product with 100 units (`BENCH_FLASH_STOCK`) under a published, running HQ `discount` activity
 * that lists it (pay 80 %); 2,000 members (`BENCH_FLASH_MEMBERS`) each have a balance written as
 * the ledger writes it (balance and one money-log row) and a member token inserted in SQL (its
 * HMAC under the run's TOKEN_SECRET, as `core/auth/tokens.ts` stores it: logging 2,000 members in
 * would spend minutes hashing passwords). Every member creates an order of one unit
 * (`POST /api/order/create`) and pays it with the balance (`POST /api/order/pay`) as soon as it is
 * created. At most 200 requests are in flight (`BENCH_CONNECTIONS`: a pool of that many workers
 * pulling members from a queue). The crowd: a quarter of the members (`BENCH_FLASH_RUSH`, a share)
 * are due at the opening, the others arrive evenly over the sale window of 10 s (`BENCH_SECONDS`).
 * The sale meets a server that has served orders before, as a shop's server has on the day of a
 * sale: 400 orders (`BENCH_FLASH_WARM`) of another product of the shop, not in the promotion, are
 * created and paid first by 50 members of their own (`WARM_BUYERS`), so that the creation and the
 * payment run compiled code on connections that have prepared their statements (cold, the
 * opening's first 500 ms cost twice what they do warm: the orders bench's `warmUp`).
 *
 * Run twice, each on a fresh database: on one instance, then on two instances (two app processes
 * on one database, REDIS_URL pointing to a redis-server this script starts, requests alternating
 * between them). Checked after each run with pg (exit code 1 if one fails): exactly the stock's
 * units paid (paid orders = stock, each paid answer one of them), the shop's stock 0 and never
 * below 0 (sampled during the run), sales = stock; every money-log row that took money linked
 * through `order_payment` to a paid order of its member for exactly its pay amount (counts and
 * sums equal); every member's balance equal to the sum of their money-log rows and nothing
 * negative; every answer HTTP 200 (a 500, a deadlock among them, would show); every refusal
 * "Sold out: <product>"; every paid order priced with the activity (pay amount < goods amount);
 * p99 of create and of pay under 500 ms (not in smoke mode); with two instances, both linked
 * through the redis. Also reported: when the last unit was sold and when the last member
 * started, the most app connections seen waiting on a lock at once (pg_stat_activity), the
 * requests waiting for a pool connection (each instance's /metrics) and the app processes' CPU
 * per request: where the sale's time goes.
 * `BENCH_PORT` (18540, and 18541). Results: bench/results/flash-sale.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tokenDigest } from '../apps/server/src/core/auth/tokens.ts';
import { METRICS_TOKEN, assertFree, freshPgDatabase, jsonClient, machine, percentile, redisClients, round, size, SMOKE, startApp, startRedis, withClient, writeResults, type StartedApp } from './support.ts';

const MEMBERS = Number(process.env.BENCH_FLASH_MEMBERS ?? size(2_000, 200));
const STOCK = Number(process.env.BENCH_FLASH_STOCK ?? size(100, 20));
const WINDOW_SECONDS = Number(process.env.BENCH_SECONDS ?? size(10, 2));
const IN_FLIGHT = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** The share of the members due at the opening; the others arrive evenly over the window. */
const RUSH = Number(process.env.BENCH_FLASH_RUSH ?? 0.25);
/** Orders of the everyday product created and paid before the sale, so that it meets a warm server; and the members who buy them. */
const WARM_ORDERS = Number(process.env.BENCH_FLASH_WARM ?? size(400, 20));
const WARM_BUYERS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 18_540);
const P99_LIMIT_MS = 500;
const PRICE = 9_900; // cents
const DISCOUNT_RATE = 8_000; // pay 80 %
const OPENING_BALANCE = 100_000; // cents
// each warm-up buyer's share of the orders must be within their opening balance
if (Math.ceil(WARM_ORDERS / WARM_BUYERS) * PRICE > OPENING_BALANCE) throw new Error(`BENCH_FLASH_WARM ${WARM_ORDERS}: more than ${WARM_BUYERS} buyers' balances pay`);
const PRODUCT_NAME = 'Flash sale tea';
const EVERYDAY_NAME = 'Everyday tea';
const SOLD_OUT = `Sold out: ${PRODUCT_NAME}`;

interface Envelope<T = unknown> { code: number; msg: string; data: T }
interface Answer<T = unknown> { status: number; ms: number; body: Envelope<T> | null; error?: string }

/** The members' clients (`jsonClient`), one an instance, each with a socket for every request in flight. */
const clients = new Map<string, ReturnType<typeof jsonClient>>();

async function call<T>(base: string, url: string, token: string, body: unknown): Promise<Answer<T>> {
  let client = clients.get(base);
  if (!client) clients.set(base, (client = jsonClient(base, IN_FLIGHT)));
  const t0 = performance.now();
  try {
    const res = await client.send('POST', url, { server: '1', 'think-lang': 'en', 'ba-user-token': token }, body);
    let parsed: Envelope<T> | null = null;
    try {
      parsed = JSON.parse(res.text) as Envelope<T>;
    } catch {
      /* not an envelope: counted by its status */
    }
    return { status: res.status, ms: performance.now() - t0, body: parsed };
  } catch (e) {
    return { status: 0, ms: performance.now() - t0, body: null, error: String((e as Error).cause ?? e) };
  }
}

/** A member's order of one unit of a product (`POST /api/order/create`). */
const createOne = (base: string, token: string, shopId: number, productId: number) =>
  call<{ row: { id: number } }>(base, '/api/order/create', token, { shop_id: shopId, products: [{ product_id: productId, quantity: 1 }] });

/** `tokens` the sale's members', `warmTokens` the warm-up buyers'. */
interface Seeded { shopId: number; productId: number; shopProductId: number; everydayProductId: number; activityId: number; tokens: string[]; warmTokens: string[] }

/** The shop, the product and its offer, the activity, the members with their balance and tokens; all in SQL. */
async function seed(url: string, secret: string): Promise<Seeded> {
  return withClient(url, async (c) => {
    const one = async (q: string, params: unknown[] = []) => Number((await c.query(q, params)).rows[0].id);
    const shopId = await one(`insert into shop (name, code, status, longitude, latitude) values ('Flash shop', 'FLASH1', 'open', 121.47, 31.23) returning id`);
    const productId = await one(`insert into product (name, price, market_price, stock, unit, status) values ($1, ${PRICE}, ${PRICE * 2}, 0, 'pc', 'on') returning id`, [PRODUCT_NAME]);
    const shopProductId = await one(`insert into shop_product (shop_id, product_id, stock, status) values (${shopId}, ${productId}, ${STOCK}, 'on') returning id`);
    const everydayProductId = await one(`insert into product (name, price, market_price, stock, unit, status) values ($1, ${PRICE}, ${PRICE}, 0, 'pc', 'on') returning id`, [EVERYDAY_NAME]);
    await c.query(`insert into shop_product (shop_id, product_id, stock, status) values (${shopId}, ${everydayProductId}, ${WARM_ORDERS * 2}, 'on')`);
    const activityId = await one(`insert into activity (scope, title, type, discount_rate, start_time, end_time, product_scope, status)
      values ('hq', 'Flash sale', 'discount', ${DISCOUNT_RATE}, now() - interval '1 hour', now() + interval '1 day', 'listed', 'published') returning id`);
    await c.query(`insert into activity_product (activity_id, product_id) values (${activityId}, ${productId})`);
    const ids = (await c.query(`insert into "user" (group_id, username, nickname, password, money, join_time)
      select 1, 'flash' || g, 'Flash buyer ' || g, '', ${OPENING_BALANCE}, now() from generate_series(1, ${MEMBERS + WARM_BUYERS}) g returning id`)).rows.map((r) => Number(r.id));
    await c.query(`insert into user_money_log (user_id, money, before, after, memo)
      select id, ${OPENING_BALANCE}, 0, ${OPENING_BALANCE}, 'opening balance' from "user" where username like 'flash%'`);
    // Member tokens as TokenStore.issue stores them: the raw UUID goes to the client, its HMAC-SHA256 (hex) to the table.
    const tokens = ids.map(() => crypto.randomUUID());
    const digests = tokens.map((t) => tokenDigest(secret, t));
    await c.query(`insert into token (token, type, user_id, expire_time)
      select d, 'user', u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as x(d, u)`, [digests, ids]);
    await c.query('analyze');
    return { shopId, productId, shopProductId, everydayProductId, activityId, tokens: tokens.slice(0, MEMBERS), warmTokens: tokens.slice(MEMBERS) };
  });
}

/** A member token works on every instance (their own opening balance row is listed) and a made-up one does not. */
async function verifyToken(bases: string[], token: string): Promise<void> {
  for (const base of bases) {
    const get = async (t: string) => (await (await fetch(`${base}/api/account/balance`, { headers: { server: '1', 'think-lang': 'en', 'ba-user-token': t } })).json()) as Envelope<{ total: number }>;
    const mine = await get(token);
    if (mine.code !== 1 || mine.data.total !== 1) throw new Error(`${base}: the seeded member token does not work: ${JSON.stringify(mine)}`);
    const bogus = await get(crypto.randomUUID());
    if (bogus.code === 1) throw new Error(`${base}: a made-up member token was accepted`);
  }
}

type Outcome = 'paid' | 'refused at create' | 'refused at pay' | 'failed';
interface Sale {
  create: Answer[];
  pay: Answer[];
  outcomes: Record<Outcome, number>;
  refusals: { create: Record<string, number>; pay: Record<string, number> };
  /** Answers that were not HTTP 200 with an envelope, or no answer at all. */
  bad: { status: number; msg?: string; error?: string }[];
  /** When the last member started, seconds after the opening. */
  lastStartS: number;
  /** When the last unit's payment was answered, seconds after the opening: the creations waiting until then are the create p99. */
  lastUnitS: number;
  seconds: number;
  minStockSeen: number;
  stockSamples: number;
  /** The most connections of the app(s) seen waiting on a lock at once (pg_stat_activity, sampled with the stock). */
  maxLockWaiters: number;
  /** Requests waiting for a connection of an instance's pool (`app_db_pool_waiting_clients`, every 50 ms): the most, and the mean over the samples, summed over the instances. */
  poolWaiting: { max: number; mean: number };
  /** CPU milliseconds the app process(es) used during the sale, per request answered. */
  serverCpuMsPerRequest: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (this machine's clock ticks: 100 a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Callers waiting for a connection of the instance's pool now (its /metrics). */
async function poolWaiting(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^app_db_pool_waiting_clients (\d+)/m.exec(text)?.[1] ?? 0);
}

/** The sale: a pool of IN_FLIGHT workers takes members in order, each at its due time at the earliest. */
async function runSale(url: string, bases: string[], pids: number[], seeded: Seeded): Promise<Sale> {
  const sale: Sale = {
    create: [], pay: [], outcomes: { paid: 0, 'refused at create': 0, 'refused at pay': 0, failed: 0 },
    refusals: { create: {}, pay: {} }, bad: [], lastStartS: 0, lastUnitS: 0, seconds: 0, minStockSeen: Infinity, stockSamples: 0, maxLockWaiters: 0,
    poolWaiting: { max: 0, mean: 0 }, serverCpuMsPerRequest: 0,
  };
  const rushed = Math.round(MEMBERS * RUSH);
  const dueMs = (i: number) => (i < rushed ? 0 : ((i - rushed + 1) / (MEMBERS - rushed)) * WINDOW_SECONDS * 1000);
  let nextMember = 0;
  let nextRequest = 0;
  const base = () => bases[nextRequest++ % bases.length];
  /** An HTTP 200 answer with an envelope; anything else (a 500, a deadlock among them, no answer) is a failed member. */
  const ok = (a: Answer) => {
    if (a.status === 200 && a.body) return true;
    sale.bad.push({ status: a.status, msg: a.body?.msg, error: a.error });
    sale.outcomes.failed++;
    return false;
  };
  const refused = (stage: 'create' | 'pay', msg: string) => (sale.refusals[stage][msg] = (sale.refusals[stage][msg] ?? 0) + 1);

  // The shop's stock read with pg during the sale (never below zero), and how many connections wait on a lock.
  let selling = true;
  const sampler = withClient(url, async (c) => {
    while (selling) {
      const r = (await c.query(`select (select stock from shop_product where id = $1) as stock,
        (select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock') as waiting`, [seeded.shopProductId])).rows[0];
      sale.minStockSeen = Math.min(sale.minStockSeen, Number(r.stock));
      sale.maxLockWaiters = Math.max(sale.maxLockWaiters, Number(r.waiting));
      sale.stockSamples++;
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  // How many requests wait for a pool connection (where the time goes besides locks and CPU).
  const poolSampler = (async () => {
    let sum = 0;
    let n = 0;
    while (selling) {
      const waiting = (await Promise.all(bases.map(poolWaiting))).reduce((a, b) => a + b, 0);
      sale.poolWaiting.max = Math.max(sale.poolWaiting.max, waiting);
      sum += waiting;
      n++;
      await new Promise((r) => setTimeout(r, 50));
    }
    sale.poolWaiting.mean = n ? round(sum / n, 1) : 0;
  })();
  const cpuBefore = pids.reduce((a, pid) => a + cpuSeconds(pid), 0);

  const t0 = performance.now();
  const worker = async () => {
    for (let i = nextMember++; i < MEMBERS; i = nextMember++) {
      const wait = t0 + dueMs(i) - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sale.lastStartS = Math.max(sale.lastStartS, (performance.now() - t0) / 1000);
      const token = seeded.tokens[i];
      const created = await createOne(base(), token, seeded.shopId, seeded.productId);
      sale.create.push(created);
      if (!ok(created)) continue;
      if (created.body!.code !== 1) {
        if (created.body!.code === 0) { refused('create', created.body!.msg); sale.outcomes['refused at create']++; } else sale.outcomes.failed++;
        continue;
      }
      const paid = await call(base(), '/api/order/pay', token, { id: created.body!.data.row.id });
      sale.pay.push(paid);
      if (!ok(paid)) continue;
      if (paid.body!.code === 1) {
        sale.outcomes.paid++;
        sale.lastUnitS = Math.max(sale.lastUnitS, (performance.now() - t0) / 1000);
      }
      else if (paid.body!.code === 0) { refused('pay', paid.body!.msg); sale.outcomes['refused at pay']++; } else sale.outcomes.failed++;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, MEMBERS) }, worker));
  } finally {
    sale.seconds = round((performance.now() - t0) / 1000);
    sale.serverCpuMsPerRequest = round(((pids.reduce((a, pid) => a + cpuSeconds(pid), 0) - cpuBefore) * 1000) / Math.max(1, sale.create.length + sale.pay.length), 2);
    selling = false;
    await sampler;
    await poolSampler;
  }
  return sale;
}

interface Check { name: string; ok: boolean; detail: string }

/** The sale's invariants, read back with pg, and its answers. */
async function check(url: string, seeded: Seeded, sale: Sale, createP99: number, payP99: number): Promise<Check[]> {
  return withClient(url, async (c) => {
    const row = async (q: string) => (await c.query(q)).rows[0] as Record<string, string | number | null>;
    const n = (v: unknown) => Number(v ?? 0);
    // the sale's paid orders (its product's), and every paid order (the warm-up's too) for the money's checks
    const ofSale = `exists (select 1 from order_product l where l.order_id = o.id and l.shop_product_id = ${seeded.shopProductId})`;
    const salePaid = await row(`select count(*) as n from "order" o where status = 'paid' and ${ofSale}`);
    const paid = await row(`select count(*) as n, coalesce(sum(pay_amount), 0) as cents from "order" where status = 'paid'`);
    const warmPaid = n(paid.n) - n(salePaid.n);
    const sp = await row(`select stock, sales from shop_product where id = ${seeded.shopProductId}`);
    const hq = await row(`select sales from product where id = ${seeded.productId}`);
    // Money that left a balance: every such money-log row, and those linked through order_payment to a paid order of the same member for exactly its amount.
    const debits = await row(`select count(*) as n, coalesce(-sum(money), 0) as cents from user_money_log where money < 0`);
    const linked = await row(`select count(distinct m.id) as n, coalesce(-sum(m.money), 0) as cents from user_money_log m
      join order_payment p on p.money_log_id = m.id and p.kind = 'pay' and p.amount = -m.money
      join "order" o on o.id = p.order_id and o.status = 'paid' and o.user_id = m.user_id where m.money < 0`);
    const payments = await row(`select count(*) as n from order_payment where kind = 'pay'`);
    const ledger = await row(`select count(*) as n from "user" u
      where u.money < 0 or u.money <> coalesce((select sum(m.money) from user_money_log m where m.user_id = u.id), 0)`);
    const negativeRows = await row(`select count(*) as n from user_money_log where before < 0 or after < 0`);
    const priced = await row(`select count(*) as n from "order" o where status = 'paid' and ${ofSale} and activity_id = ${seeded.activityId}
      and pay_amount < goods_amount and pay_amount = goods_amount * ${DISCOUNT_RATE} / 10000`);
    const refusalMsgs = [...Object.entries(sale.refusals.create), ...Object.entries(sale.refusals.pay)];
    const otherRefusals = refusalMsgs.filter(([m]) => m !== SOLD_OUT);
    const answered = sale.outcomes.paid + sale.outcomes['refused at create'] + sale.outcomes['refused at pay'];
    const checks: Check[] = [
      { name: 'exactly the stock paid', ok: n(salePaid.n) === STOCK && sale.outcomes.paid === STOCK && warmPaid === WARM_ORDERS,
        detail: `${n(salePaid.n)} paid orders, ${sale.outcomes.paid} paid answers, stock ${STOCK} (and ${warmPaid} warm-up orders paid of ${WARM_ORDERS})` },
      { name: 'stock 0, never negative, sales = stock', ok: n(sp.stock) === 0 && sale.minStockSeen >= 0 && n(sp.sales) === STOCK && n(hq.sales) === STOCK,
        detail: `stock ${n(sp.stock)}, lowest of ${sale.stockSamples} samples ${sale.minStockSeen}, shop sales ${n(sp.sales)}, HQ sales ${n(hq.sales)}` },
      { name: 'no money taken without a paid order', ok: n(debits.n) === n(linked.n) && n(debits.cents) === n(linked.cents) && n(debits.n) === n(paid.n) && n(debits.cents) === n(paid.cents) && n(payments.n) === n(paid.n),
        detail: `${n(debits.n)} debits (${n(debits.cents)} cents), ${n(linked.n)} linked to a paid order (${n(linked.cents)}), ${n(paid.n)} paid orders (${n(paid.cents)}), ${n(payments.n)} payment rows` },
      { name: 'ledger exact', ok: n(ledger.n) === 0 && n(negativeRows.n) === 0, detail: `${n(ledger.n)} members whose balance is not the sum of their log or below 0, ${n(negativeRows.n)} negative rows` },
      { name: 'every answer HTTP 200, none failed', ok: sale.bad.length === 0 && sale.outcomes.failed === 0 && answered === MEMBERS,
        detail: `${sale.bad.length} bad answers${sale.bad.length ? ` (first: ${JSON.stringify(sale.bad[0])})` : ''}, ${answered} of ${MEMBERS} members answered` },
      { name: 'every refusal says sold out', ok: otherRefusals.length === 0, detail: otherRefusals.length ? `others: ${JSON.stringify(otherRefusals)}` : `all ${refusalMsgs.reduce((a, [, k]) => a + k, 0)} "${SOLD_OUT}"` },
      { name: 'paid orders priced with the activity', ok: n(priced.n) === n(salePaid.n), detail: `${n(priced.n)} of ${n(salePaid.n)} at ${DISCOUNT_RATE / 100} % of the goods amount` },
      {
        name: `p99 create and pay under ${P99_LIMIT_MS} ms${SMOKE ? ' (not checked in smoke mode)' : ''}`,
        ok: SMOKE || (createP99 < P99_LIMIT_MS && payP99 < P99_LIMIT_MS),
        detail: `create ${createP99} ms, pay ${payP99} ms`,
      },
    ];
    return checks;
  });
}

const stats = (answers: Answer[]) => {
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
  return ms.length ? { n: ms.length, p50: round(percentile(ms, 50), 1), p99: round(percentile(ms, 99), 1), max: round(ms[ms.length - 1], 1) } : { n: 0, p50: 0, p99: 0, max: 0 };
};

/**
 * The orders before the sale: each warm-up buyer creates orders of one everyday product and pays
 * them, in turn, on every instance. Each buyer has its own share of them (orders b, b + 50, …):
 * shared from one queue, a fast buyer took more than its balance could pay.
 */
async function warmUp(bases: string[], seeded: Seeded): Promise<void> {
  await Promise.all(seeded.warmTokens.map(async (token, buyer) => {
    for (let i = buyer; i < WARM_ORDERS; i += WARM_BUYERS) {
      const base = bases[i % bases.length];
      const created = await createOne(base, token, seeded.shopId, seeded.everydayProductId);
      const paid = created.body?.code === 1 ? await call(base, '/api/order/pay', token, { id: created.body.data.row.id }) : created;
      if (paid.body?.code !== 1) throw new Error(`a warm-up order failed: ${JSON.stringify(paid.body ?? paid)}`);
    }
  }));
}

/** One sale on a fresh database with `instances` app processes. */
async function run(instances: number, redis: { url: string; port: number } | undefined) {
  const db = await freshPgDatabase('flash_sale');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flash-'));
  const secret = crypto.randomBytes(32).toString('hex');
  const apps: StartedApp[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      await assertFree(PORT + i);
      apps.push(await startApp(PORT + i, { DATA_DIR: dataDir, DATABASE_URL: db.url, TOKEN_SECRET: secret, USER_LOGIN_CAPTCHA: 'false', ...(redis ? { REDIS_URL: redis.url } : {}) }));
    }
    // The instances share the bus through this redis (two connections each), not PostgreSQL's LISTEN/NOTIFY.
    const linked = redis ? await redisClients(redis.port) : 0;
    const bases = apps.map((a) => a.base);
    const seeded = await seed(db.url, secret);
    await verifyToken(bases, seeded.tokens[0]);
    await warmUp(bases, seeded);
    const sale = await runSale(db.url, bases, apps.map((a) => a.child.pid!), seeded);
    const create = stats(sale.create);
    const pay = stats(sale.pay);
    const checks = await check(db.url, seeded, sale, create.p99, pay.p99);
    if (redis) checks.push({ name: 'the instances linked through Redis', ok: linked >= 2 * instances, detail: `${linked} redis connections of the apps` });
    return {
      instances,
      redis: Boolean(redis),
      members: MEMBERS,
      stock: STOCK,
      saleSeconds: sale.seconds,
      lastStartS: round(sale.lastStartS),
      lastUnitS: round(sale.lastUnitS),
      maxLockWaiters: sale.maxLockWaiters,
      poolWaiting: sale.poolWaiting,
      serverCpuMsPerRequest: sale.serverCpuMsPerRequest,
      allStartedInWindow: sale.lastStartS <= WINDOW_SECONDS + 0.5,
      outcomes: sale.outcomes,
      refusals: sale.refusals,
      createMs: create,
      payMs: pay,
      paidPayMs: stats(sale.pay.filter((a) => a.body?.code === 1)),
      checks,
      held: checks.every((c) => c.ok),
    };
  } finally {
    for (const c of clients.values()) c.close();
    clients.clear();
    for (const a of apps) await a.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
console.log(`flash sale on PostgreSQL: ${MEMBERS} members, ${STOCK} units, ${Math.round(MEMBERS * RUSH)} due at the opening and the rest over ${WINDOW_SECONDS} s, at most ${IN_FLIGHT} requests in flight`);
const redis = await startRedis();
const runs = [];
try {
  for (const instances of [1, 2]) {
    const r = await run(instances, instances > 1 ? redis : undefined);
    runs.push(r);
    console.log(`  ${instances} instance${instances > 1 ? 's (redis)' : ''}: ${r.outcomes.paid} paid, refused at create ${r.outcomes['refused at create']}, at pay ${r.outcomes['refused at pay']}${r.outcomes.failed ? `, FAILED ${r.outcomes.failed}` : ''}`
      + ` ${JSON.stringify({ ...r.refusals.create, ...Object.fromEntries(Object.entries(r.refusals.pay).map(([m, k]) => [`${m} (pay)`, k])) })}`
      + `; create p50 ${r.createMs.p50} p99 ${r.createMs.p99} ms, pay p50 ${r.payMs.p50} p99 ${r.payMs.p99} ms; sale ${r.saleSeconds} s, last unit sold at ${r.lastUnitS} s, last start ${r.lastStartS} s, at most ${r.maxLockWaiters} connections waiting on a lock, `
      + `requests waiting for a pool connection at most ${r.poolWaiting.max} (mean ${r.poolWaiting.mean}), server CPU ${r.serverCpuMsPerRequest} ms a request`);
    for (const c of r.checks) console.log(`    ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  }
} finally {
  await redis.stop();
}
const totalSeconds = round((performance.now() - started) / 1000, 1);
console.log(`  total ${totalSeconds} s`);
writeResults('flash-sale', {
  machine: await machine(),
  settings: { members: MEMBERS, stock: STOCK, windowSeconds: WINDOW_SECONDS, inFlight: IN_FLIGHT, rushShare: RUSH, warmOrders: WARM_ORDERS, price: PRICE, discountRate: DISCOUNT_RATE },
  runs,
  totalSeconds,
});
if (!runs.every((r) => r.held)) process.exitCode = 1;
