import { Activity, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import { useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import { routeTabInfo } from './use-admin-layout';

interface CachedPage {
  element: ReactNode;
  location: Location;
}

/**
 * The page area. Pages whose rule has keepalive stay mounted (hidden with React's <Activity>)
 * while their tab is open, so filters, page number and scroll position survive a tab switch;
 * other pages mount on each visit. Each kept page sees its own location (useLocation, useAuth).
 * A tab's reload count is part of the key: reloading re-mounts the page.
 */
export function KeepAliveMain({ id }: { id: string }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const match = useMatches().at(-1);
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const tabsView = useNavTabs((state) => state.tabsView);
  const reloadCounts = useNavTabs((state) => state.reloadCounts);
  const animation = useLayoutConfig((state) => state.layout.mainAnimation);
  const cache = useRef(new Map<string, CachedPage>());
  const scrollTops = useRef(new Map<string, number>());
  const mainRef = useRef<HTMLElement>(null);

  const path = location.pathname;
  const keepalive = routeTabInfo(match, path, menus).keepalive;

  // The cache follows the open tabs: a closed tab's page is dropped.
  const open = new Set(tabsView.map((tab) => tab.path));
  for (const cachedPath of cache.current.keys()) {
    if (cachedPath !== path && !open.has(cachedPath)) cache.current.delete(cachedPath);
  }
  if (keepalive) cache.current.set(path, { element: outlet, location });
  else cache.current.delete(path);

  const pages: [string, CachedPage][] = [...cache.current];
  if (!keepalive) pages.push([path, { element: outlet, location }]);

  // each page comes back at its own scroll position; only a page change moves it
  const restoreScroll = useEffectEvent(() => {
    const main = mainRef.current;
    if (main) main.scrollTop = keepalive ? (scrollTops.current.get(path) ?? 0) : 0;
  });
  useLayoutEffect(() => restoreScroll(), [path]);

  return (
    <main
      id={id}
      ref={mainRef}
      className="admin-main"
      tabIndex={-1}
      onScroll={(event) => scrollTops.current.set(path, event.currentTarget.scrollTop)}
    >
      {pages.map(([pagePath, page]) => (
        <Activity key={`${pagePath}#${reloadCounts[pagePath] ?? 0}`} mode={pagePath === path ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: pagePath === path ? location : page.location, navigationType }}>
            <div className={`admin-page main-animation-${animation}`} data-path={pagePath}>
              {page.element}
            </div>
          </LocationContext.Provider>
        </Activity>
      ))}
    </main>
  );
}
