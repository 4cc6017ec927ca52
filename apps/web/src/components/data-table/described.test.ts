import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { describedTable, enumContent } from './described';

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
