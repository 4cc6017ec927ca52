import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin } from './crud-harness.ts';
import { countRows, en, limitedAdmins, listed } from './security-fixtures.ts';

let s: TestServer;
let superH: Record<string, string>;
let superToken: string;
let alice: { id: number; token: string };

beforeAll(async () => {
  s = await startTestServer();
  superToken = (await loginAdmin(s)).token;
  superH = en({ batoken: superToken });
  alice = await makeAdmin(s.call, superToken, 'alice', [2]);
});
afterAll(() => s.close());

const edit = (path: string, body: Record<string, unknown>, headers = superH) => s.call('POST', `/admin/${path}/edit`, { headers, body });
const rollback = (ids: number[], headers = superH) => s.call('POST', '/admin/security.SensitiveDataLog/rollback', { headers, body: { ids } });
const changes = (headers = superH) => listed(s, 'security.SensitiveDataLog', headers);
const column = async (table: string, field: string, id: number) =>
  (await s.ctx.database.rows<{ v: unknown }>(sql`select ${sql.identifier(field)} as v from ${sql.identifier(table)} where id = ${id}`))[0]?.v;

describe('seeded rules', () => {
  it('watches admins, members and admin groups as in the reference, named and titled in the reader\'s language', async () => {
    const rules = await s.call('GET', '/admin/security.SensitiveData/index?order=id,asc', { headers: superH });
    // jsonb keeps keys in its own order: compare the titles as sets.
    expect(rules.body.data.list.map((r: any) => [r.name, r.controller, r.data_table, [...r.data_fields].sort()])).toEqual([
      ['Administrator data', 'auth.Admin', 'admin', ['Username', 'Mobile', 'Password', 'Status'].sort()],
      ['Member data', 'user.User', 'user', ['Username', 'Mobile number', 'Password', 'Status', 'Email address'].sort()],
      ['Administrator permissions', 'auth.Group', 'admin_group', ['Permission rule IDs']],
    ]);
    const zh = await s.call('GET', '/admin/security.SensitiveData/index?order=id,asc', { headers: { batoken: superToken } });
    expect(zh.body.data.list.map((r: any) => [r.name, [...r.data_fields].sort()])).toEqual([
      ['管理员数据', ['用户名', '手机', '密码', '状态'].sort()],
      ['会员数据', ['用户名', '手机号', '密码', '状态', '邮箱地址'].sort()],
      ['管理员权限', ['权限规则ID']],
    ]);
    // the edit form keeps the stored texts
    const [first] = rules.body.data.list;
    const form = await s.call('GET', `/admin/security.SensitiveData/edit?id=${first.id}`, { headers: superH });
    expect(form.body.data.row).toMatchObject({ name: '管理员数据', data_fields: { username: '用户名', mobile: '手机', password: '密码', status: '状态' } });
  });

  it("an operator's name and titles are shown as typed", async () => {
    const [groups] = await s.ctx.database.rows<{ id: number }>(sql`select id from security_sensitive_data where controller = 'auth.Group'`);
    const saved = await edit('security.SensitiveData', { id: groups.id, name: '角色组权限', data_fields: { rules: '权限节点' } });
    expect(saved.body.code).toBe(1);
    try {
      const list = await s.call('GET', `/admin/security.SensitiveData/index?initKey=id&initValue[]=${groups.id}`, { headers: superH });
      expect(list.body.data.list.map((r: any) => [r.name, r.data_fields])).toEqual([['角色组权限', ['权限节点']]]);
    } finally {
      expect((await edit('security.SensitiveData', { id: groups.id, name: '管理员权限', data_fields: { rules: '权限规则ID' } })).body.code).toBe(1);
    }
  });
});

