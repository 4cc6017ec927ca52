import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listUrl, loginAdmin, registerItems, startKitServer, type KitServer } from './crud-harness.ts';
import { caseless, escapeLike } from '../src/core/crud/search.ts';

let k: KitServer;
let h: Record<string, string>;
const en = () => ({ ...h, 'think-lang': 'en' });

// Shanghai is UTC+8: '2024-01-15 12:30:45' there is 04:30:45Z.
const ts = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  k = await startKitServer((app, ctx) => registerItems(app, ctx, [['test.Item']]));
  h = { batoken: (await loginAdmin(k.s)).token };
  await k.s.change(sql`
    insert into crud_item (admin_id, name, code, tags, labels, amount, price, status, weigh, secret, happen_time) values
      (1, 'alpha',     'A-1',  'red,green', '{x,y}', 10, 1.50, true,  1, 's1', '2024-01-01 00:00:00+08'),
      (0, 'beta',      null,   'green',     '{y}',   20, 2.00, false, 2, 's2', '2024-01-15 12:30:45+08'),
      (1, 'gamma 50%', 'G_1',  'blue',      '{}',    30, 3.25, true,  3, 's3', '2024-01-31 23:59:59.5+08'),
      (0, 'delta_x',   'D%1',  '',          '{z}',   40, 4.00, true,  4, 's4', null),
      (1, 'epsilon',   'E1',   'red',       '{x}',   50, 5.75, false, 5, 's5', '2024-02-01 00:00:00+08')`);
});
afterAll(() => k.close());

type Search = { field: string; val?: string | string[]; operator: string; render?: string };
async function names(search: Search[], extra: Record<string, unknown> = {}): Promise<string[]> {
  const res = await k.call('GET', listUrl('test.Item', { search, order: 'id,asc', ...extra }), { headers: h });
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.list.map((r: { name: string }) => r.name);
}
async function failure(url: string) {
  const res = await k.call('GET', url, { headers: en() });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  expect(res.body.data).toBeNull();
  // nothing about the database leaks (the message may echo the offending name, clipped)
  expect(res.body.msg).not.toMatch(/syntax|postgres|relation|violates|constraint|\.ts:\d|server error/i);
  return res.body.msg as string;
}

describe('list shape', () => {
  it('answers {list, total, remark}: newest first, times as unix seconds, joined rows nested, hidden columns absent', async () => {
    const res = await k.call('GET', '/admin/test.Item/index', { headers: h });
    expect(res.body.code).toBe(1);
    const { list, total, remark } = res.body.data;
    expect(total).toBe(5);
    expect(remark).toBe('');
    expect(list.map((r: { name: string }) => r.name)).toEqual(['epsilon', 'delta_x', 'gamma 50%', 'beta', 'alpha']);
    const alpha = list[4];
    expect(alpha).toMatchObject({ admin_id: 1, code: 'A-1', labels: ['x', 'y'], status: '1', happen_time: ts('2023-12-31T16:00:00Z'), owner: { username: 'admin', nickname: 'Admin' } });
    expect(typeof alpha.create_time).toBe('number');
    expect(alpha).not.toHaveProperty('secret');
    expect(list[3].owner).toBeNull();
  });

  it('paginates with page and limit, and counts the total', async () => {
    const res = await k.call('GET', '/admin/test.Item/index?page=2&limit=2&order=amount,asc', { headers: h });
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([30, 40]);
    const last = await k.call('GET', '/admin/test.Item/index?page=3&limit=2&order=amount,asc', { headers: h });
    expect(last.body.data).toMatchObject({ total: 5, list: [{ amount: 50 }] });
  });

  it('sorts by whitelisted fields, own and joined, in both directions', async () => {
    expect(await names([], { order: 'amount,desc' })).toEqual(['epsilon', 'delta_x', 'gamma 50%', 'beta', 'alpha']);
    expect(await names([], { order: 'price,asc' })).toEqual(['alpha', 'beta', 'gamma 50%', 'delta_x', 'epsilon']);
    expect(await names([], { order: 'name' })).toEqual(['alpha', 'beta', 'delta_x', 'epsilon', 'gamma 50%']);
    const joined = await names([], { order: 'owner.username,desc' });
    // NULLs first in a descending PostgreSQL order; ties broken by id desc
    expect(joined).toEqual(['delta_x', 'beta', 'epsilon', 'gamma 50%', 'alpha']);
  });
});

