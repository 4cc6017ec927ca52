import type { Side } from '../navigation';

/**
 * Each area's bootstrap, loaded when first asked for: a member's first page does not download the
 * back office's registry and stores. The loading screen and the router's early rules request
 * (routes.ts) share one call (`once` in each bootstrap).
 */
export const loadAreaBootstrap: Record<Side, () => Promise<unknown>> = {
  admin: () => import('./admin').then((m) => m.bootstrapAdmin()),
  user: () => import('./member').then((m) => m.bootstrapMember()),
};
