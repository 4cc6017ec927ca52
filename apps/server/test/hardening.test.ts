import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/** Issue 11 group B: security headers, NUL bytes, secrets in logs and in the admin log. */
let s: TestServer;
let token: string;
let superH: Record<string, string>;
const logLines: string[] = [];
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');

beforeAll(async () => {
  s = await startTestServer({ LOG_LEVEL: 'info', WEB_DIST: webDist }, { logStream: { write: (line) => void logLines.push(line) } });
  token = (await loginAdmin(s)).token;
  superH = { batoken: token, 'think-lang': 'en' };
});
afterAll(async () => {
  await s.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('an HTML answer carries a CSP against framing and injection, nosniff and a referrer policy', async () => {
    const res = await fetch(s.url + '/admin/dashboard');
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('API answers, errors included, are nosniff; stored files stay readable from other origins', async () => {
    for (const res of [await s.call('GET', '/admin/Index/login'), await s.call('POST', '/admin/Nope/index'), await s.call('GET', '/api/index/index')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await s.call('GET', '/api/index/index')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('an API answer is data: its CSP allows nothing and no framing, and it carries none of the page-only headers', async () => {
    const page = (await fetch(s.url + '/admin/dashboard')).headers;
    for (const res of [await s.call('GET', '/admin/Index/index', { headers: superH }), await s.call('POST', '/admin/Index/logout', { body: {} }), await s.call('GET', '/api/index/index')]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBe(page.get('strict-transport-security'));
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(page.get(pageOnly), pageOnly).not.toBeNull();
        expect(res.headers.get(pageOnly), pageOnly).toBeNull();
      }
    }
  });
});

describe('the schema reads of the table pickers', () => {
  const reads = ['/admin/ajax/getDatabaseConnectionList', '/admin/ajax/getTableList', '/admin/ajax/getTablePk?table=admin', '/admin/ajax/getTableFieldList?table=admin&clean=1'];
  const adminWith = async (name: string, rules: string[]) => {
    const ids = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ${sql.raw(`(${rules.map((r) => `'${r}'`).join(',')})`)}`)).map((r) => r.id);
    expect(ids).toHaveLength(rules.length);
    return { batoken: (await makeAdmin(s.call, token, name, [await makeGroup(s.call, token, name, ids)])).token, 'think-lang': 'en' };
  };

  it('refuse an admin whose pages use none of them (the dashboard only)', async () => {
    const h = await adminWith('dashonly', ['dashboard', 'dashboard/index']);
    for (const url of reads) expect((await s.call('GET', url, { headers: h })).body, url).toMatchObject({ code: 401, msg: 'You have no permission to operate!', data: [] });
  });

  it('answer an admin holding one of the pages that pick tables and columns, and the super admin', async () => {
    for (const [name, page] of [['sensitive', 'security/sensitiveData'], ['recycle', 'security/dataRecycle'], ['generator', 'crud/crud']]) {
      const h = await adminWith(name, [page]);
      for (const url of reads) expect((await s.call('GET', url, { headers: h })).body.code, `${page} ${url}`).toBe(1);
    }
    const fields = await s.call('GET', reads[3], { headers: superH });
    expect(fields.body).toMatchObject({ code: 1, data: { pk: 'id', fieldList: { username: expect.any(String) } } });
  });
});

describe('API_DOCS', () => {
  it('on by default: /docs/json lists the operations; false: /docs and /docs/json are not found', async () => {
    expect(((await (await fetch(s.url + '/docs/json')).json()) as { paths: object }).paths).toHaveProperty(['/admin/Index/login']);
    const closed = await startTestServer({ API_DOCS: 'false' });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await closed.call('GET', url);
        expect(res.body, url).toMatchObject({ code: 0 });
        expect(res.status, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
  }, 120_000); // a second server starts
});

describe('NUL bytes', () => {
  it('in a body string or key: code 0 naming the field, nothing stored', async () => {
    const login = await s.call('POST', '/admin/Index/login', { body: { username: 'adm\u0000in', password: 'x' }, headers: { 'think-lang': 'en' } });
    expect(login).toMatchObject({ status: 200, body: { code: 0, msg: 'Parameter username must not contain NUL characters' } });
    const zh = await s.call('POST', '/admin/auth.Group/add', { body: { name: 'g', rules: [], nested: { deep: ['ok', 'b\u0000d'] } }, headers: { batoken: token } });
    expect(zh.body).toMatchObject({ code: 0, msg: '参数 nested.deep.1 不能包含 NUL 字符' });
    const key = await s.call('POST', '/admin/auth.Group/add', { body: { name: 'g', ['x\u0000y']: 1 }, headers: superH });
    expect(key.body).toMatchObject({ code: 0, msg: 'Parameter xy must not contain NUL characters' });
    expect(await s.ctx.database.rows(sql`select id from admin_group where name = 'g'`)).toEqual([]);
  });

  it('in a query value: code 0 naming the field', async () => {
    const res = await s.call('GET', '/admin/auth.Admin/index?quickSearch=a%00b', { headers: superH });
    expect(res.body).toMatchObject({ code: 0, msg: 'Parameter quickSearch must not contain NUL characters' });
    const search = await s.call('GET', '/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=eq&search[0][val]=%00', { headers: superH });
    expect(search.body).toMatchObject({ code: 0, msg: 'Parameter search.0.val must not contain NUL characters' });
  });

  it('no route answers 500 to a NUL in its query or body', async () => {
    const routes = s.app.routeList.filter((r) => !r.url.includes('*') && !r.url.includes(':'));
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      const res = await s.call(r.method, `${r.url}?id=1%00&name=%00`, { headers: superH, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: { id: 1, name: '\u0000', username: 'a\u0000' } }) });
      expect([r.method, r.url, res.status]).not.toContain(500);
      if (res.headers.get('content-type')?.includes('json')) expect([r.url, res.body.code]).toEqual([r.url, 0]);
    }
  });

  it("a payment notify's refusal is never an HTTP 200 (WeChat Pay would take it for accepted)", async () => {
    for (const url of ['/api/pay/wechat/notify', '/api/withdraw/wechat/notify']) {
      const res = await s.call('POST', `${url}?id=1%00`, { body: { id: 1 } });
      expect([url, res.status, res.body.code]).toEqual([url, 400, 0]);
    }
  });
});

describe('secrets stay out of logs', () => {
  it("a failed query's bound parameters (an argon2id hash) are not logged", async () => {
    // An error the API does not expect from the database: a trigger refusing the insert.
    await s.change(sql.raw(`create function hardening_fail() returns trigger language plpgsql as $$ begin raise exception 'hardening trigger'; end $$`));
    await s.change(sql`create trigger hardening_fail before insert on admin for each row execute function hardening_fail()`);
    try {
      logLines.length = 0;
      const res = await s.call('POST', '/admin/auth.Admin/add', { headers: superH, body: { username: 'leaky', nickname: 'Leaky', password: 'leaky-pass-1', group_arr: [1] } });
      expect(res.status).toBe(500);
      const logged = logLines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('hardening trigger');
      expect(logged).toContain('insert into \\"admin\\"');
      expect(logged).not.toContain('$argon2id$');
      expect(logged).not.toContain('leaky-pass-1');
    } finally {
      await s.change(sql`drop trigger hardening_fail on admin`);
    }
  });

  it('tokens given in the query string are masked in admin_log.url', async () => {
    const res = await fetch(`${s.url}/admin/auth.Group/add?batoken=${token}&ba-user-token=u-secret&keep=1`, {
      method: 'POST',
      headers: { server: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'via-query', rules: [] }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(1);
    const [row] = await s.ctx.database.rows<{ url: string; data: string }>(sql`select url, data from admin_log order by id desc limit 1`);
    expect(row.url).toBe('/admin/auth.Group/add?batoken=***&ba-user-token=***&keep=1');
    expect(row.data).not.toContain(token);
    expect(logLines.join('')).not.toContain(token);
  });
});
