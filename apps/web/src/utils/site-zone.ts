import { wallPartsIn } from '@app/contract';
import { useSiteConfig } from '../stores/site-config';

/**
 * The site's time zone (config centre `time_zone`), in which utils/date.ts (the time kit) shows
 * and reads every time. Apart from it, with the one reading that needs no dayjs, so that the
 * logins and the home page (a footer's year) load without dayjs.
 */
const FALLBACK_ZONE = 'Asia/Shanghai';

export const siteZone = (): string => useSiteConfig.getState().timeZone || FALLBACK_ZONE;

/** This year on the site's wall clock (the footers' ©). */
export const siteYear = (): number => wallPartsIn(Date.now(), siteZone()).year;
