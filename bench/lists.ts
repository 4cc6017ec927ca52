/**
 * `npm run bench` (lists): the CRUD kit's lists at a million rows.
 * PostgreSQL with 1,000,000 members and 1,000,000 admin-log rows, PGlite with 100,000 of each
 * (BENCH_LIST_ROWS / BENCH_LIST_ROWS_PGLITE), made with generate_series; then, with a bare
 * Fastify hello-world measured in the same run, req/s, p50 and p99 at 50 connections
 * (BENCH_CONNECTIONS, BENCH_SECONDS), each with a hello-world run just before it, of the
 * bootstrap (plain, and gzipped as a browser asks it), member list page 1, quick search, the
 * edit row, a range filter, a sort on another indexed column, page 5,000 and an admin-log
 * quick search. Each request is checked once (code 1, rows found) before it is loaded, and
 * timed again alone (50 requests one at a time: the latency without a queue in front).
 * Results are printed and written to bench/results/lists.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  ALONE, WARM_SECONDS, ADMIN_LOG_SEED_SQL, MEMBER_SEED_SQL, adminToken, copyPgliteTemplate, freshPgDatabase, helloWorldBeside, loadTest, percentile, round, size, startApp, withClient, writeResults, type Paired, type PairedRun,
} from './support.ts';

const PG_ROWS = Number(process.env.BENCH_LIST_ROWS ?? size(1_000_000, 2_000));
const PGLITE_ROWS = Number(process.env.BENCH_LIST_ROWS_PGLITE ?? size(100_000, 2_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? size(50, 10));
const SECONDS = Number(process.env.BENCH_SECONDS ?? size(10, 1));
/** The deep page (and the random pages around it, ±20 %) and the member edited: within the smoke size's rows too. */
const DEEP = size(5000, 50);
const EDIT_ID = size(5000, 500);
/** A few thousand members leave none between 1,000 and 2,000 yuan joined in the last 30 days: smoke widens the money range. */
const MONEY_RANGE = size('1000,2000', '0,100000');
const PORT = 18_300;

const now = Math.floor(Date.now() / 1000);
const fmt = (n: number) => n.toLocaleString('en');
const search = (items: [string, string, string][]) =>
  items.map(([field, operator, val], i) => `&search[${i}][field]=${field}&search[${i}][operator]=${operator}&search[${i}][val]=${encodeURIComponent(val)}`).join('');

/** Headers a browser adds (the bootstrap is measured both ways, as in bench/run.ts). */
const AS_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The requests measured, by name: a path, or a new path for every request; with extra headers. */
const REQUESTS: [string, string | (() => string), Record<string, string>?][] = [
  ['bootstrap', '/admin/Index/index'],
  ['bootstrap, gzip', '/admin/Index/index', AS_BROWSER],
  ['page 1', '/admin/user.User/index?page=1&limit=10&order=id,desc'],
  ['quick search', '/admin/user.User/index?page=1&limit=10&order=id,desc&quickSearch=m777'],
  ['edit row', `/admin/user.User/edit?id=${EDIT_ID}`],
  ['range filter', `/admin/user.User/index?page=1&limit=10${search([['money', 'RANGE', MONEY_RANGE], ['create_time', 'RANGE', `${now - 30 * 86400},${now}`]])}`],
  ['sort by money', '/admin/user.User/index?page=1&limit=10&order=money,desc'],
  [`page ${fmt(DEEP)}`, `/admin/user.User/index?page=${DEEP}&limit=10&order=id,desc`],
  [`page ${fmt(DEEP)} by money`, `/admin/user.User/index?page=${DEEP}&limit=10&order=money,desc`],
  // a new deep page on every request: seeks from the page marks of those read before, when near
  [`pages ${fmt(DEEP * 0.8)}–${fmt(DEEP * 1.2)} at random`, () => `/admin/user.User/index?page=${DEEP * 0.8 + Math.floor(Math.random() * (DEEP * 0.4 + 1))}&limit=10&order=id,desc`],
  ['admin log quick search', '/admin/auth.AdminLog/index?page=1&limit=10&quickSearch=%E4%BC%9A%E5%91%98%E4%BD%99%E9%A2%9D'],
];

// ---------------------------------------------------------------- seeding

/**
 * Fills both tables in one statement each. The tables' secondary indexes are dropped first and
 * built again afterwards (a bulk build is many times faster than a million index insertions),
 * then VACUUM ANALYZE sets the visibility map and the statistics, as autovacuum would.
 */
async function seed(query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>, rows: number): Promise<number> {
  const t0 = performance.now();
  const { rows: indexes } = await query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('user', 'admin_log')
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const i of indexes) await query(`drop index "${i.indexname}"`);
  await query('select setseed(0.42)');
  await query(MEMBER_SEED_SQL, [rows]);
  await query(ADMIN_LOG_SEED_SQL, [rows]);
  await query(`set maintenance_work_mem = '256MB'`);
  for (const i of indexes) await query(String(i.indexdef));
  await query('vacuum analyze "user"');
  await query('vacuum analyze admin_log');
  return round((performance.now() - t0) / 1000, 1);
}

// ---------------------------------------------------------------- measuring

/** A request's load run (helloRps, ratio: against the hello-world just before it) and its latency alone. */
interface Measured extends Paired {
  /** p50 of requests sent one at a time (no queue in front of the server). */
  aloneP50ms: number;
  total?: number;
  totalExact?: boolean;
}

