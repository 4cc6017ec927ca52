import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin } from './crud-harness.ts';
import { countRows, en, limitedAdmins, listed } from './security-fixtures.ts';

let s: TestServer;
let superH: Record<string, string>;
let superToken: string;

beforeAll(async () => {
  s = await startTestServer();
  superToken = (await loginAdmin(s)).token;
  superH = en({ batoken: superToken });
});
afterAll(() => s.close());

const adminByName = async (username: string) =>
  (await s.ctx.database.rows<{ id: number; password: string; mobile: string }>(sql`select id, password, mobile from admin where username = ${username}`))[0];
const del = (path: string, ids: number[], headers = superH) => s.call('DELETE', `/admin/${path}/del?${ids.map((i) => `ids[]=${i}`).join('&')}`, { headers });
const restore = (ids: number[], headers = superH) => s.call('POST', '/admin/security.DataRecycleLog/restore', { headers, body: { ids } });
const recycled = (headers = superH) => listed(s, 'security.DataRecycleLog', headers);

describe('seeded rules', () => {
  it('has the recycle rules of the reference, with admin_rule for the rule menu and no admin-log rule', async () => {
    const rules = await listed(s, 'security.DataRecycle', superH, { order: 'id,asc' });
    expect(rules.map((r) => [r.controller, r.controller_as, r.data_table, r.primary_key, r.status])).toEqual([
      ['auth.Admin', 'auth/admin', 'admin', 'id', '1'],
      ['auth.Rule', 'auth/rule', 'admin_rule', 'id', '1'],
      ['routine.Config', 'routine/config', 'config', 'id', '1'],
      ['user.User', 'user/user', 'user', 'id', '1'],
      ['security.DataRecycle', 'security/datarecycle', 'security_data_recycle', 'id', '1'],
    ]);
  });

  it("names the seeded rules in the reader's language, an operator's name as typed; the edit form keeps the stored name", async () => {
    const names = async (headers: Record<string, string>) => (await listed(s, 'security.DataRecycle', headers, { order: 'id,asc' })).map((r) => r.name);
    expect(await names(superH)).toEqual(['Administrators', 'Menu rules', 'Configuration items', 'Members', 'Data recycle rules']);
    expect(await names({ batoken: superToken })).toEqual(['管理员', '菜单规则', '系统配置项', '会员', '数据回收规则']);
    const [members] = await s.ctx.database.rows<{ id: number }>(sql`select id from security_data_recycle where controller = 'user.User'`);
    const form = await s.call('GET', `/admin/security.DataRecycle/edit?id=${members.id}`, { headers: superH });
    expect(form.body.data.row.name).toBe('会员');
    const select = await s.call('GET', `/admin/security.DataRecycle/index?select=true&initKey=id&initValue[]=${members.id}`, { headers: superH });
    expect(select.body.data.list.map((r: { name: string }) => r.name)).toEqual(['Members']);
    expect((await s.call('POST', '/admin/security.DataRecycle/edit', { headers: superH, body: { id: members.id, name: '会员资料' } })).body.code).toBe(1);
    try {
      expect((await names(superH))[3]).toBe('会员资料');
    } finally {
      expect((await s.call('POST', '/admin/security.DataRecycle/edit', { headers: superH, body: { id: members.id, name: '会员' } })).body.code).toBe(1);
    }
  });
});

