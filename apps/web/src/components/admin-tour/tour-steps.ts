import { findMenu, type MenuItem } from '../../app/rules/menu-tree';
import type { LayoutMode } from '../../stores/layout-config';

/**
 * The steps of the back office's first-run tour (issue 35): the parts of the layout, then the first
 * steps of a new chain, each on the page that does it. A page step is left out when the admin's
 * menus do not hold its page (no permission), and so is a layout part the current layout does
 * not show.
 */
export interface TourStepPlan {
  /** The language key under `admin-tour.steps`. */
  key: string;
  /** The element to point at (CSS selectors, the first present wins); none: the middle of the screen. */
  target?: string;
  /** Where the card stands beside the target. */
  placement?: 'right' | 'bottom' | 'bottomLeft' | 'bottomRight';
  /** A page step: the admin rule name of the page, opened when the step is reached. */
  page?: string;
}

/** A page step points at the page itself (the main area, lit in the shade). */
export const PAGE_AREA = '#admin-main';

/** The pages of a new chain's first steps, in order: the site name, a shop, an HQ product, the commission policy. */
export const CHAIN_PAGES = [
  { key: 'siteName', page: 'routine/config' },
  { key: 'shop', page: 'shop/shop' },
  { key: 'product', page: 'hq/product' },
  { key: 'commission', page: 'hq/commission' },
] as const;

/** Where each layout shows its menus (a narrow window: the button opening the menu drawer). */
function menuTarget(mode: LayoutMode, shrink: boolean): string {
  if (shrink) return '.admin-menu-toggle';
  switch (mode) {
    case 'Streamline':
      return '.admin-topbar-menu';
    case 'Double':
      return '.admin-topbar-menu, .admin-aside';
    case 'Split':
      return '.admin-columns';
    default:
      return '.admin-aside';
  }
}

/** A menu down the left side: the card to its right; a menu across the top: below it. */
function menuBeside(mode: LayoutMode, shrink: boolean): TourStepPlan['placement'] {
  if (shrink) return 'bottomLeft';
  return mode === 'Streamline' || mode === 'Double' ? 'bottom' : 'right';
}

export function tourSteps(menus: MenuItem[], mode: LayoutMode, shrink = false): TourStepPlan[] {
  const layout: TourStepPlan[] = [
    { key: 'welcome' },
    { key: 'menu', target: menuTarget(mode, shrink), placement: menuBeside(mode, shrink) },
    { key: 'tabs', target: '[data-testid="nav-tabs"]', placement: 'bottomLeft' },
    { key: 'tools', target: '.admin-nav-menus', placement: 'bottomRight' },
    { key: 'user', target: '[data-testid="admin-nickname"]', placement: 'bottomRight' },
    { key: 'settings', target: '[data-testid="admin-layout-settings"]', placement: 'bottomRight' },
  ];
  const chain = CHAIN_PAGES.filter(({ page }) => pageOf(menus, page)).map(
    ({ key, page }): TourStepPlan => ({ key, page, target: PAGE_AREA }),
  );
  return [...layout, ...chain, { key: 'done' }];
}

/** The menu entry of a page the admin may open (a tab or iframe page, by its rule name). */
export function pageOf(menus: MenuItem[], name: string): MenuItem | undefined {
  return findMenu(menus, (menu) => menu.name === name && menu.type === 'menu' && (menu.menuType === 'tab' || menu.menuType === 'iframe'));
}

/**
 * Whether the tour starts by itself: the admin has not seen it, and the browser is driven by a
 * person. A browser under automation (`navigator.webdriver`: Playwright, Lighthouse, Selenium)
 * would have its clicks caught by the tour's mask; it can still start the tour from the menu.
 */
export function startsByItself(seen: boolean | undefined, automated: boolean): boolean {
  return seen === false && !automated;
}
