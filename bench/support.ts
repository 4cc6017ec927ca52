/** What every benchmark needs: a throwaway PostgreSQL database, the app started as a process, an admin token, results. */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { buildServerIfNeeded as buildServer } from '../scripts/server-build.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** The server compiled when its sources changed, once per bench process: its apps all run the same code, and apps started at once build it once. */
let built: Promise<void> | undefined;
const buildServerIfNeeded = () => (built ??= buildServer());
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN_PASSWORD = 'bench-admin-pass';

/**
 * `BENCH_SMOKE=1` (`npm run bench:smoke`, run by CI): every bench at a tiny size, for its checks
 * and invariants, not its figures. Thresholds on figures are not applied, and results go to
 * `bench/results/smoke/` (git-ignored like the rest of bench/results), never over the real ones.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A default size: `full`, or `smoke` in smoke mode (an explicit BENCH_* variable still wins where it is read). */
export const size = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);

/** Warm-up before each measured load run (none in smoke mode: only the checks count there). */
export const WARM_SECONDS = size(3, 0);
/** Requests timed one at a time after each load run. */
export const ALONE = size(50, 5);

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const pgUrlOf = (name: string) => {
  const url = new URL(PG_URL);
  url.pathname = '/' + name;
  return url.toString();
};

/**
 * A new database next to PG_URL's, dropped (even with connections left) by `drop`. In a smoke run
 * (bench/all.mjs sets BENCH_PG_TEMPLATE) it is a copy of one database the app migrated and seeded
 * once for the whole run (a first start on a fresh one took 17 s against 10 s on a migrated one,
 * 1-min load 10); that first start is the smoke run's check of a first start on PostgreSQL.
 */
export async function freshPgDatabase(prefix: string): Promise<{ url: string; migrated: boolean; drop: () => Promise<void> }> {
  const name = `bench_${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = await migratedPgTemplate();
  await withClient(PG_URL, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { url: pgUrlOf(name), migrated: !!template, drop: () => withClient(PG_URL, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/** BENCH_PG_TEMPLATE, a database name bench/all.mjs makes for its smoke run (a whitelist: it is put into SQL). */
function pgTemplateName(): string | undefined {
  const name = process.env.BENCH_PG_TEMPLATE;
  if (!SMOKE || !name) return undefined;
  if (!/^bench_smoke_[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_PG_TEMPLATE ${name}: not a bench_smoke_ name`);
  return name;
}

/**
 * The smoke run's migrated database, made by the first script that asks: the app migrates and
 * seeds it under a `_making` name, stopped, then renamed, so a start that failed half-way is never
 * copied. PostgreSQL copies a template only while nobody is connected to it: nothing stays connected.
 */
async function migratedPgTemplate(): Promise<string | undefined> {
  const name = pgTemplateName();
  if (!name) return undefined;
  const exists = (c: pg.Client, n: string) => c.query('select 1 from pg_database where datname = $1', [n]).then((r) => r.rowCount === 1);
  if (await withClient(PG_URL, (c) => exists(c, name))) return name;
  const making = `${name}_making`;
  await withClient(PG_URL, async (c) => {
    await c.query(`drop database if exists ${making} with (force)`);
    await c.query(`create database ${making}`);
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-template-'));
  try {
    await buildServerIfNeeded();
    await (await launch(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: pgUrlOf(making) })).stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await withClient(PG_URL, async (c) => {
    // the stopped app's backends may not have ended yet; a database is renamed only with nobody on it
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [making]);
    await c.query(`alter database ${making} rename to ${name}`);
  });
  return name;
}

/** Drops the smoke run's migrated database (bench/all.mjs, at the end). */
export async function dropPgTemplate(): Promise<void> {
  const name = pgTemplateName();
  if (name) await withClient(PG_URL, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`drop database if exists ${name}_making with (force)`);
  });
}

/**
 * One year of admin-log rows: 200 admins (8 kinds of username), 8 areas × 4 actions as titles
 * and urls, 10.x.y.z addresses, create_time rising with the id (as a real log does).
 */