describe('search operators', () => {
  it('eq, ne and their aliases; comparisons', async () => {
    expect(await names([{ field: 'amount', val: '20', operator: 'eq' }])).toEqual(['beta']);
    expect(await names([{ field: 'amount', val: '20', operator: '=' }])).toEqual(['beta']);
    expect(await names([{ field: 'name', val: 'beta', operator: 'ne' }])).toHaveLength(4);
    expect(await names([{ field: 'amount', val: '20', operator: '<>' }])).toHaveLength(4);
    expect(await names([{ field: 'amount', val: '30', operator: 'gt' }])).toEqual(['delta_x', 'epsilon']);
    expect(await names([{ field: 'amount', val: '30', operator: 'egt' }])).toEqual(['gamma 50%', 'delta_x', 'epsilon']);
    expect(await names([{ field: 'amount', val: '30', operator: '<' }])).toEqual(['alpha', 'beta']);
    expect(await names([{ field: 'amount', val: '30', operator: 'ELT' }])).toEqual(['alpha', 'beta', 'gamma 50%']);
    expect(await names([{ field: 'price', val: '3.25', operator: 'eq' }])).toEqual(['gamma 50%']);
  });

  it('booleans accept 1/0 and true/false', async () => {
    expect(await names([{ field: 'status', val: '1', operator: 'eq' }])).toEqual(['alpha', 'gamma 50%', 'delta_x']);
    expect(await names([{ field: 'status', val: 'false', operator: 'eq' }])).toEqual(['beta', 'epsilon']);
  });

  it('LIKE and NOT LIKE match % and _ literally', async () => {
    expect(await names([{ field: 'name', val: 'ta', operator: 'LIKE' }])).toEqual(['beta', 'delta_x']);
    expect(await names([{ field: 'name', val: '50%', operator: 'LIKE' }])).toEqual(['gamma 50%']);
    expect(await names([{ field: 'name', val: '%', operator: 'like' }])).toEqual(['gamma 50%']);
    expect(await names([{ field: 'name', val: '_', operator: 'LIKE' }])).toEqual(['delta_x']);
    expect(await names([{ field: 'code', val: '%', operator: 'LIKE' }])).toEqual(['delta_x']);
    expect(await names([{ field: 'code', val: '_', operator: 'LIKE' }])).toEqual(['gamma 50%']);
    expect(await names([{ field: 'name', val: 'ALPHA', operator: 'LIKE' }])).toEqual(['alpha']);
    expect(await names([{ field: 'name', val: 'a', operator: 'NOT LIKE' }])).toEqual(['epsilon']);
    expect(await names([{ field: 'name', val: '_', operator: 'not like' }])).toEqual(['alpha', 'beta', 'gamma 50%', 'epsilon']);
  });

  it('IN and NOT IN take a list or a comma string', async () => {
    expect(await names([{ field: 'amount', val: '10,30', operator: 'IN' }])).toEqual(['alpha', 'gamma 50%']);
    expect(await names([{ field: 'amount', val: ['20', '50'], operator: 'in' }])).toEqual(['beta', 'epsilon']);
    expect(await names([{ field: 'name', val: ['alpha', 'beta'], operator: 'NOT IN' }])).toEqual(['gamma 50%', 'delta_x', 'epsilon']);
    expect(await names([{ field: 'amount', val: '', operator: 'IN' }])).toEqual([]);
    // axios's default encoding: indexed lists, encoded brackets
    const axiosStyle = '/admin/test.Item/index?search%5B0%5D%5Bfield%5D=amount&search%5B0%5D%5Bval%5D%5B0%5D=20&search%5B0%5D%5Bval%5D%5B1%5D=50&search%5B0%5D%5Boperator%5D=IN';
    const res = await k.call('GET', axiosStyle, { headers: h });
    expect(res.body.data.list.map((r: { name: string }) => r.name)).toEqual(['epsilon', 'beta']);
  });

  it('RANGE and NOT RANGE with both ends and open ends', async () => {
    expect(await names([{ field: 'amount', val: '20,40', operator: 'RANGE' }])).toEqual(['beta', 'gamma 50%', 'delta_x']);
    expect(await names([{ field: 'amount', val: ',20', operator: 'RANGE' }])).toEqual(['alpha', 'beta']);
    expect(await names([{ field: 'amount', val: '40,', operator: 'RANGE' }])).toEqual(['delta_x', 'epsilon']);
    expect(await names([{ field: 'amount', val: ['20', '30'], operator: 'RANGE' }])).toEqual(['beta', 'gamma 50%']);
    expect(await names([{ field: 'amount', val: ',', operator: 'RANGE' }])).toHaveLength(5);
    expect(await names([{ field: 'amount', val: '20,40', operator: 'NOT RANGE' }])).toEqual(['alpha', 'epsilon']);
    expect(await names([{ field: 'amount', val: ',20', operator: 'NOT RANGE' }])).toEqual(['gamma 50%', 'delta_x', 'epsilon']);
    expect(await names([{ field: 'amount', val: '40,', operator: 'not range' }])).toEqual(['alpha', 'beta', 'gamma 50%']);
  });

  it('NULL and NOT NULL (the value is not needed)', async () => {
    expect(await names([{ field: 'code', val: '', operator: 'NULL' }])).toEqual(['beta']);
    expect(await names([{ field: 'code', operator: 'NULL' }])).toEqual(['beta']);
    expect(await names([{ field: 'happen_time', val: '', operator: 'NOT NULL' }])).toEqual(['alpha', 'beta', 'gamma 50%', 'epsilon']);
  });

  it('FIND_IN_SET on a CSV column and on an array column, every value required', async () => {
    expect(await names([{ field: 'tags', val: 'green', operator: 'FIND_IN_SET' }])).toEqual(['alpha', 'beta']);
    expect(await names([{ field: 'tags', val: ['red', 'green'], operator: 'FIND_IN_SET' }])).toEqual(['alpha']);
    expect(await names([{ field: 'tags', val: 'gre', operator: 'FIND_IN_SET' }])).toEqual([]);
    expect(await names([{ field: 'labels', val: 'x', operator: 'FIND_IN_SET' }])).toEqual(['alpha', 'epsilon']);
    expect(await names([{ field: 'labels', val: ['x', 'y'], operator: 'FIND_IN_SET' }])).toEqual(['alpha']);
  });

  it('datetime ranges in the configured time zone, inclusive to the last second', async () => {
    const jan = { field: 'happen_time', val: '2024-01-01 00:00:00,2024-01-31 23:59:59', operator: 'RANGE', render: 'datetime' };
    expect(await names([jan])).toEqual(['alpha', 'beta', 'gamma 50%']);
    expect(await names([{ ...jan, operator: 'NOT RANGE' }])).toEqual(['epsilon']);
    expect(await names([{ field: 'happen_time', val: '2024-01-15 00:00:00,', operator: 'RANGE', render: 'datetime' }])).toEqual(['beta', 'gamma 50%', 'epsilon']);
    expect(await names([{ field: 'happen_time', val: ',2024-01-15 12:30:44', operator: 'RANGE', render: 'datetime' }])).toEqual(['alpha']);
    expect(await names([{ field: 'happen_time', val: ',2024-01-15 12:30:45', operator: 'NOT RANGE', render: 'datetime' }])).toEqual(['gamma 50%', 'epsilon']);
    // an exact time matches its whole second; unix seconds work as well
    expect(await names([{ field: 'happen_time', val: '2024-01-15 12:30:45', operator: 'eq', render: 'datetime' }])).toEqual(['beta']);
    expect(await names([{ field: 'happen_time', val: String(ts('2024-01-31T15:59:59Z')), operator: 'eq' }])).toEqual(['gamma 50%']);
    expect(await names([{ field: 'happen_time', val: '2024-01-31 23:59:59', operator: 'gt', render: 'datetime' }])).toEqual(['epsilon']);
    expect(await names([{ field: 'happen_time', val: '2024-01-15', operator: 'egt', render: 'datetime' }])).toEqual(['beta', 'gamma 50%', 'epsilon']);
  });

  it('searches joined fields', async () => {
    expect(await names([{ field: 'owner.username', val: 'admin', operator: 'eq' }])).toEqual(['alpha', 'gamma 50%', 'epsilon']);
    expect(await names([{ field: 'owner.username', val: 'dmi', operator: 'LIKE' }])).toEqual(['alpha', 'gamma 50%', 'epsilon']);
    expect(await names([{ field: 'owner.username', operator: 'NULL' }])).toEqual(['beta', 'delta_x']);
  });

  it('ANDs several items and ignores incomplete ones', async () => {
    expect(await names([{ field: 'status', val: '1', operator: 'eq' }, { field: 'amount', val: '20,', operator: 'RANGE' }])).toEqual(['gamma 50%', 'delta_x']);
    const res = await k.call('GET', '/admin/test.Item/index?search[0][field]=amount&search[0][operator]=eq&search[1][val]=3', { headers: h });
    expect(res.body.data.total).toBe(5);
  });

  it('quick search: every term in one of the fields, % and _ literal', async () => {
    const q = async (term: string) =>
      (await k.call('GET', `/admin/test.Item/index?order=id,asc&quickSearch=${encodeURIComponent(term)}`, { headers: h })).body.data.list.map((r: { name: string }) => r.name);
    expect(await q('alp')).toEqual(['alpha']);
    expect(await q('g_')).toEqual(['gamma 50%']);
    expect(await q('50%')).toEqual(['gamma 50%']);
    expect(await q('delta x')).toEqual(['delta_x']);
    expect(await q('e1')).toEqual(['epsilon']);
  });

  it('a term without cased letters is matched with LIKE, which finds in PostgreSQL what ILIKE finds', async () => {
    // letters whose case mappings are irregular (ß, Ω/Ω, ſ, İ, K/K) are cased: they keep ILIKE
    expect(['m777', 'ß', 'Ω', 'Ω', 'ſ', 'İ', 'K', 'ᏸ'].filter(caseless)).toEqual([]);
    const terms = ['会员余额', '777', '50%', '-1', '_', '·', '①'];
    expect(terms.filter(caseless)).toEqual(terms);
    const texts = ['会员余额-编辑', 'M777', 'm7770', 'G_1 50%', 'STRASSE straße ẞ', 'Ω ω Ω', 'ſ s S', 'İ i̇ i', 'K k K', 'D-1 d-1', 'Ⓐ ⓐ ① ·'];
    for (const term of terms) {
      const pattern = '%' + escapeLike(term) + '%';
      const rows = await k.s.ctx.database.rows<{ text: string; ci: boolean; cs: boolean }>(
        sql`select t as text, t ilike ${pattern} as ci, t like ${pattern} as cs from unnest(array[${sql.join(texts.map((t) => sql`${t}`), sql`, `)}]::text[]) as t`,
      );
      expect(rows.filter((r) => r.ci !== r.cs), term).toEqual([]);
      expect(rows.some((r) => r.cs), term).toBe(true);
    }
  });

  it('caps the page size', async () => {
    await k.s.change(sql`insert into crud_item (name, amount) select 'bulk' || g, 1000 + g from generate_series(1, 1100) g`);
    const res = await k.call('GET', '/admin/test.Item/index?limit=5000', { headers: h });
    expect(res.body.data.list).toHaveLength(1000);
    expect(res.body.data.total).toBe(1105);
    await k.s.change(sql`delete from crud_item where name like 'bulk%'`);
  });
});

