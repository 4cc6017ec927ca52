import { describe, expect, it } from 'vitest';
import { narrowSelect } from './select-grant.ts';
import type { Compiled } from './types.ts';

const r = { pkName: 'id' } as Compiled;

describe('narrowSelect', () => {
  it('keeps the key and the granted labels, nested children, the total and an inexact total', () => {
    const answer = { list: [{ id: 1, name: 'a', secret: 'x', children: [{ id: 2, name: 'b', secret: 'y' }] }], total: 10_000, totalExact: false, remark: 'r' };
    expect(narrowSelect(answer, r, ['name'])).toEqual({ list: [{ id: 1, name: 'a', children: [{ id: 2, name: 'b' }] }], total: 10_000, totalExact: false });
  });

  it('adds nothing about exactness to an exact total', () => {
    expect(narrowSelect({ list: [], total: 0 }, r, ['name'])).toEqual({ list: [], total: 0 });
  });
});