/** Median latency of `n` requests sent one after another. */
async function alone(base: string, path: () => string, headers: Record<string, string>, n = ALONE): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const url = base + path();
    const t0 = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return round(percentile(times.sort((a, b) => a - b), 50), 1);
}

async function measure(base: string, token: string, paired: PairedRun): Promise<Record<string, Measured>> {
  const out: Record<string, Measured> = {};
  for (const [name, request, extra] of REQUESTS) {
    const headers = { server: '1', batoken: token, ...extra };
    const path = typeof request === 'string' ? () => request : request;
    const paths = typeof request === 'string' ? undefined : request;
    const url = path();
    // fetch asks for gzip itself and unzips: the check reads the JSON either way
    const body = (await (await fetch(base + url, { headers })).json()) as { code: number; msg: string; data: { list?: unknown[]; total?: number; totalExact?: boolean; row?: unknown } };
    if (body.code !== 1) throw new Error(`${name}: ${body.msg}`);
    if (body.data.list && !body.data.list.length) throw new Error(`${name}: no rows`);
    if (WARM_SECONDS) await loadTest(base + url, headers, CONNECTIONS, WARM_SECONDS, paths);
    const r: Measured = { ...(await paired(() => loadTest(base + url, headers, CONNECTIONS, SECONDS, paths))), aloneP50ms: await alone(base, path, headers) };
    if (body.data.total !== undefined) Object.assign(r, { total: body.data.total, totalExact: body.data.totalExact !== false });
    out[name] = r;
    const timeouts = r.timeouts ? `  ${r.timeouts} timed out` : '';
    console.log(`  ${name.padEnd(24)} ${String(r.rps).padStart(6)} req/s  ratio ${r.ratio} (hello-world ${r.helloRps})  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  alone p50 ${r.aloneP50ms} ms${r.total === undefined ? '' : `  total ${r.total}${r.totalExact ? '' : '+'}`}${timeouts}`);
  }
  return out;
}

async function onPostgres(paired: PairedRun): Promise<{ rows: number; seedSeconds: number; requests: Record<string, Measured> }> {
  const db = await freshPgDatabase('lists');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
  const app = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url }); // migrates and seeds
  try {
    const seedSeconds = await withClient(db.url, (c) => seed((text, params) => c.query(text, params), PG_ROWS));
    console.log(`PostgreSQL, ${PG_ROWS.toLocaleString('en')} members and admin-log rows (seeded in ${seedSeconds} s):`);
    return { rows: PG_ROWS, seedSeconds, requests: await measure(app.base, await adminToken(app.base), paired) };
  } finally {
    await app.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(paired: PairedRun): Promise<{ rows: number; seedSeconds: number; requests: Record<string, Measured> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-pglite-'));
  try {
    // The first start creates, migrates and seeds the data folder (in a smoke run, a copy of its migrated one); the rows go in while no app holds it.
    if (!(await copyPgliteTemplate(dataDir))) await (await startApp(PORT, { DATA_DIR: dataDir })).stop();
    const database = await openDatabase({ dataDir });
    const seedSeconds = await seed(async (text, params) => ({ rows: await database.prepared('', text, params ?? []) }), PGLITE_ROWS);
    await database.close();
    const app = await startApp(PORT, { DATA_DIR: dataDir });
    try {
      console.log(`PGlite, ${PGLITE_ROWS.toLocaleString('en')} members and admin-log rows (seeded in ${seedSeconds} s):`);
      return { rows: PGLITE_ROWS, seedSeconds, requests: await measure(app.base, await adminToken(app.base), paired) };
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const beside = await helloWorldBeside(PORT + 1, CONNECTIONS, SECONDS);
let postgres: Awaited<ReturnType<typeof onPostgres>>;
let pglite: Awaited<ReturnType<typeof onPglite>>;
try {
  postgres = await onPostgres(beside.paired);
  pglite = await onPglite(beside.paired);
} finally {
  beside.stop();
}

// none in smoke mode (no hello-world there)
const hellos = [...Object.values(postgres.requests), ...Object.values(pglite.requests)].flatMap((r) => (r.helloRps === null ? [] : [r.helloRps])).sort((a, b) => a - b);
const helloWorld = { min: hellos[0], median: percentile(hellos, 50), max: hellos[hellos.length - 1] };
const machineLoad = os.loadavg().map((l) => round(l, 1));
const table = [
  `hello-world before each request: ${helloWorld.min}–${helloWorld.max} req/s (median ${helloWorld.median}); each ratio is to the one just before it`,
  '',
  '| request | PostgreSQL req/s | p50 ms | p99 ms | ratio | alone p50 ms | PGlite req/s | p50 ms | p99 ms | ratio | alone p50 ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...REQUESTS.map(([name, request]) => {
    const url = typeof request === 'string' ? request : request().replace(/page=\d+/, `page=${DEEP * 0.8}…${DEEP * 1.2}`);
    const a = postgres.requests[name];
    const b = pglite.requests[name];
    const cell = (r: Measured) => `${r.rps}${r.timeouts ? ` (${r.timeouts} timed out)` : ''} | ${r.p50ms} | ${r.p99ms} | ${r.ratio} | ${r.aloneP50ms}`;
    return `| ${name}: \`GET ${decodeURIComponent(url)}\` | ${cell(a)} | ${cell(b)} |`;
  }),
].join('\n');
console.log('\n' + table);
writeResults('lists', { machine: { cpus: os.cpus().length, node: process.version, connections: CONNECTIONS, seconds: SECONDS, loadAverageAtEnd: machineLoad }, helloWorld, postgres, pglite, table });
