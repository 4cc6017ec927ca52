import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { getCurrentTest } from 'vitest/suite';

/**
 * Issue #30's wire guard (README.md here): with `WIRE_RECORD=<dir>`, the test helpers install this
 * on every test server. Each answer is appended, raw, to `<dir>/<project>/<test file>.jsonl` with
 * the test that caused it (vitest's current test when the request arrived), the route's pattern,
 * the status, the content type and the body as sent (un-gzipped; null for a stream). Nothing is
 * normalised here: `wire.ts` does that when it builds or checks a recording, so normalising can be
 * refined without running the suites again.
 */
export interface RawAnswer {
  /** test file, relative to apps/server */
  f: string;
  /** the test's full name (`describe > test`), or `(hooks)` outside a test */
  t: string;
  m: string;
  /** the route's pattern, `(none)` when no route matched */
  r: string;
  /** the path asked, for reading a diff only */
  u: string;
  s: number;
  ty: string;
  b: string | null;
  /** arrival and answer, in ms on this process's clock: which answers of a test overlapped */
  t0: number;
  t1: number;
  /** wall time of the answer: times near it are normalised */
  at: number;
}

interface Pending {
  f: string;
  t: string;
  t0: number;
  body?: string | null;
}

const pending = new WeakMap<FastifyRequest, Pending>();
const serverRoot = path.resolve(import.meta.dirname, '../..');

function bodyText(payload: unknown, encoding: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return (encoding === 'gzip' ? gunzipSync(payload) : payload).toString(isText(encoding) ? 'utf8' : 'base64');
  return null;
}

function isText(encoding: unknown): boolean {
  return encoding === undefined || encoding === 'gzip';
}

/**
 * The test running now: its file and full name (`describe > test`). In a hook outside a test
 * (beforeAll, afterAll) there is none, and expect's state still names the last test of the worker's
 * previous file (`isolate: false`): those requests are keyed `(hooks)` with the file being run.
 */
function currentTest(): { f: string; t: string } {
  const test = getCurrentTest();
  if (!test) return { f: path.relative(serverRoot, expect.getState().testPath ?? 'unknown'), t: '(hooks)' };
  const names: string[] = [test.name];
  for (let suite = test.suite; suite && suite.name && suite !== (test.file as unknown); suite = suite.suite) names.unshift(suite.name);
  return { f: path.relative(serverRoot, test.file.filepath), t: names.join(' > ') };
}

export function installWireRecorder(app: FastifyInstance, dir: string): void {
  const project = process.env.TEST_DB_KIND ?? 'default';
  const out = path.join(dir, project);
  fs.mkdirSync(out, { recursive: true });
  const routesFile = path.join(dir, 'routes.json');
  app.addHook('onReady', async () => {
    if (fs.existsSync(routesFile)) return;
    const routes = app.routeList.map((r) => ({ method: r.method, url: r.url, output: !!r.output, file: r.file ?? null, hidden: !!r.hidden }));
    fs.writeFileSync(routesFile, JSON.stringify(routes));
  });
  app.addHook('onRequest', async (req) => {
    pending.set(req, { ...currentTest(), t0: performance.now() });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const p = pending.get(req);
    if (p) p.body = bodyText(payload, reply.getHeader('content-encoding'));
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const p = pending.get(req);
    if (!p) return;
    const answer: RawAnswer = {
      f: p.f,
      t: p.t,
      m: req.method,
      r: req.routeOptions.url ?? '(none)',
      u: req.url.split('?')[0],
      s: reply.statusCode,
      ty: String(reply.getHeader('content-type') ?? '').split(';')[0].trim(),
      b: p.body === undefined ? null : p.body,
      t0: p.t0,
      t1: performance.now(),
      at: Date.now(),
    };
    fs.appendFileSync(path.join(out, p.f.replace(/[\\/]/g, '__') + '.jsonl'), JSON.stringify(answer) + '\n');
  });
}
