import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerResource } from '../src/core/crud/index.ts';
import { crudItem, itemResource, listUrl, loginAdmin, makeAdmin, makeGroup, makeMenu, startKitServer, type KitServer } from './crud-harness.ts';

/**
 * Scoped admins: a resource's `scope` (here the allowed values of a column, as the commerce
 * area's "own shops" will be, and a condition) limits every action of a non-super admin: index,
 * export, remote selects, edit (read and save), del, sortable and add. `amount` plays the shop id:
 * the clerk may touch shops 1 and 2.
 */
let k: KitServer;
let superH: Record<string, string>;
const as: Record<string, Record<string, string>> = {};
const SHOPS = [1, 2];

beforeAll(async () => {
  k = await startKitServer((app, ctx) => {
    registerResource(app, ctx, { ...itemResource('test.Shop'), scope: (c) => (c.isSuper ? undefined : { column: 'amount', in: SHOPS }) });
    registerResource(app, ctx, { ...itemResource('test.Cond'), scope: (c) => (c.isSuper ? undefined : sql`${crudItem.name} like 'in%'`) });
    // a form that picks shops: its users may read the shop list in select mode
    registerResource(app, ctx, { ...itemResource('test.Form'), remoteSelects: { 'test.Shop': 'name' } });
  });
  superH = { batoken: (await loginAdmin(k.s)).token };
  const shop = await makeMenu(k.call, superH.batoken, 'test/shop');
  const cond = await makeMenu(k.call, superH.batoken, 'test/cond', ['index', 'edit']);
  const form = await makeMenu(k.call, superH.batoken, 'test/form', ['add']);
  const clerkGroup = await makeGroup(k.call, superH.batoken, 'Clerks', [...Object.values(shop), ...Object.values(cond)]);
  const pickerGroup = await makeGroup(k.call, superH.batoken, 'Pickers', Object.values(form));
  as.clerk = { batoken: (await makeAdmin(k.call, superH.batoken, 'clerk', [clerkGroup])).token, 'think-lang': 'en' };
  as.picker = { batoken: (await makeAdmin(k.call, superH.batoken, 'picker', [pickerGroup])).token, 'think-lang': 'en' };
  await k.s.change(sql`insert into crud_item (name, amount, weigh) values ('in1', 1, 1), ('in2', 2, 2), ('out3', 3, 3)`);
});
afterAll(() => k.close());

const rows = async () =>
  Object.fromEntries((await k.s.ctx.database.rows<{ id: number; name: string; amount: number; weigh: number }>(sql`select id, name, amount, weigh from crud_item order by id`)).map((r) => [r.name, r]));
const names = (list: { name: string }[]) => list.map((r) => r.name).sort();
const refused = { code: 0, msg: 'You have no permission to operate!' };

