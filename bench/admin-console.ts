/**
 * `npm run bench` (second part): the admin console on PostgreSQL with 1,000,000 admin-log rows.
 * - GET /admin/auth.AdminLog/index with a quick search and a search filter (total included):
 *   p50 / p99 over sequential requests, next to the same two queries (list + count) run with pg
 * - GET /admin/auth.AdminLog/export of every row as CSV and XLSX: time, size and the server's
 *   resident memory sampled from /proc/<pid>/status while it streams
 * The database is created fresh (BENCH_DATABASE_URL, TEST_DATABASE_URL or a local default) and
 * dropped at the end. Results are printed and written to bench/results/admin-console.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { TOTAL_CAP } from '../apps/server/src/core/crud/list.ts';
import { ADMIN_LOG_SEED_SQL, adminToken, freshPgDatabase, percentile, round, rssMb, size, startApp, withClient, writeResults, type StartedApp } from './support.ts';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? size(1_000_000, 2_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? size(200, 5));
const WITH_XLSX = process.env.BENCH_XLSX !== '0';
const PORT = 18_200;
const BASE = `http://127.0.0.1:${PORT}`;

// ---------------------------------------------------------------- server

// ---------------------------------------------------------------- measuring

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(s, 50)), p99: round(percentile(s, 99)), mean: round(s.reduce((a, b) => a + b, 0) / s.length) };
}

interface Scenario {
  name: string;
  quickSearch: string;
  search?: { field: string; val: string; operator: string };
  /** The same filter in SQL, as the kit writes it ($1… bound). */
  where: string;
  params: unknown[];
  requests?: number;
}

const LIST_COLUMNS = '"id", "admin_id", "username", "url", "title", "data", "ip", "useragent", "create_time"';

function indexUrl(s: Scenario): string {
  const q = new URLSearchParams({ page: '1', limit: '10', quickSearch: s.quickSearch });
  if (s.search) {
    q.set('search[0][field]', s.search.field);
    q.set('search[0][val]', s.search.val);
    q.set('search[0][operator]', s.search.operator);
  }
  return `${BASE}/admin/auth.AdminLog/index?${q}`;
}

async function measureScenario(s: Scenario, token: string, db: pg.Client) {
  const n = s.requests ?? REQUESTS;
  const url = indexUrl(s);
  const headers = { server: '1', batoken: token };
  let total = -1;
  const api: number[] = [];
  for (let i = 0; i < n + 10; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { code: number; msg: string; data: { total: number; list: unknown[] } };
    const ms = performance.now() - t0;
    if (body.code !== 1) throw new Error(`${s.name}: ${body.msg}`);
    total = body.data.total;
    if (i >= 10) api.push(ms); // the first ten warm the caches
  }
  const listSql = `select ${LIST_COLUMNS} from "admin_log" where ${s.where} order by "admin_log"."id" desc limit 10`;
  const countSql = `select cast(count(*) as integer) as n from "admin_log" where ${s.where}`;
  const raw: number[] = [];
  let rawTotal = -1;
  for (let i = 0; i < n + 10; i++) {
    const t0 = performance.now();
    await db.query(listSql, s.params);
    const r = await db.query(countSql, s.params);
    const ms = performance.now() - t0;
    rawTotal = r.rows[0].n;
    if (i >= 10) raw.push(ms);
  }
  // The kit counts a filtered list up to TOTAL_CAP rows (crud README: Totals).
  if (Math.min(rawTotal, TOTAL_CAP) !== total) throw new Error(`${s.name}: the API counted ${total}, SQL ${rawTotal}`);
  const a = stats(api);
  const r = stats(raw);
  const result = { url: url.replace(/^http:\/\/[^/]+/, ''), total, requests: n, apiMs: a, rawSqlMs: r, overheadP50Ms: round(a.p50 - r.p50) };
  console.log(`${s.name}: total ${total}; API p50 ${a.p50} ms, p99 ${a.p99} ms; raw SQL (list + count) p50 ${r.p50} ms, p99 ${r.p99} ms; overhead p50 ${result.overheadP50Ms} ms`);
  return result;
}

