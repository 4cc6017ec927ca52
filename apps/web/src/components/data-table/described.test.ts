import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { describedColumns, describedTable, enumContent } from './described';

const d = describeResource({
  path: 'demo.Item',
  pk: 'code',
  tree: { pid: 'pid' },
  row: z.object({ code: z.string() }),
  fields: {
    code: { kind: 'id', search: true, sort: true },
    name: { kind: 'text', search: true, quick: true },
    status: { kind: 'enum', search: ['IN', 'eq'] },
    'owner.name': { kind: 'text', search: ['eq', 'LIKE'], quick: true },
    memo: { kind: 'text' },
  },
});

describe('describedTable', () => {
  const table = describedTable(d, [
    { field: 'code' },
    { field: 'name', sort: true },
    { field: 'status', operator: 'eq' },
    { field: 'owner.name' },
    { field: 'memo' },
    { field: 'operate', operator: false },
  ]);

  it('takes the path, key, tree and quick-search fields from the description', () => {
    expect(table).toMatchObject({ resource: 'demo.Item', pk: 'code', tree: true, quickSearchFields: ['name', 'owner.name'] });
  });

  it("gives each described column its kind's operator, or the first listed, and its sorting; a column's own choice wins", () => {
    const byField = Object.fromEntries(table.columns.map((c) => [c.field, c]));
    expect(byField.code).toMatchObject({ operator: 'RANGE', sort: true });
    expect(byField.name).toMatchObject({ operator: 'LIKE', sort: true });
    expect(byField.status.operator).toBe('eq');
    expect(byField['owner.name'].operator).toBe('eq');
    expect(byField.memo.operator).toBe(false);
    expect(byField.operate).toEqual({ field: 'operate', operator: false });
    expect(describedTable(d, [{ field: 'undescribed' }]).columns[0]).toEqual({ field: 'undescribed', operator: false });
  });
});

describe('describedTable enums and times', () => {
  const e = describeResource({
    path: 'demo.Enum',
    row: z.object({ id: z.number() }),
    fields: {
      status: { kind: 'enum', search: ['eq'], enum: [{ value: '1', label: 'statusOptions.1', color: 'success' }, { value: '0', label: 'statusOptions.0', color: 'error' }] },
      kind: { kind: 'enum', enum: [{ value: 'a', label: 'kindA' }] },
      create_time: { kind: 'time', search: true },
    },
  });
  const cols = describedTable(e, [{ field: 'status' }, { field: 'kind', render: 'tags', replaceValue: { a: 'own' } }, { field: 'create_time' }], 'demo');

  it('draws an enum as tags with its labels in the page pack and its colours; a column’s own render and labels win', () => {
    expect(cols.columns[0]).toMatchObject({ render: 'tag', replaceValue: { '1': 'demo.statusOptions.1', '0': 'demo.statusOptions.0' }, custom: { '1': 'success', '0': 'error' }, operator: 'eq' });
    expect(cols.columns[1]).toMatchObject({ render: 'tags', replaceValue: { a: 'own' } });
    expect(cols.columns[1]).not.toHaveProperty('custom');
    expect(cols.columns[2]).toMatchObject({ render: 'datetime', operator: 'RANGE' });
  });

  it('gives a form the enum’s options in their declared order', () => {
    expect(enumContent(e, 'status', 'demo')).toEqual([{ value: '1', label: 'demo.statusOptions.1' }, { value: '0', label: 'demo.statusOptions.0' }]);
    expect(() => enumContent(e, 'create_time')).toThrow();
  });
});

