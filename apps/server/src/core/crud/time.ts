/**
 * Wall-clock times of the configured time zone to instants. Search forms send
 * 'YYYY-MM-DD HH:mm:ss' (date alone or without seconds also accepted) or unix seconds.
 */

const WALL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

/** Offset of a zone from UTC at an instant, in milliseconds. */
function zoneOffset(ms: number, timeZone: string): number {
  const p = Object.fromEntries(partsFormatter(timeZone).formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** A wall-clock time in a zone as an instant; null when the text is not a valid date. */
export function parseWallTime(text: string, timeZone: string): Date | null {
  const m = WALL.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(guess);
  // Date.UTC rolls over (Feb 30 → Mar 2): such input is not a date.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  let tz = timeZone;
  try {
    partsFormatter(tz);
  } catch {
    tz = 'UTC';
  }
  // Two passes settle the offset around daylight-saving changes.
  let ms = guess - zoneOffset(guess, tz);
  ms = guess - zoneOffset(ms, tz);
  return new Date(ms);
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
  let tz = timeZone;
  try {
    partsFormatter(tz);
  } catch {
    tz = 'UTC';
  }
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const steady = (from: number, span: number): number | null => {
    const start = zoneOffset(from, tz);
    return start === zoneOffset(from + span - 1000, tz) ? start : null;
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
      if (s === null) return zoneOffset(ms, tz);
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
