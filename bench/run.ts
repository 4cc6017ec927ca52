/**
 * `npm run bench`: the foundation figures, measured in one run on this machine.
 * - GET /admin/Index/index with a valid token, as a browser asks it (gzip) and plain, vs a bare Fastify
 *   hello-world loaded just before each run and vs a bare Fastify answering the same bytes (req/s,
 *   p99), on PGlite and PostgreSQL
 * - start-up time to the first served request, first run and existing data folder, and resident memory
 * - gzipped JavaScript loaded by /admin/login
 * Results are printed and written to bench/results/foundation.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { adminToken, freshPgDatabase, helloWorldBeside, loadTest, rssMb, startApp as startAppOn, size, SMOKE, startHelloWorld, writeResults, type LoadResult, type Paired } from './support.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? size(10, 1));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? size(50, 10));
/** `BENCH_PARTS=index,startup` runs only those parts (index, startup, web); all by default. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'index,startup,web').split(',').map((s) => s.trim()));
const part = <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => (PARTS.has(name) ? run() : Promise.resolve(undefined));

let nextPort = Number(process.env.BENCH_PORT ?? 18_100);
const startApp = (env: Record<string, string>) => startAppOn(nextPort++, env);

const load = (url: string, headers: Record<string, string> = {}) => loadTest(url, headers, CONNECTIONS, DURATION);

let beside: Awaited<ReturnType<typeof helloWorldBeside>> | undefined;
async function paired(run: () => Promise<LoadResult>): Promise<Paired> {
  beside ??= await helloWorldBeside(nextPort++, CONNECTIONS, DURATION);
  return beside.paired(run);
}

/** What a browser sends with every request: the bootstrap is asked by one, never by a client that takes only plain bytes. */
const AS_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The bootstrap under load, as a browser asks it (compressed) and plain; its plain JSON is kept
 * in `answerFile` for the same-bytes ceilings.
 */
async function benchIndex(label: string, env: Record<string, string>, answerFile: string) {
  const app = await startApp(env);
  try {
    const token = await adminToken(app.base);
    const url = `http://127.0.0.1:${app.port}/admin/Index/index`;
    const headers = { server: '1', batoken: token };
    const answer = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    if ((JSON.parse(answer.toString()) as { code: number }).code !== 1) throw new Error('index did not answer code 1');
    fs.writeFileSync(answerFile, answer);
    if (!SMOKE) await load(url, headers); // warm-up (none in smoke mode: only the checks count there)
    const plain = await paired(() => load(url, headers));
    const asBrowser = await paired(() => load(url, { ...headers, ...AS_BROWSER }));
    console.log(`${label}: GET /admin/Index/index (${answer.length} bytes) as a browser asks ${asBrowser.rps} req/s (${asBrowser.ratio} of hello-world ${asBrowser.helloRps}), p99 ${asBrowser.p99ms} ms; plain ${plain.rps} req/s (${plain.ratio} of ${plain.helloRps}), p99 ${plain.p99ms} ms`);
    return { bytes: answer.length, asBrowser, plain };
  } finally {
    await app.stop();
  }
}

/** A bare Fastify answering the bootstrap's own bytes, plain and gzipped once: the most any answer of that size gets here. */
async function sameBytes(file: string) {
  const run = async (gzip: boolean) => {
    const server = await startHelloWorld(nextPort++, { file, gzip });
    try {
      if (!SMOKE) await load(server.url, gzip ? AS_BROWSER : {});
      return await paired(() => load(server.url, gzip ? AS_BROWSER : {}));
    } finally {
      server.stop();
    }
  };
  const result = { plain: await run(false), gzip: await run(true) };
  console.log(`bare Fastify answering the same bytes: plain ${result.plain.rps} req/s (${result.plain.ratio} of hello-world), gzipped ${result.gzip.rps} req/s (${result.gzip.ratio})`);
  return result;
}

