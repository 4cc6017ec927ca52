import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString (PHP bracket form)', () => {
  it('nests search items by index and lists scalars with []', () => {
    const qs = toQueryString({
      page: 1,
      limit: 10,
      order: 'id,desc',
      quickSearch: 'jo',
      search: [
        { field: 'status', val: '1', operator: 'eq', render: 'switch' },
        { field: 'create_time', val: '2024-01-01 00:00:00,2024-01-31 23:59:59', operator: 'RANGE', render: 'datetime' },
        { field: 'group_id', val: ['1', '2'], operator: 'IN' },
      ],
    });
    expect(qs).toBe(
      'page=1&limit=10&order=id,desc&quickSearch=jo' +
        '&search[0][field]=status&search[0][val]=1&search[0][operator]=eq&search[0][render]=switch' +
        '&search[1][field]=create_time&search[1][val]=2024-01-01%2000:00:00,2024-01-31%2023:59:59&search[1][operator]=RANGE&search[1][render]=datetime' +
        '&search[2][field]=group_id&search[2][val][]=1&search[2][val][]=2&search[2][operator]=IN',
    );
  });

  it('writes ids[] for a delete and initValue[] for a remote select, and skips null and undefined', () => {
    expect(toQueryString({ ids: [3, 4] })).toBe('ids[]=3&ids[]=4');
    expect(toQueryString({ select: true, initKey: 'id', initValue: [2], quickSearch: '', gone: undefined, none: null })).toBe(
      'select=true&initKey=id&initValue[]=2&quickSearch=',
    );
  });

  it('encodes what would break the query string', () => {
    expect(toQueryString({ quickSearch: 'a&b=c#d%' })).toBe('quickSearch=a%26b%3Dc%23d%25');
    expect(toQueryString({ search: [{ field: 'title', val: '[x]', operator: 'NOT LIKE' }] })).toBe(
      'search[0][field]=title&search[0][val]=%5Bx%5D&search[0][operator]=NOT%20LIKE',
    );
  });
});
