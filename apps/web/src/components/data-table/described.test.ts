import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { describedTable } from './described';

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
  });
});
