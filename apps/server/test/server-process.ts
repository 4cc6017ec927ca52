import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { TEST_ADMIN } from './fixtures.ts';
import { freePort } from './free-port.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * The server as its own process (src/main.ts through tsx), on a new database (PostgreSQL in the
 * postgres project, else PGlite in a new data folder), for the graceful stop tests; killed and
 * removed after the test that started it. (Per test, not in an `afterAll` of this module: a worker
 * keeps its modules from one file to the next, so such a hook ran for the first file only and left
 * the second one's database behind.)
 */
const serverDir = path.resolve(import.meta.dirname, '..');
export const GRACE_MS = 8000;

export type Started = { child: ChildProcessWithoutNullStreams; port: number; output: () => string; exited: Promise<number | null> };

export async function startProcess(): Promise<Started> {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  onTestFinished(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_LOGIN_CAPTCHA: 'false',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    LOG_LEVEL: 'warn',
  };
  if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
  } else {
    // the migrated and seeded template the API tests start from: the process starts without migrating
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    await database.close();
  }
  const port = await freePort();
  env.PORT = String(port);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './src/start-guard.ts', 'src/main.ts'], { cwd: serverDir, env });
  cleanups.push(() => void child.kill('SIGKILL'));
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('Listening on') && resolve());
    void exited.then((code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return { child, port, output: () => out, exited };
}

/** A raw connection; `read()` resolves to everything received once the server ends it or answers in full. */
export function connect(port: number): Promise<{ socket: net.Socket; response: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      let received = '';
      const done = new Promise<string>((res) => {
        socket.on('data', (d) => (received += d));
        socket.on('close', () => res(received));
        socket.on('error', () => res(received));
      });
      resolve({ socket, response: () => done });
    });
    socket.once('error', reject);
  });
}

/**
 * A login whose body is still arriving: the headers and the first `sent` characters of `body` go
 * out now; the caller writes the rest (or never does).
 */
export async function slowLogin(port: number, body: string, sent: number) {
  const slow = await connect(port);
  slow.socket.write(`POST /admin/Index/login HTTP/1.1\r\nHost: 127.0.0.1\r\nserver: true\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`);
  slow.socket.write(body.slice(0, sent));
  return slow;
}

export const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(false)));
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

export const waitFor = async (check: () => boolean, what: () => string, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out; output: ${what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

