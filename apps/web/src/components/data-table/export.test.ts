import { describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../api/feedback';
import { fakeServer } from '../../api/test-server';
import { useAdminInfo } from '../../stores/admin-info';
import { downloadFile, exportUrl, fileNameOf } from './export';

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

  describe('downloadFile', () => {
    it('after an expired token, refreshes and sends the same request again: the same body, not the refusal', async () => {
      useAdminInfo.setState({ token: 'old', refresh_token: 'r' });
      // the token refresh answers a new token; the download, first the refusal then the file
      const answers = [{ data: { code: 409, msg: 'expired', time: 0, data: null } }, { data: 'gz', headers: { 'content-type': 'application/gzip', 'content-disposition': 'attachment; filename="b.tar.gz"' } }];
      const calls = fakeServer((request) => (request.url.endsWith('/refreshToken') ? { data: { code: 1, msg: '', time: 0, data: { type: 'admin-refresh', token: 'new' } } } : answers.shift()!));
      const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      await downloadFile('/admin/routine.Backup/download', 'fallback.tar.gz', 'routine-backup.downloadFailed', false, { name: 'b.tar.gz' });
      const download = { url: '/admin/routine.Backup/download', method: 'post', data: JSON.stringify({ name: 'b.tar.gz' }) };
      expect(calls.map(({ url, method, data, headers }) => ({ url, method, data, token: headers.batoken }))).toEqual([
        { ...download, token: 'old' },
        { url: '/api/common/refreshToken', method: 'post', data: JSON.stringify({ refreshToken: 'r' }), token: 'old' },
        { ...download, token: 'new' },
      ]);
      expect(saved).toHaveBeenCalledTimes(1);
      expect(await (saved.mock.calls[0][0] as Blob).text()).toBe('gz');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('b.tar.gz');
      useAdminInfo.setState({ token: '', refresh_token: '' });
    });

    it('shows the refusal of a download answered with an envelope instead of a file', async () => {
      const codeError = vi.fn();
      setFeedback({ success: () => {}, codeError, httpError: () => {} });
      fakeServer(() => ({ data: { code: 0, msg: 'No rows to export', time: 0, data: null } }));
      const saved = vi.spyOn(URL, 'createObjectURL');
      await downloadFile('/admin/auth.Admin/export?format=csv', 'export.csv', 'data-table.exportFailed');
      expect(codeError).toHaveBeenCalledWith('No rows to export');
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
