import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTRACT, type FieldSpec } from './wire-contract-table.ts';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';
import { image, postFile } from './upload-fixtures.ts';

/** Issue 11 group A: every answer field of the reference's sections against the contract table, name and JSON type. */
let s: TestServer;
let adminH: Record<string, string>;
let memberH: Record<string, string>;

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Every path of a value (`list[].id`) with the JSON types seen there; tree children are read as their parent rows. */
function fieldsOf(v: unknown, at = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const path = at.replace(/(\.children\[\])+(?=\.)/g, '');
  if (at) (out.get(path) ?? out.set(path, new Set()).get(path)!).add(typeOf(v));
  if (Array.isArray(v)) for (const x of v) fieldsOf(x, `${at}[]`, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) fieldsOf(x, at ? `${at}.${k}` : k, out);
  return out;
}

const spec = (f: FieldSpec | string): FieldSpec => (typeof f === 'string' ? { type: f } : f);
const parentOf = (path: string) => path.replace(/(\.[^.]+|\[\])$/, '');

beforeAll(async () => {
  s = await startTestServer();
  adminH = { batoken: (await loginAdmin(s)).token };
  const call = (url: string, body: unknown) => s.call('POST', url, { headers: adminH, body });
  // a row in every list: a member with ledger rows, an admin edited (sensitive log) and deleted (recycle log), an upload
  expect((await call('/admin/user.User/add', { username: 'wire1', nickname: 'Wire', password: 'member-pass', group_id: 1 })).body.code).toBe(1);
  const [member] = await s.ctx.database.rows<{ id: number }>(sql`select id from "user" where username = 'wire1'`);
  expect((await call('/admin/user.MoneyLog/add', { user_id: member.id, money: '12.30', memo: 'wire' })).body.code).toBe(1);
  expect((await call('/admin/user.ScoreLog/add', { user_id: member.id, score: 5, memo: 'wire' })).body.code).toBe(1);
  expect((await call('/admin/auth.Admin/add', { username: 'wire2', nickname: 'Wire', password: 'wire-pass-1', group_arr: [1] })).body.code).toBe(1);
  const [admin] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin where username = 'wire2'`);
  expect((await call('/admin/auth.Admin/edit', { id: admin.id, mobile: '13800000009' })).body.code).toBe(1);
  expect((await s.call('DELETE', `/admin/auth.Admin/del?ids[]=${admin.id}`, { headers: adminH })).body.code).toBe(1);
  const member_ = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: 'wire1', password: 'member-pass' } });
  memberH = { 'ba-user-token': member_.body.data.userInfo.token };
  expect((await postFile(s.url + '/admin/ajax/upload', { name: 'a.png', data: await image('png'), type: 'image/png' }, adminH)).body.code).toBe(1);
});
afterAll(() => s.close());

describe('wire contract (reference sections 2–10, 14, 15)', () => {
  for (const route of CONTRACT) {
    it(`${route.method} ${route.url} (${route.ref})`, async () => {
      const body = route.method === 'POST' && route.url === '/admin/Index/login' ? { username: TEST_ADMIN.username, password: TEST_ADMIN.password } : route.body;
      const res = await s.call(route.method, route.url, { headers: route.auth === 'admin' ? adminH : route.auth === 'member' ? memberH : {}, body });
      expect(res.body.code, res.body.msg).toBe(1);
      const seen = new Map<string, Set<string>>();
      for (const [path, types] of fieldsOf(res.body.data)) {
        const key = route.normalize?.(path) ?? path;
        seen.set(key, new Set([...(seen.get(key) ?? []), ...types]));
      }
      const problems: string[] = [];
      for (const [path, types] of seen) {
        const f = route.data[path];
        if (!f) problems.push(`${path}: not in the table (${[...types].join('|')})`);
        else for (const t of types) if (!spec(f).type.split('|').includes(t)) problems.push(`${path}: ${t}, expected ${spec(f).type}`);
      }
      for (const [path, f] of Object.entries(route.data)) {
        const { omitted, optional } = spec(f);
        // a field is due where its parent is an object (a null relation has none; an array may be empty; free-form keys (.*) may be absent)
        const parent = parentOf(path);
        const parentSeen = parent === path || (!path.endsWith('[]') && !path.endsWith('.*') && (!parent || Boolean(seen.get(parent)?.has('object'))));
        if (omitted) {
          if (seen.has(path)) problems.push(`${path}: sent, though the table says it is omitted`);
        } else if (!optional && parentSeen && !seen.has(path)) problems.push(`${path}: missing`);
      }
      // every list is filled, so that its rows are checked too
      if (route.data['list[]']) expect(seen.has('list[]'), 'the list has rows').toBe(true);
      expect(problems.join("\n")).toBe("");
    });
  }

  it("on/off columns round-trip as the reference's switch sends them back", async () => {
    const rules = (await s.call('GET', '/admin/auth.Rule/index?isTree=false', { headers: adminH })).body.data.list as { id: number; status: string; keepalive: string }[];
    const rule = rules.find((r) => r.keepalive === '1')!;
    expect(rule.status).toBe('1');
    // a client posting back what it was given changes nothing
    expect((await s.call('POST', '/admin/auth.Rule/edit', { headers: adminH, body: { id: rule.id, status: rule.status, keepalive: rule.keepalive } })).body.code).toBe(1);
    const [stored] = await s.ctx.database.rows<{ status: boolean; keepalive: boolean }>(sql`select status, keepalive from admin_rule where id = ${rule.id}`);
    expect(stored).toEqual({ status: true, keepalive: true });
    expect((await s.call('POST', '/admin/auth.Rule/edit', { headers: adminH, body: { id: rule.id, keepalive: '0' } })).body.code).toBe(1);
    const after = (await s.call('GET', `/admin/auth.Rule/edit?id=${rule.id}`, { headers: adminH })).body.data.row;
    expect([after.status, after.keepalive]).toEqual(['1', '0']);
  });
});
