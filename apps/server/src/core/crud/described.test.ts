import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource } from '@app/contract';
import { bigint, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { described, joinedFields, wireOf } from './described.ts';
import { memberFields } from './member.ts';

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
    // declared for the form and the row alone: out of the whitelist (not searched, not exported)
    body: { kind: 'text', input: z.string() },
    // money is converted wherever it is listed
    deposit: { kind: 'money', input: z.string() },
    // listed in the row alone: out of the export
    update_time: { kind: 'time', export: false },
  },
});

describe('a description as resource options', () => {
  it('gives the own whitelist (money searched in yuan), the quick search, order, tree and row', () => {
    expect(described(d)).toEqual({
      path: 'demo.Item',
      order: 'weigh,desc',
      tree: { pid: 'pid' },
      fields: { id: { search: true, sort: true }, price: { search: ['RANGE'], money: true }, memo: { search: ['LIKE'] }, note: {}, deposit: { money: true } },
      quickSearch: ['memo', 'owner.name'],
      row: d.row,
    });
  });

  it('refuses a field out of the export that is searched or sorted', () => {
    const searched = { ...d, fields: { ...d.fields, update_time: { kind: 'time', sort: true, export: false } } } as const;
    expect(() => described(searched)).toThrow('demo.Item: a field out of the export is neither searched nor sorted: update_time');
  });

  it("gives a join's fields without the alias", () => {
    expect(joinedFields(d, 'owner')).toEqual({ name: { search: ['LIKE', 'eq'] } });
    expect(joinedFields(d, 'other')).toEqual({});
  });
});

const item = pgTable('item', {
  id: serial('id').primaryKey(),
  price: bigint('price', { mode: 'number' }),
  memo: varchar('memo', { length: 20 }).notNull(),
  note: varchar('note', { length: 20 }).notNull(),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }),
});

describe('a table row for the wire (wireOf)', () => {
  const wire = wireOf<{ id: number; memo: string; price: string | null; owner_name: string; create_time: number | null; extra?: number }>(
    d, item, ['id', 'owner_name', 'price', 'memo', 'create_time', 'extra'],
  );
  const row = { id: 1, price: -5, memo: 'm', note: 'n', createTime: new Date(1_700_000_000_500) };

  it('gives the picked keys in order, money in yuan and times in unix seconds; extras fill or replace', () => {
    const out = wire(row, { owner_name: 'o', memo: 'M' });
    expect(JSON.stringify(out)).toBe('{"id":1,"owner_name":"o","price":"-0.05","memo":"M","create_time":1700000000}');
    expect(wire({ ...row, price: null, createTime: null })).toEqual({ id: 1, price: null, memo: 'm', create_time: null });
  });
});

describe("a member list's whitelist from the description", () => {
  const list = (over: object) => ({ endpoint: { path: '/api/demo/index' }, description: d, table: item, owner: 'id', ...over }) as never;

  it('narrows the operators, sorts what the description sorts, lists money columns in yuan', () => {
    expect(memberFields(list({ search: { id: ['eq'], memo: true }, sort: ['id'] }), 'r')).toEqual({
      id: { search: ['eq'], sort: true },
      memo: { search: ['LIKE'], sort: false },
      price: { money: true },
    });
    expect(memberFields(list({ pick: ['id', 'memo'] }), 'r')).toEqual({});
  });

  it('refuses what the description does not allow', () => {
    expect(() => memberFields(list({ search: { memo: ['eq'] } }), 'r')).toThrow('does not search "memo" with eq');
    expect(() => memberFields(list({ search: { note: true } }), 'r')).toThrow('does not search "note"');
    expect(() => memberFields(list({ sort: ['memo'] }), 'r')).toThrow('does not sort by "memo"');
    expect(() => memberFields(list({ search: { 'owner.name': true } }), 'r')).toThrow('not an own field');
  });
});
