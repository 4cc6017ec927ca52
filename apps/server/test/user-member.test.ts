import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listUrl, makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

const row = async (username: string) =>
  (await s.ctx.database.rows<Record<string, unknown>>(sql`select id, group_id, username, nickname, email, mobile, money::int as money, score::int as score, password, status, birthday::text as birthday from "user" where username = ${username}`))[0];
const addMember = (body: Record<string, unknown>, headers = h) =>
  s.call('POST', '/admin/user.User/add', { headers, body: { group_id: 1, nickname: String(body.username), password: 'member-pass', ...body } });
const memberLogin = async (username: string, password = 'member-pass') => {
  const res = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username, password, keep: true } });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.userInfo as { token: string; refresh_token: string };
};
const memberSession = async (token: string) => (await s.call('GET', '/api/index/index?requiredLogin=1', { headers: { 'ba-user-token': token } })).body.code;

describe('members', () => {
  it('add hashes the password with argon2id; the list joins the group, hides secrets, shows money in yuan', async () => {
    const res = await addMember({ username: 'mia', email: 'mia@example.com', mobile: '13900000001', gender: 2, birthday: '1990-05-06', status: 'enable' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Added successfully!' });
    const stored = await row('mia');
    expect(String(stored.password)).toMatch(/^\$argon2id\$/);
    expect(stored).toMatchObject({ group_id: 1, birthday: '1990-05-06', money: 0 });
    await s.change(sql`update "user" set money = 1230, score = 9 where username = 'mia'`);
    const list = await s.call('GET', listUrl('user.User', { quickSearch: 'mia' }), { headers: h });
    expect(list.body.data.total).toBe(1);
    const [m] = list.body.data.list;
    expect(m).toMatchObject({ username: 'mia', money: '12.30', score: 9, gender: 2, avatar: '/static/images/avatar.png', group: { id: 1, name: 'Default group' } });
    for (const secret of ['password', 'salt', 'login_failure', 'last_failure_time']) expect(m).not.toHaveProperty(secret);
    const byGroup = await s.call('GET', listUrl('user.User', { search: [{ field: 'group.name', val: '默认', operator: 'LIKE' }] }), { headers: h });
    expect(byGroup.body.data.list.map((u: { username: string }) => u.username)).toContain('mia');
    const byId = await s.call('GET', listUrl('user.User', { quickSearch: String(stored.id) }), { headers: h });
    expect(byId.body.data.list.map((u: { id: number }) => u.id)).toContain(stored.id);
  });

  it('remote select adds nickname_text "<username>(ID:<id>)"', async () => {
    const { id } = (await row('mia')) as { id: number };
    const res = await s.call('GET', `/admin/user.User/index?select=true&quickSearch=mia&page=1`, { headers: h });
    expect(res.body.data).toMatchObject({ total: 1, list: [{ id, nickname_text: `mia(ID:${id})` }] });
    const plain = await s.call('GET', listUrl('user.User', { quickSearch: 'mia' }), { headers: h });
    expect(plain.body.data.list[0]).not.toHaveProperty('nickname_text');
  });

  it('username, email and mobile are unique, with clear messages (on add and edit)', async () => {
    await addMember({ username: 'noah', email: 'noah@example.com', mobile: '13900000002' });
    expect((await addMember({ username: 'mia' })).body).toMatchObject({ code: 0, msg: 'Username already exists' });
    expect((await addMember({ username: 'mia2', email: 'mia@example.com' })).body).toMatchObject({ code: 0, msg: 'Email already exists' });
    expect((await addMember({ username: 'mia3', mobile: '13900000001' })).body).toMatchObject({ code: 0, msg: 'Mobile already exists' });
    const { id } = (await row('noah')) as { id: number };
    expect((await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, email: 'mia@example.com' } })).body).toMatchObject({ code: 0, msg: 'Email already exists' });
    expect((await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, username: 'noah', email: 'noah@example.com' } })).body.code).toBe(1);
    // The database backs it up.
    await expect(s.change(sql`insert into "user" (username, password) values ('noah', 'x')`)).rejects.toThrow();
    await expect(s.change(sql`insert into "user" (username, password, email) values ('noah9', 'x', 'noah@example.com')`)).rejects.toThrow();
  });

  it('refuses bad input: username format, unknown group, bad date, bad password', async () => {
    expect((await addMember({ username: '1abc' })).body.code).toBe(0);
    expect((await addMember({ username: 'grp', group_id: 999 })).body).toMatchObject({ code: 0, msg: 'The member group does not exist' });
    expect((await addMember({ username: 'bday', birthday: '1990-13-45' })).body.code).toBe(0);
    expect((await addMember({ username: 'pw', password: '123' })).body.code).toBe(0);
    expect((await addMember({ username: 'st', status: 'banned' })).body.code).toBe(0);
    for (const u of ['grp', 'bday', 'pw', 'st']) expect(await row(u)).toBeUndefined();
  });

  it('money and score are read-only here: edit and add never write them', async () => {
    const before = await row('mia');
    const res = await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id: before.id, nickname: 'Mia', money: '999.99', score: 1000, motto: 'hi' } });
    expect(res.body.code).toBe(1);
    const after = await row('mia');
    expect(after).toMatchObject({ nickname: 'Mia', money: before.money, score: before.score });
    await addMember({ username: 'rich', money: '500.00', score: 500 });
    expect(await row('rich')).toMatchObject({ money: 0, score: 0 });
  });

  it('edit GET gives the row with an empty password and money in yuan', async () => {
    const { id } = (await row('mia')) as { id: number };
    const res = await s.call('GET', `/admin/user.User/edit?id=${id}`, { headers: h });
    expect(res.body.data.row).toMatchObject({ id, username: 'mia', password: '', money: '12.30', score: 9 });
    expect(res.body.data.row).not.toHaveProperty('salt');
  });

  it('a new password resets it and signs the member out; an empty one keeps it', async () => {
    const { id } = (await row('noah')) as { id: number };
    const session = await memberLogin('noah');
    expect(await memberSession(session.token)).toBe(1);
    const hash = (await row('noah')).password;
    await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, password: '' } });
    expect((await row('noah')).password).toBe(hash);
    expect(await memberSession(session.token)).toBe(1);
    expect((await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, password: 'new-member-pass' } })).body.code).toBe(1);
    expect(await memberSession(session.token)).toBe(303);
    const refresh = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: session.refresh_token } });
    expect(refresh.body.code).not.toBe(1);
    await memberLogin('noah', 'new-member-pass');
  });

  it('disabling a member ends their sessions', async () => {
    const { id } = (await row('noah')) as { id: number };
    const session = await memberLogin('noah', 'new-member-pass');
    expect((await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, status: 'disable' } })).body.code).toBe(1);
    expect(await memberSession(session.token)).toBe(303);
    const tokens = await s.ctx.database.rows(sql`select 1 from token where user_id = ${id} and type in ('user', 'user-refresh')`);
    expect(tokens).toEqual([]);
    await s.call('POST', '/admin/user.User/edit', { headers: h, body: { id, status: 'enable' } });
  });

  it('delete removes the member and their sessions', async () => {
    await addMember({ username: 'gone' });
    const session = await memberLogin('gone');
    const { id } = (await row('gone')) as { id: number };
    expect((await s.call('DELETE', `/admin/user.User/del?ids[]=${id}`, { headers: h })).body.code).toBe(1);
    expect(await row('gone')).toBeUndefined();
    expect(await memberSession(session.token)).toBe(303);
  });

  it('a member with ledger history is not deleted: the history stays whole', async () => {
    await addMember({ username: 'saver' });
    const { id } = (await row('saver')) as { id: number };
    const added = await s.call('POST', '/admin/user.ScoreLog/add', { headers: h, body: { user_id: id, score: 5, memo: 'welcome' } });
    expect(added.body.code, JSON.stringify(added.body)).toBe(1);
    const res = await s.call('DELETE', `/admin/user.User/del?ids[]=${id}`, { headers: h });
    expect(res.body).toMatchObject({ code: 0, msg: 'Member saver has balance or score records and cannot be deleted: disable the account instead' });
    expect(await row('saver')).toMatchObject({ score: 5 });
    // the database refuses it too, whoever asks
    const direct = await s.ctx.database.rows(sql`delete from "user" where id = ${id}`).catch((e: Error) => e);
    expect(String((direct as Error).cause ?? direct)).toMatch(/foreign key/);
  });
});

