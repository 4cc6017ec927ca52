import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('nests PHP-style brackets, encoded or not', () => {
    expect(parseQueryString('search[0][field]=status&search[0][val][]=1&search[0][val][]=2&ids%5B%5D=3')).toEqual({
      search: [{ field: 'status', val: ['1', '2'] }],
      ids: ['3'],
    });
  });
  it('keeps plain strings as the default parser does', () => {
    expect(parseQueryString('a=1&a=2&server&lang=en&q=a+b%25')).toEqual({ a: ['1', '2'], server: '', lang: 'en', q: 'a b%' });
  });
  it('ignores prototype keys', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&a[constructor][prototype][x]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
    expect(parsed).not.toHaveProperty('__proto__.polluted');
  });
});
