import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listUrl, loginAdmin, makeAdmin, makeGroup, makeMenu, registerItems, startKitServer, type KitServer } from './crud-harness.ts';

/**
 * Data limits (reference 5.6) for non-super admins, on index, edit, del and sortable. The
 * groups and admins are made through the API:
 *   boss   in G_boss   (pid 1): every test node and one extra rule
 *   minion in G_minion (pid 1): a strict subset of boss's rules → below boss by rights
 *   kid    in G_kid    (pid G_boss): a strict subset too, and a pid-child of G_boss
 *   peer   in G_peer   (pid 1): exactly boss's rules → not below boss
 */
let k: KitServer;
let superH: Record<string, string>;
const u: Record<string, { id: number; token: string }> = {};
const g: Record<string, number> = {};
const as = (who: string) => ({ batoken: u[who].token, 'think-lang': 'en' });

beforeAll(async () => {
  k = await startKitServer(async (app, ctx) => {
    // The group-id mode needs the id when the resource is declared: make G_boss first, fill it later.
    const [boss] = await ctx.database.rows<{ id: number }>(sql`insert into admin_group (pid, name, rules) values (1, 'G_boss', '') returning id`);
    g.boss = boss.id;
    registerItems(app, ctx, [['test.Owned', 'allAuthAndOthers'], ['test.All', 'allAuth'], ['test.Mine', 'personal'], ['test.Parent', 'parent'], ['test.Grp', g.boss]]);
  });
  superH = { batoken: (await loginAdmin(k.s)).token };
  const call = k.call;
  const owned = await makeMenu(call, superH.batoken, 'test/owned');
  const all = await makeMenu(call, superH.batoken, 'test/all', ['index']);
  const mine = await makeMenu(call, superH.batoken, 'test/mine', ['index']);
  const parent = await makeMenu(call, superH.batoken, 'test/parent', ['index']);
  const grp = await makeMenu(call, superH.batoken, 'test/grp', ['index']);
  const extra = await makeMenu(call, superH.batoken, 'test/extra', []);
  const everything = [...Object.values(owned), ...Object.values(all), ...Object.values(mine), ...Object.values(parent), ...Object.values(grp), extra.menu];

  const filled = await call('POST', '/admin/auth.Group/edit', { headers: superH, body: { id: g.boss, rules: everything } });
  expect(filled.body.code).toBe(1);
  g.minion = await makeGroup(call, superH.batoken, 'G_minion', [owned.menu, owned.index, all.menu, all.index, grp.menu, grp.index]);
  g.kid = await makeGroup(call, superH.batoken, 'G_kid', [parent.menu, parent.index], g.boss);
  g.peer = await makeGroup(call, superH.batoken, 'G_peer', everything);
  g.none = await makeGroup(call, superH.batoken, 'G_none', [extra.menu]);
  for (const [name, group] of [['boss', g.boss], ['minion', g.minion], ['kid', g.kid], ['peer', g.peer], ['nobody', g.none]] as const) {
    u[name] = await makeAdmin(call, superH.batoken, name, [group]);
  }
  await k.s.change(sql`
    insert into crud_item (admin_id, name, weigh) values
      (${u.boss.id}, 'boss', 1), (${u.minion.id}, 'minion', 2), (${u.kid.id}, 'kid', 3), (${u.peer.id}, 'peer', 4), (1, 'super', 5)`);
});
afterAll(() => k.close());

const ids = async () => Object.fromEntries((await k.s.ctx.database.rows<{ id: number; name: string }>(sql`select id, name from crud_item`)).map((r) => [r.name, r.id]));
const visible = async (path: string, who: string) => {
  const res = await k.call('GET', listUrl(path, { order: 'id,asc' }), { headers: as(who) });
  expect(res.body.code).toBe(1);
  return res.body.data.list.map((r: { name: string }) => r.name);
};

describe('index', () => {
  it('allAuthAndOthers: own rows and those of admins in groups below me by rights', async () => {
    expect(await visible('test.Owned', 'boss')).toEqual(['boss', 'minion', 'kid']);
    expect(await visible('test.Owned', 'minion')).toEqual(['minion']);
  });
  it('allAuth: groups with the same rights count too', async () => {
    expect(await visible('test.All', 'boss')).toEqual(['boss', 'minion', 'kid', 'peer']);
  });
  it('personal: own rows only', async () => {
    expect(await visible('test.Mine', 'boss')).toEqual(['boss']);
  });
  it('parent: admins of descendant groups (pid tree)', async () => {
    expect(await visible('test.Parent', 'boss')).toEqual(['boss', 'kid']);
  });
  it('a group id: everything for its members, own rows for others', async () => {
    expect(await visible('test.Grp', 'boss')).toEqual(['boss', 'minion', 'kid', 'peer', 'super']);
    expect(await visible('test.Grp', 'minion')).toEqual(['minion']);
  });
  it('the super admin is never limited', async () => {
    const res = await k.call('GET', '/admin/test.Owned/index', { headers: superH });
    expect(res.body.data.total).toBe(5);
  });
  it('counts only the visible rows', async () => {
    const res = await k.call('GET', '/admin/test.Owned/index?limit=1', { headers: as('boss') });
    expect(res.body.data).toMatchObject({ total: 3 });
  });
});