describe('describedColumns', () => {
  const fields = {
    id: { kind: 'id', search: true, sort: true },
    pid: { kind: 'ref', search: ['eq'] },
    category_id: { kind: 'ref', search: ['eq', 'IN'], ref: { resource: 'demo.Category', label: 'name' } },
    owner_id: { kind: 'ref', ref: { resource: 'auth.Admin', label: 'username' } },
    title: { kind: 'text', search: true, quick: true },
    cover: { kind: 'text', view: 'image' },
    body: { kind: 'text', view: 'editor', column: false },
    price: { kind: 'money', search: true },
    status: { kind: 'enum', search: true, enum: [{ value: '1', label: 'statusOptions.1', color: 'success' }, { value: '0', label: 'statusOptions.0' }] },
    on_sale: { kind: 'bool', view: 'switch' },
    birthday: { kind: 'time', view: 'date' },
    weigh: { kind: 'number', column: 'hidden' },
    create_time: { kind: 'time', search: true, sort: true },
    'category.name': { kind: 'text', search: true },
  } as const;
  const d = describeResource({ path: 'demo.Item', tree: { pid: 'pid' }, row: z.object({ id: z.number() }), fields });
  const byField = <C extends { field: string }>(cols: C[]) => Object.fromEntries(cols.map((c) => [c.field, c]));

  it("lists every described field in the description's order, a reference as its joined label, then edit and delete; leaves out column: false and the tree's parent", () => {
    const cols = describedColumns(d, 'demo');
    expect(cols.map((c) => c.field)).toEqual(['id', 'category.name', 'owner_id', 'title', 'cover', 'price', 'status', 'on_sale', 'birthday', 'weigh', 'create_time', 'operate']);
    expect(cols.at(-1)).toEqual({ field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false });
  });

  it('draws each field by its view or kind: images, a switch, a date, a date-time, money aligned, an enum as tags of its labels and colours; a hidden column starts hidden', () => {
    const c = byField(describedColumns(d, 'demo'));
    // the view's width replaces the text kind's minWidth
    expect(c.cover).toEqual({ field: 'cover', render: 'image', width: 80 });
    expect(c.on_sale).toMatchObject({ render: 'switch' });
    expect(c.birthday).toMatchObject({ render: 'datetime', timeFormat: 'YYYY-MM-DD' });
    expect(c.create_time).toMatchObject({ render: 'datetime', width: 170 });
    expect(c.price).toMatchObject({ align: 'right' });
    expect(c.status).toMatchObject({ render: 'tag', replaceValue: { '1': 'demo.statusOptions.1', '0': 'demo.statusOptions.0' }, custom: { '1': 'success' } });
    expect(c.weigh.show).toBe(false);
    expect(c.title).not.toHaveProperty('show');
    // a reference without its joined label listed shows the id
    expect(c.owner_id).toMatchObject({ width: 90 });
    expect(c.owner_id).not.toHaveProperty('render');
  });

  it("takes a page's overrides by name (the reference's or its label's), its buttons and order; false leaves a column out; an unknown name throws", () => {
    const cols = describedColumns(d, 'demo', {
      fields: { title: { minWidth: 200 }, status: { render: 'switch' }, category_id: { width: 140 }, cover: false, body: {}, operate: { width: 90 } },
      operate: ['weigh-sort', 'edit'],
      order: ['title'],
    });
    expect(cols.map((c) => c.field)).toEqual(['title', 'id', 'category.name', 'owner_id', 'body', 'price', 'status', 'on_sale', 'birthday', 'weigh', 'create_time', 'operate']);
    const c = byField(cols);
    // the page's width replaces the kind's minWidth
    expect(c.title).toMatchObject({ minWidth: 200 });
    expect(c['category.name']).toEqual({ field: 'category.name', width: 140 });
    expect(c.status).toMatchObject({ render: 'switch', replaceValue: { '1': 'demo.statusOptions.1' } });
    expect(c.operate).toMatchObject({ buttons: ['weigh-sort', 'edit'], width: 90 });
    expect(describedColumns(d, 'demo', { operate: false }).map((x) => x.field)).not.toContain('operate');
    expect(() => describedColumns(d, 'demo', { fields: { nope: {}, also: false } })).toThrow(/nope, also/);
    expect(() => describedColumns(d, 'demo', { order: ['body'] })).toThrow(/body/);
  });

  it('feeds describedTable: the operators and sorting of the description, the joined label searched as described', () => {
    const c = byField(describedTable(d, describedColumns(d, 'demo'), 'demo').columns);
    expect(c['category.name'].operator).toBe('LIKE');
    expect(c.create_time).toMatchObject({ operator: 'RANGE', sort: true });
    expect(c.cover.operator).toBe(false);
    expect(c.operate.operator).toBe(false);
  });
});
