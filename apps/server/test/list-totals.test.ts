import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ESTIMATE_FROM, ESTIMATE_REUSE_MS, TOTAL_CAP } from '../src/core/crud/list.ts';
import { COUNT_REUSE_MS, KEEP_FROM } from '../src/core/crud/kept-counts.ts';
import { listUrl, loginAdmin, registerItems, startKitServer, type KitServer } from './crud-harness.ts';

// Totals and deep pages of the CRUD kit's lists (crud README: Totals): exact where cheap, a
// capped count or the planner's estimate (with totalExact: false) where not.

const ROWS = TOTAL_CAP + 505;
let k: KitServer;
let h: Record<string, string>;

beforeAll(async () => {
  k = await startKitServer((app, ctx) => registerItems(app, ctx, [['test.Item']]));
  h = { batoken: (await loginAdmin(k.s)).token };
  await k.s.change(sql`insert into crud_item (name, amount) select 'item ' || i, i from generate_series(1, ${ROWS}) i`);
});
afterAll(() => k.close());

const everyRow = { field: 'amount', operator: 'egt', val: '1' };
async function list(params: Parameters<typeof listUrl>[1]) {
  const res = await k.call('GET', listUrl('test.Item', params), { headers: h });
  expect(res.body.code).toBe(1);
  return res.body.data as { list: { id: number; amount: number }[]; total: number; totalExact?: boolean };
}
const amounts = (data: { list: { amount: number }[] }) => data.list.map((r) => r.amount);