describe('a scope of allowed column values', () => {
  it('index, the count and the export show only rows in scope; the super admin sees all', async () => {
    const res = await k.call('GET', listUrl('test.Shop'), { headers: as.clerk });
    expect(res.body.data).toMatchObject({ total: 2 });
    expect(names(res.body.data.list)).toEqual(['in1', 'in2']);
    // searching for the other shop finds nothing
    const other = await k.call('GET', listUrl('test.Shop', { search: [{ field: 'amount', val: '3', operator: 'eq' }] }), { headers: as.clerk });
    expect(other.body.data).toMatchObject({ list: [], total: 0 });
    expect((await k.call('GET', listUrl('test.Shop'), { headers: superH })).body.data.total).toBe(3);
    const csv = await k.call('GET', '/admin/test.Shop/export?format=csv', { headers: as.clerk });
    expect(String(csv.body)).toContain('in1');
    expect(String(csv.body)).toContain('in2');
    expect(String(csv.body)).not.toContain('out3');
  });

  it('remote selects granted by a form list only rows in the scope of the form user', async () => {
    // the picker holds no shop node: scope is computed for them, not for the shop list's users
    const res = await k.call('GET', '/admin/test.Shop/index?select=true', { headers: as.picker });
    expect(res.body.code).toBe(1);
    expect(names(res.body.data.list)).toEqual(['in1', 'in2']);
    expect(Object.keys(res.body.data.list[0]).sort()).toEqual(['id', 'name']);
  });

  it('edit refuses an out-of-scope row on read and save, and a save that moves a row out of scope', async () => {
    const r = await rows();
    expect((await k.call('GET', `/admin/test.Shop/edit?id=${r.out3.id}`, { headers: as.clerk })).body).toMatchObject(refused);
    expect((await k.call('POST', '/admin/test.Shop/edit', { headers: as.clerk, body: { id: r.out3.id, name: 'hacked' } })).body).toMatchObject(refused);
    expect((await k.call('POST', '/admin/test.Shop/edit', { headers: as.clerk, body: { id: r.in1.id, amount: 3 } })).body).toMatchObject(refused);
    expect((await rows()).in1.amount).toBe(1);
    expect((await k.call('POST', '/admin/test.Shop/edit', { headers: as.clerk, body: { id: r.in1.id, amount: 2 } })).body.code).toBe(1);
    expect((await rows()).in1.amount).toBe(2);
    expect((await rows()).out3.name).toBe('out3');
  });

  it('add must put an allowed value in the scope column', async () => {
    expect((await k.call('POST', '/admin/test.Shop/add', { headers: as.clerk, body: { name: 'new3', amount: 3 } })).body).toMatchObject(refused);
    expect((await k.call('POST', '/admin/test.Shop/add', { headers: as.clerk, body: { name: 'newNone' } })).body).toMatchObject(refused);
    expect((await k.call('POST', '/admin/test.Shop/add', { headers: as.clerk, body: { name: 'new1', amount: 1 } })).body.code).toBe(1);
    const r = await rows();
    expect([r.new3, r.newNone, r.new1?.amount]).toEqual([undefined, undefined, 1]);
  });

  it('sortable refuses an out-of-scope row and moves nothing', async () => {
    const r = await rows();
    expect((await k.call('POST', '/admin/test.Shop/sortable', { headers: as.clerk, body: { id: r.in1.id, targetId: r.out3.id } })).body).toMatchObject(refused);
    expect((await k.call('POST', '/admin/test.Shop/sortable', { headers: as.clerk, body: { id: r.out3.id, targetId: r.in1.id } })).body).toMatchObject(refused);
    const after = await rows();
    expect([after.in1.weigh, after.in2.weigh, after.out3.weigh]).toEqual([1, 2, 3]);
  });

  it('del deletes only rows in scope', async () => {
    const r = await rows();
    expect((await k.call('DELETE', `/admin/test.Shop/del?ids[]=${r.out3.id}`, { headers: as.clerk })).body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    expect((await k.call('DELETE', `/admin/test.Shop/del?ids[]=${r.out3.id}&ids[]=${r.new1.id}`, { headers: as.clerk })).body.code).toBe(1);
    const after = await rows();
    expect(after.out3).toBeDefined();
    expect(after.new1).toBeUndefined();
  });
});

describe('a scope condition', () => {
  it('limits the list and the edit the same way', async () => {
    const res = await k.call('GET', listUrl('test.Cond'), { headers: as.clerk });
    expect(names(res.body.data.list)).toEqual(['in1', 'in2']);
    const r = await rows();
    expect((await k.call('GET', `/admin/test.Cond/edit?id=${r.out3.id}`, { headers: as.clerk })).body).toMatchObject(refused);
    // renaming a row so that it leaves the condition is refused and rolled back
    expect((await k.call('POST', '/admin/test.Cond/edit', { headers: as.clerk, body: { id: r.in2.id, name: 'gone' } })).body).toMatchObject(refused);
    expect((await rows()).in2).toBeDefined();
  });
});
