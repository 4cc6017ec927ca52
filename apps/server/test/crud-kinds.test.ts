import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { compile } from '../src/core/crud/resource.ts';
import { defineResource, join, registerResource, type ResourceDef, type Row } from '../src/core/crud/index.ts';
import { crudItem, itemInput, listUrl, loginAdmin, startKitServer, type KitServer } from './crud-harness.ts';

/**
 * Field kinds applied by the kit in one place: a money field (integer cents in SQL) is a yuan
 * string on the wire in index rows, select mode, the edit row and exports, own and joined, and
 * the area's hooks see the wire value.
 */
let k: KitServer;
let h: Record<string, string>;
const seen: Row[] = [];

const kinds = defineResource({
  path: 'test.Kinds',
  table: crudItem,
  fields: {
    id: { search: true, sort: true },
    name: { search: true },
    amount: { search: true, sort: true, money: true },
    price: { search: true },
  },
  // `weigh` holds the id of another item: its amount, joined, is money too
  joins: { parent: join(crudItem, (p) => eq(crudItem.weigh, p.id), { name: {}, amount: { money: true } }) },
  order: 'id,asc',
  add: { input: itemInput },
  hooks: {
    rows: (rows) => {
      seen.push(...rows);
      return rows.map((r) => ({ ...r, shown: `${r.name}: ${r.amount}` }));
    },
  },
});

beforeAll(async () => {
  k = await startKitServer((app, ctx) => void registerResource(app, ctx, kinds));
  h = { batoken: (await loginAdmin(k.s)).token };
  await k.s.change(sql`
    insert into crud_item (id, name, amount, price, weigh) values
      (1, 'one', 1250, 1.50, 0),
      (2, 'two', -5, 2.00, 1),
      (3, 'three', 0, 3.25, 2),
      (4, 'four', 100000001, 4.00, 99)`);
});
afterAll(() => k.close());

const list = async (params: Record<string, unknown> = {}) => {
  const res = await k.call('GET', listUrl('test.Kinds', params), { headers: h });
  expect(res.body.code).toBe(1);
  return res.body.data.list as Row[];
};

describe('money fields', () => {
  it('are yuan strings in index rows, own and joined; a missing joined row stays null', async () => {
    const rows = await list();
    expect(rows.map((r) => r.amount)).toEqual(['12.50', '-0.05', '0.00', '1000000.01']);
    expect(rows.map((r) => r.parent)).toEqual([null, { name: 'one', amount: '12.50' }, { name: 'two', amount: '-0.05' }, null]);
    // a numeric column that is not money is left as PostgreSQL gives it
    expect(rows[0].price).toBe('1.50');
  });

  it('reach the hooks as the wire carries them, once', async () => {
    seen.length = 0;
    const rows = await list({ search: [{ field: 'id', val: '1', operator: 'eq' }] });
    expect(seen.map((r) => r.amount)).toEqual(['12.50']);
    expect(rows[0].shown).toBe('one: 12.50');
  });

  it('are yuan in select mode and in the edit row', async () => {
    const select = await list({ select: 'true', initValue: ['2'] });
    expect(select).toHaveLength(1);
    expect(select[0]).toMatchObject({ amount: '-0.05', parent: { amount: '12.50' } });
    const edit = await k.call('GET', '/admin/test.Kinds/edit?id=1', { headers: h });
    expect(edit.body.code).toBe(1);
    expect(edit.body.data.row).toMatchObject({ amount: '12.50', shown: 'one: 12.50' });
  });

  it('are searched and sorted in yuan, and exported as listed', async () => {
    const found = await list({ search: [{ field: 'amount', val: '12.5', operator: 'eq' }] });
    expect(found.map((r) => r.name)).toEqual(['one']);
    const sorted = await list({ order: 'amount,desc' });
    expect(sorted.map((r) => r.amount)).toEqual(['1000000.01', '12.50', '0.00', '-0.05']);
    const res = await k.call('GET', '/admin/test.Kinds/export?order=id,asc', { headers: h });
    const lines = String(res.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,name,amount,price,parent.name,parent.amount');
    expect(lines.slice(1)).toEqual(['1,one,12.50,1.50,,', "2,two,'-0.05,2.00,one,12.50", '3,three,0.00,3.25,two,\'-0.05', '4,four,1000000.01,4.00,,']);
  });

  it('must be integer columns: a declaration that says otherwise stops the start', () => {
    expect(() => compile({ path: 'test.Bad', table: crudItem, fields: { price: { money: true } } } as ResourceDef)).toThrow(/money field "price" must be an integer column/);
    expect(() => compile({ path: 'test.Bad', table: crudItem, fields: { name: { money: true } } } as ResourceDef)).toThrow(/money field "name"/);
  });
});
