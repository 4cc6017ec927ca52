/**
 * `npm run bench`: the command palette's record search (issue 35, item 1) on PostgreSQL:
 * `GET /admin/Search/index?q=` on `BENCH_SEARCH_ROWS` (1,000,000) orders and as many members,
 * and 1,000 shops, made with generate_series (the tables' secondary indexes dropped, built again
 * after, then VACUUM ANALYZE). Each source is timed alone, through an admin whose group holds
 * only that resource's list node (the other sources answer null without a query), over HTTP
 * one request at a time after 5 warm-ups, `BENCH_REQUESTS` (60) a source, cycling through its
 * terms (a whole order number, parts of numbers, usernames, nicknames, mobiles, shop names, a
 * term nothing matches): p50, p95, max; then every source at once for the super administrator
 * and for an own-shops administrator of 5 shops (orders and shops). Results go to
 * bench/results/search.json; exit code 1 when a source's p95 reaches 100 ms (not in smoke mode,
 * `BENCH_SMOKE=1`: 5,000 rows, 5 requests). `BENCH_PORT` (18480).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken, ADMIN_PASSWORD, freshPgDatabase, MEMBER_SEED_SQL, machine, percentile, round, size, SMOKE, startApp, withClient, writeResults, type StartedApp } from './support.ts';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? size(1_000_000, 5_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? size(60, 5));
const SHOPS = 1_000;
const PORT = Number(process.env.BENCH_PORT ?? 18_480);
const YEAR = 31_536_000;

/** An order's number as the engine makes it: yyyyMMddHHmmss (UTC) and six digits. */
const orderNoSql = (t: string, g: string) => `to_char(${t} at time zone 'UTC', 'YYYYMMDDHH24MISS') || lpad((${g} % 1000000)::text, 6, '0')`;

