import { describe, expect, it } from 'vitest';
import { yuan } from './site-config.ts';

describe('yuan', () => {
  it('formats cents as yuan with two decimals', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(1250)).toBe('12.50');
    expect(yuan(-1)).toBe('-0.01');
    expect(yuan(123456789)).toBe('1234567.89');
  });
});
