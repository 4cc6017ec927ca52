import type { RouteObject } from 'react-router';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Rule routes per parent route id, waiting to be patched into the router. */
const registered = new Map<string, RouteObject[]>();

export function registerRuleRoutes(parentId: string, routes: RouteObject[]): void {
  registered.set(parentId, routes);
}

/**
 * Called from the router's patchRoutesOnNavigation: a path that only matched a catch-all gets
 * the rule routes added (react-router skips routes it already has).
 */
export function patchRuleRoutes(patch: Patch): void {
  for (const [parentId, routes] of registered) patch(parentId, routes);
}