async function seed(url: string): Promise<number> {
  const t0 = performance.now();
  await withClient(url, async (c) => {
    const { rows: indexes } = await c.query(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('user', 'order', 'shop')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const i of indexes) await c.query(`drop index "${i.indexname}"`);
    await c.query(`insert into shop (id, name, code, status) select g,
        (array['Bench shop ', '测试门店 ', 'Tea house ', 'Corner store '])[1 + g % 4] || g, 'BS' || g, 'open' from generate_series(1, ${SHOPS}) g`);
    await c.query(`select setval(pg_get_serial_sequence('shop', 'id'), ${SHOPS})`);
    await c.query(MEMBER_SEED_SQL, [ROWS]);
    const first = Number((await c.query('select min(id) as m from "user"')).rows[0].m);
    // none unpaid: the app's timer would cancel a year of them while the search is measured
    await c.query(`insert into "order" (id, order_no, user_id, shop_id, status, goods_amount, pay_amount, create_time, update_time)
      select g, ${orderNoSql('t', 'g')}, ${first} + (g::bigint * 7919) % ${ROWS}, 1 + (g * 31) % ${SHOPS},
        (array['paid', 'completed', 'completed', 'cancelled', 'refunded'])[1 + g % 5], 1000 + g % 5000, 1000 + g % 5000, t, t
      from (select g, now() - make_interval(secs => (${ROWS} - g) * (${YEAR}.0 / ${ROWS})) as t from generate_series(1, ${ROWS}) g) x`);
    await c.query(`select setval(pg_get_serial_sequence('order', 'id'), ${ROWS})`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    for (const i of indexes) await c.query(String(i.indexdef));
    await c.query('vacuum analyze "user"');
    await c.query('vacuum analyze "order"');
    await c.query('vacuum analyze shop');
  });
  return round((performance.now() - t0) / 1000, 1);
}

/** An admin in a new group holding these rule names, optionally own-shops scoped to shops 1..5. */
async function adminWith(url: string, base: string, name: string, rules: string[], ownShops = false): Promise<string> {
  await withClient(url, async (c) => {
    const ids = (await c.query(`select coalesce(string_agg(id::text, ','), '') as ids from admin_rule where name = any($1)`, [rules])).rows[0].ids;
    const g = (await c.query(`insert into admin_group (pid, name, rules, data_scope) values (1, $1, $2, $3) returning id`, [`Bench ${name}`, ids, ownShops ? 'own_shops' : 'all'])).rows[0].id;
    const { hashPassword } = await import('../apps/server/src/core/auth/password.ts');
    const a = (await c.query(`insert into admin (username, nickname, password) values ($1, $1, $2) returning id`, [name, await hashPassword(ADMIN_PASSWORD)])).rows[0].id;
    await c.query('insert into admin_group_access (uid, group_id) values ($1, $2)', [a, g]);
    if (ownShops) await c.query(`insert into admin_shop (admin_id, shop_id) select $1, s from generate_series(1, 5) s`, [a]);
  });
  const res = await fetch(`${base}/admin/Index/login`, {
    method: 'POST', headers: { server: '1', 'content-type': 'application/json' }, body: JSON.stringify({ username: name, password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { userInfo: { token: string } } };
  if (body.code !== 1) throw new Error(`${name} login failed: ${body.msg}`);
  return body.data.userInfo.token;
}

type Found = Record<'orders' | 'members' | 'shops', unknown[] | null>;

async function measure(base: string, token: string, terms: string[]): Promise<{ p50: number; p95: number; max: number; found: Record<string, number> }> {
  const once = async (q: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/admin/Search/index?q=${encodeURIComponent(q)}`, { headers: { server: '1', batoken: token, 'think-lang': 'en' } });
    const body = (await res.json()) as { code: number; msg: string; data: Found };
    const ms = performance.now() - t0;
    if (body.code !== 1) throw new Error(`search ${q} failed: ${body.msg}`);
    return { ms, data: body.data };
  };
  const found: Record<string, number> = {};
  for (const q of terms) {
    const { data } = await once(q);
    found[q] = Object.values(data).reduce((n, rows) => n + (rows?.length ?? 0), 0);
  }
  for (let i = 0; i < 5; i++) await once(terms[i % terms.length]);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await once(terms[i % terms.length])).ms);
  times.sort((x, y) => x - y);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)!), found };
}

const db = await freshPgDatabase('search');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
let server: StartedApp | undefined;
try {
  console.log(`command palette search on PostgreSQL: ${ROWS} orders, ${ROWS} members, ${SHOPS} shops`);
  server = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url });
  const seedSeconds = await seed(db.url);
  const base = server.base;
  // terms that exist in the data: an order number whole and in parts, members by username, nickname and mobile
  const [sample] = await withClient(db.url, async (c) => (await c.query(`select order_no from "order" where id = ${Math.floor(ROWS / 2)}`)).rows as { order_no: string }[]);
  const no = sample.order_no;
  const terms = {
    orders: [no, no.slice(0, 12), no.slice(6, 14), no.slice(-6), '99999999999'],
    members: [`m${Math.floor(ROWS / 3)}`, 'Kate 99', `13${String(Math.floor(ROWS / 7)).padStart(9, '0').slice(0, 6)}`, 'm777', 'zzzz'],
    shops: ['shop 12', '测试门店', 'BS77', 'Tea house 9', 'nothing here'],
  };
  const only = {
    orders: await adminWith(db.url, base, 'benchorders', ['order', 'order/order', 'order/order/index']),
    members: await adminWith(db.url, base, 'benchmembers', ['user', 'user/user', 'user/user/index']),
    shops: await adminWith(db.url, base, 'benchshops', ['shop', 'shop/shop', 'shop/shop/index']),
  };
  const sources: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const name of ['orders', 'members', 'shops'] as const) sources[name] = await measure(base, only[name], terms[name]);
  const everyTerm = [...terms.orders, ...terms.members, ...terms.shops];
  const superAll = await measure(base, await adminToken(base), everyTerm);
  const ownShops = await measure(base, await adminWith(db.url, base, 'benchmgr', ['order', 'order/order', 'order/order/index', 'shop', 'shop/shop', 'shop/shop/index'], true), [...terms.orders, ...terms.shops]);
  const results = {
    machine: await machine(db.url),
    rows: { orders: ROWS, members: ROWS, shops: SHOPS },
    seedSeconds,
    requests: REQUESTS,
    terms,
    perSourceMs: sources,
    superAdminEverySourceMs: superAll,
    ownShopsAdminMs: ownShops,
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults(SMOKE || ROWS === 1_000_000 ? 'search' : `search-${ROWS}`, results);
  const slow = Object.entries(sources).filter(([, s]) => s.p95 >= 100).map(([name]) => name);
  if (!SMOKE && slow.length) {
    console.log(`p95 reached 100 ms: ${slow.join(', ')}: FAILED`);
    process.exitCode = 1;
  }
  // every source finds its whole order number, a member and a shop (the checks smoke mode runs)
  if (!sources.orders.found[no] || !Object.values(sources.members.found).some(Boolean) || !sources.shops.found['shop 12']) {
    console.log('a search found nothing it should: FAILED');
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  if (process.env.BENCH_KEEP_DB) console.log(`kept ${db.url}`);
  else await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
