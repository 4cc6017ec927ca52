import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { http } from '../../api/http';
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
    const adapter = http.defaults.adapter;
    afterEach(() => {
      http.defaults.adapter = adapter;
    });

    it('after an expired token, refreshes and sends the same request again: the same body, not the refusal', async () => {
      const sent: { url?: string; method?: string; data: unknown; token?: unknown }[] = [];
      // blobs as the download reads them (jsdom's Blob has no text())
      const blob = (type: string, text: string) => ({ type, text: () => Promise.resolve(text) });
      const answers = [blob('application/json', JSON.stringify({ code: 409, msg: 'expired', time: 0, data: null })), blob('application/gzip', 'gz')];
      useAdminInfo.setState({ token: 'old', refresh_token: 'r' });
      http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
        sent.push({ url: config.url, method: config.method, data: config.data, token: config.headers.batoken });
        // the token refresh answers a new token; the download, first the refusal then the file
        const data = config.url!.endsWith('/refreshToken') ? { code: 1, msg: '', time: 0, data: { type: 'admin-refresh', token: 'new' } } : answers.shift();
        return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
      };
      const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
      await downloadFile('/admin/routine.Backup/download', 'b.tar.gz', 'routine-backup.downloadFailed', false, { name: 'b.tar.gz' });
      const download = { url: '/admin/routine.Backup/download', method: 'post', data: JSON.stringify({ name: 'b.tar.gz' }) };
      expect(sent).toEqual([{ ...download, token: 'old' }, { url: '/api/common/refreshToken', method: 'post', data: JSON.stringify({ refreshToken: 'r' }), token: 'old' }, { ...download, token: 'new' }]);
      expect(saved).toHaveBeenCalledTimes(1);
      saved.mockRestore();
      useAdminInfo.setState({ token: '', refresh_token: '' });
    });
  });
});
