/**
 * What a first visit to a page may download in JavaScript (issue #34): the gzipped bytes (each
 * script gzipped at level 9, as the server's compression would send it at best) and the number
 * of script requests, from a fresh browser context until the network is idle. The CI gate is
 * first-load.spec.ts; the web app's `npm run size` gives nearly the same figures from a build's
 * manifest.
 *
 * Measured 2026-12-02 (Chromium 156): /admin/login 203.6 KB in 48 scripts, /user/login 204.5 KB
 * in 45, / 202.9 KB in 45 (276.8 KB in 62, 283.9 in 66 and 275.0 in 58 before the diet). Each
 * budget is that figure + 2%, one request more. The aim for /admin/login is 180 KB, the
 * member login below it; what is left in the way: axios (about 20 KB, the request layer) and
 * antd's ConfigProvider with its CSS-in-JS and theme (about 25 KB), which the native
 * login forms do not use but the root of the app provides. Lower a budget when a change makes
 * room; raise one only with a reason in the commit: each byte is on every visitor's phone.
 */
export const FIRST_LOAD_BUDGETS = {
  '/admin/login': { kb: 207.7, requests: 49 },
  '/user/login': { kb: 208.6, requests: 46 },
  '/': { kb: 207.0, requests: 46 },
} as const satisfies Record<string, { kb: number; requests: number }>;
