import { wallTimeToMs, zoneOffsetAt } from '@app/contract';

/**
 * Wall-clock times of the configured time zone to instants (the zone arithmetic is the
 * contract's `wall-time.ts`, shared with the web app). Search forms send
 * 'YYYY-MM-DD HH:mm:ss' (date alone or without seconds also accepted) or unix seconds.
 */

/** A wall-clock time in a zone as an instant; null when the text is not a valid date. */
export function parseWallTime(text: string, timeZone: string): Date | null {
  const ms = wallTimeToMs(text, timeZone);
  return ms === null ? null : new Date(ms);
}

/** Unix seconds (digits) or a wall-clock time; null when neither. */
export function parseTime(text: string, timeZone: string): Date | null {
  const t = text.trim();
  if (/^\d{1,11}$/.test(t)) return new Date(Number(t) * 1000);
  return parseWallTime(t, timeZone);
}

const QUARTER_HOUR = 900_000;
const DAY = 86_400_000;
const pad2 = (n: number) => (n < 10 ? '0' + n : String(n));

/**
 * A formatter of instants as 'YYYY-MM-DD HH:mm:ss' in a zone (what `formatDateTime` gives),
 * fast enough for millions of cells: the zone offset is looked up once per UTC day, or once per
 * quarter hour on a day whose two ends disagree (zones change offset on quarter-hour boundaries;
 * a quarter whose ends still disagree is computed per value). An unknown zone formats in UTC,
 * as `formatDateTime` does.
 */
export function wallTimeFormatter(timeZone: string): (d: Date) => string {
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const steady = (from: number, span: number): number | null => {
    const start = zoneOffsetAt(from, timeZone);
    return start === zoneOffsetAt(from + span - 1000, timeZone) ? start : null;
  };
  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / DAY);
    let off = days.get(day);
    if (off === undefined) {
      if (days.size > 20_000) days.clear();
      off = steady(day * DAY, DAY);
      days.set(day, off);
    }
    if (off !== null) return off;
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let q = quarters.get(quarter);
    if (q === undefined) {
      const s = steady(quarter * QUARTER_HOUR, QUARTER_HOUR);
      if (s === null) return zoneOffsetAt(ms, timeZone);
      if (quarters.size > 20_000) quarters.clear();
      quarters.set(quarter, s);
      q = s;
    }
    return q;
  };
  return (d) => {
    const ms = d.getTime();
    const w = new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms));
    return `${w.getUTCFullYear()}-${pad2(w.getUTCMonth() + 1)}-${pad2(w.getUTCDate())} ${pad2(w.getUTCHours())}:${pad2(w.getUTCMinutes())}:${pad2(w.getUTCSeconds())}`;
  };
}
