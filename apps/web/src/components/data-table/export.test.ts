import { describe, expect, it } from 'vitest';
import { exportUrl, fileNameOf } from './export';

describe('export', () => {
  it('asks for the whole filtered list: the table’s filter without paging', () => {
    expect(
      exportUrl('/admin/auth.Admin/', 'xlsx', {
        page: 3,
        limit: 20,
        order: 'id,desc',
        quickSearch: 'ad',
        search: [{ field: 'status', val: '1', operator: 'eq', render: 'switch' }],
      }),
    ).toBe('/admin/auth.Admin/export?format=xlsx&order=id,desc&quickSearch=ad&search[0][field]=status&search[0][val]=1&search[0][operator]=eq&search[0][render]=switch');
    expect(exportUrl('/admin/auth.Rule/', 'csv', { page: 1, limit: 10 })).toBe('/admin/auth.Rule/export?format=csv');
  });

  it('names the file as the server says', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E7%AE%A1%E7%90%86.csv`, 'x')).toBe('管理.csv');
    expect(fileNameOf('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(fileNameOf(undefined, 'export.xlsx')).toBe('export.xlsx');
  });
});
