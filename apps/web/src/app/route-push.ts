import { feedback } from '../api/feedback';
import { i18n } from '../lang/i18n';
import { useLayoutConfig } from '../stores/layout-config';
import type { MenuItem } from './rules/menu-tree';

/** The part of the data router navigation needs (kept small so tests can stand in for it). */
export interface RouterLike {
  navigate(to: string): Promise<void>;
  readonly state: { location: { pathname: string; search: string }; navigation?: { state: string } };
}

let router: RouterLike | null = null;

export function registerRouter(instance: RouterLike | null): void {
  router = instance;
}

/**
 * Outcome of a navigation (vue-router's failure types, as BuildAdmin reports them):
 * `duplicated` when already at the target, `intercepted` when a blocker kept the page,
 * `invalid` when the target is not a route path, `superseded` when a later navigation took its
 * place before it was done (Next clicked again in the tour while a page still loads): not a failure.
 */
export type NavigationResult = 'ok' | 'duplicated' | 'intercepted' | 'invalid' | 'superseded';

/** The last navigation routePush started: an earlier one still pending was replaced by it. */
let latestPush = 0;

const here = (location: { pathname: string; search: string }) => location.pathname + location.search;

function normalise(to: string): string | null {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
  try {
    const url = new URL(to, 'http://x');
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

function warn(text: string): void {
  const current = feedback();
  (current.warning ?? current.codeError)(text);
}

/** Navigates inside the SPA and reports a failed navigation (spec §8) translated. */
export async function routePush(to: string): Promise<NavigationResult> {
  const target = normalise(to);
  if (!target || !router) {
    feedback().codeError(i18n.t('utils.invalidRoute'));
    return 'invalid';
  }
  const before = here(router.state.location);
  if (before === target) {
    warn(i18n.t('utils.alreadyThere'));
    return 'duplicated';
  }
  const push = ++latestPush;
  try {
    await router.navigate(target);
  } catch (error) {
    console.error(error);
    feedback().codeError(i18n.t('utils.invalidRoute'));
    return 'invalid';
  }
  // the router ends a navigation's promise when a newer one interrupts it: the page stayed, but no guard kept it
  if (push !== latestPush || (router.state.navigation && router.state.navigation.state !== 'idle')) return 'superseded';
  // a blocker (useBlocker) keeps the location; a redirect moves it elsewhere, which is fine
  if (here(router.state.location) === before) {
    feedback().codeError(i18n.t('utils.guardIntercepted'));
    return 'intercepted';
  }
  return 'ok';
}

/**
 * A click on a menu entry: tab and iframe entries navigate, link entries open a new window,
 * anything else is reported. On a narrow window the menu drawer closes.
 */
export function onClickMenu(menu: MenuItem): void {
  switch (menu.menuType) {
    case 'tab':
    case 'iframe':
      void routePush(menu.path);
      break;
    case 'link':
      window.open(menu.path, '_blank', 'noopener,noreferrer');
      break;
    default:
      feedback().codeError(i18n.t('utils.menuTypeUnrecognized'));
  }
  const layout = useLayoutConfig.getState();
  if (layout.shrink && !layout.layout.menuCollapse) layout.setLayout({ menuCollapse: true });
}
