import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

const ruleId = async (name: string) => (await s.ctx.database.rows<{ id: number }>(sql`select id from user_rule where name = ${name}`))[0]?.id;
const rule = async (id: number) => (await s.ctx.database.rows<{ id: number; pid: number; weigh: number; type: string; menu_type: string; no_login_valid: boolean }>(sql`select * from user_rule where id = ${id}`))[0];
const group = async (id: number) => (await s.ctx.database.rows<{ id: number; name: string; rules: string; status: boolean }>(sql`select * from user_group where id = ${id}`))[0];
const allRuleIds = async () => (await s.ctx.database.rows<{ id: number }>(sql`select id from user_rule order by id`)).map((r) => r.id);

async function addGroup(name: string, rules?: number[]): Promise<number> {
  const res = await s.call('POST', '/admin/user.Group/add', { headers: h, body: { name, rules } });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return (await s.ctx.database.rows<{ id: number }>(sql`select max(id) as id from user_group`))[0].id;
}
async function addRule(body: Record<string, unknown>): Promise<number> {
  const res = await s.call('POST', '/admin/user.Rule/add', { headers: h, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return (await s.ctx.database.rows<{ id: number }>(sql`select max(id) as id from user_rule`))[0].id;
}

describe('seeds', () => {
  it('the default member group holds every rule; the member-centre rules of appendix B exist', async () => {
    expect(await group(1)).toMatchObject({ name: '默认分组', rules: '*', status: true });
    const rows = await s.ctx.database.rows<{ id: number; name: string; type: string; pid: number; weigh: number; no_login_valid: boolean; menu_type: string }>(sql`select * from user_rule order by id`);
    // Areas in the order of their highest member-rule weight, as the admin rules: appendix B and the member upload's node (a
    // button under the profile page), the shopping pages, the knowledge base's page and nodes, the agent centre's pages and nodes
    // (the commission and withdrawal areas' pages, and the withdraw page's nodes, in its folder)
    expect(rows.map((r) => r.name)).toEqual([
      'account', 'account/overview', 'account/profile', 'account/changePassword', 'account/integral', 'account/balance', 'ajax/upload',
      'order', 'order/shop', 'order/index',
      'knowledge', 'knowledge/index', 'knowledge/categories', 'knowledge/detail', 'knowledge/download',
      'agent', 'agent/index', 'agent/apply', 'agent/status', 'agent/team', 'user/bindInviter', 'agent/commissions', 'agent/wallet',
      'agent/withdraw', 'withdraw/apply', 'withdraw/index', 'withdraw/cancel',
      'account/sessions',
    ]);
    expect(rows.map((r) => r.weigh)).toEqual([98, 99, 98, 97, 96, 95, 0, 94, 94, 93, 90, 90, 0, 0, 0, 85, 85, 0, 0, 0, 0, 84, 83, 82, 0, 0, 0, 1]);
    expect(rows.slice(17, 21).every((r) => r.type === 'button' && r.pid === rows[16].id)).toBe(true);
    expect([rows[16], rows[21], rows[22], rows[23]].every((r) => r.type === 'menu' && r.pid === rows[15].id)).toBe(true);
    expect(rows.slice(24, 27).every((r) => r.type === 'button' && r.pid === rows[23].id)).toBe(true);
    expect(rows.slice(8, 10).every((r) => r.type === 'menu' && r.pid === rows[7].id)).toBe(true);
    expect(rows.slice(12, 15).every((r) => r.type === 'button' && r.pid === rows[11].id)).toBe(true);
    expect(rows[6]).toMatchObject({ type: 'button', pid: rows[2].id });
    expect(rows.every((r) => !r.no_login_valid && r.menu_type === 'tab')).toBe(true);
  });
});

describe('member groups', () => {
  it("every rule is stored as '*', a part as a comma list; unknown ids are dropped; no rules leaves them alone", async () => {
    const all = await allRuleIds();
    expect((await group(await addGroup('All', all))).rules).toBe('*');
    const account = await ruleId('account');
    const overview = await ruleId('account/overview');
    const partial = await addGroup('Partial', [overview, account, 99999, account]);
    expect((await group(partial)).rules).toBe([account, overview].sort((a, b) => a - b).join(','));
    await s.call('POST', '/admin/user.Group/edit', { headers: h, body: { id: partial, name: 'Partial 2' } });
    expect(await group(partial)).toMatchObject({ name: 'Partial 2', rules: [account, overview].sort((a, b) => a - b).join(',') });
    expect((await s.call('POST', '/admin/user.Group/add', { headers: h, body: { name: '' } })).body.code).toBe(0);
  });

  it('edit GET answers leaf rules only', async () => {
    const account = await ruleId('account');
    const overview = await ruleId('account/overview');
    const profile = await ruleId('account/profile');
    const id = await addGroup('Leaves', [account, overview, profile]);
    const res = await s.call('GET', `/admin/user.Group/edit?id=${id}`, { headers: h });
    expect(res.body.data.row.rules.sort()).toEqual([overview, profile].sort());
    const star = await s.call('GET', '/admin/user.Group/edit?id=1', { headers: h });
    expect(star.body.data.row.rules).toContain(overview);
    expect(star.body.data.row.rules).not.toContain(account);
  });

  it('the list is paginated and searchable; select answers the list', async () => {
    const res = await s.call('GET', '/admin/user.Group/index?quickSearch=Leaves', { headers: h });
    expect(res.body.data).toMatchObject({ total: 1, list: [{ name: 'Leaves' }] });
    const select = await s.call('GET', '/admin/user.Group/index?select=true&quickSearch=&page=1&initKey=id&initValue=', { headers: h });
    expect(select.body.data.list.map((g: { id: number }) => g.id)).toContain(1);
  });

  it('a group with members cannot be deleted (clear message); an empty one can', async () => {
    await s.call('POST', '/admin/user.User/add', { headers: h, body: { group_id: 1, username: 'grouped', nickname: 'g', password: 'member-pass' } });
    const res = await s.call('DELETE', '/admin/user.Group/del?ids[]=1', { headers: h });
    expect(res.body).toMatchObject({ code: 0, msg: 'Group Default group still has 1 members: move them to another group first' });
    expect(await group(1)).toBeDefined();
    const empty = await addGroup('Empty');
    expect((await s.call('DELETE', `/admin/user.Group/del?ids[]=${empty}`, { headers: h })).body.code).toBe(1);
    expect(await group(empty)).toBeUndefined();
  });

  it("a member's rules follow their group at once", async () => {
    const overview = await ruleId('account/overview');
    const account = await ruleId('account');
    const g = await addGroup('Narrow', [account, overview]);
    await s.call('POST', '/admin/user.User/add', { headers: h, body: { group_id: g, username: 'narrow', nickname: 'n', password: 'member-pass' } });
    const login = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: 'narrow', password: 'member-pass' } });
    const token = login.body.data.userInfo.token;
    const menus = async () => {
      const res = await s.call('GET', '/api/index/index', { headers: { 'ba-user-token': token } });
      return (res.body.data.menus as { children?: { name: string }[] }[]).flatMap((m) => (m.children ?? []).map((c) => c.name));
    };
    expect(await menus()).toEqual(['account/overview']);
    await s.call('POST', '/admin/user.Group/edit', { headers: h, body: { id: g, rules: await allRuleIds() } });
    // the six account pages, the knowledge base, the agent centre with its commissions, wallet and withdrawals, the shops and the member's orders
    expect((await menus()).length).toBe(13);
  });
});