describe('refusals', () => {
  it('an unknown or hidden field, an operator the field does not allow, an unknown order', async () => {
    expect(await failure(listUrl('test.Item', { search: [{ field: 'nope', val: '1', operator: 'eq' }] }))).toBe('Unknown search field: nope');
    expect(await failure(listUrl('test.Item', { search: [{ field: 'secret', val: 's1', operator: 'eq' }] }))).toBe('Unknown search field: secret');
    expect(await failure(listUrl('test.Item', { search: [{ field: 'weigh', val: '1', operator: 'eq' }] }))).toBe('Unknown search field: weigh');
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: '1', operator: 'LIKE' }] }))).toBe('Operator LIKE is not allowed on field amount');
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: '1', operator: 'BETWEEN' }] }))).toBe('Operator BETWEEN is not allowed on field amount');
    expect(await failure(listUrl('test.Item', { order: 'secret,asc' }))).toBe('Unknown sort field: secret');
    expect(await failure(listUrl('test.Item', { order: 'status,asc' }))).toBe('Unknown sort field: status');
    expect(await failure(listUrl('test.Item', { order: 'amount,sideways' }))).toBe('Invalid sort direction: sideways');
    const zh = await k.call('GET', listUrl('test.Item', { search: [{ field: 'nope', val: '1', operator: 'eq' }] }), { headers: h });
    expect(zh.body.msg).toBe('未知的搜索字段：nope');
  });

  it('values the column cannot hold are refused, not sent to the database', async () => {
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: 'ten', operator: 'eq' }] }))).toBe('Invalid search value for amount: ten');
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: '99999999999', operator: 'gt' }] }))).toMatch(/^Invalid search value for amount/);
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: '1.5', operator: 'eq' }] }))).toMatch(/^Invalid search value/);
    expect(await failure(listUrl('test.Item', { search: [{ field: 'status', val: 'maybe', operator: 'eq' }] }))).toMatch(/^Invalid search value/);
    expect(await failure(listUrl('test.Item', { search: [{ field: 'happen_time', val: '2024-02-30 00:00:00,', operator: 'RANGE', render: 'datetime' }] }))).toMatch(/^Invalid search value for happen_time/);
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: '1,2,3', operator: 'RANGE' }] }))).toMatch(/^Invalid search value/);
    expect(await failure(listUrl('test.Item', { search: [{ field: 'amount', val: ['1', '2'], operator: 'eq' }] }))).toMatch(/^Invalid search value/);
    expect(await failure('/admin/test.Item/index?page=0')).toMatch(/^Parameter page is invalid/);
    expect(await failure('/admin/test.Item/index?limit=abc')).toMatch(/^Parameter limit is invalid/);
  });

  it('SQL injection in fields, order and values goes nowhere', async () => {
    const attacks = [
      listUrl('test.Item', { search: [{ field: 'name; drop table crud_item; --', val: '1', operator: 'eq' }] }),
      listUrl('test.Item', { search: [{ field: 'name', val: '1', operator: "= '1' or 1=1 --" }] }),
      listUrl('test.Item', { search: [{ field: '(select password from admin)', val: '1', operator: 'eq' }] }),
      listUrl('test.Item', { order: 'id; drop table admin; --' }),
      listUrl('test.Item', { order: '(case when (select 1)=1 then id else name end),asc' }),
      listUrl('test.Item', { order: 'amount,asc; drop table admin' }),
      listUrl('test.Item', { search: [{ field: 'amount', val: '1) or (1=1', operator: 'eq' }] }),
    ];
    for (const url of attacks) expect(await failure(url)).toMatch(/^(Unknown search field|Operator .* is not allowed|Unknown sort field|Invalid sort direction|Invalid search value)/);
    // values are bound parameters: they match nothing rather than everything
    expect(await names([{ field: 'name', val: "' or '1'='1", operator: 'eq' }])).toEqual([]);
    expect(await names([{ field: 'name', val: "%' or '1'='1", operator: 'LIKE' }])).toEqual([]);
    expect(await names([{ field: 'name', val: "x') or 1=1 --", operator: 'IN' }])).toEqual([]);
    expect(await names([{ field: 'tags', val: "red') or true --", operator: 'FIND_IN_SET' }])).toEqual([]);
    const still = await k.s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from crud_item`);
    expect(still[0].n).toBe(5);
    const admins = await k.s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from admin`);
    expect(admins[0].n).toBe(1);
  });
});

