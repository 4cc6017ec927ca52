import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeGroup, makeRule } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let superH: Record<string, string>;
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

beforeAll(async () => {
  s = await startTestServer();
  superH = en({ batoken: (await loginAdmin(s)).token });
});
afterAll(() => s.close());

const ruleId = async (name: string) => (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = ${name}`))[0]?.id;
const group = async (id: number) => (await s.ctx.database.rows<{ id: number; pid: number; rules: string; name: string }>(sql`select * from admin_group where id = ${id}`))[0];
const rule = async (id: number) => (await s.ctx.database.rows<{ id: number; pid: number; weigh: number }>(sql`select * from admin_rule where id = ${id}`))[0];
const allRuleIds = async () => (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule order by id`)).map((r) => r.id);

describe('groups', () => {
  it('index: a tree, the ids of my groups, rules described, the page remark', async () => {
    const res = await s.call('GET', '/admin/auth.Group/index', { headers: superH });
    const { list, group: mine, remark } = res.body.data;
    expect(mine).toEqual([1]);
    expect(remark).toMatch(/^For security/);
    expect(list).toHaveLength(1);
    // seeded names and the first rule's title in the reader's language
    expect(list[0]).toMatchObject({ id: 1, name: 'Super administrators', rules: 'Super administrator' });
    // Seeded grants of reference 4.2: group 2 appendix A 1, 21–77 and 89; 3 the members area (21–43); 4 data security (55–75);
    // groups 2 and 3 also hold the WeChat bindings' two buttons under the members page (user/wechat/index, del)
    // the first rule's title as the sidebar shows it: seeded titles in the reader's language
    expect(list[0].children[0]).toMatchObject({ id: 2, rules: 'Dashboard and others (61 rules)' });
    expect(list[0].children[0].children[0]).toMatchObject({ id: 3, rules: 'Members and others (25 rules)' });
    const zh = await s.call('GET', '/admin/auth.Group/index?isTree=false', { headers: { batoken: superH.batoken } });
    expect(zh.body.data.list.map((g: { rules: string }) => g.rules)).toEqual(['超级管理员', '控制台等 61 项', '会员管理等 25 项', '数据安全管理等 21 项']);
    expect(zh.body.data.list.map((g: { name: string }) => g.name)).toEqual(['超级管理组', '一级管理员', '二级管理员', '三级管理员']);
    expect(zh.body.data.remark).toMatch(/^为保障系统安全/);
  });

  it('select: enabled groups flattened with tree prefixes', async () => {
    await s.change(sql`update admin_group set status = false where id = 4`);
    const res = await s.call('GET', '/admin/auth.Group/index?select=true&isTree=true', { headers: superH });
    expect(res.body.data.options.map((o: { name: string }) => o.name)).toEqual(['Super administrators', '    └Level 1 administrators', '        └Level 2 administrators']);
    const init = await s.call('GET', '/admin/auth.Group/index?select=true&initKey=id&initValue[]=2', { headers: superH });
    expect(init.body.data.options.map((o: { name: string }) => o.name)).toEqual(['Level 1 administrators']);
    await s.change(sql`update admin_group set status = true where id = 4`);
  });

  it('a group holding every rule is stored as *; edit GET gives leaf rules only', async () => {
    const all = await allRuleIds();
    const id = await makeGroup(s.call, superH.batoken, 'Everything', all);
    expect((await group(id)).rules).toBe('*');
    const partial = await makeGroup(s.call, superH.batoken, 'Partial', [await ruleId('auth'), await ruleId('auth/group'), await ruleId('auth/group/index'), await ruleId('dashboard')]);
    const res = await s.call('GET', `/admin/auth.Group/edit?id=${partial}`, { headers: superH });
    expect(res.body.data.row.rules.sort()).toEqual([await ruleId('auth/group/index'), await ruleId('dashboard')].sort());
    const star = await s.call('GET', `/admin/auth.Group/edit?id=${id}`, { headers: superH });
    expect(star.body.data.row.rules).toContain(await ruleId('auth/group/index'));
    expect(star.body.data.row.rules).not.toContain(await ruleId('auth'));
    // the form edits the stored name; a renamed group is shown as typed
    expect((await s.call('GET', '/admin/auth.Group/edit?id=1', { headers: superH })).body.data.row.name).toBe('超级管理组');
    const renamed = (await s.call('GET', `/admin/auth.Group/index?isTree=false&initKey=id&initValue[]=${partial}`, { headers: superH })).body.data.list;
    expect(renamed.map((g: { name: string }) => g.name)).toEqual(['Partial']);
  });

  it('a write does not wait on a cold rule cache (PGlite has one connection)', async () => {
    s.ctx.adminRules.invalidate();
    const res = await s.call('POST', '/admin/auth.Group/add', { headers: superH, body: { name: 'Cold', rules: [await ruleId('dashboard')] } });
    expect(res.body.code).toBe(1);
  });

  it('own groups cannot be edited, even by the super admin', async () => {
    const res = await s.call('POST', '/admin/auth.Group/edit', { headers: superH, body: { id: 1, name: 'renamed' } });
    expect(res.body).toMatchObject({ code: 0, msg: 'You cannot modify your own management group!' });
    expect((await group(1)).name).toBe('超级管理组');
  });

  it('deleting needs the children in the same batch; own groups are skipped', async () => {
    const parent = await makeGroup(s.call, superH.batoken, 'Parent', [await ruleId('dashboard')]);
    const child = await makeGroup(s.call, superH.batoken, 'Child', [await ruleId('dashboard')], parent);
    const alone = await s.call('DELETE', `/admin/auth.Group/del?ids[]=${parent}`, { headers: superH });
    expect(alone.body).toMatchObject({ code: 0, msg: 'Please delete the child element first, or use batch deletion' });
    const batch = await s.call('DELETE', `/admin/auth.Group/del?ids[]=${parent}&ids[]=${child}`, { headers: superH });
    expect(batch.body.code).toBe(1);
    expect(await group(parent)).toBeUndefined();
    const own = await s.call('DELETE', '/admin/auth.Group/del?ids[]=1', { headers: superH });
    expect(own.body).toMatchObject({ code: 0, msg: 'Please delete the child element first, or use batch deletion' });
    const leaf = await makeGroup(s.call, superH.batoken, 'Leaf', [await ruleId('dashboard')]);
    await s.call('POST', '/admin/auth.Admin/add', { headers: superH, body: { username: 'leafy', nickname: 'L', password: 'leafy-pass', group_arr: [leaf] } });
    expect((await s.call('DELETE', `/admin/auth.Group/del?ids[]=${leaf}`, { headers: superH })).body.code).toBe(1);
    const access = await s.ctx.database.rows(sql`select 1 from admin_group_access where group_id = ${leaf}`);
    expect(access).toHaveLength(0);
  });

  describe('managed by a non-super admin', () => {
    let bossH: Record<string, string>;
    let bossGroup: number;
    let mine: number[];
    beforeAll(async () => {
      mine = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name like 'auth/group%' or name in ('auth', 'dashboard', 'dashboard/index')`)).map((r) => r.id);
      bossGroup = await makeGroup(s.call, superH.batoken, 'GroupBoss', mine);
      bossH = en({ batoken: (await makeAdmin(s.call, superH.batoken, 'gboss', [bossGroup])).token });
    });

    it('cannot create a group holding all its rights, nor grant rules it does not hold', async () => {
      const all = await s.call('POST', '/admin/auth.Group/add', { headers: bossH, body: { name: 'Clone', rules: mine, pid: bossGroup } });
      expect(all.body).toMatchObject({ code: 0, msg: 'Role group has all your rights, please contact the upper administrator to add or do not need to add!' });
      const foreign = await s.call('POST', '/admin/auth.Group/add', { headers: bossH, body: { name: 'Foreign', rules: [mine[0], await ruleId('auth/rule')], pid: bossGroup } });
      expect(foreign.body).toMatchObject({ code: 0, msg: 'You cannot grant permissions you do not have' });
      const wrongParent = await s.call('POST', '/admin/auth.Group/add', { headers: bossH, body: { name: 'Orphan', rules: [mine[0]], pid: 1 } });
      expect(wrongParent.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
      const ok = await s.call('POST', '/admin/auth.Group/add', { headers: bossH, body: { name: 'Below', rules: mine.slice(0, 2), pid: bossGroup } });
      expect(ok.body.code).toBe(1);
    });

    it('sees its own groups and those below; edits only those below', async () => {
      const res = await s.call('GET', '/admin/auth.Group/index?isTree=false', { headers: bossH });
      // "below" is by rights: every group whose rules boss holds, plus more; not 一级管理员, which holds far more
      const names = res.body.data.list.map((g: { name: string }) => g.name);
      expect(names).toEqual(expect.arrayContaining(['GroupBoss', 'Below']));
      expect(names).not.toContain('Level 1 administrators');
      expect(names).not.toContain('Super administrators');
      expect(names).not.toContain('Everything');
      expect(res.body.data.group).toEqual([bossGroup]);
      const lower = await s.call('GET', '/admin/auth.Group/index?isTree=false&absoluteAuth=1', { headers: bossH });
      const lowerNames = lower.body.data.list.map((g: { name: string }) => g.name);
      expect(lowerNames).toContain('Below');
      expect(lowerNames).not.toContain('GroupBoss');
      const own = await s.call('POST', '/admin/auth.Group/edit', { headers: bossH, body: { id: bossGroup, rules: [...mine, await ruleId('auth/rule')] } });
      expect(own.body).toMatchObject({ code: 0, msg: 'You cannot modify your own management group!' });
      const above = await s.call('GET', '/admin/auth.Group/edit?id=1', { headers: bossH });
      expect(above.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
      const ownView = await s.call('GET', `/admin/auth.Group/edit?id=${bossGroup}`, { headers: bossH });
      expect(ownView.body).toMatchObject({ code: 0, msg: 'You need to have all the permissions of the group and have additional permissions before you can operate the group~' });
      const peer = await makeGroup(s.call, superH.batoken, 'GroupPeer', mine);
      const view = await s.call('GET', `/admin/auth.Group/edit?id=${peer}`, { headers: bossH });
      expect(view.body.code).toBe(0);
      const del = await s.call('DELETE', `/admin/auth.Group/del?ids[]=${peer}`, { headers: bossH });
      expect(del.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
      expect(await group(peer)).toBeDefined();
    });
  });
});

describe('rules', () => {
  it('index: a tree ordered by weigh desc, id asc', async () => {
    const res = await s.call('GET', '/admin/auth.Rule/index', { headers: superH });
    const roots = res.body.data.list;
    expect(roots.map((r: { name: string }) => r.name).slice(0, 2)).toEqual(['dashboard', 'auth']);
    const auth = roots.find((r: { name: string }) => r.name === 'auth');
    expect(auth.children.map((r: { name: string }) => r.name)).toEqual(['auth/group', 'auth/admin', 'auth/rule', 'auth/adminLog']);
    expect(auth.children[0].children.map((r: { name: string }) => r.name)).toEqual(['auth/group/index', 'auth/group/add', 'auth/group/edit', 'auth/group/del']);
    const search = await s.call('GET', '/admin/auth.Rule/index?quickSearch=' + encodeURIComponent('管理员'), { headers: superH });
    expect(search.body.data.list.map((r: { name: string }) => r.name)).toEqual(['auth/admin', 'auth/adminLog']);
  });

  it('select: folders and menus only, titles prefixed by depth', async () => {
    const res = await s.call('GET', '/admin/auth.Rule/index?select=true', { headers: superH });
    const titles = res.body.data.options.map((o: { title: string }) => o.title);
    expect(titles.slice(0, 6)).toEqual(['Dashboard', 'Permissions', '    ├Role groups', '    ├Administrators', '    ├Menu rules', '    └Admin log']);
    expect(res.body.data.options.every((o: { type: string }) => o.type !== 'button')).toBe(true);
    const zh = await s.call('GET', '/admin/auth.Rule/index?select=true', { headers: { batoken: superH.batoken } });
    expect(zh.body.data.options.slice(0, 2).map((o: { title: string }) => o.title)).toEqual(['控制台', '权限管理']);
  });

  it("index: seeded titles in the reader's language, as the sidebar shows them; an edited title as typed; the edit form the stored title", async () => {
    const titleOf = (list: { name: string; title: string; children?: unknown[] }[], name: string): string | undefined => {
      for (const r of list) {
        if (r.name === name) return r.title;
        const found = r.children && titleOf(r.children as never, name);
        if (found) return found;
      }
    };
    const list = async (headers: Record<string, string>) => (await s.call('GET', '/admin/auth.Rule/index', { headers })).body.data.list;
    const enList = await list(superH);
    expect(['dashboard', 'auth', 'auth/group', 'auth/group/index', 'user/user'].map((n) => titleOf(enList, n))).toEqual(['Dashboard', 'Permissions', 'Role groups', 'View', 'Members']);
    expect(titleOf(await list({ batoken: superH.batoken }), 'auth/group/index')).toBe('查看');
    const menu = (await s.call('GET', '/admin/Index/index', { headers: superH })).body.data.menus;
    expect(titleOf(menu, 'dashboard')).toBe(titleOf(enList, 'dashboard'));

    const id = await ruleId('dashboard');
    const edit = await s.call('GET', `/admin/auth.Rule/edit?id=${id}`, { headers: superH });
    expect(edit.body.data.row.title).toBe('控制台');
    await s.change(sql`update admin_rule set title = '总览' where id = ${id}`);
    s.ctx.adminRules.invalidate();
    expect(titleOf(await list(superH), 'dashboard')).toBe('总览');
    await s.change(sql`update admin_rule set title = '控制台' where id = ${id}`);
    s.ctx.adminRules.invalidate();
  });

  it("member rules: seeded titles in the reader's language", async () => {
    const res = await s.call('GET', '/admin/user.Rule/index?isTree=false', { headers: superH });
    const titles = res.body.data.list.map((r: { title: string }) => r.title);
    expect(titles).toContain('My account');
    expect(titles.filter((title: string) => /[\u4e00-\u9fff]/.test(title))).toEqual([]);
  });

  it('a new rule is granted to the groups that hold its parent', async () => {
    const holder = await makeGroup(s.call, superH.batoken, 'Holder', [await ruleId('auth'), await ruleId('auth/group')]);
    const other = await makeGroup(s.call, superH.batoken, 'Other', [await ruleId('dashboard')]);
    const id = await makeRule(s.call, superH.batoken, { type: 'button', title: '导出', name: 'auth/group/export', pid: await ruleId('auth/group') });
    expect((await group(holder)).rules.split(',').map(Number)).toContain(id);
    expect((await group(other)).rules.split(',').map(Number)).not.toContain(id);
    expect((await group(1)).rules).toBe('*');
    // the menu of the admins holding it updates at once
    const menus = (await s.call('GET', '/admin/Index/index', { headers: superH })).body.data.menus;
    const groupMenu = menus.find((m: { name: string }) => m.name === 'auth').children.find((m: { name: string }) => m.name === 'auth/group');
    expect(groupMenu.children.map((c: { name: string }) => c.name)).toContain('auth/group/export');
  });

  it('edit: moving a rule under its own child lifts the child first', async () => {
    const a = await makeRule(s.call, superH.batoken, { type: 'menu_dir', title: 'A', name: 'ta' });
    const b = await makeRule(s.call, superH.batoken, { type: 'menu', title: 'B', name: 'ta/b', pid: a, component: 'x\\y.vue' });
    const res = await s.call('POST', '/admin/auth.Rule/edit', { headers: superH, body: { id: a, pid: b } });
    expect(res.body.code).toBe(1);
    expect((await rule(b)).pid).toBe(0);
    expect((await rule(a)).pid).toBe(b);
    const self = await s.call('POST', '/admin/auth.Rule/edit', { headers: superH, body: { id: a, pid: a } });
    expect(self.body.code).toBe(0);
    const view = await s.call('GET', `/admin/auth.Rule/edit?id=${b}`, { headers: superH });
    expect(view.body.data.row).toMatchObject({ name: 'ta/b', component: 'x/y.vue', menu_type: null, keepalive: '0' });
  });

  it('del: children must be in the batch', async () => {
    const a = await ruleId('ta');
    const b = await ruleId('ta/b');
    const alone = await s.call('DELETE', `/admin/auth.Rule/del?ids[]=${b}`, { headers: superH });
    expect(alone.body).toMatchObject({ code: 0, msg: 'Please delete the child element first, or use batch deletion' });
    const batch = await s.call('DELETE', `/admin/auth.Rule/del?ids[]=${a}&ids[]=${b}`, { headers: superH });
    expect(batch.body.code).toBe(1);
    expect(await rule(a)).toBeUndefined();
  });

  it('sortable swaps weights', async () => {
    const admin = await ruleId('auth/admin');
    const group = await ruleId('auth/group');
    const res = await s.call('POST', '/admin/auth.Rule/sortable', { headers: superH, body: { id: admin, targetId: group } });
    expect(res.body.code).toBe(1);
    expect([(await rule(admin)).weigh, (await rule(group)).weigh]).toEqual([99, 98]);
  });

  it('sortable moves a rule among its siblings only: rules under other parents keep their weights', async () => {
    // Two parents whose children's weights interleave: 10/30/50 under one, 20/40 under the other.
    const p1 = await makeRule(s.call, superH.batoken, { type: 'menu_dir', title: 'SortP1', name: 'sortp1' });
    const p2 = await makeRule(s.call, superH.batoken, { type: 'menu_dir', title: 'SortP2', name: 'sortp2' });
    const kids: Record<string, number> = {};
    for (const [name, pid, weigh] of [['a10', p1, 10], ['b20', p2, 20], ['a30', p1, 30], ['b40', p2, 40], ['a50', p1, 50]] as const) {
      kids[name] = await makeRule(s.call, superH.batoken, { type: 'button', title: name, name: `sortp/${name}`, pid });
      await s.ctx.database.rows(sql`update admin_rule set weigh = ${weigh} where id = ${kids[name]}`);
    }
    const res = await s.call('POST', '/admin/auth.Rule/sortable', { headers: superH, body: { id: kids.a10, targetId: kids.a50 } });
    expect(res.body.code).toBe(1);
    const weighs = async () => Object.fromEntries(await Promise.all(Object.entries(kids).map(async ([k, id]) => [k, (await rule(id)).weigh])));
    // a10 takes a50's place, a50 and a30 move one step down; the other parent's rows stay.
    expect(await weighs()).toEqual({ a10: 50, a50: 30, a30: 10, b20: 20, b40: 40 });
    const across = await s.call('POST', '/admin/auth.Rule/sortable', { headers: en(superH), body: { id: kids.a10, targetId: kids.b40 } });
    expect(across.body).toMatchObject({ code: 0, msg: 'Rows can only be sorted among rows of the same parent' });
    expect(await weighs()).toEqual({ a10: 50, a50: 30, a30: 10, b20: 20, b40: 40 });
  });

  it('a non-super admin sees only the rules it holds', async () => {
    const held = [await ruleId('auth'), await ruleId('auth/rule'), await ruleId('auth/rule/index')];
    const g = await makeGroup(s.call, superH.batoken, 'RuleReader', held);
    const reader = await makeAdmin(s.call, superH.batoken, 'reader', [g]);
    const res = await s.call('GET', '/admin/auth.Rule/index?isTree=false', { headers: { batoken: reader.token } });
    expect(res.body.data.list.map((r: { id: number }) => r.id).sort()).toEqual(held.sort());
    const add = await s.call('POST', '/admin/auth.Rule/add', { headers: en({ batoken: reader.token }), body: { title: 'x', name: 'x' } });
    expect(add.body.code).toBe(401);
  });
});

describe('dashboard', () => {
  it('answers the translated remark', async () => {
    const res = await s.call('GET', '/admin/Dashboard/index', { headers: superH });
    expect(res.body).toMatchObject({ code: 1, data: { remark: expect.stringMatching(/^Getting started: set the site name/) } });
    const zh = await s.call('GET', '/admin/Dashboard/index', { headers: { batoken: superH.batoken } });
    expect(zh.body.data.remark).toMatch(/^上手四步：在系统配置中填写站点名称/);
  });
});

describe('docs', () => {
  it('list the resource routes', async () => {
    const doc = (await (await fetch(s.url + '/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/admin/auth.Admin/index', '/admin/auth.Admin/add', '/admin/auth.Admin/edit', '/admin/auth.Admin/del', '/admin/auth.Rule/sortable', '/admin/auth.AdminLog/index', '/admin/Dashboard/index']),
    );
  });
});
