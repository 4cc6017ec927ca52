import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { registerRouteName } from '../navigation';

/** Rule names are route names (the server may redirect to one). */
export function registerRouteNames(routes: RouteObject[], prefix: string): void {
  for (const route of routes) {
    const name = (route.handle as RouteHandle | undefined)?.ruleName;
    if (name && route.path !== undefined) registerRouteName(name, prefix + route.path);
  }
}
