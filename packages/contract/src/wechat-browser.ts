/** Whether a user agent is WeChat's built-in browser (official-account pages; not the mini-program's web-view). Zod-free: the member layout asks it on every page. */
export const isWechatBrowser = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);
