/** What every benchmark needs: a throwaway PostgreSQL database, the app started as a process, an admin token, results. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN_PASSWORD = 'bench-admin-pass';

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new database next to PG_URL's, dropped (even with connections left) by `drop`. */
export async function freshPgDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withClient(PG_URL, (c) => c.query(`create database ${name}`));
  const url = new URL(PG_URL);
  url.pathname = '/' + name;
  return { url: url.toString(), drop: () => withClient(PG_URL, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/** Polls until the URL answers 2xx; returns the time it did (performance.now()). */
export async function waitFor(url: string, headers: Record<string, string> = { server: '1' }, timeoutMs = 120_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(url, { headers })).ok) return performance.now();
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

/** Starts the server as its own process (throttles and the login captcha off), ready when the login answers. */
export async function startApp(port: number, env: Record<string, string | undefined>): Promise<StartedApp> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD,
      THROTTLE_GET_PER_MINUTE: '0', THROTTLE_LOGIN_PER_MINUTE: '0', ADMIN_LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'warn', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const readyAt = await waitFor(`${base}/admin/Index/login`);
  return {
    child,
    port,
    base,
    startupMs: Math.round(readyAt - t0),
    stop: () => new Promise((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }),
  };
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

/** Writes `bench/results/<name>.json`. */
export function writeResults(name: string, results: unknown): void {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${name}.json`), JSON.stringify(results, null, 2) + '\n');
}
