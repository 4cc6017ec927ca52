import dayjs, { type Dayjs } from 'dayjs';
import { WALL_TIME, wallPartsIn, wallTimeToMs, type WallParts } from '@app/contract';
import { siteZone } from './site-zone';

/**
 * The one way the web app shows and reads times: every time a person reads or enters is a wall
 * time of the SITE's time zone (config centre `time_zone`, `siteConfig.timeZone`), whatever the
 * browser's. Pages never format or parse times themselves (eslint forbids it under pages/): they
 * call these functions, and pickers go through `toPickerValue` / `fromPickerValue` and are
 * `SitePicker`s (components/form-item/inputs/site-picker.ts: their today and Now are the site's).
 *
 * The `…In` functions take the zone explicitly (what the unit tests exercise); the others use the
 * site's zone from the store. A picker's dayjs carries the site wall time in its browser-local
 * fields (antd shows those); a wall time that does not exist in the BROWSER's zone (its spring-
 * forward hour) is the one case that cannot be shown as such. The zone arithmetic is the
 * contract's `wall-time.ts`, which the server's filters and exports use too.
 */

export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A time with its zone (PostgreSQL's JSON of a timestamptz, `toISOString`). */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
export const isZonedTime = (value: string) => ZONED.test(value);

/** A dayjs whose own (browser-local) fields are the wall parts: what dayjs formats and antd pickers show. */
const dayjsOfWall = (w: WallParts): Dayjs => dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));

/** A Date, unix timestamp (10 digits = seconds, else milliseconds) or zoned ISO string as epoch ms; null for anything else. */
function instantOf(value: Date | number | string): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const numeric = Number(value);
    return String(Math.trunc(numeric)).length <= 10 ? numeric * 1000 : numeric;
  }
  if (!isZonedTime(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * An instant formatted in a zone with a dayjs pattern (default 'YYYY-MM-DD HH:mm:ss'). Strings that
 * are not instants (times the server already wrote in the site zone, or no time at all) are returned
 * unchanged; empties give ''.
 */
export function formatTimeIn(value: Date | number | string | null | undefined, timeZone: string, pattern = DATETIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = instantOf(value);
  if (ms === null) return String(value);
  return dayjsOfWall(wallPartsIn(ms, timeZone)).format(pattern);
}

/** A wall time ('YYYY-MM-DD[ HH:mm[:ss]]') of a zone as unix seconds; null when it is not a valid date. */
export function wallToUnixIn(text: string, timeZone: string): number | null {
  const ms = wallTimeToMs(text, timeZone);
  return ms === null ? null : Math.floor(ms / 1000);
}

/** 'YYYY-MM-DD HH:mm:ss' (or `pattern`) in the site time zone. See `formatTimeIn`. */
export const formatDateTime = (value: Date | number | string | null | undefined, pattern = DATETIME_FORMAT): string => formatTimeIn(value, siteZone(), pattern);

/** A detail's time: formatted in the site zone, or `empty` when there is none. */
export const formatTimeOr = (value: number | string | null | undefined, empty = '—'): string => formatDateTime(value) || empty;

/** A site-zone wall time as unix seconds (what forms submit for unix-second fields). */
export const wallToUnix = (text: string): number | null => wallToUnixIn(text, siteZone());

/** An instant (epoch ms) on a zone's wall clock, as a dayjs whose own fields are that wall time. */
export const wallDayjsIn = (ms: number, timeZone: string): Dayjs => dayjsOfWall(wallPartsIn(ms, timeZone));

/** Now on the site's wall clock (pickers' "today", the greeting's hour); the year alone: site-zone.ts's siteYear. */
export const siteNow = (): Dayjs => wallDayjsIn(Date.now(), siteZone());

/**
 * A stored value as an antd picker value: the picker shows the dayjs's own fields, so the value
 * is a dayjs whose fields are the SITE wall time. Unix seconds are converted in the zone; wall
 * strings ('YYYY-MM-DD HH:mm:ss', a time 'HH:mm:ss' for `timeOnly`) are already site wall times.
 */
export function toPickerValueIn(value: unknown, timeZone: string, timeOnly = false): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value;
  if (typeof value === 'number' || /^\d{9,10}$/.test(String(value))) return wallDayjsIn(Number(value) * 1000, timeZone);
  const text = timeOnly ? `1970-01-01 ${String(value)}` : String(value);
  const m = WALL_TIME.exec(text.trim()) ?? /^(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const parsed = dayjsOfWall({ year: y, month: mo, day: d, hour: h, minute: mi, second: s });
  return parsed.isValid() ? parsed : null;
}
export const toPickerValue = (value: unknown, timeOnly = false) => toPickerValueIn(value, siteZone(), timeOnly);

/** A picker's value (its fields are a site wall time) as unix seconds of that time in the zone. */
export const fromPickerValueIn = (value: Dayjs, timeZone: string): number | null => wallToUnixIn(value.format(DATETIME_FORMAT), timeZone);
export const fromPickerValue = (value: Dayjs) => fromPickerValueIn(value, siteZone());

/** A picker's value as the site wall-time text a form submits ('YYYY-MM-DD' for a date). */
export const pickerText = (value: Dayjs, pattern = DATETIME_FORMAT): string => value.format(pattern);
