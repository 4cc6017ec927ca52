import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, registerItems, startKitServer, type KitServer } from './crud-harness.ts';

let k: KitServer;
let h: Record<string, string>;
let me: number;
const en = () => ({ ...h, 'think-lang': 'en' });

beforeAll(async () => {
  k = await startKitServer((app, ctx) => registerItems(app, ctx, [['test.Item'], ['test.Mine', 'personal']]));
  const info = await loginAdmin(k.s);
  h = { batoken: info.token };
  me = info.id;
});
afterAll(() => k.close());

const rows = async () => k.s.ctx.database.rows<Record<string, unknown>>(sql`select id, admin_id, name, code, amount, status, weigh, happen_time, secret from crud_item order by id`);

describe('add', () => {
  it('adds a validated row; GET add is a parameter error', async () => {
    const res = await k.call('POST', '/admin/test.Item/add', { headers: en(), body: { name: 'first', amount: '7', weigh: 3, happen_time: '2024-03-01 08:00:00', secret: 'x', id: 99, create_time: 1 } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Added successfully!', data: null });
    const [row] = await rows();
    // unknown keys (secret, id, create_time) are not written; times in the configured zone
    expect(row).toMatchObject({ name: 'first', amount: 7, weigh: 3, secret: '', admin_id: 0 });
    expect(row.id).not.toBe(99);
    expect(new Date(row.happen_time as string).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    const get = await k.call('GET', '/admin/test.Item/add', { headers: en() });
    expect(get.body).toMatchObject({ code: 0, msg: 'Parameter error!' });
  });

  it('validates the input with the resource schema', async () => {
    const res = await k.call('POST', '/admin/test.Item/add', { headers: en(), body: { amount: 1 } });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/^Parameter name is invalid/);
    const bad = await k.call('POST', '/admin/test.Item/add', { headers: en(), body: { name: 'x', happen_time: 'yesterday' } });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Parameter happen_time is invalid: yesterday' });
  });

  it('a data-limited resource owns new rows to their creator', async () => {
    await k.call('POST', '/admin/test.Mine/add', { headers: h, body: { name: 'owned', admin_id: 42 } });
    const owned = (await rows()).find((r) => r.name === 'owned');
    expect(owned?.admin_id).toBe(me);
  });
});

describe('edit', () => {
  it('GET edit answers {row} without hidden columns; unknown id is "Record not found"', async () => {
    const [first] = await rows();
    const res = await k.call('GET', `/admin/test.Item/edit?id=${first.id}`, { headers: h });
    expect(res.body.code).toBe(1);
    expect(res.body.data.row).toMatchObject({ id: first.id, name: 'first', amount: 7 });
    expect(res.body.data.row).not.toHaveProperty('secret');
    expect(typeof res.body.data.row.happen_time).toBe('number');
    const missing = await k.call('GET', '/admin/test.Item/edit?id=9999', { headers: en() });
    expect(missing.body).toMatchObject({ code: 0, msg: 'Record not found' });
    const noId = await k.call('GET', '/admin/test.Item/edit', { headers: en() });
    expect(noId.body.msg).toMatch(/^Parameter id is invalid/);
  });

  it('POST saves only the fields sent (a table switch posts {id, field})', async () => {
    const [first] = await rows();
    const res = await k.call('POST', '/admin/test.Item/edit', { headers: en(), body: { id: first.id, status: false } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Update successful!' });
    const [after] = await rows();
    expect(after).toMatchObject({ name: 'first', amount: 7, status: false });
    const whole = await k.call('POST', '/admin/test.Item/edit', { headers: h, body: { id: first.id, name: 'renamed', code: null, happen_time: 0, owner: { username: 'x' }, create_time: 5 } });
    expect(whole.body.code).toBe(1);
    const [again] = await rows();
    expect(again).toMatchObject({ name: 'renamed', code: null });
    expect(new Date(again.happen_time as string).getTime()).toBe(0);
    const missing = await k.call('POST', '/admin/test.Item/edit', { headers: en(), body: { id: 9999, name: 'x' } });
    expect(missing.body).toMatchObject({ code: 0, msg: 'Record not found' });
  });
});

describe('sortable', () => {
  it('swaps the weights of two neighbouring rows (the reference); equal weights are refused', async () => {
    // In weigh order (higher first, then by key): w2, w3, w1.
    await k.s.change(sql`insert into crud_item (name, weigh) values ('w1', 10), ('w2', 20), ('w3', 20)`);
    const ids = Object.fromEntries((await rows()).map((r) => [r.name, r.id]));
    const res = await k.call('POST', '/admin/test.Item/sortable', { headers: h, body: { id: ids.w1, targetId: ids.w3 } });
    expect(res.body).toMatchObject({ code: 1 });
    const w = Object.fromEntries((await rows()).map((r) => [r.name, r.weigh]));
    expect([w.w1, w.w2, w.w3]).toEqual([20, 20, 10]);
    const equal = await k.call('POST', '/admin/test.Item/sortable', { headers: en(), body: { id: ids.w1, targetId: ids.w2 } });
    expect(equal.body).toMatchObject({ code: 0, msg: 'Invalid sorting collation, because the two target weights are equal.' });
    const missing = await k.call('POST', '/admin/test.Item/sortable', { headers: en(), body: { id: ids.w1, targetId: 9999 } });
    expect(missing.body).toMatchObject({ code: 0, msg: 'Record not found' });
    const bad = await k.call('POST', '/admin/test.Item/sortable', { headers: en(), body: { id: ids.w1 } });
    expect(bad.body.msg).toMatch(/^Parameter targetId is invalid/);
  });

  it('inserts the dragged row where it is dropped: the rows between move one place, nothing else moves', async () => {
    await k.s.change(sql`insert into crud_item (name, weigh) values ('m1', 550), ('m2', 540), ('m3', 530), ('m4', 520), ('m5', 510), ('far', 900)`);
    const ids = Object.fromEntries((await rows()).map((r) => [r.name, r.id]));
    const order = async () =>
      (await rows()).filter((r) => /^m\d$|^far$/.test(String(r.name))).sort((x, y) => Number(y.weigh) - Number(x.weigh)).map((r) => `${r.name}:${r.weigh}`);
    // Down: m1 dropped on m4 lands after it.
    expect((await k.call('POST', '/admin/test.Item/sortable', { headers: h, body: { id: ids.m1, targetId: ids.m4 } })).body.code).toBe(1);
    expect(await order()).toEqual(['far:900', 'm2:550', 'm3:540', 'm4:530', 'm1:520', 'm5:510']);
    // Up: m5 dropped on m2 lands before it.
    expect((await k.call('POST', '/admin/test.Item/sortable', { headers: h, body: { id: ids.m5, targetId: ids.m2 } })).body.code).toBe(1);
    expect(await order()).toEqual(['far:900', 'm5:550', 'm2:540', 'm3:530', 'm4:520', 'm1:510']);
  });
});

describe('del', () => {
  it('deletes ids[] from the query string with HTTP DELETE', async () => {
    const ids = Object.fromEntries((await rows()).map((r) => [r.name, r.id]));
    const res = await k.call('DELETE', `/admin/test.Item/del?ids[]=${ids.w1}&ids[]=${ids.w2}`, { headers: en() });
    expect(res.body).toMatchObject({ code: 1, msg: 'Deleted successfully!' });
    expect((await rows()).map((r) => r.name)).not.toContain('w1');
    const csv = await k.call('DELETE', `/admin/test.Item/del?ids=${ids.w3}`, { headers: h });
    expect(csv.body.code).toBe(1);
    const none = await k.call('DELETE', '/admin/test.Item/del?ids[]=9999', { headers: en() });
    expect(none.body).toMatchObject({ code: 0, msg: 'No rows deleted' });
    const empty = await k.call('DELETE', '/admin/test.Item/del', { headers: en() });
    expect(empty.body.msg).toMatch(/^Parameter ids is invalid/);
    const junk = await k.call('DELETE', '/admin/test.Item/del?ids[]=1;drop', { headers: en() });
    expect(junk.body.msg).toMatch(/^Parameter ids/);
    for (const method of ['GET', 'POST']) {
      const wrong = await k.call(method, `/admin/test.Item/del?ids[]=${ids.renamed}`, { headers: en() });
      expect(wrong.body).toMatchObject({ code: 0, msg: 'Parameter error!' });
    }
    expect((await rows()).map((r) => r.name)).toContain('renamed');
  });
});

describe('the guard', () => {
  it('asks for login on every action', async () => {
    for (const [method, path] of [['GET', 'index'], ['POST', 'add'], ['GET', 'edit?id=1'], ['POST', 'edit'], ['DELETE', 'del?ids[]=1'], ['POST', 'sortable']]) {
      const res = await k.call(method, `/admin/test.Item/${path}`, method === 'POST' ? { body: {} } : {});
      expect(res.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    }
  });
});
