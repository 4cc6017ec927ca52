import { describe, expect, it } from 'vitest';
import { useSiteConfig } from '../../../../stores/site-config';
import { cellText } from './index';

describe('recycled values in the detail', () => {
  it('show times in the site time zone, not as raw ISO strings, and other values as they are', () => {
    useSiteConfig.getState().dataFill({ timeZone: 'Asia/Shanghai' });
    expect(cellText('2026-11-24T14:18:35.123456+00:00')).toBe('2026-11-24 22:18:35');
    expect(cellText('12')).toBe('12');
    expect(cellText(7)).toBe('7');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(null)).toBe('');
  });
});
