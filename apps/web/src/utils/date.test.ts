import { afterEach, describe, expect, it } from 'vitest';
import { useSiteConfig } from '../stores/site-config';
import { formatDateTime, formatTimeIn, fromPickerValueIn, siteNow, toPickerValue, toPickerValueIn, wallDayjsIn, wallToUnix, wallToUnixIn } from './date';
import { greetingPeriod, siteGreetingPeriod } from './greeting';

// One instant, 2026-05-01 13:25:29 UTC: 21:25:29 in Shanghai, 09:25:29 in New York (EDT).
const INSTANT = Date.UTC(2026, 4, 1, 13, 25, 29) / 1000;

afterEach(() => useSiteConfig.setState({ timeZone: 'Asia/Shanghai' }));

describe('the time kit converts in the zone it is given, never the runtime one', () => {
  it('formats one instant as each zone\'s wall clock, with a pattern', () => {
    expect(formatTimeIn(INSTANT, 'Asia/Shanghai')).toBe('2026-05-01 21:25:29');
    expect(formatTimeIn(INSTANT, 'America/New_York')).toBe('2026-05-01 09:25:29');
    expect(formatTimeIn(INSTANT * 1000, 'UTC')).toBe('2026-05-01 13:25:29');
    expect(formatTimeIn('2026-05-01T13:25:29Z', 'Asia/Shanghai', 'YYYY-MM-DD')).toBe('2026-05-01');
    expect(formatTimeIn(Date.UTC(2026, 4, 1, 17, 0, 0), 'Asia/Shanghai', 'YYYY-MM-DD HH:mm')).toBe('2026-05-02 01:00');
    expect(formatTimeIn('already a wall time', 'Asia/Shanghai')).toBe('already a wall time');
    expect(formatTimeIn(null, 'Asia/Shanghai')).toBe('');
  });

  it('reads a wall time of a zone as unix seconds, across daylight-saving changes', () => {
    expect(wallToUnixIn('2026-05-01 21:25:29', 'Asia/Shanghai')).toBe(INSTANT);
    expect(wallToUnixIn('2026-05-01 09:25:29', 'America/New_York')).toBe(INSTANT);
    expect(wallToUnixIn('2026-05-01', 'Asia/Shanghai')).toBe(Date.UTC(2026, 3, 30, 16) / 1000);
    // New York in winter is UTC-5, in summer UTC-4; the day the clocks go forward has both.
    expect(wallToUnixIn('2026-01-15 00:00:00', 'America/New_York')).toBe(Date.UTC(2026, 0, 15, 5) / 1000);
    expect(wallToUnixIn('2026-03-08 01:30:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 6, 30) / 1000);
    expect(wallToUnixIn('2026-03-08 03:30:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30) / 1000);
    expect(wallToUnixIn('2026-02-30 00:00:00', 'Asia/Shanghai')).toBeNull();
    expect(wallToUnixIn('soon', 'Asia/Shanghai')).toBeNull();
  });

  it('gives pickers the zone\'s wall time and takes back what was entered as that zone\'s time', () => {
    const shown = toPickerValueIn(INSTANT, 'Asia/Shanghai');
    expect(shown?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 21:25:29');
    expect(fromPickerValueIn(shown!, 'Asia/Shanghai')).toBe(INSTANT);
    expect(toPickerValueIn(INSTANT, 'America/New_York')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 09:25:29');

    // A promotion entered 00:00–23:59:59 on a day is that day in the site's zone.
    const start = toPickerValueIn('2026-06-01 00:00:00', 'Asia/Shanghai')!;
    const end = toPickerValueIn('2026-06-01 23:59:59', 'Asia/Shanghai')!;
    expect(fromPickerValueIn(start, 'Asia/Shanghai')).toBe(Date.UTC(2026, 4, 31, 16) / 1000);
    expect(fromPickerValueIn(end, 'Asia/Shanghai')).toBe(Date.UTC(2026, 5, 1, 15, 59, 59) / 1000);
    expect(formatTimeIn(fromPickerValueIn(start, 'Asia/Shanghai')!, 'Asia/Shanghai')).toBe('2026-06-01 00:00:00');

    expect(toPickerValueIn('08:30:00', 'Asia/Shanghai', true)?.format('HH:mm:ss')).toBe('08:30:00');
    expect(toPickerValueIn('2024', 'Asia/Shanghai')?.format('YYYY')).toBe('2024');
    expect(toPickerValueIn('', 'Asia/Shanghai')).toBeNull();
    expect(toPickerValueIn('not a date', 'Asia/Shanghai')).toBeNull();
  });

  it('puts an instant on a zone\'s wall clock (now, the greeting, the footer year)', () => {
    const nine = Date.UTC(2026, 4, 1, 13, 15, 0);
    expect(wallDayjsIn(nine, 'Asia/Shanghai').hour()).toBe(21);
    expect(wallDayjsIn(nine, 'America/New_York').hour()).toBe(9);
    expect(greetingPeriod(wallDayjsIn(nine, 'Asia/Shanghai').hour())).toBe('evening');
    expect(wallDayjsIn(Date.UTC(2026, 11, 31, 20), 'Asia/Shanghai').year()).toBe(2027);
  });
});

describe('the site-zone functions use the zone of the config centre', () => {
  it('formats, parses and picks in the configured zone', () => {
    useSiteConfig.setState({ timeZone: 'America/New_York' });
    expect(formatDateTime(INSTANT)).toBe('2026-05-01 09:25:29');
    expect(formatDateTime(INSTANT, 'HH:mm')).toBe('09:25');
    expect(wallToUnix('2026-05-01 09:25:29')).toBe(INSTANT);
    expect(toPickerValue(INSTANT)?.format('HH:mm:ss')).toBe('09:25:29');
    useSiteConfig.setState({ timeZone: 'Asia/Shanghai' });
    expect(formatDateTime(INSTANT)).toBe('2026-05-01 21:25:29');
    expect(toPickerValue(INSTANT)?.format('HH:mm:ss')).toBe('21:25:29');
  });

  it('takes now and the greeting from the site\'s clock', () => {
    const zoneNow = (zone: string) => formatTimeIn(Date.now(), zone, 'YYYY-MM-DD HH');
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Pacific/Kiritimati']) {
      useSiteConfig.setState({ timeZone: zone });
      expect(siteNow().format('YYYY-MM-DD HH')).toBe(zoneNow(zone));
      expect(siteGreetingPeriod()).toBe(greetingPeriod(Number(formatTimeIn(Date.now(), zone, 'H'))));
    }
  });
});
