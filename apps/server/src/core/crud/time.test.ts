import { describe, expect, it } from 'vitest';
import { parseTime, parseWallTime } from './time.ts';

describe('parseWallTime', () => {
  it('reads a wall-clock time in the given zone', () => {
    expect(parseWallTime('2024-01-15 12:30:45', 'Asia/Shanghai')?.toISOString()).toBe('2024-01-15T04:30:45.000Z');
    expect(parseWallTime('2024-01-15', 'Asia/Shanghai')?.toISOString()).toBe('2024-01-14T16:00:00.000Z');
    expect(parseWallTime('2024-01-15 08:05', 'UTC')?.toISOString()).toBe('2024-01-15T08:05:00.000Z');
  });
  it('follows daylight saving', () => {
    expect(parseWallTime('2024-07-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(parseWallTime('2024-01-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-01-01T11:00:00.000Z');
  });
  it('refuses what is not a date', () => {
    for (const bad of ['2024-02-30', '2024-13-01 00:00:00', '2024-01-01 24:00:00', 'yesterday', "2024-01-01' or 1=1", '']) {
      expect(parseWallTime(bad, 'Asia/Shanghai')).toBeNull();
    }
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(parseWallTime('2024-01-15 00:00:00', 'Not/AZone')?.toISOString()).toBe('2024-01-15T00:00:00.000Z');
  });
});

describe('parseTime', () => {
  it('takes unix seconds too', () => {
    expect(parseTime('1700000000', 'Asia/Shanghai')?.getTime()).toBe(1_700_000_000_000);
  });
});