describe('list totals', () => {
  it('counts a small filtered list exactly, with no totalExact key', async () => {
    const data = await list({ search: [{ field: 'amount', operator: 'elt', val: '25' }], limit: 10 });
    expect(data.total).toBe(25);
    expect(data).not.toHaveProperty('totalExact');
    const last = await list({ search: [{ field: 'amount', operator: 'elt', val: '25' }], limit: 10, page: 3, order: 'amount,asc' });
    expect(last).toMatchObject({ total: 25 });
    expect(amounts(last)).toEqual([21, 22, 23, 24, 25]);
    // a page past the end carries no count: it is asked alone
    expect(await list({ search: [{ field: 'amount', operator: 'elt', val: '25' }], limit: 10, page: 9 })).toEqual({ list: [], total: 25, remark: '' });
  });

  it('serves an unfiltered first page at each limit asked (written into its statement, planned once)', async () => {
    for (const limit of [10, 25, 10, 3]) {
      const data = await list({ limit });
      expect(amounts(data)).toEqual([...Array(limit).keys()].map((i) => ROWS - i));
      expect(data.total).toBe(ROWS);
    }
  });

  it('stops counting a filtered list at the cap and says so', async () => {
    const data = await list({ search: [everyRow], limit: 10 });
    expect(data).toMatchObject({ total: TOTAL_CAP, totalExact: false });
    expect(amounts(data)).toEqual([ROWS, ROWS - 1, ROWS - 2, ROWS - 3, ROWS - 4, ROWS - 5, ROWS - 6, ROWS - 7, ROWS - 8, ROWS - 9]);
  });

  // a counted page sorts its rows out of the counted ones when they are all of them, and reads
  // them from the table when the count stopped at the cap: both sides of that edge
  it('serves the same page on both sides of the cap, in any order', async () => {
    const atCap = await list({ search: [{ field: 'amount', operator: 'elt', val: String(TOTAL_CAP) }], limit: 10, order: 'amount,desc' });
    expect(atCap.total).toBe(TOTAL_CAP);
    expect(atCap).not.toHaveProperty('totalExact');
    expect(amounts(atCap)).toEqual([...Array(10).keys()].map((i) => TOTAL_CAP - i));
    const pastCap = await list({ search: [{ field: 'amount', operator: 'elt', val: String(TOTAL_CAP + 1) }], limit: 10, order: 'amount,desc' });
    expect(pastCap).toMatchObject({ total: TOTAL_CAP, totalExact: false });
    expect(amounts(pastCap)).toEqual([...Array(10).keys()].map((i) => TOTAL_CAP + 1 - i));
    // ties on the sorted column are broken by the key, as OFFSET would
    await k.s.change(sql`update crud_item set name = 'tied' where amount between 101 and 130`);
    const expected = await k.s.change(sql`select id from crud_item where amount <= 200 order by name desc, id desc limit 10 offset 170`);
    const tied = await list({ search: [{ field: 'amount', operator: 'elt', val: '200' }], limit: 10, page: 18, order: 'name,desc' });
    expect(tied.list.map((r) => r.id)).toEqual(expected.map((r) => (r as { id: number }).id));
    expect(tied.total).toBe(200);
  });

  it('knows the exact total from a last page that is not full, beyond the cap', async () => {
    const data = await list({ search: [everyRow], limit: 10, page: Math.ceil(ROWS / 10), order: 'id,asc' });
    expect(amounts(data)).toEqual([10501, 10502, 10503, 10504, 10505]);
    expect(data.total).toBe(ROWS);
    expect(data).not.toHaveProperty('totalExact');
  });

  it('reports at least the rows up to a deep full page', async () => {
    const page = 1050;
    const data = await list({ search: [everyRow], limit: 10, page, order: 'amount,desc' });
    expect(amounts(data)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(data.totalExact).toBe(false);
    expect(data.total).toBeGreaterThanOrEqual(page * 10);
  });

  it('serves a deep page of any order as OFFSET would, with joined rows', async () => {
    const expected = await k.s.change(sql`select id from crud_item order by name desc, id desc limit 10 offset 7770`);
    const data = await list({ limit: 10, page: 778, order: 'name,desc' });
    expect(data.list.map((r) => r.id)).toEqual(expected.map((r) => (r as { id: number }).id));
    expect(data.list[0]).toHaveProperty('owner');
  });

  it('joins for the keys of a deep page when a joined field is searched or sorted', async () => {
    await k.s.change(sql`update crud_item set admin_id = 1 where id % 3 = 0`);
    const expected = await k.s.change(sql`select id from crud_item where admin_id = 1 order by id asc limit 10 offset 100`);
    const data = await list({ limit: 10, page: 11, order: 'id,asc', search: [{ field: 'owner.username', operator: 'eq', val: 'admin' }] });
    expect(data.list.map((r) => r.id)).toEqual(expected.map((r) => (r as { id: number }).id));
    expect(data.total).toBe(Math.floor(ROWS / 3));
    const sorted = await list({ limit: 10, page: 2, order: 'owner.username,asc' });
    // rows with an owner first (NULLs last ascending), ties by id desc
    expect(sorted.list.map((r) => r.id)).toEqual(expected.map((_, i) => Math.floor(ROWS / 3) * 3 - 30 - 3 * i));
  });

  // such a page reads its keys first and joins only them (crud README: Totals)
  it('serves a filtered first page in order, ties by key, each row with its joined row', async () => {
    await k.s.change(sql`update crud_item set admin_id = 1, name = 'tied first' where amount between 40 and 60`);
    const expected = (await k.s.change(
      sql`select i.id, a.username from crud_item i left join admin a on a.id = i.admin_id where i.amount <= 100 order by i.name desc, i.id desc limit 10`,
    )) as { id: number; username: string | null }[];
    const data = await list({ search: [{ field: 'amount', operator: 'elt', val: '100' }], limit: 10, order: 'name,desc' });
    const owned = (data as unknown as { list: { id: number; owner: { username: string } | null }[] }).list;
    expect(owned.map((r) => [r.id, r.owner?.username ?? null])).toEqual(expected.map((r) => [r.id, r.username]));
    expect(expected[0].username).toBe('admin');
    expect(data.total).toBe(100);
  });

  it('counts an unfiltered small table exactly', async () => {
    const data = await list({ limit: 10 });
    expect(data.total).toBe(ROWS);
    expect(data).not.toHaveProperty('totalExact');
  });

  it("reuses a large count for a moment, and counts again after the kit's own writes", async () => {
    const upTo = { search: [{ field: 'amount', operator: 'elt', val: String(KEEP_FROM + 5) }], limit: 10 };
    const countedAt = Date.now();
    expect((await list(upTo)).total).toBe(KEEP_FROM + 5);
    // a row written past the kit (another instance, another area's service): the rows are read fresh, the total may lag
    const [{ id }] = (await k.s.change(sql`insert into crud_item (name, amount) values ('elsewhere', 3) returning id`)) as { id: number }[];
    const lagging = await list(upTo);
    expect(lagging.list[0].id).toBe(id);
    if (Date.now() - countedAt < COUNT_REUSE_MS) expect(lagging.total).toBe(KEEP_FROM + 5);
    await new Promise((resolve) => setTimeout(resolve, COUNT_REUSE_MS + 50));
    expect((await list(upTo)).total).toBe(KEEP_FROM + 6);
    // the kit's own write drops the resource's counts at once
    const added = await k.call('POST', '/admin/test.Item/add', { headers: h, body: { name: 'through the kit', amount: '4' } });
    expect(added.body.code).toBe(1);
    expect((await list(upTo)).total).toBe(KEEP_FROM + 7);
    const removed = await k.call('DELETE', `/admin/test.Item/del?ids[]=${id}`, { headers: h });
    expect(removed.body.code).toBe(1);
    expect((await list(upTo)).total).toBe(KEEP_FROM + 6);
    await k.s.change(sql`delete from crud_item where name = 'through the kit'`);
  });

  it('counts a small total every time, and again when the rows outrun a kept one', async () => {
    const upTo30 = { search: [{ field: 'amount', operator: 'elt', val: '30' }], limit: 10 };
    expect((await list(upTo30)).total).toBe(30);
    await k.s.change(sql`insert into crud_item (name, amount) values ('small', 5)`);
    expect((await list(upTo30)).total).toBe(31);
    await k.s.change(sql`delete from crud_item where name = 'small'`);
    // a kept count below the rows a full page shows is not believed
    const wide = { search: [{ field: 'amount', operator: 'elt', val: String(KEEP_FROM) }], limit: KEEP_FROM / 2 };
    expect((await list(wide)).total).toBe(KEEP_FROM);
    await k.s.change(sql`insert into crud_item (name, amount) select 'outrun', 1 from generate_series(1, ${KEEP_FROM / 2})`);
    const outrun = await list({ ...wide, page: 3 });
    expect(outrun.list).toHaveLength(KEEP_FROM / 2);
    expect(outrun.total).toBe(KEEP_FROM * 1.5);
    await k.s.change(sql`delete from crud_item where name = 'outrun'`);
  });

  it('takes the total of a search that ended last time from its rows, and counts it when it no longer ends', async () => {
    const few = { search: [{ field: 'name', operator: 'LIKE', val: 'few ' }], limit: 10 };
    await k.s.change(sql`insert into crud_item (name, amount) select 'few ' || i, i from generate_series(1, 3) i`);
    expect((await list(few)).total).toBe(3);
    expect((await list(few)).total).toBe(3);
    // past the kit: the kept 3 says the page ends, the full page says it does not
    await k.s.change(sql`insert into crud_item (name, amount) select 'few more ' || i, i from generate_series(1, 12) i`);
    const grown = await list(few);
    expect(grown.list).toHaveLength(10);
    expect(grown.total).toBe(15);
    const second = await list({ ...few, page: 2 });
    expect(second.list).toHaveLength(5);
    expect(second.total).toBe(15);
    await k.s.change(sql`delete from crud_item where name like 'few %'`);
    expect(await list(few)).toMatchObject({ list: [], total: 0 });
  });

  it('seeks a deep page from the marks of the pages read before it, as OFFSET would', async () => {
    // ties on price across page boundaries, broken by the key descending (a mixed order)
    await k.s.change(sql`update crud_item set price = id % 37`);
    const filter = { search: [{ field: 'amount', operator: 'elt', val: '5000' }], limit: 10, order: 'price,asc' };
    const offsetIds = async (offset: number) =>
      ((await k.s.change(sql`select id from crud_item where amount <= 5000 order by price asc, id desc limit 10 offset ${offset}`)) as { id: number }[]).map((r) => r.id);
    const pageIds = async (page: number) => (await list({ ...filter, page })).list.map((r) => r.id);
    for (const page of [300, 300, 301, 302, 299, 310]) expect(await pageIds(page)).toEqual(await offsetIds((page - 1) * 10));
    // a row written past the kit before the marks: while they last, page 310 is read from its mark
    // (the rows it showed); OFFSET, once they are gone, moves every row down a place
    const shown = await pageIds(310);
    const markedAt = Date.now();
    const [{ id: early }] = (await k.s.change(sql`insert into crud_item (name, amount, price) values ('early', 1, 0) returning id`)) as { id: number }[];
    const again = await pageIds(310);
    if (Date.now() - markedAt < COUNT_REUSE_MS) expect(again).toEqual(shown);
    await new Promise((resolve) => setTimeout(resolve, COUNT_REUSE_MS + 50));
    expect(await pageIds(310)).toEqual(await offsetIds(3090));
    expect((await offsetIds(3090))[0]).not.toBe(shown[0]);
    await k.s.change(sql`delete from crud_item where id = ${early}`);
    // the kit's own write drops the marks: a row removed before them moves every later row up a place
    const [first] = await offsetIds(0);
    const removed = await k.call('DELETE', `/admin/test.Item/del?ids[]=${first}`, { headers: h });
    expect(removed.body.code).toBe(1);
    expect(await pageIds(301)).toEqual(await offsetIds(3000));
    await k.s.change(sql`insert into crud_item (id, name, amount) values (${first}, 'item ' || ${first}, ${first})`);
  });

  it("reports the planner's estimate for an unfiltered large table", async () => {
    const more = ESTIMATE_FROM + 5000;
    await k.s.change(sql`insert into crud_item (name, amount) select 'more ' || i, i from generate_series(1, ${more}) i`);
    await k.s.change(sql`analyze crud_item`);
    const data = await list({ limit: 10 });
    expect(data.totalExact).toBe(false);
    expect(Math.abs(data.total - (ROWS + more))).toBeLessThan((ROWS + more) * 0.05);
    // a filter is counted again (up to the cap)
    expect(await list({ search: [{ field: 'name', operator: 'LIKE', val: 'item 1050' }] })).toMatchObject({ total: 7 }) // 1050, 10500…10505;
  });

  it('reuses the estimate of a large table for a second, then asks the planner again', async () => {
    // the previous test's estimate must have expired: else the first list reuses it, and it expires before this test's second
    await new Promise((resolve) => setTimeout(resolve, ESTIMATE_REUSE_MS + 50));
    // taken before the request, so that the estimate's own time is no earlier than this
    const askedAt = Date.now();
    const first = await list({ limit: 10 });
    await k.s.change(sql`insert into crud_item (name, amount) select 'grown ' || i, i from generate_series(1, ${ESTIMATE_FROM}) i`);
    await k.s.change(sql`analyze crud_item`);
    const again = await list({ limit: 10 });
    if (Date.now() - askedAt < ESTIMATE_REUSE_MS) expect(again.total).toBe(first.total);
    await new Promise((resolve) => setTimeout(resolve, ESTIMATE_REUSE_MS + 50));
    const later = await list({ limit: 10 });
    expect(later.totalExact).toBe(false);
    expect(later.total).toBeGreaterThan(first.total + ESTIMATE_FROM * 0.9);
  });
});
