import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './throttle.ts';

describe('FixedWindowLimiter', () => {
  it('allows the limit, refuses the next with the seconds left, and resets with the window', () => {
    const l = new FixedWindowLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([l.hit('a', t0), l.hit('a', t0), l.hit('a', t0)]).toEqual([0, 0, 0]);
    expect(l.hit('a', t0 + 30_000)).toBe(30);
    expect(l.hit('b', t0 + 30_000)).toBe(0);
    expect(l.hit('a', t0 + 60_000)).toBe(0);
  });

  it('is off when the limit is 0', () => {
    const l = new FixedWindowLimiter(0);
    for (let i = 0; i < 1000; i++) expect(l.hit('a')).toBe(0);
  });
});
