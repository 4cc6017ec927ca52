/** The site's time zone (the config centre's default, which the e2e server keeps). */
export const SITE_ZONE = 'Asia/Shanghai';

/** A unix time as the web app shows it: the site's wall clock, `YYYY-MM-DD HH:mm:ss`. */
export const siteTime = (unix: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: SITE_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(unix * 1000);
