import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/** `/admin/routine.AdminInfo/*`: the signed-in admin's own profile (reference 18.5, self only). */

let s: TestServer;
let superH: Record<string, string>;
let bob: { id: number; token: string };
let bobH: Record<string, string>;
let group: number;
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

const row = async (id: number) =>
  (await s.ctx.database.rows<{ nickname: string; avatar: string; email: string; mobile: string; motto: string; password: string; username: string }>(
    sql`select * from admin where id = ${id}`,
  ))[0];
const ruleIds = async (...names: string[]) =>
  (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ${names}`)).map((r) => r.id);
const edit = (headers: Record<string, string>, body: unknown) => s.call('POST', '/admin/routine.AdminInfo/edit', { headers: en(headers), body });
const login = (username: string, password: string, keep = false) => s.call('POST', '/admin/Index/login', { body: { username, password, keep } });

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token };
  group = await makeGroup(s.call, superH.batoken, 'Profiles', await ruleIds('routine', 'routine/adminInfo', 'routine/adminInfo/index', 'routine/adminInfo/edit', 'dashboard', 'dashboard/index'));
  bob = await makeAdmin(s.call, superH.batoken, 'bob', [group]);
  bobH = { batoken: bob.token };
  await s.change(sql`update admin set email = 'admin@example.com', mobile = '13800000000', motto = 'first' where id = 1`);
});
afterAll(() => s.close());

describe('seeded rules', () => {
  it('routine (folder) and routine/adminInfo (menu) with its index and edit buttons, per appendix A', async () => {
    const rules = await s.ctx.database.rows<Record<string, unknown>>(
      sql`select r.name, r.type, r.icon, r.weigh, r.path, r.menu_type, r.component, r.keepalive, p.name as parent
          from admin_rule r left join admin_rule p on p.id = r.pid where r.name = 'routine' or r.name like 'routine/adminInfo%' order by r.id`,
    );
    expect(rules).toEqual([
      { name: 'routine', type: 'menu_dir', icon: 'fa fa-cogs', weigh: 89, path: 'routine', menu_type: null, component: '', keepalive: false, parent: null },
      {
        name: 'routine/adminInfo', type: 'menu', icon: 'fa fa-user', weigh: 86, path: 'routine/adminInfo', menu_type: 'tab',
        component: '/src/views/backend/routine/adminInfo.vue', keepalive: true, parent: 'routine',
      },
      { name: 'routine/adminInfo/index', type: 'button', icon: '', weigh: 0, path: '', menu_type: null, component: '', keepalive: false, parent: 'routine/adminInfo' },
      { name: 'routine/adminInfo/edit', type: 'button', icon: '', weigh: 0, path: '', menu_type: null, component: '', keepalive: false, parent: 'routine/adminInfo' },
    ]);
  });
});

describe('index', () => {
  it('answers the signed-in admin, whoever asks', async () => {
    const me = await s.call('GET', '/admin/routine.AdminInfo/index', { headers: superH });
    expect(me.body.code).toBe(1);
    expect(Object.keys(me.body.data.info).sort()).toEqual(['avatar', 'email', 'id', 'last_login_time', 'mobile', 'motto', 'nickname', 'username']);
    expect(me.body.data.info).toMatchObject({ id: 1, username: 'admin', email: 'admin@example.com', mobile: '13800000000', motto: 'first' });
    expect(me.body.data.info.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const boot = await s.call('GET', '/admin/Index/index', { headers: superH });
    expect(me.body.data.info.avatar).toBe(boot.body.data.adminInfo.avatar);

    // `id` in the query changes nothing
    const other = await s.call('GET', '/admin/routine.AdminInfo/index?id=1', { headers: bobH });
    expect(other.body.data.info).toMatchObject({ id: bob.id, username: 'bob', email: '', mobile: '' });
    expect(JSON.stringify(other.body)).not.toMatch(/password|salt|token/);
  });

  it("my own log: every admin with the profile node reads their rows only, without the log page's node", async () => {
    await edit(bobH, { nickname: 'bob' }); // a logged action of bob's that changes nothing
    const mine = await s.call('GET', '/admin/routine.AdminInfoLog/index?limit=50', { headers: bobH });
    expect(mine.body.code).toBe(1);
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(new Set(mine.body.data.list.map((r: { admin_id: number }) => r.admin_id))).toEqual(new Set([bob.id]));
    // a filter on someone else's id finds nothing: the scope is mine
    const theirs = await s.call('GET', '/admin/routine.AdminInfoLog/index?search[0][field]=admin_id&search[0][val]=1&search[0][operator]=eq', { headers: bobH });
    expect(theirs.body.data.total).toBe(0);
    // the super admin sees only their own rows here too
    const sup = await s.call('GET', '/admin/routine.AdminInfoLog/index?limit=100', { headers: superH });
    expect(sup.body.data.list.every((r: { admin_id: number }) => r.admin_id === 1)).toBe(true);
    // bob has no auth/adminLog node: the log page stays closed to him
    expect((await s.call('GET', '/admin/auth.AdminLog/index', { headers: bobH })).body.code).toBe(401);
  });

  it('needs the node (401) and a login (303)', async () => {
    const bare = await makeGroup(s.call, superH.batoken, 'NoProfile', await ruleIds('dashboard', 'dashboard/index'));
    const carl = await makeAdmin(s.call, superH.batoken, 'carl', [bare]);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index', { headers: { batoken: carl.token } })).body.code).toBe(401);
    expect((await s.call('GET', '/admin/routine.AdminInfoLog/index', { headers: { batoken: carl.token } })).body.code).toBe(401);
    expect((await edit({ batoken: carl.token }, { nickname: 'x' })).body.code).toBe(401);
    expect((await s.call('GET', '/admin/routine.AdminInfo/index')).body.code).toBe(303);
    expect((await edit({}, { nickname: 'x' })).body.code).toBe(303);
  });
});

describe('edit', () => {
  it('with an avatar saves only the avatar', async () => {
    const res = await edit(bobH, { id: 1, avatar: '/storage/avatars/bob.png', nickname: 'Ignored', motto: 'ignored' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Avatar modified successfully!' });
    expect(await row(bob.id)).toMatchObject({ avatar: '/storage/avatars/bob.png', nickname: 'bob', motto: '' });
    expect(await row(1)).toMatchObject({ avatar: '', nickname: 'Admin' }); // the posted id is ignored
    // the session shows it at once
    const boot = await s.call('GET', '/admin/Index/index', { headers: bobH });
    expect(boot.body.data.adminInfo.avatar).toContain('/storage/avatars/bob.png');
    const zh = await s.call('POST', '/admin/routine.AdminInfo/edit', { headers: bobH, body: { avatar: '' } });
    expect(zh.body.msg).toBe('头像修改成功！');
    expect((await row(bob.id)).avatar).toBe('');
  });

  it('saves nickname, email, mobile and motto of the signed-in admin only', async () => {
    const res = await edit(bobH, { id: 1, username: 'hacker', nickname: 'Bobby', email: 'bob@example.com', mobile: '13900000001', motto: 'hi' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Update successful!' });
    expect(await row(bob.id)).toMatchObject({ username: 'bob', nickname: 'Bobby', email: 'bob@example.com', mobile: '13900000001', motto: 'hi' });
    expect(await row(1)).toMatchObject({ username: 'admin', nickname: 'Admin', email: 'admin@example.com' });
    const boot = await s.call('GET', '/admin/Index/index', { headers: bobH });
    expect(boot.body.data.adminInfo.nickname).toBe('Bobby');
    // saving one's own values again is no conflict; clearing them is allowed
    expect((await edit(bobH, { email: 'bob@example.com', mobile: '13900000001' })).body.code).toBe(1);
    expect((await edit(bobH, { email: '', mobile: '' })).body.code).toBe(1);
    expect(await row(bob.id)).toMatchObject({ email: '', mobile: '' });
  });

  it('email and mobile are unique among admins and must be well-formed', async () => {
    expect((await edit(bobH, { email: 'admin@example.com' })).body).toMatchObject({ code: 0, msg: 'Email already exists' });
    expect((await edit(bobH, { mobile: '13800000000' })).body).toMatchObject({ code: 0, msg: 'Mobile already exists' });
    expect((await edit(bobH, { email: 'not-an-email' })).body.code).toBe(0);
    expect((await edit(bobH, { mobile: '12345' })).body.msg).toMatch(/Please enter the correct mobile number/);
    expect((await edit(bobH, { nickname: '' })).body.code).toBe(0);
    expect((await edit(bobH, { password: 'a<b' })).body.msg).toMatch(/The password must be 6 to 32 characters/);
    expect(await row(bob.id)).toMatchObject({ email: '', mobile: '', nickname: 'Bobby' });
  });

  it('a new password ends the other sessions and refresh tokens, not the current one', async () => {
    const other = (await login('bob', 'pass-bob', true)).body.data.userInfo;
    const current = (await login('bob', 'pass-bob', true)).body.data.userInfo;
    const before = await s.ctx.database.rows(sql`select 1 from token where user_id = ${bob.id} and type = 'admin-refresh'`);
    expect(before.length).toBe(2);
    // an empty password keeps the old one
    expect((await edit({ batoken: current.token }, { nickname: 'Bobby', password: '' })).body.code).toBe(1);
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: other.token } })).body.code).toBe(1);

    // the current password is required, and must be right; a refusal changes nothing
    expect((await edit({ batoken: current.token }, { password: 'new-pass-1' })).body).toMatchObject({ code: 0, msg: 'Please enter the old password' });
    expect((await edit({ batoken: current.token }, { password: 'new-pass-1', old_password: 'wrong-pass' })).body).toMatchObject({ code: 0, msg: 'Old password error' });
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: other.token } })).body.code).toBe(1);

    const res = await edit({ batoken: current.token }, { password: 'new-pass-1', old_password: 'pass-bob' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Update successful!' });
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: current.token } })).body.code).toBe(1);
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: other.token } })).body.code).toBe(303);
    expect((await s.call('GET', '/admin/Index/index', { headers: bobH })).body.code).toBe(303);
    const left = await s.ctx.database.rows<{ type: string }>(sql`select type from token where user_id = ${bob.id}`);
    expect(left.map((t) => t.type)).toEqual(['admin']);
    // the super admin's session is untouched
    expect((await s.call('GET', '/admin/Index/index', { headers: superH })).body.code).toBe(1);
    expect((await login('bob', 'pass-bob')).body.code).toBe(0);
    expect((await login('bob', 'new-pass-1')).body.code).toBe(1);
    expect((await row(bob.id)).password).toMatch(/^\$argon2id\$/);
  });

  it('counts a wrong current password as a failed login', async () => {
    const h = { batoken: (await login('bob', 'new-pass-1')).body.data.userInfo.token };
    await s.change(sql`update admin set login_failure = 9, last_failure_time = now() where id = ${bob.id}`);
    expect((await edit(h, { password: 'newer-pass-2', old_password: 'wrong-pass' })).body.msg).toBe('Old password error');
    expect((await edit(h, { password: 'newer-pass-2', old_password: 'new-pass-1' })).body.msg).toMatch(/exceeds the limit/);
    await s.change(sql`update admin set login_failure = 0, last_failure_time = null where id = ${bob.id}`);
  });

  it('is recorded in the admin log with the password masked', async () => {
    const log = await s.ctx.database.rows<{ title: string; data: string }>(
      sql`select title, data from admin_log where url like '/admin/routine.AdminInfo/edit%' and data like '%password%' order by id desc limit 1`,
    );
    expect(log[0].title).toBe('个人资料-编辑');
    expect(log[0].data).not.toContain('new-pass-1');
    expect(JSON.parse(log[0].data).password).toBe('***');
    expect(JSON.parse(log[0].data).old_password).toBe('***');
    expect(log[0].data).not.toContain('pass-bob');
  });
});