export const ADMIN_LOG_SEED_SQL = `
  insert into admin_log (admin_id, username, url, title, data, ip, useragent, create_time)
  select a,
    (array['admin','editor','ops','finance','support','audit','sales','hr'])[1 + a % 8] || '_' || a,
    '/admin/' || (array['auth.Admin','auth.Group','auth.Rule','user.User','user.MoneyLog','routine.Config','routine.Attachment','security.DataRecycle'])[1 + m]
      || '/' || (array['add','edit','del','sortable'])[1 + act] || '?id=' || (g % 997),
    (array['管理员管理','角色组管理','菜单规则管理','会员管理','会员余额管理','系统配置','附件管理','数据回收规则管理'])[1 + m]
      || '-' || (array['添加','编辑','删除','快速排序'])[1 + act],
    '{"id":' || g || ',"remark":"bench"}',
    '10.' || (a % 7) || '.' || (a % 250) || '.' || ip4,
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/' || (100 + g % 30) || '.0 Safari/537.36',
    now() - make_interval(secs => ($1::int - g) * (31536000.0 / $1::int))
  from (
    select g, 1 + floor(random() * 200)::int as a, floor(random() * 8)::int as m, floor(random() * 4)::int as act, floor(random() * 250)::int as ip4
    from generate_series(1, $1::int) g
  ) s`;

/** The status of a GET on a connection of its own that closes after it (a probe leaves no idle connection behind to hold a graceful stop up). */
function probe(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    }).once('error', reject);
  });
}

