import { describe, expect, it } from 'vitest';
import { wallPartsIn, wallTimeToMs, zoneOffsetAt } from './wall-time.ts';

describe('wall time', () => {
  it("reads a wall time as the zone's instant, across a daylight-saving change", () => {
    expect(wallTimeToMs('2026-06-01 08:00:00', 'Asia/Shanghai')).toBe(Date.UTC(2026, 5, 1, 0, 0, 0));
    expect(wallTimeToMs('2026-03-08 03:30', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(wallTimeToMs('2026-02-30', 'Asia/Shanghai')).toBeNull();
    expect(wallTimeToMs('yesterday', 'Asia/Shanghai')).toBeNull();
  });

  it('gives the wall clock and offset of an instant', () => {
    expect(wallPartsIn(Date.UTC(2026, 0, 1, 16, 0, 5), 'Asia/Shanghai')).toEqual({ year: 2026, month: 1, day: 2, hour: 0, minute: 0, second: 5 });
    expect(zoneOffsetAt(Date.UTC(2026, 0, 1), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('takes an unknown zone as UTC, on the server and in the browser alike', () => {
    expect(wallTimeToMs('2026-06-01 08:00:00', 'Not/AZone')).toBe(Date.UTC(2026, 5, 1, 8, 0, 0));
  });
});
