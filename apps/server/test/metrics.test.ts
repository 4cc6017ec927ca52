import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { makeShop, makeShopProduct, memberWithBalance } from './commerce-fixtures.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One series of a Prometheus exposition: its value, or 0 when it is not there. */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return 0;
}

/**
 * `GET /metrics` (core/http/metrics-endpoint.ts): off unless METRICS_TOKEN or METRICS_ALLOW is
 * set; then a Prometheus exposition for the bearer token or an allowed address, plain 401
 * otherwise; answered ahead of Fastify, as `/healthz` is.
 */
describe('metrics endpoint', () => {
  let s: TestServer;
  beforeAll(async () => {
    // an allow list the test's client (127.0.0.1) is not on: only the token opens it
    s = await startTestServer({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '203.0.113.0/24' });
  });
  afterAll(() => s.close());

  const scrape = async () => {
    const res = await fetch(s.url + '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('is off (404, as any unknown path) when neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
    const off = await startTestServer();
    try {
      const res = await fetch(off.url + '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token with a plain 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer', TOKEN, `Basic ${TOKEN}`]) {
      const res = await fetch(s.url + '/metrics', { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).toBe('Unauthorized\n');
    }
  });

  it('answers the right token with the Prometheus text exposition, never cached', async () => {
    const res = await fetch(s.url + '/metrics?x=1', { headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const type of ['app_http_request_duration_seconds histogram', 'app_db_queries_total counter', 'app_orders_created_total counter', 'app_orders_paid_total counter', 'process_cpu_user_seconds_total counter']) {
      expect(text).toContain(`# TYPE ${type}`);
    }
    const head = await fetch(s.url + '/metrics', { method: 'HEAD', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(s.url + '/metrics', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
  });

  it('counts answers by route pattern, method, status and audience; unknown paths under one label', async () => {
    const known = { route: '/api/index/index', method: 'GET', status_code: '200', audience: 'member' };
    const unknown = { route: '(unmatched)', method: 'GET', status_code: '404', audience: 'member' };
    const before = await scrape();
    expect((await s.call('GET', '/api/index/index?probe=1')).status).toBe(200);
    expect((await s.call('GET', '/api/no-such-route-42')).status).toBe(404);
    expect((await s.call('POST', '/admin/Index/login', { body: {} })).status).toBe(200);
    const after = await scrape();
    expect(series(after, 'app_http_request_duration_seconds_count', known)).toBe(series(before, 'app_http_request_duration_seconds_count', known) + 1);
    expect(series(after, 'app_http_request_duration_seconds_bucket', { ...known, le: '+Inf' })).toBeGreaterThan(0);
    expect(series(after, 'app_http_request_duration_seconds_count', unknown)).toBe(series(before, 'app_http_request_duration_seconds_count', unknown) + 1);
    expect(series(after, 'app_http_request_duration_seconds_count', { route: '/admin/Index/login', method: 'POST', audience: 'admin' })).toBeGreaterThan(0);
    // never the raw URL: no query string, no unknown path
    expect(after).not.toContain('probe=1');
    expect(after).not.toContain('no-such-route-42');
  });

  it('counts the statements sent to the database; the pool on PostgreSQL', async () => {
    const before = series(await scrape(), 'app_db_queries_total');
    expect(before).toBeGreaterThan(0); // migrations, seeds, the login above
    await memberWithBalance(s, 0); // a login: its reads and writes
    const text = await scrape();
    expect(series(text, 'app_db_queries_total')).toBeGreaterThan(before);
    if (s.databaseUrl) {
      expect(series(text, 'app_db_pool_connections')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE app_db_pool_idle_connections gauge');
      expect(text).toContain('# TYPE app_db_pool_waiting_clients gauge');
    } else {
      expect(text).not.toContain('app_db_pool_'); // the embedded database has no pool
    }
    // a transaction's BEGIN, SAVEPOINT, RELEASE and COMMIT count as well as its queries
    const fromQueries = series(await scrape(), 'app_db_queries_total');
    await s.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.transaction((sp) => sp.execute(sql`select 2`));
    });
    expect(series(await scrape(), 'app_db_queries_total')).toBeGreaterThanOrEqual(fromQueries + 6);
    // round trips: one a statement, but on PostgreSQL a BEGIN goes with a first statement that has parameters
    const counted = (text: string) => ({ statements: series(text, 'app_db_queries_total'), roundTrips: series(text, 'app_db_round_trips_total') });
    const was = counted(await scrape());
    await s.ctx.db.transaction((tx) => tx.execute(sql`select ${1}::integer`));
    const now = counted(await scrape());
    expect(now.statements - was.statements).toBeGreaterThanOrEqual(3);
    const saved = now.statements - was.statements - (now.roundTrips - was.roundTrips);
    if (s.databaseUrl) expect(saved).toBeGreaterThanOrEqual(1);
    else expect(saved).toBe(0);
  });

  it('counts orders created and paid through the member API', async () => {
    const before = await scrape();
    const m = await memberWithBalance(s, 10_000);
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 1234, stock: 5 });
    const headers = { 'ba-user-token': m.token, 'think-lang': 'en' };
    const created = await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 2 }] }, headers });
    expect(created.body.code).toBe(1);
    const paid = await s.call('POST', '/api/order/pay', { body: { id: created.body.data.row.id }, headers });
    expect(paid.body).toMatchObject({ code: 1, data: { row: { status: 'paid' } } });
    // a refused payment (paid already) is not counted
    expect((await s.call('POST', '/api/order/pay', { body: { id: created.body.data.row.id }, headers })).body.code).toBe(0);
    const after = await scrape();
    expect(series(after, 'app_orders_created_total')).toBe(series(before, 'app_orders_created_total') + 1);
    expect(series(after, 'app_orders_paid_total', { method: 'balance' })).toBe(series(before, 'app_orders_paid_total', { method: 'balance' }) + 1);
  });

  it('counts periodic job runs by job', async () => {
    const labels = { job: 'token-cleanup' };
    const before = series(await scrape(), 'app_job_runs_total', labels);
    expect(await s.ctx.cluster.jobs.runIfDue(s.ctx.cluster.jobs.get('token-cleanup')!)).toBe(true);
    expect(series(await scrape(), 'app_job_runs_total', labels)).toBe(before + 1);
  });

  it('is open without the token to a client address of METRICS_ALLOW', async () => {
    const allowed = await startTestServer({ METRICS_ALLOW: '10.0.0.0/8, 127.0.0.0/8' });
    try {
      const res = await fetch(allowed.url + '/metrics');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE app_db_queries_total counter');
    } finally {
      await allowed.close();
    }
  });
});
