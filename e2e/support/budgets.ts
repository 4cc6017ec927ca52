/**
 * What a first visit to a page may download in JavaScript (issue #34): the gzipped bytes (each
 * script gzipped at level 9, as the server's compression would send it at best) and the number
 * of script requests, from a fresh browser context until the network is idle. The CI gate is
 * first-load.spec.ts; the web app's `npm run size` gives the same figures from a build's manifest.
 * Raise a budget only with a reason in the commit: each byte here is on every visitor's phone.
 */
export const FIRST_LOAD_BUDGETS = {
  '/admin/login': { kb: 270, requests: 68 },
  '/user/login': { kb: 277, requests: 73 },
  '/': { kb: 243, requests: 60 },
} as const satisfies Record<string, { kb: number; requests: number }>;
