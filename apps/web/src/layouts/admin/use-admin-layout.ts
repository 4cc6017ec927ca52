import { useEffect, useEffectEvent, useLayoutEffect, type CSSProperties } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import type { ThemeConfig } from 'antd';
import type { RouteHandle } from '../../app/route-handle';
import { findMenu, topLevelMenuOf, type MenuItem } from '../../app/rules/menu-tree';
import { useLayoutConfig, type ColorPair, type LayoutMode, type LayoutSettings } from '../../stores/layout-config';
import { useNavTabs, type TabView } from '../../stores/nav-tabs';

/** The admin route that shows iframe menu entries (app/routes.ts). */
export const IFRAME_ROUTE_ID = 'adminIframe';

const samePath = (a: string, b: string) => {
  try {
    return decodeURIComponent(a) === decodeURIComponent(b);
  } catch {
    return a === b;
  }
};

function iframeMenu(menus: MenuItem[], path: string): MenuItem | undefined {
  return findMenu(menus, (menu) => menu.menuType === 'iframe' && samePath(menu.path, path));
}

/** What the current route says about tabs: whether it opens one, its title, whether it is kept alive. */
export function routeTabInfo(
  match: UIMatch | undefined,
  pathname: string,
  menus: MenuItem[],
): { addtab: boolean; name: string; title: string; keepalive: boolean } {
  if (!match) return { addtab: false, name: '', title: '', keepalive: false };
  if (match.id === IFRAME_ROUTE_ID) {
    const menu = iframeMenu(menus, pathname);
    return { addtab: true, name: menu?.name ?? 'iframe', title: menu?.title ?? 'route.iframe', keepalive: Boolean(menu?.keepalive) };
  }
  const handle = (match.handle ?? {}) as RouteHandle;
  return {
    addtab: Boolean(handle.addtab),
    name: handle.ruleName ?? match.id,
    title: handle.title ?? '',
    keepalive: Boolean(handle.keepalive),
  };
}

/**
 * Sidebar entries: the whole tree, or in the Double and Split layouts the branch of the current
 * page (Split: none for a top-level page, which its first column already shows).
 */
export function asideMenusFor(mode: LayoutMode, menus: MenuItem[], pathname: string): MenuItem[] {
  if (mode !== 'Double' && mode !== 'Split') return menus;
  const branch = topLevelMenuOf(menus, pathname) ?? menus[0];
  if (!branch) return [];
  if (branch.children.length) return branch.children;
  return mode === 'Double' ? [branch] : [];
}

/** Opens (or updates) the tab of every route flagged addtab and marks the current one active. */
export function useTabSync(): void {
  const location = useLocation();
  const matches = useMatches();
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const match = matches.at(-1);

  // the match belongs to the location: running on location changes is enough
  const syncTabs = useEffectEvent(() => {
    const store = useNavTabs.getState();
    const info = routeTabInfo(match, location.pathname, menus);
    if (info.addtab) {
      const params = Object.fromEntries(Object.entries(match?.params ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const tab: TabView = {
        path: location.pathname,
        name: info.name,
        title: info.title,
        params,
        query: Object.fromEntries(new URLSearchParams(location.search)),
      };
      store.addTab(tab, true);
    }
    store.setActiveRoute(location.pathname);
  });
  useEffect(() => syncTabs(), [location.pathname, location.search, menus]);
}

/** Below 1024 px: Classic layout with the menu as a drawer; the previous layout comes back when widening. */
export function useResponsiveLayout(): void {
  const adaptToWidth = useLayoutConfig((state) => state.adaptToWidth);
  useLayoutEffect(() => {
    let frame = 0;
    const adapt = () => adaptToWidth(document.body.clientWidth || window.innerWidth);
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(adapt);
    };
    adapt();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, [adaptToWidth]);
}

const pick = (layout: LayoutSettings, pair: ColorPair) => pair[layout.isDark ? 1 : 0];

/** The layout colours of the current theme as CSS custom properties for the admin frame. */
export function layoutStyle(layout: LayoutSettings): CSSProperties {
  const color = (pair: ColorPair) => pick(layout, pair);
  return {
    '--menu-width': `${layout.menuWidth}px`,
    '--menu-bg': color(layout.menuBackground),
    '--menu-color': color(layout.menuColor),
    '--menu-active-bg': color(layout.menuActiveBackground),
    '--menu-active-color': color(layout.menuActiveColor),
    '--menu-hover-bg': color(layout.menuHoverBackground),
    '--menu-top-bar-bg': color(layout.menuTopBarBackground),
    '--header-bg': color(layout.headerBarBackground),
    '--header-color': color(layout.headerBarTabColor),
    '--header-hover-bg': color(layout.headerBarHoverBackground),
    '--tab-active-bg': color(layout.headerBarTabActiveBackground),
    '--tab-active-color': color(layout.headerBarTabActiveColor),
  } as CSSProperties;
}

/** antd Menu colours from the layout settings (sidebar, or the header's horizontal menu). */
export function menuTheme(layout: LayoutSettings, place: 'aside' | 'header'): ThemeConfig {
  const color = (pair: ColorPair) => pick(layout, pair);
  const header = place === 'header';
  return {
    components: {
      Menu: {
        itemBg: header ? 'transparent' : color(layout.menuBackground),
        subMenuItemBg: color(layout.menuBackground),
        popupBg: color(layout.menuBackground),
        itemColor: header ? color(layout.headerBarTabColor) : color(layout.menuColor),
        itemHoverColor: color(layout.menuActiveColor),
        itemSelectedColor: color(layout.menuActiveColor),
        subMenuItemSelectedColor: color(layout.menuActiveColor),
        horizontalItemSelectedColor: color(layout.menuActiveColor),
        horizontalItemHoverColor: color(layout.menuActiveColor),
        itemSelectedBg: color(layout.menuActiveBackground),
        itemHoverBg: color(layout.menuHoverBackground),
        itemActiveBg: color(layout.menuHoverBackground),
        collapsedWidth: 64,
        activeBarBorderWidth: 0,
      },
    },
  };
}