describe('a limited administrator', () => {
  it('in the seeded group 二级管理员 uses every member page; without the nodes gets 401', async () => {
    const level2 = await makeAdmin(s.call, h.batoken, 'level2', [3]);
    const l2 = { batoken: level2.token, 'think-lang': 'en' };
    const { id } = (await row('mia')) as { id: number };
    for (const path of ['user.User', 'user.Group', 'user.Rule', 'user.MoneyLog', 'user.ScoreLog']) {
      expect((await s.call('GET', `/admin/${path}/index`, { headers: l2 })).body.code, path).toBe(1);
    }
    expect((await s.call('GET', `/admin/user.MoneyLog/add?userId=${id}`, { headers: l2 })).body.code).toBe(1);
    expect((await s.call('POST', '/admin/user.MoneyLog/add', { headers: l2, body: { user_id: id, money: '1.00', memo: 'by level 2' } })).body.code).toBe(1);
    expect((await s.call('POST', '/admin/user.ScoreLog/add', { headers: l2, body: { user_id: id, score: 1, memo: 'by level 2' } })).body.code).toBe(1);
    expect((await addMember({ username: 'bylevel2' }, l2)).body.code).toBe(1);
    expect((await s.call('GET', `/admin/user.User/edit?id=${id}`, { headers: l2 })).body.code).toBe(1);

    const dash = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = 'dashboard'`))[0].id;
    const none = await makeAdmin(s.call, h.batoken, 'nomember', [await makeGroup(s.call, h.batoken, 'Dashboard only', [dash])]);
    const n = { batoken: none.token, 'think-lang': 'en' };
    for (const [method, url, body] of [
      ['GET', '/admin/user.User/index', undefined],
      ['POST', '/admin/user.User/add', { username: 'x1', nickname: 'x', password: 'member-pass', group_id: 1 }],
      ['GET', '/admin/user.Group/index', undefined],
      ['GET', '/admin/user.Rule/index', undefined],
      ['GET', '/admin/user.MoneyLog/index', undefined],
      ['GET', `/admin/user.MoneyLog/add?userId=${id}`, undefined],
      ['POST', '/admin/user.MoneyLog/add', { user_id: id, money: '1.00', memo: 'x' }],
      ['POST', '/admin/user.ScoreLog/add', { user_id: id, score: 1, memo: 'x' }],
    ] as const) {
      const res = await s.call(method, url, { headers: n, body });
      expect(res.body.code, `${method} ${url}`).toBe(401);
    }
    expect(await row('x1')).toBeUndefined();
    // Anonymous: the member rule index needs a login too (the original left it open).
    expect((await s.call('GET', '/admin/user.Rule/index')).body.code).toBe(303);
  });

  it('may read the member groups of the form it may use (select mode, id and name only), and nothing more of them', async () => {
    const ruleIds = async (...names: string[]) =>
      (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ${sql.raw(`('${names.join("','")}')`)}`)).map((r) => r.id);
    const editor = await makeAdmin(s.call, h.batoken, 'membereditor', [
      await makeGroup(s.call, h.batoken, 'Member editors', await ruleIds('user', 'user/user', 'user/user/index', 'user/user/edit')),
    ]);
    const e = { batoken: editor.token, 'think-lang': 'en' };
    const { id } = (await row('mia')) as { id: number };
    expect((await s.call('GET', `/admin/user.User/edit?id=${id}`, { headers: e })).body.code).toBe(1);

    // The edit form's remote select: the group of the member and the search by name.
    const init = await s.call('GET', '/admin/user.Group/index?select=true&initKey=id&initValue[]=1', { headers: e });
    expect(init.body).toMatchObject({ code: 1, data: { list: [{ id: 1, name: 'Default group' }], total: 1 } });
    expect(Object.keys(init.body.data.list[0]).sort()).toEqual(['id', 'name']);
    expect(init.body.data).not.toHaveProperty('remark');
    const typed = await s.call('GET', `/admin/user.Group/index?select=true&quickSearch=${encodeURIComponent('默认')}&page=1`, { headers: e });
    // found by the stored name, shown in the reader's language while it is still the seed's
    expect(typed.body.data.list.map((g: { name: string }) => g.name)).toContain('Default group');

    // Not the list itself, nor a way round the label: other fields cannot be searched, sorted or pre-filled.
    expect((await s.call('GET', '/admin/user.Group/index', { headers: e })).body.code).toBe(401);
    expect((await s.call('GET', '/admin/user.Group/index?select=false', { headers: e })).body.code).toBe(401);
    for (const query of [
      listUrl('user.Group', { select: 'true', search: [{ field: 'rules', val: '1', operator: 'LIKE' }] }),
      '/admin/user.Group/index?select=true&order=rules,asc',
      '/admin/user.Group/index?select=true&initKey=rules&initValue[]=1',
    ]) {
      const res = await s.call('GET', query, { headers: e });
      expect(res.body.code, query).toBe(0);
    }
    // The grant is the form's: an admin who may not use it gets none.
    const dash = await ruleIds('dashboard');
    const other = await makeAdmin(s.call, h.batoken, 'noform', [await makeGroup(s.call, h.batoken, 'No member form', [...dash, ...(await ruleIds('user', 'user/user', 'user/user/index'))])]);
    expect((await s.call('GET', '/admin/user.Group/index?select=true', { headers: { batoken: other.token } })).body.code).toBe(401);
    // Someone who holds the list node still gets the whole list in select mode.
    const full = await s.call('GET', '/admin/user.Group/index?select=true', { headers: h });
    expect(full.body.data).toHaveProperty('remark');
  });
});
