import { useSiteConfig } from '../stores/site-config';

/** A time with its zone (PostgreSQL's JSON of a timestamptz, `toISOString`). */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

export const isZonedTime = (value: string) => ZONED.test(value);

/** `yyyy-mm-dd hh:MM:ss` of an instant in a time zone. */
function wallTime(date: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = format(timeZone);
  } catch {
    formatter = format('Asia/Shanghai'); // the server checks the zone; this only guards a hand-edited one
  }
  const part = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * 'yyyy-mm-dd hh:MM:ss' in the site time zone (config centre `time_zone`, `siteConfig.timeZone`),
 * whatever the browser's. Accepts a Date, a unix timestamp (10 digits = seconds, else
 * milliseconds) or a zoned ISO string; other strings (times the server already wrote in the
 * site zone, or no time at all) are returned unchanged.
 */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const numeric = typeof value === 'number' || /^\d+$/.test(String(value)) ? Number(value) : null;
  if (typeof value === 'string' && numeric === null && !isZonedTime(value)) return value;
  const date =
    value instanceof Date ? value : numeric !== null ? new Date(String(numeric).length === 10 ? numeric * 1000 : numeric) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return wallTime(date, useSiteConfig.getState().timeZone);
}