async function measureExport(format: 'csv' | 'xlsx', token: string, pid: number, expectedRows: number, filter = '') {
  const baseline = rssMb(pid);
  let peak = baseline;
  const samples: { at: number; mb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    try {
      const mb = rssMb(pid);
      samples.push({ at: performance.now() - started, mb });
      peak = Math.max(peak, mb);
    } catch {
      /* the process is gone */
    }
  }, 50);
  const t0 = performance.now();
  // As a browser asks: compressed when the server offers it (fetch decompresses).
  const res = await fetch(`${BASE}/admin/auth.AdminLog/export?format=${format}${filter}`, {
    headers: { server: '1', batoken: token, 'accept-encoding': 'gzip, deflate, br' },
  });
  if (!res.ok || !res.headers.get('content-disposition')?.startsWith('attachment')) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstMs = 0;
  const tmp = format === 'xlsx' ? path.join(os.tmpdir(), `bench-export-${Date.now()}.xlsx`) : '';
  const file = tmp ? fs.createWriteStream(tmp) : null;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstMs) firstMs = performance.now() - t0;
    bytes += chunk.length;
    if (format === 'csv') for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    if (file && !file.write(chunk)) await new Promise<void>((r) => file.once('drain', () => r()));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  if (file) await new Promise((r) => file.end(r));
  let rows = lines - 1; // less the title row
  if (format === 'xlsx') {
    // The last row number of the sheet, read from the end of the file without loading it all.
    const { default: ExcelJS } = await import('exceljs');
    rows = -1;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(tmp, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
    for await (const sheet of reader) for await (const _row of sheet) rows++;
    fs.rmSync(tmp, { force: true });
  }
  if (rows !== expectedRows) throw new Error(`export ${format}: ${rows} rows, expected ${expectedRows}`);
  // Peak RSS in each tenth of the export: flat memory shows as a plateau, not a ramp.
  const span = seconds * 1000;
  const byTenth = Array.from({ length: 10 }, (_, i) => Math.max(0, ...samples.filter((x) => x.at >= (i * span) / 10 && x.at < ((i + 1) * span) / 10).map((x) => x.mb)));
  const result = {
    rows, seconds: round(seconds), rowsPerSecond: Math.round(rows / seconds), megabytes: round(bytes / 1048576), firstByteMs: Math.round(firstMs),
    contentEncoding: res.headers.get('content-encoding') ?? 'identity', rssBaselineMb: baseline, rssPeakMb: peak, rssGrowthMb: peak - baseline, rssPeakByTenthMb: byTenth,
  };
  console.log(
    `export ${format}${filter ? ' (filtered)' : ''}: ${rows} rows in ${result.seconds} s (${result.rowsPerSecond} rows/s, ${result.megabytes} MB${result.contentEncoding === 'identity' ? '' : ' before ' + result.contentEncoding}, first byte ${result.firstByteMs} ms); ` +
      `server RSS ${baseline} MB before, peak ${peak} MB; peak per tenth of the export: ${byTenth.join(' ')} MB`,
  );
  return result;
}

// ---------------------------------------------------------------- run

const db = await freshPgDatabase('console');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
let server: StartedApp | undefined;
try {
  console.log(`admin console on PostgreSQL, ${ROWS.toLocaleString('en')} admin-log rows`);
  server = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url }); // migrates (trigram indexes included) and seeds
  const seedStart = performance.now();
  await withClient(db.url, async (c) => {
    await c.query('select setseed(0.42)');
    await c.query(ADMIN_LOG_SEED_SQL, [ROWS]);
    await c.query('vacuum analyze admin_log');
  });
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  console.log(`seeded in ${seedSeconds} s`);

  const token = await adminToken(BASE);
  const scenarios: Scenario[] = [
    {
      name: 'quick search + username eq',
      quickSearch: '会员余额', search: { field: 'username', val: 'ops_42', operator: 'eq' },
      where: `("admin_log"."username" = $1 and ("admin_log"."title" ilike $2))`, params: ['ops_42', '%会员余额%'],
    },
    {
      name: 'quick search + last 30 days',
      quickSearch: '删除', search: { field: 'create_time', val: `${Math.floor(Date.now() / 1000) - 30 * 86400},`, operator: 'RANGE' },
      where: `("admin_log"."create_time" >= $1 and ("admin_log"."title" ilike $2))`, params: [new Date((Math.floor(Date.now() / 1000) - 30 * 86400) * 1000), '%删除%'],
    },
    {
      // The worst case: a term matching an eighth of the table, nothing else; the count reads 125,000 rows.
      name: 'broad quick search alone', quickSearch: '会员余额', where: `("admin_log"."title" ilike $1)`, params: ['%会员余额%'], requests: size(50, REQUESTS),
    },
  ];
  const index: Record<string, unknown> = {};
  await withClient(db.url, async (c) => {
    for (const s of scenarios) index[s.name] = await measureScenario(s, token, c);
  });

  const allRows = await withClient(db.url, async (c) => (await c.query('select cast(count(*) as integer) as n from admin_log')).rows[0].n as number);
  // A tenth of the rows first: if memory is flat, a ten times larger export peaks no higher.
  const tenthId = Math.floor(ROWS * 0.9);
  const tenth = await withClient(db.url, async (c) => (await c.query('select cast(count(*) as integer) as n from admin_log where id > $1', [tenthId])).rows[0].n as number);
  const exports: Record<string, unknown> = {
    csvTenth: await measureExport('csv', token, server.child.pid!, tenth, `&search[0][field]=id&search[0][val]=${tenthId}&search[0][operator]=gt`),
    csv: await measureExport('csv', token, server.child.pid!, allRows),
  };
  if (WITH_XLSX) exports.xlsx = await measureExport('xlsx', token, server.child.pid!, allRows);

  const results = {
    machine: { cpus: os.cpus().length, node: process.version, postgres: await withClient(db.url, async (c) => (await c.query('show server_version')).rows[0].server_version) },
    rows: ROWS,
    seedSeconds,
    index,
    export: exports,
  };
  writeResults('admin-console', results);
} finally {
  await server?.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