describe('edit', () => {
  it('GET and POST refuse rows outside the limit and allow the others', async () => {
    const id = await ids();
    const peer = await k.call('GET', `/admin/test.Owned/edit?id=${id.peer}`, { headers: as('boss') });
    expect(peer.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const minion = await k.call('GET', `/admin/test.Owned/edit?id=${id.minion}`, { headers: as('boss') });
    expect(minion.body.data.row.name).toBe('minion');
    const save = await k.call('POST', '/admin/test.Owned/edit', { headers: as('boss'), body: { id: id.peer, name: 'hacked' } });
    expect(save.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const ok = await k.call('POST', '/admin/test.Owned/edit', { headers: as('boss'), body: { id: id.minion, amount: 5 } });
    expect(ok.body.code).toBe(1);
    expect((await ids()).peer).toBe(id.peer);
    expect((await ids()).hacked).toBeUndefined();
  });
});

describe('edit of the owner', () => {
  it('a save that hands the row to an admin outside the limit is refused and rolled back', async () => {
    const id = await ids();
    const moved = await k.call('POST', '/admin/test.Owned/edit', { headers: as('boss'), body: { id: id.minion, admin_id: u.peer.id, amount: 9 } });
    expect(moved.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const [row] = await k.s.ctx.database.rows<{ admin_id: number; amount: number }>(sql`select admin_id, amount from crud_item where id = ${id.minion}`);
    expect(row).toMatchObject({ admin_id: u.minion.id, amount: 5 });
    const within = await k.call('POST', '/admin/test.Owned/edit', { headers: as('boss'), body: { id: id.minion, admin_id: u.kid.id } });
    expect(within.body.code).toBe(1);
    await k.s.change(sql`update crud_item set admin_id = ${u.minion.id} where id = ${id.minion}`);
  });
});

describe('sortable', () => {
  it('both rows must be within the limit', async () => {
    const id = await ids();
    const refused = await k.call('POST', '/admin/test.Owned/sortable', { headers: as('boss'), body: { id: id.boss, targetId: id.peer } });
    expect(refused.body).toMatchObject({ code: 0, msg: 'You have no permission to operate!' });
    const reversed = await k.call('POST', '/admin/test.Owned/sortable', { headers: as('boss'), body: { id: id.peer, targetId: id.boss } });
    expect(reversed.body.code).toBe(0);
    const weigh = async () => Object.fromEntries((await k.s.ctx.database.rows<{ name: string; weigh: number }>(sql`select name, weigh from crud_item`)).map((r) => [r.name, r.weigh]));
    expect((await weigh()).peer).toBe(4);
    const ok = await k.call('POST', '/admin/test.Owned/sortable', { headers: as('boss'), body: { id: id.boss, targetId: id.minion } });
    expect(ok.body.code).toBe(1);
    expect(await weigh()).toMatchObject({ boss: 2, minion: 1, peer: 4 });
  });
});

describe('add and del', () => {
  it('a new row belongs to its creator whatever is posted', async () => {
    const res = await k.call('POST', '/admin/test.Owned/add', { headers: as('boss'), body: { name: 'new', admin_id: u.peer.id } });
    expect(res.body.code).toBe(1);
    const [row] = await k.s.ctx.database.rows<{ admin_id: number }>(sql`select admin_id from crud_item where name = 'new'`);
    expect(row.admin_id).toBe(u.boss.id);
  });
  it('deletes only the rows within the limit', async () => {
    const id = await ids();
    const res = await k.call('DELETE', `/admin/test.Owned/del?ids[]=${id.peer}&ids[]=${id.minion}`, { headers: as('boss') });
    expect(res.body.code).toBe(1);
    const left = await ids();
    expect(left.peer).toBe(id.peer);
    expect(left.minion).toBeUndefined();
    const none = await k.call('DELETE', `/admin/test.Owned/del?ids[]=${id.peer}&ids[]=${id.super}`, { headers: as('boss') });
    expect(none.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    expect((await ids()).peer).toBe(id.peer);
  });
});

describe('permission nodes', () => {
  it('an admin without the node gets 401 on every action', async () => {
    const id = await ids();
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/test.Owned/index'],
      ['GET', '/admin/test.Owned/index?select=true'],
      ['POST', '/admin/test.Owned/add', { name: 'x' }],
      ['GET', `/admin/test.Owned/edit?id=${id.boss}`],
      ['POST', '/admin/test.Owned/edit', { id: id.boss, name: 'x' }],
      ['DELETE', `/admin/test.Owned/del?ids[]=${id.boss}`],
      ['POST', '/admin/test.Owned/sortable', { id: id.boss, targetId: id.kid }],
    ];
    for (const [method, path, body] of calls) {
      const res = await k.call(method, path, { headers: as('nobody'), body });
      expect(res.body, `${method} ${path}`).toMatchObject({ code: 401, msg: 'You have no permission to operate!' });
    }
    // minion holds index only
    expect((await k.call('GET', '/admin/test.Owned/index', { headers: as('minion') })).body.code).toBe(1);
    expect((await k.call('POST', '/admin/test.Owned/add', { headers: as('minion'), body: { name: 'x' } })).body.code).toBe(401);
    expect((await k.call('DELETE', `/admin/test.Owned/del?ids[]=${id.kid}`, { headers: as('minion') })).body.code).toBe(401);
    expect((await ids()).boss).toBe(id.boss);
  });

  it('a rule change applies to the next request', async () => {
    // take G_minion's rules away: minion loses the index node at once
    const res = await k.call('POST', '/admin/auth.Group/edit', { headers: superH, body: { id: g.minion, status: false } });
    expect(res.body.code).toBe(1);
    expect((await k.call('GET', '/admin/test.Owned/index', { headers: as('minion') })).body.code).toBe(401);
  });
});
