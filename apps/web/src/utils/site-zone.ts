import { wallPartsIn } from '@app/contract';
import { useSiteConfig } from '../stores/site-config';

/**
 * The site's time zone (config centre `time_zone`), in which utils/date.ts (the time kit) shows
 * and reads every time. Apart from it, with the one reading that needs no dayjs, so that the
 * logins and the home page (a footer's year) load without dayjs.
 */
const FALLBACK_ZONE = 'Asia/Shanghai';

export const siteZone = (): string => useSiteConfig.getState().timeZone || FALLBACK_ZONE;

/** Every zone's clock is within 14 hours of UTC's (UTC−12:00 to UTC+14:00). */
const MAX_OFFSET_MS = 14 * 3600_000;

/**
 * This year on the site's wall clock (the footers' ©). Further than 14 hours from a New Year in
 * UTC every zone has UTC's year, read without Intl: a page's first `Intl.DateTimeFormat` with a
 * time zone costs ~20 ms of a phone's main thread (Lighthouse's 4× slowdown; up to ~170 ms when it
 * is the page's first Intl object), on the home page and the logins' first render.
 */
export const siteYear = (now = Date.now()): number => {
  const year = new Date(now).getUTCFullYear();
  if (now - Date.UTC(year, 0, 1) >= MAX_OFFSET_MS && Date.UTC(year + 1, 0, 1) - now > MAX_OFFSET_MS) return year;
  return wallPartsIn(now, siteZone()).year;
};
