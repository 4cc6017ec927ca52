import type { RouteObject } from 'react-router';
import type { Rule } from '../../api/types';
import { lazyPage, type PageEntry } from '../lazy-page';
import type { RouteHandle } from '../route-handle';

/** Pages that exist, keyed by rule name or normalised component path ('auth/admin'). */
export type PageRegistry = Readonly<Record<string, PageEntry>>;

/**
 * '/src/views/backend/auth/admin/index.vue' → 'auth/admin' (BuildAdmin's paths), and the same
 * for paths under src/pages/admin or src/pages/member-centre (or the old src/pages/user) with any extension.
 */
export function componentKey(component: string): string {
  return component
    .replace(/\\/g, '/')
    .replace(/^\/?src\/(views|pages)\/(backend|frontend\/user|frontend|admin|member-centre|user)\//, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '');
}

export function resolvePage(registry: PageRegistry, rule: Pick<Rule, 'name' | 'component'>): PageEntry | undefined {
  return registry[rule.name] ?? (rule.component ? registry[componentKey(rule.component)] : undefined);
}

/**
 * Child routes for every tab rule with a component (BuildAdmin's addRouteAll), skipping
 * add_menu_only. A rule whose page does not exist yet gets `fallback`. Iframe rules need no
 * route: they open the area's iframe page.
 */
export function buildRuleRoutes(
  rules: Rule[],
  options: { idPrefix: string; registry: PageRegistry; fallback: PageEntry },
): RouteObject[] {
  const routes: RouteObject[] = [];
  const walk = (nodes: Rule[]) => {
    for (const rule of nodes) {
      if (rule.extend !== 'add_menu_only' && rule.menu_type === 'tab' && rule.component && rule.type !== 'button') {
        const handle: RouteHandle = { title: rule.title, ruleName: rule.name, addtab: true, keepalive: rule.keepalive };
        routes.push({
          id: `${options.idPrefix}:${rule.name}`,
          path: rule.path.replace(/^\/+/, ''),
          lazy: lazyPage(resolvePage(options.registry, rule) ?? options.fallback),
          handle,
        });
      }
      if (rule.children?.length) walk(rule.children);
    }
  };
  walk(rules);
  return routes;
}
