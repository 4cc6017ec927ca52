import { describe, expect, it } from 'vitest';
import { buildSearch, expandDateRange, filterParams, searchValuesFromQuery } from './search-params';
import { columnsOf } from './types';

const columns = columnsOf([
  { field: 'id', operator: 'RANGE' },
  { field: 'username', operator: 'LIKE' },
  { field: 'status', render: 'switch' },
  { field: 'group_id', operator: 'IN' },
  { field: 'avatar', operator: 'NULL' },
  { field: 'create_time', render: 'datetime', operator: 'RANGE' },
  { field: 'buttons', render: 'buttons', operator: false },
  { field: 'user.username', operator: 'eq' },
]);

describe('buildSearch', () => {
  it('makes one item per searchable column with a value', () => {
    expect(
      buildSearch(columns, {
        id: ['1', '10'],
        username: ' jo ',
        status: '1',
        group_id: ['1', '3'],
        avatar: true,
        buttons: 'x',
        'user.username': 'admin',
      }),
    ).toEqual([
      { field: 'id', val: '1,10', operator: 'RANGE' },
      { field: 'username', val: 'jo', operator: 'LIKE' },
      { field: 'status', val: '1', operator: 'eq', render: 'switch' },
      { field: 'group_id', val: ['1', '3'], operator: 'IN' },
      { field: 'avatar', val: '', operator: 'NULL' },
      { field: 'user.username', val: 'admin', operator: 'eq' },
    ]);
  });

  it('joins open ranges with an empty end and leaves out empty ones', () => {
    expect(buildSearch(columns, { id: ['', '5'] })).toEqual([{ field: 'id', val: ',5', operator: 'RANGE' }]);
    expect(buildSearch(columns, { id: ['3', ''] })).toEqual([{ field: 'id', val: '3,', operator: 'RANGE' }]);
    expect(buildSearch(columns, { id: ['', ''], username: '', group_id: [], avatar: false })).toEqual([]);
  });

  it('expands date-only ends of a datetime range to the whole days', () => {
    expect(buildSearch(columns, { create_time: ['2024-01-01', '2024-01-31'] })).toEqual([
      { field: 'create_time', val: '2024-01-01 00:00:00,2024-01-31 23:59:59', operator: 'RANGE', render: 'datetime' },
    ]);
    expect(buildSearch(columns, { create_time: ['2024-01-01 08:30:00', ''] })[0].val).toBe('2024-01-01 08:30:00,');
    expect(expandDateRange('', '2024-02-29')).toEqual(['', '2024-02-29 23:59:59']);
  });
});

describe('searchValuesFromQuery (acceptQuery)', () => {
  it('pre-fills searchable fields from the URL and ignores the rest', () => {
    const query = new URLSearchParams('id=1,9&username=jo&group_id=1,2&avatar=1&create_time=2024-01-01,2024-01-02&buttons=x&other=y');
    expect(searchValuesFromQuery(columns, query)).toEqual({
      id: ['1', '9'],
      username: 'jo',
      group_id: ['1', '2'],
      avatar: true,
      create_time: ['2024-01-01', '2024-01-02'],
    });
  });
});

describe('filterParams', () => {
  it('drops an empty order, quick search and search', () => {
    expect(filterParams({ page: 2, limit: 20, order: '', quickSearch: '', search: [] })).toEqual({
      page: 2,
      limit: 20,
      order: undefined,
      quickSearch: undefined,
      search: undefined,
    });
  });
});
