import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { AdminSearchResult } from '@app/contract';
import { adminRule, order } from '../src/db/schema/index.ts';
import { makeAdmin } from './crud-harness.ts';
import { makeShop, memberWithBalance } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

// The command palette's record search (issue 35 item 1): per source only for an admin holding
// the resource's list node, within that list's data scope; refusals in the envelope.
let s: TestServer;
let su: Record<string, string>;
let clerk: Record<string, string>;
let nobody: Record<string, string>;
const ids = { shopA: 0, shopB: 0, orderA: 0, orderB: 0, member: 0 };
// unique per run: the postgres project shares one database between files
const tag = `pal${process.pid % 100000}`;
const noA = `2099${String(process.pid % 100000).padStart(5, '0')}00000000001`.slice(0, 20);
const noB = `2099${String(process.pid % 100000).padStart(5, '0')}00000000002`.slice(0, 20);

const search = async (headers: Record<string, string>, q: string) => {
  const res = await s.call('GET', `/admin/Search/index?q=${encodeURIComponent(q)}`, { headers });
  return res.body as { code: number; msg: string; data: AdminSearchResult };
};

beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  const a = await makeShop(s, { name: `${tag} Alpha tea` });
  const b = await makeShop(s, { name: `${tag} Beta tea` });
  Object.assign(ids, { shopA: a.id, shopB: b.id });
  const m = await memberWithBalance(s, 0);
  ids.member = m.id;
  await s.ctx.db.execute(sql`update "user" set nickname = ${`${tag} Nick`}, mobile = '13912345678' where id = ${m.id}`);
  const row = (no: string, shopId: number) => ({ orderNo: no, userId: m.id, shopId, status: 'paid', goodsAmount: 100, payAmount: 100 });
  const [oa, ob] = await s.ctx.db.insert(order).values([row(noA, a.id), row(noB, b.id)]).returning({ id: order.id });
  Object.assign(ids, { orderA: oa.id, orderB: ob.id });

  // a group listing orders and shops (not members) under the own-shops scope, bound to shop A; and one with no lists
  const rules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, ['order', 'order/order', 'order/order/index', 'shop', 'shop/shop', 'shop/shop/index']))).map((r) => r.id);
  const add = async (body: Record<string, unknown>) => expect((await s.call('POST', '/admin/auth.Group/add', { headers: su, body })).body.code).toBe(1);
  await add({ name: `${tag} clerks`, rules, data_scope: 'own_shops', pid: 1 });
  await add({ name: `${tag} nothing`, rules: [], pid: 1 });
  const groups = await s.ctx.database.rows<{ id: number; name: string }>(sql`select id, name from admin_group where name like ${tag + '%'}`);
  const gid = (name: string) => groups.find((g) => g.name === `${tag} ${name}`)!.id;
  const c = await makeAdmin(s.call, su.batoken, `${tag}clerk`, [gid('clerks')]);
  await s.ctx.database.rows(sql`insert into admin_shop (admin_id, shop_id) values (${c.id}, ${a.id})`);
  clerk = { batoken: c.token, 'think-lang': 'en' };
  nobody = { batoken: (await makeAdmin(s.call, su.batoken, `${tag}none`, [gid('nothing')])).token, 'think-lang': 'zh-cn' };
});
afterAll(() => s?.close());

describe('GET /admin/Search/index', () => {
  it('finds orders by a whole or partial number, members by nickname and mobile, shops by name, for a super admin', async () => {
    const whole = await search(su, noA);
    expect(whole.code).toBe(1);
    expect(whole.data.orders).toEqual([{ id: ids.orderA, order_no: noA, status: 'paid', shop_name: `${tag} Alpha tea` }]);
    const part = await search(su, noA.slice(0, 12));
    expect(part.data.orders!.map((o) => o.id)).toEqual([ids.orderB, ids.orderA]);
    const byNick = await search(su, `${tag} nick`);
    expect(byNick.data.members).toEqual([{ id: ids.member, username: expect.any(String), nickname: `${tag} Nick`, mobile: '13912345678' }]);
    expect((await search(su, '1391234567')).data.members!.map((r) => r.id)).toContain(ids.member);
    const shops = await search(su, `${tag} tea`);
    expect(shops.data.shops!.map((r) => r.id)).toEqual([ids.shopB, ids.shopA]);
    expect(shops.data.orders).toEqual([]);
  });

  it('answers only the lists an admin holds, within their own shops', async () => {
    const orders = await search(clerk, noA.slice(0, 12));
    expect(orders.code).toBe(1);
    expect(orders.data.orders!.map((o) => o.id)).toEqual([ids.orderA]);
    expect(orders.data.members).toBeNull();
    expect((await search(clerk, noB)).data.orders).toEqual([]);
    expect((await search(clerk, `${tag} tea`)).data.shops!.map((r) => r.id)).toEqual([ids.shopA]);
    const none = await search(nobody, noA);
    expect(none).toMatchObject({ code: 1, data: { orders: null, members: null, shops: null } });
  });

  it('refuses a missing, short or long term in the envelope, in the admin language', async () => {
    expect(await s.call('GET', '/admin/Search/index', { headers: su }).then((r) => r.body)).toMatchObject({ code: 0, data: null });
    expect(await search(su, ' ab ')).toMatchObject({ code: 0, msg: 'Parameter q is invalid: Please enter at least 3 characters to search' });
    expect(await search(nobody, 'x'.repeat(51))).toMatchObject({ code: 0, msg: expect.stringContaining('搜索内容最多 50 个字符') });
    // not signed in
    expect((await s.call('GET', `/admin/Search/index?q=${noA}`)).body.code).toBe(303);
  });
});
