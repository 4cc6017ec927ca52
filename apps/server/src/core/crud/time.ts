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
