import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask.ts';
import { logTitle } from './title.ts';

describe('maskSecrets', () => {
  it('masks keys containing password, salt or token at any depth', () => {
    expect(
      maskSecrets({ username: 'a', password: 'p', a: { b: [{ c: { newPassword: 'x', Salt: 1, keep: 2 } }], refresh_token: 'r' }, tokens: ['t1'] }),
    ).toEqual({ username: 'a', password: '***', a: { b: [{ c: { newPassword: '***', Salt: '***', keep: 2 } }], refresh_token: '***' }, tokens: '***' });
  });
  it('leaves scalars and other keys alone', () => {
    expect(maskSecrets('password')).toBe('password');
    expect(maskSecrets([1, { x: null }])).toEqual([1, { x: null }]);
  });
});

describe('logTitle', () => {
  const rules = [
    { name: 'auth/admin', title: '管理员管理' },
    { name: 'auth/admin/edit', title: '编辑' },
    { name: 'auth/adminLog', title: '日志' },
  ];
  it('joins the controller and action titles, case-insensitively', () => {
    expect(logTitle(rules, 'auth/admin/edit')).toBe('管理员管理-编辑');
    expect(logTitle(rules, 'auth/adminlog/export')).toBe('日志-Unknown(export)');
    expect(logTitle(rules, 'shop/item/add')).toBe('Unknown(add)');
  });
});
