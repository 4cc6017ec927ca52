/**
 * What a first visit to a page may download in JavaScript (issue #34): the gzipped bytes (each
 * script gzipped at level 9, as the server's compression would send it at best) and the number
 * of script requests, from a fresh browser context until the network is idle. The CI gate is
 * first-load.spec.ts; the web app's `npm run size` gives nearly the same figures from a build's
 * manifest.
 *
 * Measured 2026-12-04 (Chromium 156): /admin/login 137.8 KB in 6 scripts, /user/login 137.8 KB
 * in 6, / 139.1 KB in 6, once the build stopped writing module preload lists into the chunks
 * (vite.config.ts, `modulePreload`; 141.6, 141.6 and 142.9 KB before; 160.9 in 6, 163.0 in 7 and 162.2
 * in 6 before axios gave way to a fetch client and the member login's dialogs and their preload
 * list left its first load; 163.3, 166.0 and 163.9 before nprogress gave way to a CSS bar and the
 * admin login's second step and the home page's own icons left the shared chunk; 203.6 KB in 48,
 * 204.5 in 45 and 202.9 in 45 before the second diet; 276.8 KB in 62, 283.9 in 66 and 275.0 in 58
 * before the first). Each budget is that figure + 2%, one request more. The aim: /admin/login
 * within 180 KB, the member login below it (first-load.spec.ts checks both). What a first visit
 * still gets: react-dom and react-router (~85 KB), i18next, the request layer (a fetch client),
 * the page. antd (ConfigProvider, CSS-in-JS, theme, icons) loads with the first page or dialog that
 * renders it (app/AntdScope.tsx). Lower a budget when a change makes room; raise one only with a
 * reason in the commit: each byte is on every visitor's phone.
 */
export const FIRST_LOAD_BUDGETS = {
  '/admin/login': { kb: 140.6, requests: 7 },
  '/user/login': { kb: 140.6, requests: 7 },
  '/': { kb: 141.9, requests: 7 },
} as const satisfies Record<string, { kb: number; requests: number }>;

/**
 * A signed-in member's first visit, at a phone's width, to the page a member lands on and to the
 * shop (first-load.spec.ts): the entry, the member area's bootstrap and frame, the page, its
 * language packs, until the page has drawn its answers. Measured 2026-12-04: the overview 174.7 KB
 * in 39 scripts, the shop 179.7 KB in 44, once both read by zod-free routes
 * (packages/contract/src/member-pages.routes.ts; zod and the account, ordering, auth and RBAC
 * schemas were about 36 KB more). At a desktop's width the side menu adds antd's Menu (~100 KB).
 * Each budget is that figure + 2%, one request more.
 */
export const MEMBER_FIRST_LOAD_BUDGETS = {
  '/user/account/overview': { kb: 178.2, requests: 40 },
  '/user/order/shop': { kb: 183.3, requests: 45 },
} as const satisfies Record<string, { kb: number; requests: number }>;