describe('capture on delete', () => {
  it('keeps the whole deleted admin row, shown by info with its secrets masked', async () => {
    const victim = await makeAdmin(s.call, superToken, 'victim', [2]);
    const stored = await adminByName('victim');
    const res = await del('auth.Admin', [victim.id]);
    expect(res.body.code).toBe(1);

    const [entry] = await recycled();
    // as the reference client reads a row: the rule's controller, and the deleted row as JSON text (masked)
    // the rule's seeded name in the reader's language
    expect(entry).toMatchObject({ data_table: 'admin', primary_key: 'id', admin_id: 1, recycle: { name: 'Administrators', controller_as: 'auth/admin' }, admin: { username: 'admin' } });
    expect((await recycled({ batoken: superToken })).find((r) => r.id === entry.id)).toMatchObject({ recycle: { name: '管理员' } });
    expect(JSON.parse(entry.data)).toMatchObject({ id: victim.id, username: 'victim', password: '******', status: '1' });
    // kept in wire form, as the reference keeps it: '1'/'0' switches and unix seconds
    const [raw] = await s.ctx.database.rows<{ data: Record<string, unknown> }>(sql`select data from security_data_recycle_log where id = ${entry.id}`);
    expect(raw.data).toMatchObject({ id: victim.id, username: 'victim', password: stored.password, status: '1' });
    expect(raw.data.create_time).toBeTypeOf('number');
    expect(Math.abs(Number(raw.data.create_time) - Date.now() / 1000)).toBeLessThan(300);

    const info = await s.call('GET', `/admin/security.DataRecycleLog/info?id=${entry.id}`, { headers: superH });
    expect(info.body.data.row).toMatchObject({ recycle: { name: 'Administrators', controller_as: 'auth/admin' } });
    const zhInfo = await s.call('GET', `/admin/security.DataRecycleLog/info?id=${entry.id}`, { headers: { batoken: superToken } });
    expect(zhInfo.body.data.row.recycle.name).toBe('管理员');
    expect(info.body.data.row.data).toMatchObject({ id: victim.id, username: 'victim', password: '******', salt: '', status: '1', create_time: raw.data.create_time });
    expect(JSON.stringify(info.body)).not.toContain(stored.password);
    expect(JSON.stringify((await recycled()).find((r) => r.id === entry.id))).not.toContain(stored.password);
  });

  it('a delete that deletes nothing captures nothing', async () => {
    const before = await countRows(s, 'security_data_recycle_log');
    // Deleting oneself is skipped, so nothing is deleted.
    const self = await del('auth.Admin', [1]);
    expect(self.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    const missing = await del('auth.Admin', [99999]);
    expect(missing.body.code).toBe(0);
    expect(await countRows(s, 'security_data_recycle_log')).toBe(before);
  });

  it('a disabled rule captures nothing, at once (the rule cache is dropped on rule writes)', async () => {
    const [rule] = await listed(s, 'security.DataRecycle', superH, { search: [{ field: 'controller', val: 'auth.Admin', operator: 'eq' }] });
    expect((await s.call('POST', '/admin/security.DataRecycle/edit', { headers: superH, body: { id: rule.id, status: false } })).body.code).toBe(1);
    const temp = await makeAdmin(s.call, superToken, 'temp', [2]);
    const before = await countRows(s, 'security_data_recycle_log');
    expect((await del('auth.Admin', [temp.id])).body.code).toBe(1);
    expect(await countRows(s, 'security_data_recycle_log')).toBe(before);
    expect((await s.call('POST', '/admin/security.DataRecycle/edit', { headers: superH, body: { id: rule.id, status: true } })).body.code).toBe(1);
  });
});

describe('restore', () => {
  it('puts the row back with its id and password, and deletes the log', async () => {
    const [entry] = await recycled();
    const [raw] = await s.ctx.database.rows<{ data: { id: number; password: string } }>(sql`select data from security_data_recycle_log where id = ${entry.id}`);
    const res = await restore([entry.id]);
    expect(res.body).toMatchObject({ code: 1, msg: 'Restore successful' });
    const back = await adminByName('victim');
    expect(back).toMatchObject({ id: raw.data.id, password: raw.data.password });
    // the wire form goes back into the table's own: a boolean, a time
    const [row] = await s.ctx.database.rows<{ status: boolean; t: number }>(sql`select status, extract(epoch from create_time)::int as t from admin where username = 'victim'`);
    expect(row).toEqual({ status: true, t: Number((raw.data as Record<string, unknown>).create_time) });
    const login = await s.call('POST', '/admin/Index/login', { body: { username: 'victim', password: 'pass-victim' } });
    expect(login.body.code).toBe(1);
    expect((await recycled()).find((r) => r.id === entry.id)).toBeUndefined();
    // A second restore of the same log finds nothing.
    expect((await restore([entry.id])).body).toMatchObject({ code: 0, msg: 'No rows were restored' });
  });

  it("keeps a member's money as yuan, as the wire carries it, and restores its cents", async () => {
    expect((await s.call('POST', '/admin/user.User/add', { headers: superH, body: { group_id: 1, username: 'moneyed', nickname: 'Moneyed', password: 'member-pass' } })).body.code).toBe(1);
    await s.change(sql`update "user" set money = 1250, score = 7 where username = 'moneyed'`);
    const [member] = await s.ctx.database.rows<{ id: number }>(sql`select id from "user" where username = 'moneyed'`);
    expect((await del('user.User', [member.id])).body.code).toBe(1);
    const [entry] = await recycled();
    expect(JSON.parse(entry.data)).toMatchObject({ id: member.id, money: '12.50', score: 7, status: 'enable' });
    expect((await restore([entry.id])).body.code).toBe(1);
    expect((await s.ctx.database.rows(sql`select money, score from "user" where id = ${member.id}`))[0]).toEqual({ money: 1250, score: 7 });
  });

  it('refuses a row whose key is taken again, naming the key, and changes nothing', async () => {
    const x = await makeAdmin(s.call, superToken, 'xavier', [2]);
    expect((await del('auth.Admin', [x.id])).body.code).toBe(1);
    const [entry] = await recycled();
    await s.change(sql`insert into admin (id, username, password) values (${x.id}, 'squatter', '')`);
    const res = await restore([entry.id]);
    expect(res.body).toMatchObject({ code: 0, msg: `The record id=${x.id} already exists in admin, it cannot be restored` });
    expect(await adminByName('xavier')).toBeUndefined();
    expect((await recycled()).some((r) => r.id === entry.id)).toBe(true);
    await s.change(sql`delete from admin where username = 'squatter'`);
  });

  it('refuses the whole restore when one row collides on another unique value', async () => {
    const y = await makeAdmin(s.call, superToken, 'yvonne', [2]);
    expect((await del('auth.Admin', [y.id])).body.code).toBe(1);
    await makeAdmin(s.call, superToken, 'yvonne', [2]); // the username is taken by a new admin
    const logs = await recycled();
    const xEntry = logs.find((r) => r.id !== logs[0].id)!; // xavier's, restorable on its own
    const res = await restore([logs[0].id, xEntry.id]);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toBe(`The record id=${y.id} of admin cannot be restored: another record holds one of its unique values`);
    expect(await adminByName('xavier')).toBeUndefined(); // all or nothing
    expect((await restore([xEntry.id])).body.code).toBe(1);
    expect(await adminByName('xavier')).toBeDefined();
  });

  it('moves a serial sequence past a restored key', async () => {
    const z = await makeAdmin(s.call, superToken, 'zed', [2]);
    expect((await del('auth.Admin', [z.id])).body.code).toBe(1);
    const [entry] = await recycled();
    await s.change(sql`select setval('admin_id_seq', 1)`);
    expect((await restore([entry.id])).body.code).toBe(1);
    const next = await makeAdmin(s.call, superToken, 'after_zed', [2]);
    expect(next.id).toBeGreaterThan(z.id);
  });

  it('restoring a recycled rule reloads the rules', async () => {
    const add = await s.call('POST', '/admin/security.DataRecycle/add', { headers: superH, body: { name: 'Groups', controller: 'auth.Group' } });
    expect(add.body.code).toBe(1);
    const [rule] = await listed(s, 'security.DataRecycle', superH, { search: [{ field: 'controller', val: 'auth.Group', operator: 'eq' }] });
    expect((await del('security.DataRecycle', [rule.id])).body.code).toBe(1);
    const [entry] = await recycled();
    expect(entry).toMatchObject({ data_table: 'security_data_recycle', recycle: { name: 'Data recycle rules' } });
    expect((await restore([entry.id])).body.code).toBe(1);
    // The restored rule works at once: deleting a group is captured.
    const group = await s.call('POST', '/admin/auth.Group/add', { headers: superH, body: { name: 'Doomed', pid: 1 } });
    expect(group.body.code).toBe(1);
    const [g] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_group where name = 'Doomed'`);
    expect((await del('auth.Group', [g.id])).body.code).toBe(1);
    expect((await recycled())[0]).toMatchObject({ data_table: 'admin_group', recycle: { name: 'Groups' } });
  });

  it('brings a row back with the rows that belong to it, in every table that links to it', async () => {
    const groupsOf = async (uid: number) =>
      (await s.ctx.database.rows<{ group_id: number }>(sql`select group_id from admin_group_access where uid = ${uid} order by group_id`)).map((r) => r.group_id);
    const group = async (name: string) => {
      expect((await s.call('POST', '/admin/auth.Group/add', { headers: superH, body: { name, pid: 1 } })).body.code).toBe(1);
      return (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_group where name = ${name}`))[0].id;
    };
    const kept = await group('Kept');
    const gone = await group('Gone');
    const member = await makeAdmin(s.call, superToken, 'linked', [2, kept, gone]);
    expect((await del('auth.Admin', [member.id])).body.code).toBe(1);
    expect(await groupsOf(member.id)).toEqual([]);
    const [adminEntry] = await recycled();
    // The group 'Gone' goes while the admin is in the bin: that link cannot come back.
    expect((await del('auth.Group', [gone])).body.code).toBe(1);
    expect((await restore([adminEntry.id])).body).toMatchObject({ code: 1, msg: 'Restore successful' });
    expect(await groupsOf(member.id)).toEqual([2, kept]);
    const view = await s.call('GET', `/admin/auth.Admin/edit?id=${member.id}`, { headers: superH });
    expect(view.body.data.row.group_arr.map(Number).sort()).toEqual([2, kept].sort());

    // The same for a group (recycled under the rule added above): its members come back with it.
    expect((await del('auth.Group', [kept])).body.code).toBe(1);
    expect(await groupsOf(member.id)).toEqual([2]);
    const [groupEntry] = await recycled();
    expect(groupEntry).toMatchObject({ data_table: 'admin_group', primary_key: 'id' });
    expect((await restore([groupEntry.id])).body.code).toBe(1);
    expect(await groupsOf(member.id)).toEqual([2, kept]);
  });
});

