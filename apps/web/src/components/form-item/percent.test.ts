import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf } from './percent';

describe('percentages and basis points', () => {
  it('shows basis points as the percentage', () => {
    expect(percentOf(1250)).toBe('12.5');
    expect(percentOf(8000)).toBe('80');
    expect(percentOf(1)).toBe('0.01');
    expect(percentOf(0)).toBe('0');
    expect(percentOf(10000)).toBe('100');
    expect(percentOf(1205)).toBe('12.05');
  });

  it('reads a typed percentage exactly (no floating point)', () => {
    expect(basisPointsOf('12.5')).toBe(1250);
    expect(basisPointsOf('80')).toBe(8000);
    expect(basisPointsOf(' 0.01 % ')).toBe(1);
    expect(basisPointsOf('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floating point
    expect(basisPointsOf('12.')).toBe(1200);
    expect(basisPointsOf('')).toBeNull();
  });

  it('refuses more than two decimals, and what is no percentage', () => {
    expect(basisPointsOf('12.345')).toBe('decimals');
    expect(basisPointsOf('0.001')).toBe('decimals');
    expect(basisPointsOf('abc')).toBe('format');
    expect(basisPointsOf('-5')).toBe('format');
    expect(basisPointsOf('1e2')).toBe('format');
  });

  it('round-trips every basis point', () => {
    for (let bp = 0; bp <= 10000; bp += 7) expect(basisPointsOf(percentOf(bp))).toBe(bp);
  });
});
