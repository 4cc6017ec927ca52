/**
 * Upload figures (part of `npm run bench`), on PGlite and PostgreSQL, over HTTP against a started server:
 * - throughput: 200 distinct random 1 MB files (zip archives) by 4 concurrent clients, files per second
 * - deduplication: the same 1 MB file uploaded again 50 times, one at a time, p50 and p99 in ms
 * Results are printed and written to bench/results/upload.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { zip } from '../apps/server/test/upload-fixtures.ts';

const root = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 200);
const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 4);
const REPEATS = Number(process.env.BENCH_UPLOAD_REPEATS ?? 50);
const MB = 1024 * 1024;
const ADMIN_PASSWORD = 'bench-admin-pass';
let nextPort = 18_300;

async function startApp(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD, THROTTLE_GET_PER_MINUTE: '0', THROTTLE_LOGIN_PER_MINUTE: '0', ADMIN_LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/admin/Index/login`, { headers: { server: '1' } })).ok) break;
    } catch {
      if (i > 6000) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { base, stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }) };
}

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/Index/login`, {
    method: 'POST', headers: { server: '1', 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data: { userInfo: { token: string } } };
  if (body.code !== 1) throw new Error('bench login failed');
  return body.data.userInfo.token;
}

/** A distinct 1 MB archive: random bytes stored in a zip, so the server's content check passes. */
const oneMbFile = () => zip('data.bin', crypto.randomBytes(MB - 200));

async function upload(base: string, token: string, data: Buffer, name: string): Promise<{ id: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/zip' }), name);
  const res = await fetch(`${base}/admin/ajax/upload`, { method: 'POST', headers: { server: '1', batoken: token }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data: { file: { id: number } } };
  if (body.code !== 1) throw new Error(`upload failed: ${body.msg}`);
  return body.data.file;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function bench(label: string, env: Record<string, string>) {
  const app = await startApp(env);
  try {
    const token = await adminToken(app.base);
    const files = Array.from({ length: FILES }, oneMbFile);
    await upload(app.base, token, oneMbFile(), 'warm-up.zip');

    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < files.length) {
          const i = next++;
          await upload(app.base, token, files[i], `file-${i}.zip`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    const same = files[0];
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const s = performance.now();
      await upload(app.base, token, same, 'again.zip');
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const result = {
      files: FILES,
      clients: CLIENTS,
      filesPerSecond: round(FILES / seconds),
      mbPerSecond: round(files.reduce((n, f) => n + f.length, 0) / MB / seconds),
      dedupRepeats: REPEATS,
      dedupP50Ms: round(percentile(times, 50)),
      dedupP99Ms: round(percentile(times, 99)),
    };
    console.log(`${label}: ${result.filesPerSecond} files/s of 1 MB (${CLIENTS} clients), repeated upload deduplicated in p50 ${result.dedupP50Ms} ms (p99 ${result.dedupP99Ms} ms)`);
    return result;
  } finally {
    await app.stop();
  }
}

async function freshPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_upload_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(PG_URL);
  url.pathname = '/' + name;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: PG_URL });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-pglite-'));
const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-pg-'));
const pgDb = await freshPgDatabase();
try {
  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    pglite: await bench('PGlite', { DATA_DIR: pgliteDir }),
    postgres: await bench('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: pgDb.url }),
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/upload.json'), JSON.stringify(results, null, 2));
} finally {
  await pgDb.drop();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}
