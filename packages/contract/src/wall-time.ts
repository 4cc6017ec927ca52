/**
 * Wall-clock times of a time zone and the instants they name, the one implementation the server
 * (search filters, exports) and the web app (every time shown or entered) share, so that both
 * read the site's zone alike. An unknown zone is taken as UTC (the server refuses one in the
 * config centre; this guards a hand-edited value).
 */

/** A wall time without a zone: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'. */
export const WALL_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building an Intl formatter costs far more than using one: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant (epoch ms) in a zone. */
export function wallPartsIn(ms: number, timeZone: string): WallParts {
  const p = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

/** Offset of a zone from UTC at an instant, in milliseconds. */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  const w = wallPartsIn(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** A wall time ('YYYY-MM-DD[ HH:mm[:ss]]') of a zone as epoch ms; null when it is not a valid date. */
export function wallTimeToMs(text: string, timeZone: string): number | null {
  const m = WALL_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(guess);
  // Date.UTC rolls over (Feb 30 → Mar 2): such input is not a date.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Two passes settle the offset around daylight-saving changes.
  const ms = guess - zoneOffsetAt(guess, timeZone);
  return guess - zoneOffsetAt(ms, timeZone);
}
