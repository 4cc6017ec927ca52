import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminLogDescription } from '@app/contract';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { expectDescribedRows } from './described-rows.ts';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

let s: TestServer;
let superH: Record<string, string>;

interface LogRow {
  id: number;
  admin_id: number;
  username: string;
  url: string;
  title: string;
  data: string;
  ip: string;
  useragent: string;
}
const logs = async () => s.ctx.database.rows<LogRow>(sql`select * from admin_log order by id`);
const last = async () => (await logs()).at(-1)!;

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token };
});
afterAll(() => s.close());

describe('recording', () => {
  it('records a login as "Login" with the password masked', async () => {
    const row = (await logs()).find((r) => r.title === 'Login')!;
    expect(row).toMatchObject({ admin_id: 1, username: 'admin', url: '/admin/Index/login', ip: '127.0.0.1' });
    expect(JSON.parse(row.data)).toMatchObject({ username: 'admin', password: '***', keep: false });
    expect(row.data).not.toContain(TEST_ADMIN.password);
  });

  it('records a failed login under the posted username', async () => {
    await s.call('POST', '/admin/Index/login', { body: { username: 'ghost', password: 'wrong-pass' }, headers: { 'user-agent': 'probe/1.0' } });
    expect(await last()).toMatchObject({ admin_id: 0, username: 'ghost', title: 'Login', useragent: 'probe/1.0' });
  });

  it('masks password, salt and token keys at any depth, in body and query', async () => {
    await s.call('POST', '/admin/auth.Admin/edit?batoken=in-the-query', {
      headers: superH,
      body: {
        id: 1,
        nickname: 'Admin',
        password: TEST_ADMIN.password, // saved as it was: the admin keeps logging in
        profile: { adminPassword: 'p2', refreshToken: 'r', list: [{ salt: 's', keep: 'k' }, { nested: { BaToken: 't' } }] },
      },
    });
    const row = await last();
    expect(row).toMatchObject({ admin_id: 1, username: 'admin', title: '管理员管理-编辑' });
    expect(JSON.parse(row.data)).toEqual({
      batoken: '***',
      id: 1,
      nickname: 'Admin',
      password: '***',
      profile: { adminPassword: '***', refreshToken: '***', list: [{ salt: '***', keep: 'k' }, { nested: { BaToken: '***' } }] },
    });
    for (const secret of [TEST_ADMIN.password, 'in-the-query', '"p2"', '"r"', '"t"']) expect(row.data).not.toContain(secret);
  });

  it('records DELETE actions whatever their outcome; GET, index and logout are not recorded', async () => {
    await s.call('DELETE', '/admin/auth.Admin/del?ids[]=999', { headers: superH });
    expect(await last()).toMatchObject({ title: '管理员管理-删除', url: '/admin/auth.Admin/del?ids[]=999' });
    expect(JSON.parse((await last()).data)).toEqual({ ids: ['999'] });
    const before = (await logs()).length;
    await s.call('GET', '/admin/auth.Admin/index', { headers: superH });
    await s.call('GET', '/admin/auth.Admin/edit?id=1', { headers: superH });
    await s.call('POST', '/admin/Index/logout', { headers: superH, body: {} });
    expect((await logs()).length).toBe(before);
  });
});

describe('the log list', () => {
  it('super admins see every row, newest first, searchable by title', async () => {
    superH = { batoken: (await loginAdmin(s)).token };
    const res = await s.call('GET', '/admin/auth.AdminLog/index', { headers: superH });
    expect(res.body.code).toBe(1);
    const all = await logs();
    expect(res.body.data.total).toBe(all.length);
    expect(res.body.data.list[0].id).toBe(all.at(-1)!.id);
    expect(typeof res.body.data.list[0].create_time).toBe('number');
    expectDescribedRows(adminLogDescription, res.body.data.list);
    const search = await s.call('GET', '/admin/auth.AdminLog/index?quickSearch=Login', { headers: superH });
    expect(search.body.data.list.every((r: { title: string }) => r.title === 'Login')).toBe(true);
  });

  it('others see only their own rows', async () => {
    const rules = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ('auth', 'auth/adminLog', 'auth/adminLog/index')`)).map((r) => r.id);
    const reader = await makeAdmin(s.call, superH.batoken, 'reader', [await makeGroup(s.call, superH.batoken, 'LogReaders', rules)]);
    const res = await s.call('GET', '/admin/auth.AdminLog/index', { headers: { batoken: reader.token } });
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.list.every((r: { admin_id: number }) => r.admin_id === reader.id)).toBe(true);
    const noAdd = await s.call('POST', '/admin/auth.AdminLog/add', { headers: superH, body: {} });
    expect(noAdd.status).toBe(404);
  });
});
