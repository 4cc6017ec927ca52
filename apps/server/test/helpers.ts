import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createServer, type Server } from '../src/server.ts';
import type { BuildOptions } from '../src/app.ts';
import { TEST_ADMIN } from './fixtures.ts';
import { createScratchDatabase } from './scratch-database.ts';

export { TEST_ADMIN };

export interface TestServer extends Server {
  url: string;
  /** The PostgreSQL database of this server (none on PGlite): more instances can join it. */
  databaseUrl?: string;
  /** Changes the database behind the app's back, as another instance would, and drops cached sessions and sold-out marks. */
  change(query: SQL): Promise<unknown[]>;
  /** Calls the API over real HTTP with the `server` header; JSON in, parsed body out. */
  call<T = any>(method: string, urlPath: string, opts?: { body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<{ status: number; body: T; headers: Headers }>;
}

/** A fresh database per test server: a copy of the migrated template, on PGlite or, in the postgres project, on PostgreSQL (test/global-setup.ts). */
async function freshDatabase(joinUrl?: string): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (joinUrl) return { url: joinUrl, database: await openDatabase({ databaseUrl: joinUrl }), drop: async () => undefined };
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !baseUrl) {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return { database: await openDatabase({ loadDataDir: blob }), drop: async () => undefined };
  }
  const scratch = await createScratchDatabase(baseUrl, { template: inject('pgTemplate') });
  return { url: scratch.url, database: await openDatabase({ databaseUrl: scratch.url }), drop: scratch.drop };
}

/** A test server on a fresh database, or one more instance on the database of `env.DATABASE_URL` (left in place). */
export async function startTestServer(env: Record<string, string> = {}, build: BuildOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const { database, drop, url: dbUrl } = await freshDatabase(env.DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_LOGIN_CAPTCHA: 'false',
    USER_LOGIN_CAPTCHA: 'false',
    THROTTLE_GET_PER_MINUTE: '100000',
    THROTTLE_LOGIN_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...env,
  });
  // every answer of a declared endpoint is checked against its output (core/http/check-answers.ts)
  const server = await createServer(config, { database, serveWeb: env.WEB_DIST !== undefined, checkAnswers: true, ...build });
  // issue #30's wire recording (test/wire/README.md): nothing is installed unless asked for
  if (process.env.WIRE_RECORD) (await import('./wire/recorder.ts')).installWireRecorder(server.app, process.env.WIRE_RECORD);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    ...server,
    url,
    databaseUrl: dbUrl,
    async change(query) {
      const rows = await server.ctx.database.rows(query);
      server.ctx.sessions.forgetAll();
      server.ctx.cluster.bus.changed('stock');
      return rows;
    },
    async call(method, urlPath, opts = {}) {
      const headers: Record<string, string> = { server: 'true', ...(opts.headers ?? {}) };
      let body: string | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      } else if (opts.raw !== undefined && !headers['content-type']) {
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(url + urlPath, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async close() {
      await server.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // each was answered as a 500 already; a test that let that pass fails here
      if (server.app.answerMismatches?.length) throw new Error(`Answers that do not match their declared output:\n${server.app.answerMismatches.join('\n')}`);
    },
  };
}

/** Logs the seeded super administrator in (captcha off) and returns the tokens. */
export async function loginAdmin(s: TestServer, keep = false) {
  const res = await s.call('POST', '/admin/Index/login', { body: { ...TEST_ADMIN, keep } });
  if (res.body.code !== 1) throw new Error('login failed: ' + JSON.stringify(res.body));
  return res.body.data.userInfo as { token: string; refresh_token: string; id: number };
}
