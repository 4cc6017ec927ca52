import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { captcha } from '../src/db/schema/index.ts';
import { captchaKey } from '../src/core/captcha/service.ts';
import { solveClickCaptcha, type CaptchaPoint } from '../src/core/captcha/index.ts';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

/**
 * Two instances on one PostgreSQL database, as behind a proxy: requests alternate between them.
 * Run with the PostgreSQL bus and counters, and again with Redis (127.0.0.1:6379) when it answers.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Polls `check` until it holds; resolves to the milliseconds it took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  while (!(await check())) {
    if (performance.now() - t0 > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - t0;
}

const backends = onPostgres ? [{ name: 'PostgreSQL', env: {} as Record<string, string> }, { name: 'Redis', env: { REDIS_URL } }] : [];

describe.skipIf(!onPostgres).each(backends)('two instances on one database ($name)', ({ name, env: extra }) => {
  let a: TestServer;
  let b: TestServer;
  let skip = false;
  const env = {
    TOKEN_SECRET: crypto.randomBytes(32).toString('hex'), // shared, or a token of one instance means nothing to the other
    TRUST_PROXY: 'true', // each test is its own client address (X-Forwarded-For)
    THROTTLE_LOGIN_PER_MINUTE: '6',
    THROTTLE_GET_PER_MINUTE: '8',
    ...extra,
  };

  beforeAll(async () => {
    if (name === 'Redis' && !(await redisAnswers())) {
      skip = true;
      return;
    }
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close(); // drops the database
  });

  let ip = 0;
  const client = () => ({ 'x-forwarded-for': `203.0.113.${++ip}`, 'think-lang': 'en' });

  it('share the login budget of an account (failures on either count)', async (t) => {
    if (skip) t.skip();
    const results = [];
    for (let i = 0; i < 12; i++) {
      const s = i % 2 ? b : a;
      results.push((await s.call('POST', '/admin/Index/login', { body: { username: TEST_ADMIN.username, password: `wrong-${i}-pass` }, headers: client() })).body.msg);
    }
    expect(results.filter((m) => m === 'Wrong password')).toHaveLength(10);
    expect(results.slice(10).every((m) => /exceeds the limit/.test(m))).toBe(true);
    expect((await b.call('POST', '/admin/Index/login', { body: TEST_ADMIN, headers: client() })).body.msg).toMatch(/exceeds the limit/);
    await a.change(sql`update admin set login_failure = 0, last_failure_time = null where id = 1`);
  });

  it('share the login throttle of a client address', async (t) => {
    if (skip) t.skip();
    const me = client();
    const msgs = [];
    for (let i = 0; i < 7; i++) {
      const s = i % 2 ? b : a;
      msgs.push((await s.call('POST', '/admin/Index/login', { body: { username: 'nobody_here', password: 'whatever-1' }, headers: me })).body.msg);
    }
    expect(msgs.slice(0, 6).every((m) => !m.startsWith('Please do not request frequently'))).toBe(true);
    expect(msgs[6]).toMatch(/^Please do not request frequently/);
    // Another address is not affected.
    expect((await a.call('POST', '/admin/Index/login', { body: { username: 'nobody_here', password: 'whatever-1' }, headers: client() })).body.msg).not.toMatch(/frequently/);
  });

  it('share the GET throttle of a client address (counted in batches)', async (t) => {
    if (skip) t.skip();
    const me = client();
    const get = (s: TestServer) => s.call('GET', '/admin/Index/login', { headers: me });
    for (let i = 0; i < 8; i++) expect((await get(i % 2 ? b : a)).body.code).toBe(1);
    // An instance learns the shared total when its own batch is answered: after one more request
    // each and a batch period, both know of all ten.
    const pause = () => new Promise((r) => setTimeout(r, 600));
    await pause();
    await get(a);
    await get(b);
    await pause();
    for (const s of [a, b]) {
      const refused = await get(s);
      expect(refused.body.msg).toMatch(/^Please do not request frequently/);
    }
  });

  it('check on one instance the captcha made on the other, once', async (t) => {
    if (skip) t.skip();
    const id = `cluster-${crypto.randomUUID()}`;
    expect((await a.call('GET', `/api/common/clickCaptcha?id=${id}`, { headers: client() })).body.code).toBe(1);
    const [row] = await b.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(id)));
    const layout = JSON.parse(row.captcha!) as { text: CaptchaPoint[]; width: number; height: number };
    const info = solveClickCaptcha(layout.text, layout.width, layout.height, layout.width, layout.height);
    const check = (s: TestServer) => s.call('POST', '/api/common/checkClickCaptcha', { body: { id, info, unset: true }, headers: client() });
    expect((await check(b)).body.code).toBe(1);
    expect((await check(a)).body.code).toBe(0); // consumed on b
  });

  it('refuse a token revoked on the other instance at once (not a cached second later)', async (t) => {
    if (skip) t.skip();
    const { token, refresh_token } = await loginAdmin(a);
    const h = { batoken: token, 'x-forwarded-for': '198.51.100.1' };
    expect((await b.call('GET', '/admin/Index/index', { headers: h })).body.code).toBe(1); // b now holds the session for a second
    expect((await a.call('POST', '/admin/Index/logout', { body: { refreshToken: refresh_token }, headers: h })).body.code).toBe(1);
    const ms = await within(1000, async () => (await b.call('GET', '/admin/Index/index', { headers: h })).body.code === 303);
    expect(ms).toBeLessThan(500); // the bus, not the cache's second
  });

  it('show a config change made on one instance in the other one\'s bootstrap', async (t) => {
    if (skip) t.skip();
    const h = { batoken: (await loginAdmin(a)).token, 'x-forwarded-for': '198.51.100.2' };
    const siteName = async (s: TestServer) => (await s.call('GET', '/admin/Index/index', { headers: h })).body.data.siteConfig.siteName as string;
    const before = await siteName(b);
    const renamed = `Cluster ${name}`;
    expect(before).not.toBe(renamed);
    expect((await a.call('POST', '/admin/routine.Config/edit?group=basics', { headers: h, body: { site_name: renamed } })).body.code).toBe(1);
    const ms = await within(1000, async () => (await siteName(b)) === renamed);
    expect(ms).toBeLessThan(500); // the settings cache lives 5 s without the bus
  });

  it('reflect a rule change made on one instance in the other one\'s menu', async (t) => {
    if (skip) t.skip();
    const h = { batoken: (await loginAdmin(a)).token, 'x-forwarded-for': '198.51.100.3' };
    const menuTitles = async (s: TestServer) => {
      const menus = (await s.call('GET', '/admin/Index/index', { headers: h })).body.data.menus as { id: number; title: string; children?: unknown[] }[];
      const all: { id: number; title: string }[] = [];
      const walk = (list: typeof menus) => list.forEach((m) => (all.push(m), walk((m.children ?? []) as typeof menus)));
      walk(menus);
      return all;
    };
    const target = (await menuTitles(b))[0];
    const title = `Renamed on ${name}`;
    expect((await a.call('POST', '/admin/auth.Rule/edit', { headers: h, body: { id: target.id, title } })).body.code).toBe(1);
    const ms = await within(1000, async () => (await menuTitles(b)).some((m) => m.id === target.id && m.title === title));
    expect(ms).toBeLessThan(500);
  });

  it('drop every cache of an instance whose link to the others was lost, once it is back', async (t) => {
    if (skip || name !== 'PostgreSQL') t.skip();
    let dropped = 0;
    b.ctx.cluster.bus.on('config', () => dropped++);
    // Ends b's LISTEN connection (the only one of the database listening): b reconnects and drops all.
    const db = new URL(b.databaseUrl!).pathname.slice(1);
    const [ended] = await a.ctx.database.rows<{ n: number }>(sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = ${db} and query ilike 'listen %' and pid <> pg_backend_pid()`);
    expect(ended.n).toBe(2); // a's and b's
    await within(5000, async () => dropped > 0);
    // Linked again: a change on a reaches b.
    dropped = 0;
    a.ctx.settings.invalidate();
    await within(1000, async () => dropped > 0);
  });

  it('run a periodic job once per period, whichever instance looks', async (t) => {
    if (skip) t.skip();
    let runs = 0;
    const job = { name: `test-${crypto.randomUUID().slice(0, 8)}`, everyMs: 60_000, run: async () => void runs++ };
    const ran = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a).ctx.cluster.jobs.runIfDue(job)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Due again once the period is over: moved back by hand instead of waiting a minute.
    await a.change(sql`update job_run set next_run_time = now() - interval '1 second' where name = ${job.name}`);
    const again = await Promise.all([b.ctx.cluster.jobs.runIfDue(job), a.ctx.cluster.jobs.runIfDue(job)]);
    expect(again.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  });
});

describe.skipIf(onPostgres)('one instance on PGlite', () => {
  it('uses in-process equivalents: a local bus and counters, jobs claimed in the embedded database', async () => {
    const s = await startTestServer({ THROTTLE_LOGIN_PER_MINUTE: '2' });
    try {
      expect(s.ctx.cluster.kind).toBe('local');
      const job = { name: 'test-local', everyMs: 60_000, run: async () => undefined };
      expect(await s.ctx.cluster.jobs.runIfDue(job)).toBe(true);
      expect(await s.ctx.cluster.jobs.runIfDue(job)).toBe(false);
      const msgs = [];
      for (let i = 0; i < 3; i++) msgs.push((await s.call('POST', '/admin/Index/login', { body: { username: 'nobody_here', password: 'whatever-1' } })).body.msg);
      expect(msgs[2]).toMatch(/频繁|frequently/);
    } finally {
      await s.close();
    }
  });
});

describe('periodic clean-up jobs', () => {
  it('remove expired tokens, captchas and codes, and leave the rest', async () => {
    const s = await startTestServer();
    try {
      const { jobs } = s.ctx.cluster;
      await s.ctx.database.rows(sql`insert into token (token, type, user_id, expire_time) values ('expired-digest', 'admin', 1, now() - interval '1 minute'), ('live-digest', 'admin', 1, now() + interval '1 hour')`);
      await s.ctx.database.rows(sql`insert into captcha (key, code, expire_time) values ('old', 'x', now() - interval '1 minute'), ('new', 'y', now() + interval '1 hour')`);
      for (const name of ['token-cleanup', 'captcha-cleanup']) {
        await s.change(sql`delete from job_run where name = ${name}`); // due now, whatever ran at start
        expect(await jobs.runIfDue(jobs.get(name)!)).toBe(true);
      }
      expect((await s.ctx.database.rows<{ token: string }>(sql`select token from token where token in ('expired-digest', 'live-digest')`)).map((r) => r.token)).toEqual(['live-digest']);
      expect((await s.ctx.database.rows<{ key: string }>(sql`select key from captcha where key in ('old', 'new')`)).map((r) => r.key)).toEqual(['new']);
    } finally {
      await s.close();
    }
  });
});

describe('sessions', () => {
  it('share one lookup among the requests with the same token while it runs; a request after a drop starts its own', async () => {
    const s = await startTestServer();
    try {
      const raw = await s.ctx.tokens.issue('admin', 1);
      const other = await s.ctx.tokens.issue('admin', 1);
      const prepared = vi.spyOn(s.ctx.database, 'prepared');
      const lookups = () => prepared.mock.calls.filter(([name]) => name === 'admin_session').length;

      const answers = await Promise.all([...Array(20)].map((_, i) => s.ctx.sessions.admin(i % 2 ? raw : other)));
      expect(answers.map((a) => a.state === 'ok' && a.principal.id)).toEqual(Array(20).fill(1));
      expect(answers.map((a) => a.state === 'ok' && a.token)).toEqual([...Array(20)].map((_, i) => (i % 2 ? raw : other)));
      expect(lookups()).toBe(2); // one per token

      s.ctx.sessions.forgetAll();
      const before = s.ctx.sessions.admin(raw);
      s.ctx.sessions.forgetAll(); // a revocation while that lookup runs: the next request does not join it
      const after = s.ctx.sessions.admin(raw);
      expect(after).not.toBe(before);
      expect([(await before).state, (await after).state]).toEqual(['ok', 'ok']);
      expect(lookups()).toBe(4);
    } finally {
      await s.close();
    }
  });

  it('do not remember a lookup that was under way when a revocation dropped them', async () => {
    const s = await startTestServer();
    try {
      const raw = await s.ctx.tokens.issue('admin', 1);
      const during = s.ctx.sessions.admin(raw); // its query is sent ...
      s.ctx.sessions.forgetAll(); // ... and a drop (another instance's revocation) comes before its answer
      expect((await during).state).toBe('ok');
      // The row goes behind the app's back, with no drop: only a lookup that was not remembered sees it.
      await s.ctx.database.rows(sql`delete from token where user_id = 1 and type = 'admin'`);
      expect((await s.ctx.sessions.admin(raw)).state).toBe('none');
    } finally {
      await s.close();
    }
  });
});