describe('data limit', () => {
  let team: Awaited<ReturnType<typeof limitedAdmins>>;
  const as = (who: keyof typeof team) => en({ batoken: team[who].token });

  beforeAll(async () => {
    team = await limitedAdmins(s, superToken);
  });

  it('a limited admin captures only what they may delete, and sees and restores only their own', async () => {
    const before = await countRows(s, 'security_data_recycle_log');
    // peer is not below boss: nothing is deleted, nothing captured.
    expect((await del('auth.Admin', [team.peer.id], as('boss'))).body.code).toBe(0);
    expect(await countRows(s, 'security_data_recycle_log')).toBe(before);

    expect((await del('auth.Admin', [team.minion.id], as('boss'))).body.code).toBe(1);
    const mine = await recycled(as('boss'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ admin_id: team.boss.id, data_table: 'admin' });

    // The super admin's logs are out of boss's reach: not listed, no info, no restore, no delete.
    const superLogs = (await recycled()).filter((r) => r.admin_id === 1);
    expect(superLogs.length).toBeGreaterThan(0);
    const other = superLogs[0].id;
    expect((await s.call('GET', `/admin/security.DataRecycleLog/info?id=${other}`, { headers: as('boss') })).body).toMatchObject({ code: 0, msg: 'Record not found' });
    expect((await restore([other], as('boss'))).body).toMatchObject({ code: 0, msg: 'No rows were restored' });
    expect((await del('security.DataRecycleLog', [other], as('boss'))).body.code).toBe(0);

    expect((await restore([mine[0].id], as('boss'))).body.code).toBe(1);
    expect(await adminByName('minion')).toBeDefined();
  });

  it('the restore and info nodes are required', async () => {
    const [entry] = await recycled();
    const rules = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ('auth', 'auth/admin', 'auth/admin/index')`)).map((r) => r.id);
    const g = await s.call('POST', '/admin/auth.Group/add', { headers: superH, body: { name: 'G_reader', pid: 1, rules } });
    expect(g.body.code).toBe(1);
    const [gid] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_group where name = 'G_reader'`);
    const reader = await makeAdmin(s.call, superToken, 'reader', [gid.id]);
    expect((await restore([entry.id], en({ batoken: reader.token }))).body.code).toBe(401);
    expect((await s.call('GET', `/admin/security.DataRecycleLog/info?id=${entry.id}`, { headers: en({ batoken: reader.token }) })).body.code).toBe(401);
  });
});
