import { beforeEach, describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting';
import { ACCOUNT_PATTERN, PASSWORD_PATTERN } from './validate';
import { uuid } from './uuid';
import { fullUrl } from './url';
import { formatDateTime } from './date';
import { useSiteConfig } from '../stores/site-config';

describe('greetingPeriod', () => {
  it.each([
    [0, 'lateNight'],
    [4, 'lateNight'],
    [5, 'earlyMorning'],
    [8, 'earlyMorning'],
    [9, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });
});

describe('validation patterns', () => {
  it('accepts passwords of 6 to 32 characters without & < > " \'', () => {
    expect(PASSWORD_PATTERN.test('Admin123')).toBe(true);
    expect(PASSWORD_PATTERN.test('x'.repeat(32))).toBe(true);
    expect(PASSWORD_PATTERN.test('12345')).toBe(false);
    expect(PASSWORD_PATTERN.test('x'.repeat(33))).toBe(false);
    for (const bad of ['&', '<', '>', '"', "'"]) expect(PASSWORD_PATTERN.test(`abc${bad}def`)).toBe(false);
  });

  it('accepts accounts of 3 to 15 characters starting with a letter', () => {
    expect(ACCOUNT_PATTERN.test('abc')).toBe(true);
    expect(ACCOUNT_PATTERN.test('a_1234567890123')).toBe(true);
    expect(ACCOUNT_PATTERN.test('ab')).toBe(false);
    expect(ACCOUNT_PATTERN.test('a'.repeat(16))).toBe(false);
    expect(ACCOUNT_PATTERN.test('1abc')).toBe(false);
    expect(ACCOUNT_PATTERN.test('ab-c')).toBe(false);
  });
});

describe('uuid', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = uuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid()).not.toBe(a);
  });
});

describe('fullUrl', () => {
  it('prefixes relative paths with the CDN url and leaves absolute ones alone', () => {
    expect(fullUrl('/static/images/avatar.png', 'https://cdn.example.com/')).toBe('https://cdn.example.com/static/images/avatar.png');
    expect(fullUrl('/static/a.png')).toBe('/static/a.png');
    expect(fullUrl('https://x.test/a.png', 'https://cdn')).toBe('https://x.test/a.png');
  });
});

describe('formatDateTime', () => {
  // 2024-01-01 19:04:05 UTC: the next morning in Shanghai, whatever the browser's zone.
  const instant = new Date(Date.UTC(2024, 0, 1, 19, 4, 5));
  beforeEach(() => useSiteConfig.getState().dataFill({ timeZone: 'Asia/Shanghai' }));

  it('formats dates, 10-digit second timestamps, millisecond timestamps and zoned ISO strings in the site time zone', () => {
    expect(formatDateTime(instant)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(Math.floor(instant.getTime() / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(Math.floor(instant.getTime() / 1000)))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(instant.getTime())).toBe('2024-01-02 03:04:05');
    // a recycled row's timestamptz, as PostgreSQL's JSON writes it
    expect(formatDateTime('2024-01-01T19:04:05.123+00:00')).toBe('2024-01-02 03:04:05');
    useSiteConfig.getState().dataFill({ timeZone: 'America/New_York' });
    expect(formatDateTime(instant)).toBe('2024-01-01 14:04:05');
  });

  it('keeps non-dates, empties and times the server already wrote in the site zone as they are', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
  });
});
