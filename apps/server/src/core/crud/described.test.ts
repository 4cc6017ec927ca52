import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { described, joinedFields } from './described.ts';

const d = describeResource({
  path: 'demo.Item',
  order: 'weigh,desc',
  tree: { pid: 'pid' },
  row: z.object({ id: z.number() }),
  fields: {
    id: { kind: 'id', search: true, sort: true },
    price: { kind: 'money', search: ['RANGE'] },
    memo: { kind: 'text', search: ['LIKE'], quick: true },
    'owner.name': { kind: 'text', search: ['LIKE', 'eq'], quick: true },
    note: { kind: 'text' },
  },
});

describe('a description as resource options', () => {
  it('gives the own whitelist (money searched in yuan), the quick search, order, tree and row', () => {
    expect(described(d)).toEqual({
      path: 'demo.Item',
      order: 'weigh,desc',
      tree: { pid: 'pid' },
      fields: { id: { search: true, sort: true }, price: { search: ['RANGE'], money: true }, memo: { search: ['LIKE'] }, note: {} },
      quickSearch: ['memo', 'owner.name'],
      row: d.row,
    });
  });

  it("gives a join's fields without the alias", () => {
    expect(joinedFields(d, 'owner')).toEqual({ name: { search: ['LIKE', 'eq'] } });
    expect(joinedFields(d, 'other')).toEqual({});
  });
});
