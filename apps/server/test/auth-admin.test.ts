import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listUrl, makeAdmin, makeGroup, makeMenu } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let superH: Record<string, string>;
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

beforeAll(async () => {
  s = await startTestServer();
  superH = en({ batoken: (await loginAdmin(s)).token });
});
afterAll(() => s.close());

const adminRow = async (username: string) =>
  (await s.ctx.database.rows<{ id: number; password: string; salt: string; status: boolean; avatar: string }>(sql`select * from admin where username = ${username}`))[0];
const groupsOf = async (uid: number) =>
  (await s.ctx.database.rows<{ group_id: number }>(sql`select group_id from admin_group_access where uid = ${uid} order by group_id`)).map((r) => r.group_id);

describe('list and edit form', () => {
  it('lists admins with their groups, without secrets, last login formatted', async () => {
    const res = await s.call('GET', '/admin/auth.Admin/index', { headers: superH });
    expect(res.body.code).toBe(1);
    const [me] = res.body.data.list;
    expect(me).toMatchObject({ id: 1, username: 'admin', group_arr: [1], group_name_arr: ['Super administrators'], avatar: '/static/images/avatar.png', status: '1' });
    expect(me.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const secret of ['password', 'salt', 'login_failure', 'last_failure_time']) expect(me).not.toHaveProperty(secret);
    expect(res.body.data).toMatchObject({ total: 1, remark: '' });
  });

  it('GET edit gives the row with an empty password and the group ids', async () => {
    const res = await s.call('GET', '/admin/auth.Admin/edit?id=1', { headers: superH });
    expect(res.body.data.row).toMatchObject({ id: 1, username: 'admin', password: '', group_arr: [1] });
    expect(res.body.data.row).not.toHaveProperty('salt');
  });
});

describe('add', () => {
  it('creates an admin with an argon2id hash and group rows', async () => {
    const res = await s.call('POST', '/admin/auth.Admin/add', {
      headers: superH,
      body: { username: 'alice', nickname: 'Alice', password: 'alice-pass1', email: 'alice@example.com', mobile: '13800000001', group_arr: [2, '3'], avatar: '/static/images/avatar.png', status: '1' },
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Added successfully!' });
    const row = await adminRow('alice');
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.salt).toBe('');
    expect(row.avatar).toBe('');
    expect(await groupsOf(row.id)).toEqual([2, 3]);
    const login = await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'alice-pass1' } });
    expect(login.body.code).toBe(1);
  });

  it('refuses duplicates and bad input with clear messages', async () => {
    const base = { nickname: 'X', password: 'xpass-123', group_arr: [2] };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...base, username: 'alice' }, 'Username already exists'],
      [{ ...base, username: 'ALICE2', email: 'alice@example.com' }, 'Email already exists'],
      [{ ...base, username: 'bob', mobile: '13800000001' }, 'Mobile already exists'],
      [{ ...base, username: '1bob' }, 'Parameter username is invalid: Please enter the correct username'],
      [{ ...base, username: 'bob', password: 'a<b>cdef' }, /^Parameter password is invalid/],
      [{ ...base, username: 'bob', email: 'not-mail' }, 'E-mail is not a valid e-mail address'],
      [{ ...base, username: 'bob', group_arr: [] }, /^Parameter group_arr is invalid/],
      [{ ...base, username: 'bob', group_arr: [9999] }, 'A related record does not exist'],
    ];
    for (const [body, msg] of cases) {
      const res = await s.call('POST', '/admin/auth.Admin/add', { headers: superH, body });
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
      else expect(res.body.msg).toMatch(msg);
    }
    expect(await adminRow('bob')).toBeUndefined();
  });
});

describe('edit', () => {
  it('saves fields, replaces groups, resets the password only when one is given', async () => {
    const alice = await adminRow('alice');
    const res = await s.call('POST', '/admin/auth.Admin/edit', {
      headers: superH,
      body: { id: alice.id, nickname: 'Alice B', password: '', group_arr: [4], group_name_arr: ['x'], last_login_time: '2020-01-01 00:00:00', salt: 'x' },
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Update successful!' });
    const after = await adminRow('alice');
    expect(after.password).toBe(alice.password);
    expect(await groupsOf(alice.id)).toEqual([4]);
    await s.call('POST', '/admin/auth.Admin/edit', { headers: superH, body: { id: alice.id, password: 'alice-pass2' } });
    expect((await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'alice-pass1' } })).body.code).toBe(0);
    expect((await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'alice-pass2' } })).body.code).toBe(1);
  });

  it('cannot disable oneself', async () => {
    const res = await s.call('POST', '/admin/auth.Admin/edit', { headers: superH, body: { id: 1, status: '0' } });
    expect(res.body).toMatchObject({ code: 0, msg: 'Please use another administrator account to disable the current account!' });
    expect((await adminRow('admin')).status).toBe(true);
  });

  it('disabling an admin ends their session at the next request', async () => {
    const { token } = (await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'alice-pass2' } })).body.data.userInfo;
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body.code).toBe(1);
    const alice = await adminRow('alice');
    await s.call('POST', '/admin/auth.Admin/edit', { headers: superH, body: { id: alice.id, status: false } });
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body).toMatchObject({ code: 303 });
    await s.call('POST', '/admin/auth.Admin/edit', { headers: superH, body: { id: alice.id, status: true } });
  });
});