async function startup(label: string, env: Record<string, string>) {
  const first = await startApp(env);
  const firstRss = rssMb(first.child.pid!);
  await first.stop();
  const again = await startApp(env);
  await new Promise((r) => setTimeout(r, 500));
  const rss = rssMb(again.child.pid!);
  await again.stop();
  console.log(`${label}: start-up first run ${first.startupMs} ms (RSS ${firstRss} MB), existing data ${again.startupMs} ms, RSS after start ${rss} MB`);
  return { firstRunMs: first.startupMs, existingMs: again.startupMs, rssMb: rss };
}

/** On the PGlite data folder of the other parts (migrated by them when they ran: the page does not depend on its data). */
async function loginPageJs(dataDir: string): Promise<{ files: number; gzipKb: number }> {
  // Without a web build the app answers the page with a 503 text and no scripts: build it first.
  buildWebIfNeeded();
  const { chromium } = await import('@playwright/test');
  const app = await startApp({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url());
    });
    const res = await page.goto(`http://127.0.0.1:${app.port}/admin/login`, { waitUntil: 'networkidle' });
    if (!res?.ok() || !scripts.size) throw new Error(`/admin/login answered ${res?.status()} with ${scripts.size} scripts: nothing to measure`);
    let gzipBytes = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
    }
    const result = { files: scripts.size, gzipKb: Math.round(gzipBytes / 1024) };
    console.log(`/admin/login loads ${result.files} JavaScript files, ${result.gzipKb} KB gzipped`);
    return result;
  } finally {
    await browser.close();
    await app.stop();
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const answerFile = path.join(pgliteDir, 'bootstrap.json');
const startupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const pgDb = await freshPgDatabase('index');
const startupDb = await freshPgDatabase('startup');
try {
  const indexPglite = await part('index', () => benchIndex('PGlite', { DATA_DIR: pgliteDir }, answerFile));
  const indexPostgres = await part('index', () => benchIndex('PostgreSQL', { DATA_DIR: pgliteDir, DATABASE_URL: pgDb.url }, answerFile));
  const results = {
    machine: { cpus: os.cpus().length, node: process.version, durationSeconds: DURATION, connections: CONNECTIONS },
    indexPglite,
    indexPostgres,
    // smoke: no same-bytes ceilings (they only form ratios), and no PGlite start-up (a copy of the
    // run's migrated folder there: two starts on an existing folder, as the index and web parts make;
    // PostgreSQL's, on a copy too, is kept as the start-up part's own check)
    sameBytes: SMOKE ? undefined : await part('index', () => sameBytes(answerFile)),
    startupPglite: SMOKE ? undefined : await part('startup', () => startup('PGlite', { DATA_DIR: startupDir })),
    startupPostgres: await part('startup', () => startup('PostgreSQL', { DATA_DIR: pgliteDir, DATABASE_URL: startupDb.url })),
    loginPageJs: await part('web', () => loginPageJs(pgliteDir)),
  };
  // each run against the hello-world just before it, and against the same bytes from a bare Fastify (as ratios to their own hello-worlds)
  const ofSame = (r: Paired | undefined, same: Paired | undefined) => (r?.ratio && same?.ratio ? Math.round((r.ratio / same.ratio) * 1000) / 1000 : undefined);
  const same = results.sameBytes;
  const ratios = {
    toHelloWorld: {
      pglite: { asBrowser: indexPglite?.asBrowser.ratio, plain: indexPglite?.plain.ratio },
      postgres: { asBrowser: indexPostgres?.asBrowser.ratio, plain: indexPostgres?.plain.ratio },
      sameBytes: { gzip: same?.gzip.ratio, plain: same?.plain.ratio },
    },
    toSameBytes: {
      pglite: { asBrowser: ofSame(indexPglite?.asBrowser, same?.gzip), plain: ofSame(indexPglite?.plain, same?.plain) },
      postgres: { asBrowser: ofSame(indexPostgres?.asBrowser, same?.gzip), plain: ofSame(indexPostgres?.plain, same?.plain) },
    },
  };
  if (PARTS.has('index')) console.log(`ratios: ${JSON.stringify(ratios)}`);
  writeResults(PARTS.size === 3 ? 'foundation' : `foundation-${[...PARTS].join('-')}`, { ...results, ratios });
} finally {
  beside?.stop();
  await pgDb.drop();
  await startupDb.drop();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.rmSync(startupDir, { recursive: true, force: true });
}
