import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RouteEntry } from '../src/app.ts';
import { nodeOfPath } from '@app/contract';
import { listUrl, makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * Every admin route of the real app, read from Fastify as it registered them, called
 * anonymously (303), by an admin holding every rule but the route's node (401), by one holding
 * only that node (passes the guard) and by the super admin (never 303/401, never a 500). A new
 * endpoint that forgets its guard, or checks the wrong node, fails here.
 */

// Reachable without a login (reference appendix C).
const PUBLIC = ['GET /admin/Index/login', 'POST /admin/Index/login', 'POST /admin/Index/loginTwoFactor', 'POST /admin/Index/logout'];
// A login is enough, no permission node.
const LOGIN_ONLY = ['GET /admin/Index/index', 'POST /admin/ajax/clearCache', 'GET /admin/ajax/area', 'POST /admin/ajax/upload', ...['start', 'sign', 'complete', 'abort'].map((step) => `POST /admin/ajax/upload/direct/${step}`), 'GET /admin/ajax/buildSuffixSvg', 'GET /admin/module/state', 'GET /admin/module/webEntries',
  // my own second factor (test/two-factor.test.ts)
  ...['GET twoFactor', 'POST twoFactorSetup', 'POST twoFactorEnable', 'POST twoFactorDisable'].map((r) => r.replace(' ', ' /admin/routine.AdminInfo/')),
  // my own first-run tour flag (test/admin-tour.test.ts)
  'GET /admin/routine.AdminInfo/tour', 'POST /admin/routine.AdminInfo/setTour',
  // my own signed-in sessions (test/sessions.test.ts)
  'GET /admin/routine.AdminInfo/sessions', 'POST /admin/routine.AdminInfo/endSession',
  // the command palette's records: each source only for an admin holding its list node (test/admin-search.test.ts)
  'GET /admin/Search/index'];
// Checked by the route itself, as an event stream (super admins only; test/terminal.test.ts).
const SELF_CHECKED = ['GET /admin/ajax/terminal'];
// Deliberately without a seeded rule (reference 7.9): only super admins, unless an operator adds the node.
const SUPER_ONLY = [
  'POST /admin/routine.Config/sendTestMail',
  // the terminal's package manager and port: super admins only, like the terminal (test/terminal.test.ts)
  'POST /admin/ajax/changeTerminalConfig',
  // the CRUD generator writes code: super admins only, whatever rules an admin holds (modules/crud/README.md)
  ...['POST generate', 'POST generateCheck', 'POST parseFieldData', 'GET getFileData', 'POST logStart', 'GET checkCrudLog', 'POST delete', 'GET databaseList', 'POST designFromText', 'GET describeStatus'].map((r) => r.replace(' ', ' /admin/crud.Crud/')),
  // installing code: super admins only, whatever module-store nodes a group holds (test/module-store-access.test.ts)
  ...['GET inspect', 'POST install', 'POST upload', 'POST dependentInstallComplete', 'POST changeState', 'POST uninstall', 'POST update'].map((r) => r.replace(' ', ' /admin/module/')),
  // backups hold every row and the keys: super admins only, whatever backup nodes a group holds (test/backup.test.ts)
  ...['GET index', 'POST create', 'POST download', 'POST del', 'POST settings'].map((r) => r.replace(' ', ' /admin/routine.Backup/')),
  // another admin's second factor reset (test/two-factor.test.ts)
  'POST /admin/auth.Admin/resetTwoFactor',
  // another admin's signed-in sessions (test/sessions.test.ts)
  'GET /admin/auth.Admin/sessions', 'POST /admin/auth.Admin/endSessions',
];

let s: TestServer;
let superH: Record<string, string>;
let routes: RouteEntry[];
const key = (r: RouteEntry) => `${r.method} ${r.url}`;

// The nodes a route declares (exports, views of another page's data; several separated by commas,
// any of which opens it: the schema reads of the table pickers), else the one its path gives.
const nodesOf = (r: RouteEntry) => (typeof r.permission === 'string' ? r.permission.toLowerCase().split(',') : [nodeOfPath(r.url, 'admin')]);

async function hit(r: RouteEntry, headers: Record<string, string>) {
  const res = await fetch(s.url + r.url, {
    method: r.method,
    headers: { server: 'true', 'think-lang': 'en', ...headers, ...(r.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: r.method === 'POST' ? '{}' : undefined,
  });
  const text = await res.text();
  // a download, or an image such as the file icon of buildSuffixSvg
  if (res.headers.get('content-disposition')?.startsWith('attachment') || res.headers.get('content-type')?.startsWith('image/')) return { status: res.status, code: 1, file: true };
  const body = JSON.parse(text) as { code: number; msg: string };
  return { status: res.status, code: body.code, msg: body.msg, file: false };
}

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token };
  routes = s.app.routeList.filter((r) => /^\/admin\//i.test(r.url) && !SELF_CHECKED.includes(`${r.method} ${r.url}`));
});
afterAll(() => s.close());

describe('the route table', () => {
  it('lists the admin routes, each with a guard unless public', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(key)).toEqual(expect.arrayContaining([...PUBLIC, ...LOGIN_ONLY, 'GET /admin/auth.AdminLog/export', 'POST /admin/routine.AdminInfo/edit']));
    expect(routes.filter((r) => r.auth !== 'admin').map(key).sort()).toEqual([...PUBLIC].sort());
    expect(routes.filter((r) => r.auth === 'admin' && r.permission === false).map(key).sort()).toEqual([...LOGIN_ONLY].sort());
  });

  it('every permission node a route checks is a seeded rule (else only super admins could reach it)', async () => {
    const names = new Set((await s.ctx.database.rows<{ name: string }>(sql`select lower(name) as name from admin_rule`)).map((r) => r.name));
    const missing = routes.filter((r) => !PUBLIC.includes(key(r)) && !LOGIN_ONLY.includes(key(r)) && !SUPER_ONLY.includes(key(r)) && !nodesOf(r).every((n) => names.has(n))).map((r) => `${key(r)} → ${nodesOf(r).join(',')}`);
    expect(missing).toEqual([]);
  });
});