describe('remote select', () => {
  it('select=true answers the list; initValue restricts to those keys with any page size', async () => {
    const res = await k.call('GET', '/admin/test.Item/index?select=true&quickSearch=&page=1&initKey=id&initValue[]=1&initValue[]=3&limit=1', { headers: h });
    expect(res.body.data.list.map((r: { id: number }) => r.id).sort()).toEqual([1, 3]);
    const one = await k.call('GET', '/admin/test.Item/index?select=1&initValue=2', { headers: h });
    expect(one.body.data.list.map((r: { name: string }) => r.name)).toEqual(['beta']);
    const byName = await k.call('GET', '/admin/test.Item/index?select=1&initKey=name&initValue[]=alpha&initValue[]=epsilon', { headers: h });
    expect(byName.body.data.total).toBe(2);
    const op = await k.call('GET', '/admin/test.Item/index?select=1&initKey=amount&initValue=30&initOperator=gt', { headers: h });
    expect(op.body.data.list.map((r: { name: string }) => r.name).sort()).toEqual(['delta_x', 'epsilon']);
    const empty = await k.call('GET', '/admin/test.Item/index?select=1&initValue=', { headers: h });
    expect(empty.body.data.total).toBe(5);
    const search = await k.call('GET', '/admin/test.Item/index?select=true&quickSearch=gam', { headers: h });
    expect(search.body.data.list.map((r: { name: string }) => r.name)).toEqual(['gamma 50%']);
  });

  it('refuses an unknown init key and too many init values', async () => {
    expect(await failure('/admin/test.Item/index?select=1&initKey=secret&initValue=s1')).toBe('Unknown search field: secret');
    const many = Array.from({ length: 1001 }, (_, i) => `initValue[]=${i + 1}`).join('&');
    expect(await failure(`/admin/test.Item/index?select=1&${many}`)).toMatch(/^Parameter initValue is invalid/);
  });
});