/** Polls until the URL answers 2xx; returns the time it did (performance.now()). */
export async function waitFor(url: string, headers: Record<string, string> = { server: '1' }, timeoutMs = 120_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      const status = await probe(url, headers);
      if (status >= 200 && status < 300) return performance.now();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer`);
}

export interface StartedApp {
  child: ChildProcess;
  port: number;
  base: string;
  /** From spawning to the first answered request. */
  startupMs: number;
  stop: () => Promise<void>;
}

/**
 * `npm run bench:smoke` (bench/all.mjs sets BENCH_PGLITE_TEMPLATE, a folder of its run, and makes it
 * before the scripts: makeSmokeTemplates): an app started on it created, migrated and seeded it,
 * stopped, and every new PGlite folder after it, in any bench of the run, starts as a copy. A first start
 * on PGlite took 88 s against 15 s on an existing folder (1-min load 15–18): five of them in the
 * smoke run (run's index and start-up, lists, lighthouse, upload), one now. That first start stays
 * the smoke run's check of a first start on PGlite; smoke's start-up figures are not measured ones
 * anyway. True when the (empty) `dataDir` got a copy (lists and lighthouse seed or open it themselves).
 */
export async function copyPgliteTemplate(dataDir: string): Promise<boolean> {
  if (fs.readdirSync(dataDir).length) return false;
  const template = await pgliteTemplate();
  if (!template) return false;
  fs.cpSync(template.folder, dataDir, { recursive: true, filter: (from) => from !== template.ready });
  return true;
}

/** The smoke run's migrated PGlite folder (BENCH_PGLITE_TEMPLATE), made by the first start that asks. */
async function pgliteTemplate(): Promise<{ folder: string; ready: string } | undefined> {
  const folder = process.env.BENCH_PGLITE_TEMPLATE;
  if (!SMOKE || !folder) return undefined;
  const ready = path.join(folder, '.ready');
  if (!fs.existsSync(ready)) {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    await buildServerIfNeeded();
    await (await launch(await freePort(), { DATA_DIR: folder })).stop();
    fs.writeFileSync(ready, '');
  }
  return { folder, ready };
}

/**
 * bench/all.mjs, before a smoke run's scripts: the compiled server, the migrated PGlite folder and
 * the migrated PostgreSQL database, the two first starts side by side. The scripts then only copy
 * them, so two of them can run at once without racing to make one.
 */
export async function makeSmokeTemplates(): Promise<void> {
  await buildServerIfNeeded();
  await Promise.all([pgliteTemplate(), migratedPgTemplate()]);
}

/** Starts the server as its own process (throttles and the login captcha off), ready when the login answers. */
export async function startApp(port: number, env: Record<string, string | undefined>): Promise<StartedApp> {
  await buildServerIfNeeded();
  if (!env.DATABASE_URL && env.DATA_DIR) await copyPgliteTemplate(env.DATA_DIR);
  return launch(port, env);
}

async function launch(port: number, env: Record<string, string | undefined>): Promise<StartedApp> {
  const t0 = performance.now();
  // the compiled server, with the flags `npm start` gives Node
  // BENCH_PROFILE=DIR: the server writes a V8 CPU profile into DIR when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const child = spawn(process.execPath, [...profile, '--conditions=compiled', '--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD,
      THROTTLE_GET_PER_MINUTE: '0', THROTTLE_LOGIN_PER_MINUTE: '0', ADMIN_LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'warn', METRICS_TOKEN, ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // An app that does not come up in time is stopped, not left migrating a folder the caller removes.
  const readyAt = await waitFor(`${base}/admin/Index/login`).catch((e: unknown) => {
    child.kill('SIGKILL');
    throw e;
  });
  return {
    child,
    port,
    base,
    startupMs: Math.round(readyAt - t0),
    stop: () => new Promise((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }),
  };
}

/** The token `startApp` gives the server's `/metrics` (bench/README: statements per request). */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Statements the server has sent to its database so far, and its round trips (a BEGIN goes with the statement after it): `/metrics`. */
export async function dbStatements(base: string): Promise<{ statements: number; roundTrips: number }> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const counter = (name: string) => {
    const line = new RegExp(`^${name} (\\d+)`, 'm').exec(text);
    if (!line) throw new Error(`no ${name} in /metrics (${res.status})`);
    return Number(line[1]);
  };
  return { statements: counter('app_db_queries_total'), roundTrips: counter('app_db_round_trips_total') };
}

/** The seeded super administrator's access token. */
export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/Index/login`, {
    method: 'POST', headers: { server: '1', 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data: { userInfo: { token: string } } };
  if (body.code !== 1) throw new Error('bench login failed');
  return body.data.userInfo.token;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The machine block every result file starts with: cores, the 1-, 5- and 15-minute load averages
 * (figures move with them) and Node's version; with a database URL, that PostgreSQL's version too.
 */
export async function machine(databaseUrl?: string): Promise<{ cpus: number; loadAverage: number[]; node: string; postgres?: string }> {
  return {
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => round(n)),
    node: process.version,
    ...(databaseUrl ? { postgres: await withClient(databaseUrl, async (c) => (await c.query('show server_version')).rows[0].server_version as string) } : {}),
  };
}

/** Writes `bench/results/<name>.json` (in smoke mode `bench/results/smoke/<name>.json`) and says so. */
export function writeResults(name: string, results: unknown): void {
  const file = path.join(root, SMOKE ? 'bench/results/smoke' : 'bench/results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`written to ${path.relative(root, file)}`);
}

/** `count` members (`m1`, `m2`…, unique e-mails and mobiles, three years of joins, balances, scores) in the first member group. */
export const MEMBER_SEED_SQL = `
  insert into "user" (group_id, username, nickname, email, mobile, gender, birthday, money, score, last_login_time, last_login_ip,
    join_ip, join_time, motto, password, status, create_time, update_time)
  select (select min(id) from user_group), 'm' || g,
    (array['Lily','Tom','Ann','Bob','Kate','Leo','Mia','Sam'])[1 + g % 8] || ' ' || (g % 9973),
    'm' || g || '@example.com', '13' || lpad(g::text, 9, '0'), g % 3, date '1970-01-01' + g % 15000,
    (g::bigint * 7919) % 10000000, (g::bigint * 104729) % 100000, now() - make_interval(secs => g % 2592000),
    '10.' || g % 7 || '.' || g % 250 || '.' || g % 251, '172.16.' || g % 250 || '.' || g % 249, t,
    (array['', 'Hello', 'Good day', 'Keep going'])[1 + g % 4], '', case when g % 50 = 0 then 'disable' else 'enable' end, t, t
  from (select g, now() - make_interval(secs => ($1::int - g) * (94608000.0 / $1::int)) as t from generate_series(1, $1::int) g) s`;

/** An answer of `jsonClient`'s `send`: its HTTP status and body text (gunzipped). */
export interface JsonAnswer { status: number; text: string }

/**
 * A lean HTTP client for the benches that play many members (orders, flash sale): node:http on
 * keep-alive sockets (one an in-flight request, `maxSockets`), asking for gzip as a browser does.
 * Node's fetch cost the orders bench's load 2.5 ms of CPU an order (create and pay), as much as the
 * server's own, on the cores the server and the database share; this costs a fraction of it.
 */
export function jsonClient(base: string, maxSockets: number) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) => new Promise<JsonAnswer>((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request({
      agent, hostname, port, method, path,
      headers: { 'accept-encoding': 'gzip', ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
  return { send, close: () => agent.destroy() };
}

export interface LoadResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  /** Requests without an answer within autocannon's 10 s. */
  timeouts: number;
}

/** A smoke load run's requests per connection, instead of its seconds: its checks need answers, not a duration. */
const SMOKE_REQUESTS_PER_CONNECTION = 10;

/**
 * autocannon against one URL, or against a new path of its server on every request (`paths`); a
 * non-2xx answer or another error fails the run, timeouts are counted. At the smoke size,
 * SMOKE_REQUESTS_PER_CONNECTION requests a connection instead of `seconds`.
 */
export async function loadTest(url: string, headers: Record<string, string>, connections: number, seconds: number, paths?: () => string): Promise<LoadResult> {
  const { default: autocannon } = await import('autocannon');
  const requests = paths ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths() }) }] : undefined;
  // (autocannon ends a run at a sample's end: a tenth of a second, not its one second, for a smoke run)
  const length = SMOKE ? { amount: connections * SMOKE_REQUESTS_PER_CONNECTION, sampleInt: 100 } : { duration: seconds };
  const t0 = performance.now();
  const r = await autocannon({ url, connections, ...length, headers, pipelining: 1, requests });
  const took = (performance.now() - t0) / 1000;
  if (r.non2xx || r.errors > r.timeouts) throw new Error(`load run had ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  // a smoke run lasts a few of its samples: its rate from the total and the time it took instead
  const rps = SMOKE ? r.requests.total / took : r.requests.average;
  return { rps: Math.round(rps), p50ms: r.latency.p50, p99ms: r.latency.p99, timeouts: r.timeouts };
}

/** The bare Fastify hello-world (hello.ts) as its own process; with `body`, answering those bytes (gzipped once when `gzip`). */
export async function startHelloWorld(port: number, body?: { file: string; gzip: boolean }): Promise<{ url: string; stop: () => void }> {
  const env = { ...process.env, PORT: String(port), ...(body ? { BODY_FILE: body.file, GZIP: body.gzip ? '1' : '0' } : {}) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, {});
  return { url, stop: () => child.kill('SIGTERM') };
}

/** A load run with the hello-world run just before it (helloWorldBeside) and its ratio to it; null in smoke mode. */
export interface Paired extends LoadResult {
  helloRps: number | null;
  ratio: number | null;
}

/** Runs a load test after a hello-world run (helloWorldBeside). */
export type PairedRun = (run: () => Promise<LoadResult>) => Promise<Paired>;

/**
 * A bare Fastify hello-world kept running beside a benchmark and loaded right before each run
 * measured (`paired`), so that each ratio is taken against the machine's speed of that minute:
 * on this machine hello-world moved between 19,000 and 44,000 req/s within one session, and one
 * hello-world run at the start left ratios of later requests off by as much. In smoke mode there
 * is no hello-world (ratios are figures, not checks): the runs alone, helloRps and ratio null.
 */
export async function helloWorldBeside(port: number, connections: number, seconds: number): Promise<{ paired: PairedRun; stop: () => void }> {
  if (SMOKE) return { paired: async (run) => ({ ...(await run()), helloRps: null, ratio: null }), stop: () => undefined };
  const hello = await startHelloWorld(port);
  await loadTest(hello.url, {}, connections, 3); // warm-up
  return {
    paired: async (run) => {
      const helloRps = (await loadTest(hello.url, {}, connections, seconds)).rps;
      const r = await run();
      return { ...r, helloRps, ratio: round(r.rps / helloRps, 4) };
    },
    stop: hello.stop,
  };
}

/** A free TCP port on 127.0.0.1 (for redis-server, nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Refuses to start an app on a port someone else listens on (its answers would be taken for ours). */
export function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', () => reject(new Error(`port ${port} is in use: set BENCH_PORT`)));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

/** One inline command over RESP; its first reply chunk ('' when redis does not answer). */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.setTimeout(500, () => { s.destroy(); resolve(''); });
    s.once('error', () => resolve(''));
    s.once('connect', () => s.write(`${command}\r\n`));
    s.once('data', (d) => { s.end(); resolve(d.toString()); });
  });
}

/** Connections to redis besides the one asking (each instance holds two: commands and its subscriber). */
export async function redisClients(port: number): Promise<number> {
  return Number(/connected_clients:(\d+)/.exec(await redisCommand(port, 'INFO clients'))?.[1] ?? 0) - 1;
}

/** A throwaway redis-server (no persistence) on a free port; `stop` ends it (this process's child, by its pid). */
export async function startRedis(): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-redis-'));
  const child: ChildProcess = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else { child.once('exit', () => resolve()); child.kill('SIGTERM'); }
  }).then(() => fs.rmSync(dir, { recursive: true, force: true }));
  const t0 = performance.now();
  while (!(await redisCommand(port, 'PING')).startsWith('+PONG')) {
    if (performance.now() - t0 > 10_000 || child.exitCode !== null) {
      await stop();
      throw new Error('redis-server did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