describe('every guarded admin route', () => {
  it('asks an anonymous caller to log in (303)', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (PUBLIC.includes(key(r))) continue;
      for (const headers of [{}, { batoken: 'not-a-token' }] as Record<string, string>[]) {
        const res = await hit(r, headers);
        if (res.code !== 303) wrong.push(`${key(r)} → ${res.status} ${res.code} ${res.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an admin holding every rule but the route nodes (401); one holding only one of them passes the guard', async () => {
    const all = await s.ctx.database.rows<{ id: number; name: string }>(sql`select id, lower(name) as name from admin_rule`);
    const group = await makeGroup(s.call, superH.batoken, 'Matrix', [all[0].id]);
    const h = { batoken: (await makeAdmin(s.call, superH.batoken, 'matrix', [group])).token };
    const setRules = (ids: number[]) => s.change(sql`update admin_group set rules = ${ids.join(',')} where id = ${group}`);
    const wrong: string[] = [];
    for (const r of routes) {
      if (PUBLIC.includes(key(r))) continue;
      if (LOGIN_ONLY.includes(key(r))) {
        await setRules([]);
        const res = await hit(r, h);
        if (res.code === 303 || res.code === 401 || res.status >= 500) wrong.push(`${key(r)} (login only) → ${res.status} ${res.code} ${res.msg}`);
        continue;
      }
      if (SUPER_ONLY.includes(key(r))) {
        await setRules(all.map((rule) => rule.id));
        const res = await hit(r, h);
        if (res.code !== 401) wrong.push(`${key(r)} (super admins only) → ${res.status} ${res.code} ${res.msg}`);
        continue;
      }
      const nodes = all.filter((rule) => nodesOf(r).includes(rule.name));
      if (nodes.length < nodesOf(r).length) continue; // reported by the route-table test
      await setRules(all.filter((rule) => !nodes.includes(rule)).map((rule) => rule.id));
      const without = await hit(r, h);
      if (without.code !== 401) wrong.push(`${key(r)} without ${nodesOf(r).join(',')} → ${without.status} ${without.code} ${without.msg}`);
      for (const node of nodes) {
        await setRules([node.id]);
        const only = await hit(r, h);
        if (only.code === 401 || only.code === 303 || only.status >= 500) wrong.push(`${key(r)} with only ${node.name} → ${only.status} ${only.code} ${only.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the super admin through: a result or a business error, never 303, 401 or a 500', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (PUBLIC.includes(key(r))) continue;
      const res = await hit(r, superH);
      if (res.code === 303 || res.code === 401 || res.status >= 500 || res.status !== 200) wrong.push(`${key(r)} → ${res.status} ${res.code} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('injection through the list protocol of real resources', () => {
  const leaks = /syntax|postgres|relation|violates|constraint|\.ts:\d|server error|\$argon2/i;

  async function refused(url: string, headers = superH) {
    const res = await s.call('GET', url, { headers: { ...headers, 'think-lang': 'en' } });
    expect(res.status, url).toBe(200);
    expect(res.body.code, url).toBe(0);
    expect(res.body.msg, url).not.toMatch(leaks);
    return res.body.msg as string;
  }
  async function rowsOf(url: string, headers = superH) {
    const res = await s.call('GET', url, { headers });
    expect(res.body.code, url).toBe(1);
    expect(JSON.stringify(res.body)).not.toMatch(leaks);
    return res.body.data.list as Record<string, unknown>[];
  }
  const asExport = (url: string) => url.replace(/\/index(\?|$)/, '/export$1');

  it('field names, operators and sort columns outside the whitelist are refused (index and export)', async () => {
    const bad: [string, Parameters<typeof listUrl>[1]][] = [
      ['auth.Admin', { search: [{ field: 'password', val: 'x', operator: 'LIKE' }] }],
      ['auth.Admin', { search: [{ field: 'salt', val: '', operator: 'eq' }] }],
      ['auth.Admin', { search: [{ field: 'admin.password', val: 'x', operator: 'LIKE' }] }],
      ['auth.Admin', { search: [{ field: '"admin"."password"', val: 'x', operator: 'LIKE' }] }],
      ['auth.Admin', { search: [{ field: 'username; drop table admin; --', val: 'x', operator: 'eq' }] }],
      ['auth.Admin', { search: [{ field: 'id) or (1=1', val: '1', operator: 'eq' }] }],
      ['auth.Admin', { search: [{ field: 'username', val: 'x', operator: "= 'x' or 1=1 --" }] }],
      ['auth.Admin', { search: [{ field: 'username', val: 'x', operator: 'LIKE) OR (1=1' }] }],
      ['auth.Admin', { search: [{ field: 'motto', val: 'x', operator: 'eq' }] }], // motto allows LIKE only
      ['auth.Admin', { order: 'password,asc' }],
      ['auth.Admin', { order: 'id; drop table admin; --' }],
      ['auth.Admin', { order: 'id,desc; drop table admin' }],
      ['auth.Admin', { order: '(select password from admin limit 1),asc' }],
      ['auth.Admin', { order: 'username,asc,id' }],
      ['auth.AdminLog', { search: [{ field: 'data', val: 'password', operator: 'LIKE' }] }],
      ['auth.AdminLog', { search: [{ field: 'id', val: '1 or 1=1', operator: 'eq' }] }],
      ['auth.AdminLog', { search: [{ field: 'id', val: ['1', '2) or (1=1'], operator: 'IN' }] }],
      ['auth.AdminLog', { search: [{ field: 'id', val: '1,2) or (1=1', operator: 'RANGE' }] }],
      ['auth.AdminLog', { search: [{ field: 'create_time', val: "2024-01-01' or '1'='1", operator: 'egt' }] }],
      ['auth.AdminLog', { search: [{ field: 'url', val: 'x', operator: 'IN' }] }],
      ['auth.AdminLog', { order: 'data,desc' }],
      ['auth.AdminLog', { order: 'url,asc' }],
    ];
    for (const [path, params] of bad) {
      await refused(listUrl(path, params));
      await refused(asExport(listUrl(path, params)));
    }
  });

  it('values are bound: quotes, wildcards and SQL in values match literally', async () => {
    const admins = (p: Parameters<typeof listUrl>[1]) => rowsOf(listUrl('auth.Admin', p));
    expect(await admins({ search: [{ field: 'username', val: "' OR '1'='1", operator: 'eq' }] })).toEqual([]);
    expect(await admins({ search: [{ field: 'username', val: "x' OR 1=1 --", operator: 'LIKE' }] })).toEqual([]);
    expect(await admins({ search: [{ field: 'username', val: '%', operator: 'LIKE' }] })).toEqual([]);
    expect(await admins({ search: [{ field: 'username', val: '_dmin', operator: 'LIKE' }] })).toEqual([]);
    expect(await admins({ search: [{ field: 'username', val: ["admin') or ('1'='1"], operator: 'IN' }] })).toEqual([]);
    expect(await admins({ quickSearch: "%' OR 1=1 --" })).toEqual([]);
    expect((await admins({ search: [{ field: 'username', val: 'dmi', operator: 'LIKE' }] })).map((a) => a.username)).toContain('admin');
    const logs = await rowsOf(listUrl('auth.AdminLog', { quickSearch: "Login' OR 'a'='a" }));
    expect(logs).toEqual([]);
    const exported = await fetch(s.url + asExport(listUrl('auth.AdminLog', { quickSearch: "x' OR 1=1 --" })), { headers: { server: 'true', ...superH } });
    expect((await exported.text()).trim().split('\r\n')).toHaveLength(1); // the title row only
    // the tables are intact
    expect((await s.ctx.database.rows(sql`select id from admin`)).length).toBeGreaterThan(0);
    expect((await s.ctx.database.rows(sql`select count(*) from admin_log`)).length).toBe(1);
  });

  it("a non-super admin cannot widen the admin log's own-rows scope", async () => {
    const nodes = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ('auth/adminLog', 'auth/adminLog/index')`);
    const g = await makeGroup(s.call, superH.batoken, 'LogReaders', nodes.map((n) => n.id));
    const reader = await makeAdmin(s.call, superH.batoken, 'reader', [g]);
    const h = { batoken: reader.token };
    for (const params of [
      { search: [{ field: 'admin_id', val: '1', operator: 'eq' }] },
      { search: [{ field: 'admin_id', val: ['1', String(reader.id)], operator: 'IN' }] },
      { quickSearch: "x' OR admin_id = 1 OR 'a'='a" },
      { search: [{ field: 'admin_id', val: String(reader.id), operator: 'ne' }] },
    ]) {
      const rows = await rowsOf(listUrl('auth.AdminLog', params), h);
      expect(rows.every((r) => r.admin_id === reader.id)).toBe(true);
      const file = await (await fetch(s.url + asExport(listUrl('auth.AdminLog', params)), { headers: { server: 'true', ...h } })).text();
      const ids = file.trim().split('\r\n').slice(1).map((line) => line.split(',')[1]);
      expect(ids.every((id) => id === String(reader.id))).toBe(true);
    }
    expect((await s.call('GET', listUrl('auth.Admin', {}), { headers: h })).body.code).toBe(401);
  });
});
