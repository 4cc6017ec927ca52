/**
 * What pages may do with the admin tabs (BuildAdmin's navTabs.closeTabByPath, updateTabTitle,
 * closeAllTab…): the store changes plus the navigation that goes with them.
 */
import { currentPath, navigateTo } from '../../app/navigation';
import { firstMenuPath } from '../../app/rules/menu-tree';
import { useNavTabs, type TabView } from '../../stores/nav-tabs';

/** Where a tab leads: its path with its query. */
export function tabHref(tab: Pick<TabView, 'path' | 'query'>): string {
  const search = new URLSearchParams(tab.query).toString();
  return search ? `${tab.path}?${search}` : tab.path;
}

const tabAt = (path: string) => useNavTabs.getState().tabsView.find((tab) => tab.path === path);
const isCurrent = (path: string) => currentPath() === path || useNavTabs.getState().activeRoute?.path === path;

/** Closes the tab of `path`; when it was the active one, the last tab (or /admin) opens. */
export function closeTabByPath(path: string = currentPath()): void {
  const wasCurrent = isCurrent(path);
  useNavTabs.getState().closeTab(path);
  if (!wasCurrent) return;
  const last = useNavTabs.getState().tabsView.at(-1);
  navigateTo(last ? tabHref(last) : '/admin');
}

/** Closes every tab but the one of `path` (and opens it). */
export function closeOtherTabs(path: string = currentPath()): void {
  const tab = tabAt(path);
  if (!tab) return;
  useNavTabs.getState().closeTabs(tab);
  if (currentPath() !== path) navigateTo(tabHref(tab));
}

/** Closes every tab and returns to the first menu entry. */
export function closeAllTabs(): void {
  const { tabsViewRoutes, closeTabs } = useNavTabs.getState();
  const first = firstMenuPath(tabsViewRoutes);
  const here = tabAt(currentPath());
  // already on the first page: its tab stays (no navigation would open it again)
  if (first && here && currentPath() === first) {
    closeTabs(here);
    return;
  }
  closeTabs();
  navigateTo(first ?? '/admin');
}

/** Re-mounts the page of `path`, dropping its kept-alive state, and shows it. */
export function reloadTab(path: string = currentPath()): void {
  const tab = tabAt(path);
  useNavTabs.getState().reloadTab(path);
  if (tab && currentPath() !== path) navigateTo(tabHref(tab));
}

/** Sets the title of the tab of `path` (a translation key or plain text). */
export function updateTabTitle(path: string, title: string): void {
  useNavTabs.getState().updateTabTitle(path, title);
}

/** Current tab full screen: sidebar and header hidden (persisted). With a path, that tab is shown. */
export function setTabFullScreen(fullScreen: boolean, path?: string): void {
  const tab = path ? tabAt(path) : undefined;
  if (tab && currentPath() !== tab.path) navigateTo(tabHref(tab));
  useNavTabs.getState().setFullScreen(fullScreen);
}
