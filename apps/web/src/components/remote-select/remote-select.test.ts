import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../api/query-string';
import { rowsOf, selectParams, valueKey, valuesOf } from './remote-select';

describe('remote select', () => {
  it('asks a page of options with the typed text', () => {
    expect(toQueryString(selectParams({ quickSearch: 'vip', page: 2, params: { isTree: true } }))).toBe('select=true&quickSearch=vip&isTree=true&page=2&limit=10');
  });

  it('asks for the current values once, by key, without paging', () => {
    expect(toQueryString(selectParams({ pk: 'admin_group.id', initValue: [2, 3] }))).toBe('select=true&quickSearch=&initKey=id&initValue[]=2&initValue[]=3');
  });

  it('reads {options} and {list, total} answers', () => {
    expect(rowsOf({ options: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(rowsOf({ list: [{ id: 1 }], total: 30 })).toEqual({ rows: [{ id: 1 }], total: 30 });
    expect(rowsOf(null)).toEqual({ rows: [], total: 0 });
  });

  it('normalises values and keys', () => {
    expect(valuesOf(null)).toEqual([]);
    expect(valuesOf(0)).toEqual([0]);
    expect(valuesOf([1, 2])).toEqual([1, 2]);
    expect(valueKey('user.id')).toBe('id');
  });
});
