import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';
import type { MenuItem } from '../app/rules/menu-tree';
import type { AuthNodeMap } from '../app/rules/auth-node-map';

export interface TabView {
  /** The route path (pathname), the tab's identity. */
  path: string;
  /** The rule (route) name. */
  name: string;
  /** A translation key or the rule's own title. */
  title: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** sessionStorage key of the open tabs: they come back after a reload of the browser tab. */
export const TABS_SESSION_KEY = 'navTabsView';

interface NavTabsState {
  activeIndex: number;
  activeRoute: TabView | null;
  tabsView: TabView[];
  /** Current tab full screen (sidebar and header hidden). The only persisted tab state. */
  tabFullScreen: boolean;
  /** The admin menu tree built from the rules. */
  tabsViewRoutes: MenuItem[];
  /** Permission nodes per route path, see app/rules/auth-node.ts. */
  authNode: AuthNodeMap;
  /** Per path, how often the page was reloaded: part of its React key, so a reload re-mounts it. */
  reloadCounts: Record<string, number>;
}

interface NavTabsActions {
  /** Opens a tab for a route flagged `addtab`; an open tab with the same path only gets the new params and query. */
  addTab(route: TabView, addtab: boolean): void;
  setActiveRoute(path: string): void;
  /** Closes a tab; closing the active one makes the last tab active (see closeTabByPath for the navigation). */
  closeTab(path: string): void;
  /** Closes every tab, or every tab but `retain`. */
  closeTabs(retain?: TabView): void;
  /** Keeps only the tabs `keep` accepts (after the rules are loaded: pages no longer granted go). */
  retainTabs(keep: (tab: TabView) => boolean): void;
  updateTabTitle(path: string, title: string): void;
  /** Re-mounts the page at `path` (it loses its kept-alive state). */
  reloadTab(path: string): void;
  setFullScreen(fullScreen: boolean): void;
  setTabsViewRoutes(menus: MenuItem[]): void;
  fillAuthNode(authNode: AuthNodeMap): void;
  /** Reads the tabs of this browser tab's session back (done once when the store is created). */
  restoreFromSession(): void;
}

export type NavTabsStore = NavTabsState & NavTabsActions;

interface TabsSession {
  tabsView: TabView[];
  activePath: string | null;
}

function isTab(value: unknown): value is TabView {
  const tab = value as TabView | null;
  return (
    typeof tab === 'object' && tab !== null && typeof tab.path === 'string' && tab.path.startsWith('/') &&
    typeof tab.title === 'string' && typeof tab.params === 'object' && typeof tab.query === 'object'
  );
}

export function loadTabsSession(): TabsSession {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TABS_SESSION_KEY) ?? 'null') as Partial<TabsSession> | null;
    const tabsView = Array.isArray(saved?.tabsView) ? saved.tabsView.filter(isTab).map((tab) => ({ ...tab, name: tab.name ?? '' })) : [];
    return { tabsView, activePath: typeof saved?.activePath === 'string' ? saved.activePath : null };
  } catch {
    return { tabsView: [], activePath: null };
  }
}

function saveTabsSession(state: NavTabsState): void {
  try {
    const session: TabsSession = { tabsView: state.tabsView, activePath: state.activeRoute?.path ?? null };
    sessionStorage.setItem(TABS_SESSION_KEY, JSON.stringify(session));
  } catch {
    // storage disabled: tabs are simply not restored
  }
}

function activeState(tabsView: TabView[], path: string | null | undefined): Pick<NavTabsState, 'activeIndex' | 'activeRoute'> {
  const index = path ? tabsView.findIndex((tab) => tab.path === path) : -1;
  return index === -1 ? { activeIndex: -1, activeRoute: null } : { activeIndex: index, activeRoute: tabsView[index] };
}

export const useNavTabs = create<NavTabsStore>()(
  persist(
    (set) => ({
      activeIndex: -1,
      activeRoute: null,
      tabsView: [],
      tabFullScreen: false,
      tabsViewRoutes: [],
      authNode: new Map(),
      reloadCounts: {},
      addTab: (route, addtab) =>
        set((state) => {
          if (!addtab) return {};
          const open = state.tabsView.some((tab) => tab.path === route.path);
          const tabsView = open
            ? state.tabsView.map((tab) => (tab.path === route.path ? { ...tab, params: route.params, query: route.query } : tab))
            : [...state.tabsView, route];
          return { tabsView, ...activeState(tabsView, state.activeRoute?.path) };
        }),
      setActiveRoute: (path) => set((state) => activeState(state.tabsView, path)),
      closeTab: (path) =>
        set((state) => {
          const tabsView = state.tabsView.filter((tab) => tab.path !== path);
          const reloadCounts = { ...state.reloadCounts };
          delete reloadCounts[path];
          // closing the active tab activates the last one
          const activePath = state.activeRoute?.path === path ? tabsView.at(-1)?.path : state.activeRoute?.path;
          return { tabsView, reloadCounts, ...activeState(tabsView, activePath) };
        }),
      closeTabs: (retain) =>
        set(() => {
          const tabsView = retain ? [retain] : [];
          return { tabsView, reloadCounts: {}, ...activeState(tabsView, retain?.path) };
        }),
      retainTabs: (keep) =>
        set((state) => {
          const tabsView = state.tabsView.filter(keep);
          return tabsView.length === state.tabsView.length ? {} : { tabsView, ...activeState(tabsView, state.activeRoute?.path) };
        }),
      updateTabTitle: (path, title) =>
        set((state) => {
          const tabsView = state.tabsView.map((tab) => (tab.path === path ? { ...tab, title } : tab));
          return { tabsView, ...activeState(tabsView, state.activeRoute?.path) };
        }),
      reloadTab: (path) => set((state) => ({ reloadCounts: { ...state.reloadCounts, [path]: (state.reloadCounts[path] ?? 0) + 1 } })),
      setFullScreen: (tabFullScreen) => set({ tabFullScreen }),
      setTabsViewRoutes: (tabsViewRoutes) => set({ tabsViewRoutes }),
      fillAuthNode: (authNode) => set({ authNode }),
      restoreFromSession: () =>
        set(() => {
          const { tabsView, activePath } = loadTabsSession();
          return { tabsView, ...activeState(tabsView, activePath) };
        }),
    }),
    {
      name: STORAGE_KEYS.navTabs,
      partialize: ({ tabFullScreen }) => ({ tabFullScreen }),
    },
  ),
);

useNavTabs.getState().restoreFromSession();
useNavTabs.subscribe((state, previous) => {
  if (state.tabsView !== previous.tabsView || state.activeRoute !== previous.activeRoute) saveTabsSession(state);
});