describe('capture on edit', () => {
  it('logs each watched field that changed, with before and after', async () => {
    const res = await edit('auth.Admin', { id: alice.id, mobile: '13800000001', nickname: 'Alice B', status: false });
    expect(res.body.code).toBe(1);
    const logged = await changes();
    const byField = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    // the seeded field titles and rule name in the reader's language
    expect(logged.map((r) => [r.data_field, r.data_comment, r.before, r.after, r.id_value, r.primary_key]).sort(byField)).toEqual([
      ['mobile', 'Mobile', '', '13800000001', String(alice.id), 'id'],
      ['status', 'Status', 'true', 'false', String(alice.id), 'id'],
    ]);
    // the reference client's controller column reads the rule's controller_as
    expect(logged.map((r) => [r.sensitive, r.admin.username])).toEqual(logged.map(() => [{ name: 'Administrator data', controller_as: 'auth/admin' }, 'admin']));
    const zh = await changes({ batoken: superToken });
    expect(zh.map((r) => [r.data_comment, r.sensitive.name]).sort()).toEqual([['手机', '管理员数据'], ['状态', '管理员数据']]);
  });

  it('an edit that changes no watched value logs nothing (values compared exactly, not loosely)', async () => {
    const before = await countRows(s, 'security_sensitive_data_log');
    expect((await edit('auth.Admin', { id: alice.id, mobile: '13800000001', status: false, nickname: 'Alice C' })).body.code).toBe(1);
    // A blank password keeps the old one: no change, no log.
    expect((await edit('auth.Admin', { id: alice.id, password: '' })).body.code).toBe(1);
    expect(await countRows(s, 'security_sensitive_data_log')).toBe(before);
  });

  it('a refused edit logs nothing', async () => {
    const bob = await makeAdmin(s.call, superToken, 'bob', [2]);
    const before = await countRows(s, 'security_sensitive_data_log');
    const dup = await edit('auth.Admin', { id: bob.id, mobile: '13800000001' });
    expect(dup.body).toMatchObject({ code: 0, msg: 'Mobile already exists' });
    // (A write refused after its update ran is in security-rules.test.ts: its log rolls back with it.)
    const taken = await edit('auth.Admin', { id: bob.id, username: 'alice', mobile: '13900000009' });
    expect(taken.body.code).toBe(0);
    expect(await column('admin', 'mobile', bob.id)).toBe('');
    expect(await countRows(s, 'security_sensitive_data_log')).toBe(before);
  });

  it('a password change is logged masked; its hashes never leave the API', async () => {
    const old = (await column('admin', 'password', alice.id)) as string;
    expect((await edit('auth.Admin', { id: alice.id, password: 'new-pass-1' })).body.code).toBe(1);
    const [entry] = await changes();
    expect(entry).toMatchObject({ data_field: 'password', before: '******', after: '******' });
    const info = await s.call('GET', `/admin/security.SensitiveDataLog/info?id=${entry.id}`, { headers: superH });
    expect(info.body.data.row).toMatchObject({ before: '******', after: '******', data_comment: 'Password', sensitive: { name: 'Administrator data' } });
    const zhInfo = await s.call('GET', `/admin/security.SensitiveDataLog/info?id=${entry.id}`, { headers: { batoken: superToken } });
    expect(zhInfo.body.data.row).toMatchObject({ data_comment: '密码', sensitive: { name: '管理员数据' } });
    expect(JSON.stringify(info.body)).not.toContain(old);
  });

  it('admin group rules are watched', async () => {
    const g = await s.call('POST', '/admin/auth.Group/add', { headers: superH, body: { name: 'Watched', pid: 1, rules: [1, 2] } });
    expect(g.body.code).toBe(1);
    const [row] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_group where name = 'Watched'`);
    expect((await edit('auth.Group', { id: row.id, rules: [1, 2, 3] })).body.code).toBe(1);
    const [entry] = await changes();
    expect(entry).toMatchObject({ data_table: 'admin_group', data_field: 'rules', before: '1,2', after: '1,2,3' });
  });
});

describe('rollback', () => {
  it('writes the old value back and deletes the log', async () => {
    const [entry] = await changes();
    expect((await rollback([entry.id])).body).toMatchObject({ code: 1, msg: 'Rollback successful' });
    expect(await column('admin_group', 'rules', Number(entry.id_value))).toBe('1,2');
    expect((await rollback([entry.id])).body).toMatchObject({ code: 0, msg: 'No rows were rolled back' });
  });

  it('refuses a value that changed since, naming the field; newest-first in one request works', async () => {
    expect((await edit('auth.Admin', { id: alice.id, mobile: '13800000002' })).body.code).toBe(1);
    const logs = (await changes()).filter((r) => r.data_field === 'mobile');
    const [second, first] = logs; // newest first: ''→…01 is `first`, …01→…02 is `second`
    expect([first.before, first.after, second.before, second.after]).toEqual(['', '13800000001', '13800000001', '13800000002']);
    const res = await rollback([first.id]);
    expect(res.body).toMatchObject({ code: 0, msg: `Mobile of id=${alice.id} has changed since, it cannot be rolled back` });
    expect((await rollback([first.id], { batoken: superToken })).body).toMatchObject({ code: 0, msg: `手机（记录 id=${alice.id}）之后已被修改，无法回滚` });
    expect(await column('admin', 'mobile', alice.id)).toBe('13800000002');
    expect((await rollback([first.id, second.id])).body.code).toBe(1);
    expect(await column('admin', 'mobile', alice.id)).toBe('');
  });

  it('rolls a status back to its boolean', async () => {
    const entry = (await changes()).find((r) => r.data_field === 'status')!;
    expect((await rollback([entry.id])).body.code).toBe(1);
    expect(await column('admin', 'status', alice.id)).toBe(true);
  });

  it('rolls a password back when both hashes are argon2id; the old password works again', async () => {
    const entry = (await changes()).find((r) => r.data_field === 'password')!;
    expect((await rollback([entry.id])).body.code).toBe(1);
    expect((await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'pass-alice' } })).body.code).toBe(1);
    expect((await s.call('POST', '/admin/Index/login', { body: { username: 'alice', password: 'new-pass-1' } })).body.code).toBe(0);
  });

  it('refuses a password whose old hash depends on a salt', async () => {
    await s.change(sql`update admin set password = '0123456789abcdef0123456789abcdef', salt = 'abcd' where id = ${alice.id}`);
    expect((await edit('auth.Admin', { id: alice.id, password: 'new-pass-2' })).body.code).toBe(1);
    const entry = (await changes()).find((r) => r.data_field === 'password')!;
    const res = await rollback([entry.id]);
    expect(res.body).toMatchObject({ code: 0, msg: `The change of Password (id=${alice.id}) cannot be rolled back: the old password depends on a salt` });
    expect((await rollback([entry.id], { batoken: superToken })).body.msg).toBe(`密码（id=${alice.id}）的修改无法回滚：旧密码依赖盐值`);
    expect(String(await column('admin', 'password', alice.id))).toMatch(/^\$argon2id\$/);
  });

  it('refuses a record that is gone', async () => {
    const carl = await makeAdmin(s.call, superToken, 'carl', [2]);
    expect((await edit('auth.Admin', { id: carl.id, mobile: '13700000000' })).body.code).toBe(1);
    const [entry] = await changes();
    await s.change(sql`delete from admin where id = ${carl.id}`);
    expect((await rollback([entry.id])).body).toMatchObject({ code: 0, msg: `The record id=${carl.id} of admin no longer exists` });
  });
});

describe('data limit', () => {
  let team: Awaited<ReturnType<typeof limitedAdmins>>;
  const as = (who: keyof typeof team) => en({ batoken: team[who].token });

  beforeAll(async () => {
    team = await limitedAdmins(s, superToken);
  });

  it('a limited admin logs only edits they may make, sees only their own changes, rolls back only those', async () => {
    const before = await countRows(s, 'security_sensitive_data_log');
    const refused = await edit('auth.Admin', { id: team.peer.id, mobile: '13600000000' }, as('boss'));
    expect(refused.body.code).toBe(0);
    expect(await countRows(s, 'security_sensitive_data_log')).toBe(before);

    expect((await edit('auth.Admin', { id: team.minion.id, mobile: '13600000001' }, as('boss'))).body.code).toBe(1);
    const mine = await changes(as('boss'));
    expect(mine.map((r) => [r.admin_id, r.data_field, r.after])).toEqual([[team.boss.id, 'mobile', '13600000001']]);

    const other = (await changes()).find((r) => r.admin_id === 1)!;
    expect((await s.call('GET', `/admin/security.SensitiveDataLog/info?id=${other.id}`, { headers: as('boss') })).body.msg).toBe('Record not found');
    expect((await rollback([other.id], as('boss'))).body).toMatchObject({ code: 0, msg: 'No rows were rolled back' });

    expect((await rollback([mine[0].id], as('boss'))).body.code).toBe(1);
    expect(await column('admin', 'mobile', team.minion.id)).toBe('');
  });

  it('a rollback of a record that moved out of reach is refused', async () => {
    expect((await edit('auth.Admin', { id: team.minion.id, mobile: '13600000002' }, as('boss'))).body.code).toBe(1);
    const [entry] = await changes(as('boss'));
    // minion's group now holds boss's rights too: minion is no longer below boss.
    const [g] = await s.ctx.database.rows<{ rules: string }>(sql`select rules from admin_group where name = 'G_boss'`);
    await s.change(sql`update admin_group set rules = ${g.rules} where name = 'G_minion'`);
    expect((await rollback([entry.id], as('boss'))).body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    expect(await column('admin', 'mobile', team.minion.id)).toBe('13600000002');
  });
});
