import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * `/healthz` and `/readyz` (core/http/health.ts): plain JSON outside the API's envelope, never
 * cached, and answered ahead of the throttles and the IP filter; `/readyz` 503 with a reason when
 * the database is gone, a migration is missing, or the instance is stopping.
 */
describe('health endpoints', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ THROTTLE_GET_PER_MINUTE: '2' });
  });
  afterAll(() => s.close());

  const get = (path: string, init: RequestInit = {}) => fetch(s.url + path, init);

  it('/healthz answers 200 with plain JSON, no-store', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
    const head = await get('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('/readyz answers 200 when the database answers and is migrated', async () => {
    const res = await get('/readyz?probe=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('other methods are refused outside the envelope', async () => {
    const res = await get('/readyz', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ status: 'error', reason: 'method' });
  });

  it('are no API operations: not among the routes, nor in the OpenAPI description', async () => {
    expect(s.app.routeList.filter((r) => /healthz|readyz/i.test(r.url))).toEqual([]);
    const docs = await s.call('GET', '/docs/json');
    expect(Object.keys((docs.body as { paths: object }).paths).filter((p) => /healthz|readyz/i.test(p))).toEqual([]);
  });

  it('an exhausted GET throttle does not apply to them', async () => {
    for (let i = 0; i < 3; i++) await s.call('GET', '/api/index/index');
    const api = await s.call('GET', '/api/index/index', { headers: { 'think-lang': 'en' } });
    expect(api.body.msg).toMatch(/Please do not request frequently/);
    for (let i = 0; i < 5; i++) {
      expect((await get('/healthz')).status).toBe(200);
      expect((await get('/readyz')).status).toBe(200);
    }
  });

  it('a blocked IP still gets them (the API answers it 403)', async () => {
    await s.change(sql`update config set value = '127.0.0.0/8' where name = 'no_access_ip'`);
    s.ctx.settings.invalidate();
    expect((await s.call('POST', '/admin/Index/login', { body: {} })).status).toBe(403);
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('/readyz is 503 "migrations" while a migration of this build is not applied, then "stopping" once the instance stops', async () => {
    const other = await startTestServer();
    try {
      await other.change(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const res = await fetch(other.url + '/readyz');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'unready', reason: 'migrations' });
      expect((await fetch(other.url + '/healthz')).status).toBe(200);

      other.app.health.stopping = true; // what Server.close does first
      const stopping = await fetch(other.url + '/readyz');
      expect(stopping.status).toBe(503);
      expect(stopping.headers.get('connection')).toBe('close');
      expect(await stopping.json()).toEqual({ status: 'unready', reason: 'stopping' });
    } finally {
      await other.close();
    }
  });

  it('/readyz is 503 "database" when the database is gone; /healthz stays 200', async () => {
    const other = await startTestServer();
    let closed = false;
    try {
      expect((await fetch(other.url + '/readyz')).status).toBe(200);
      if (other.databaseUrl) {
        // PostgreSQL: the instance's database dropped under it (its connections terminated)
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`drop database ${new URL(other.databaseUrl).pathname.slice(1)} with (force)`);
        } finally {
          await admin.end();
        }
      } else {
        // the embedded database: its handle closed
        await other.ctx.database.close();
        closed = true;
      }
      const res = await fetch(other.url + '/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unready', reason: 'database' });
      expect((await fetch(other.url + '/healthz')).status).toBe(200);
    } finally {
      await other.close().catch((err) => {
        if (!closed) throw err; // the embedded database cannot be closed twice
      });
    }
  });
});