describe('member rules', () => {
  it('index is a tree ordered by weigh, and needs a login', async () => {
    const res = await s.call('GET', '/admin/user.Rule/index', { headers: h });
    expect(res.body.data.list[0]).toMatchObject({ name: 'account' });
    expect(res.body.data.list[0].children.map((c: { name: string }) => c.name)).toEqual(['account/overview', 'account/profile', 'account/changePassword', 'account/integral', 'account/balance', 'account/sessions']);
    expect((await s.call('GET', '/admin/user.Rule/index')).body.code).toBe(303);
  });

  it('takes all six types; weigh becomes the id; menu_type defaults to tab; bad types are refused', async () => {
    const types = ['route', 'menu_dir', 'menu', 'nav_user_menu', 'nav', 'button'];
    for (const type of types) {
      const id = await addRule({ type, title: `T ${type}`, name: `t/${type}`, path: `t/${type}`, menu_type: '', no_login_valid: type === 'route' ? 1 : 0 });
      expect(await rule(id)).toMatchObject({ type, weigh: id, menu_type: 'tab', no_login_valid: type === 'route' });
    }
    const link = await addRule({ type: 'nav', title: 'Docs', name: 't/docs', menu_type: 'link', url: 'https://example.com' });
    expect((await rule(link)).menu_type).toBe('link');
    for (const bad of [{ type: 'page' }, { menu_type: 'popup' }]) {
      const res = await s.call('POST', '/admin/user.Rule/add', { headers: h, body: { title: 'Bad', name: 't/bad', ...bad } });
      expect(res.body.code).toBe(0);
    }
  });

  it('public rules reach anonymous visitors at once (the rule cache is dropped after a write)', async () => {
    const anon = async () => (await s.call('GET', '/api/index/index')).body.data.rules.map((r: { name: string }) => r.name);
    expect(await anon()).toContain('t/route');
    const id = await ruleId('t/route');
    await s.call('POST', '/admin/user.Rule/edit', { headers: h, body: { id, no_login_valid: false } });
    expect(await anon()).not.toContain('t/route');
  });

  it('a new child goes to the groups holding its parent', async () => {
    const account = await ruleId('account');
    const overview = await ruleId('account/overview');
    const holding = await addGroup('Holds account', [account, overview]);
    const other = await addGroup('Holds overview', [overview]);
    const child = await addRule({ pid: account, type: 'menu', title: 'Orders', name: 'account/orders', path: 'account/orders' });
    expect((await group(holding)).rules.split(',').map(Number)).toContain(child);
    expect((await group(other)).rules.split(',').map(Number)).not.toContain(child);
    expect((await group(1)).rules).toBe('*');
  });

  it('the parent picker lists enabled rules as a prefixed tree', async () => {
    const res = await s.call('GET', '/admin/user.Rule/index?select=true&isTree=true', { headers: h });
    const titles = res.body.data.options.map((o: { title: string }) => o.title);
    // seeded titles in the reader's language (English here), as the member centre's menus show them
    expect(titles).toContain('My account');
    expect(titles.some((t: string) => /^ {4}[├└]Overview$/.test(t))).toBe(true);
  });

  it('moving a rule under its own child breaks the 2-cycle; a rule cannot be its own parent', async () => {
    const parent = await addRule({ type: 'menu_dir', title: 'P', name: 'cycle/p' });
    const child = await addRule({ pid: parent, type: 'menu', title: 'C', name: 'cycle/c' });
    expect((await s.call('POST', '/admin/user.Rule/edit', { headers: h, body: { id: parent, pid: child } })).body.code).toBe(1);
    expect(await rule(child)).toMatchObject({ pid: 0 });
    expect(await rule(parent)).toMatchObject({ pid: child });
    expect((await s.call('POST', '/admin/user.Rule/edit', { headers: h, body: { id: parent, pid: parent } })).body.code).toBe(0);
  });

  it('deleting needs the children in the same batch', async () => {
    const parent = await addRule({ type: 'menu_dir', title: 'D', name: 'del/p' });
    const child = await addRule({ pid: parent, type: 'menu', title: 'DC', name: 'del/c' });
    const alone = await s.call('DELETE', `/admin/user.Rule/del?ids[]=${parent}`, { headers: h });
    expect(alone.body).toMatchObject({ code: 0, msg: 'Please delete the child element first, or use batch deletion' });
    expect((await s.call('DELETE', `/admin/user.Rule/del?ids[]=${parent}&ids[]=${child}`, { headers: h })).body.code).toBe(1);
    expect(await rule(parent)).toBeUndefined();
  });

  it('sortable moves the row to the place of the target, the rows between one step back', async () => {
    const a = await ruleId('account/profile');
    const b = await ruleId('account/balance');
    expect((await s.call('POST', '/admin/user.Rule/sortable', { headers: h, body: { id: a, targetId: b } })).body.code).toBe(1);
    expect([(await rule(a)).weigh, (await rule(b)).weigh]).toEqual([95, 96]);
  });
});