describe('del', () => {
  it('skips oneself, deletes others with their groups and tokens', async () => {
    const self = await s.call('DELETE', '/admin/auth.Admin/del?ids[]=1', { headers: superH });
    expect(self.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    await makeAdmin(s.call, superH.batoken, 'carol', [2]);
    const carol = await adminRow('carol');
    const res = await s.call('DELETE', `/admin/auth.Admin/del?ids[]=${carol.id}&ids[]=1`, { headers: superH });
    expect(res.body.code).toBe(1);
    expect(await adminRow('carol')).toBeUndefined();
    expect(await adminRow('admin')).toBeDefined();
    expect(await groupsOf(carol.id)).toEqual([]);
    const tokens = await s.ctx.database.rows(sql`select 1 from token where user_id = ${carol.id} and type like 'admin%'`);
    expect(tokens).toHaveLength(0);
  });
});

describe('a non-super admin', () => {
  let boss: { id: number; token: string };
  let lowGroup: number;
  let peerGroup: number;
  beforeAll(async () => {
    const admins = await makeMenu(s.call, superH.batoken, 'auth/adminx', []); // an extra rule only boss holds
    const rules = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name like 'auth/admin%' and name <> 'auth/adminLog' and name not like 'auth/adminLog/%'`)).map((r) => r.id);
    const bossGroup = await makeGroup(s.call, superH.batoken, 'AdminBoss', rules);
    lowGroup = await makeGroup(s.call, superH.batoken, 'AdminLow', rules.filter((id) => id !== admins.menu));
    peerGroup = await makeGroup(s.call, superH.batoken, 'AdminPeer', rules);
    boss = await makeAdmin(s.call, superH.batoken, 'boss', [bossGroup]);
    await makeAdmin(s.call, superH.batoken, 'low', [lowGroup]);
    await makeAdmin(s.call, superH.batoken, 'peer', [peerGroup]);
  });
  const as = () => en({ batoken: boss.token });

  it('sees itself and the admins of groups below it', async () => {
    const res = await s.call('GET', listUrl('auth.Admin', { order: 'id,asc' }), { headers: as() });
    expect(res.body.data.list.map((r: { username: string }) => r.username)).toEqual(['boss', 'low']);
  });

  it('may only put admins into groups below it', async () => {
    const refused = await s.call('POST', '/admin/auth.Admin/add', { headers: as(), body: { username: 'dave', nickname: 'D', password: 'dave-pass1', group_arr: [peerGroup] } });
    expect(refused.body).toMatchObject({ code: 0, msg: 'You have no permission to add an administrator to this group!' });
    const ok = await s.call('POST', '/admin/auth.Admin/add', { headers: as(), body: { username: 'dave', nickname: 'D', password: 'dave-pass1', group_arr: [lowGroup] } });
    expect(ok.body.code).toBe(1);
    const dave = await adminRow('dave');
    const escalate = await s.call('POST', '/admin/auth.Admin/edit', { headers: as(), body: { id: dave.id, group_arr: [lowGroup, 1] } });
    expect(escalate.body).toMatchObject({ code: 0, msg: 'You have no permission to add an administrator to this group!' });
    expect(await groupsOf(dave.id)).toEqual([lowGroup]);
  });

  it('cannot touch admins outside its reach', async () => {
    const peer = await adminRow('peer');
    const edit = await s.call('POST', '/admin/auth.Admin/edit', { headers: as(), body: { id: peer.id, nickname: 'pwned' } });
    expect(edit.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const view = await s.call('GET', '/admin/auth.Admin/edit?id=1', { headers: as() });
    expect(view.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const del = await s.call('DELETE', `/admin/auth.Admin/del?ids[]=${peer.id}&ids[]=1`, { headers: as() });
    expect(del.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    expect(await adminRow('peer')).toBeDefined();
  });
});
