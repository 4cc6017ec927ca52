import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';
import type { MenuItem } from '../app/rules/menu-tree';
import type { AuthNodeMap } from '../app/rules/auth-node';

export interface TabView {
  path: string;
  name: string;
  title: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

interface NavTabsState {
  activeIndex: number;
  activeRoute: TabView | null;
  tabsView: TabView[];
  tabFullScreen: boolean;
  /** The admin menu tree built from the rules. */
  tabsViewRoutes: MenuItem[];
  /** Permission nodes per route path, see app/rules/auth-node.ts. */
  authNode: AuthNodeMap;
}

interface NavTabsActions {
  /** Opens a tab for a route flagged `addtab`; an open tab with the same path only gets the new params and query. */
  addTab(route: TabView, addtab: boolean): void;
  setActiveRoute(path: string): void;
  closeTab(path: string): void;
  /** Closes every tab, or every tab but `retain`. */
  closeTabs(retain?: TabView): void;
  setFullScreen(fullScreen: boolean): void;
  setTabsViewRoutes(menus: MenuItem[]): void;
  fillAuthNode(authNode: AuthNodeMap): void;
}

export const useNavTabs = create<NavTabsState & NavTabsActions>()(
  persist(
    (set) => ({
      activeIndex: 0,
      activeRoute: null,
      tabsView: [],
      tabFullScreen: false,
      tabsViewRoutes: [],
      authNode: new Map(),
      addTab: (route, addtab) =>
        set((state) => {
          if (!addtab) return {};
          const open = state.tabsView.some((tab) => tab.path === route.path);
          return {
            tabsView: open
              ? state.tabsView.map((tab) => (tab.path === route.path ? { ...tab, params: route.params, query: route.query } : tab))
              : [...state.tabsView, route],
          };
        }),
      setActiveRoute: (path) =>
        set((state) => {
          const index = state.tabsView.findIndex((tab) => tab.path === path);
          return index === -1 ? {} : { activeIndex: index, activeRoute: state.tabsView[index] };
        }),
      closeTab: (path) =>
        set((state) => {
          const tabsView = state.tabsView.filter((tab) => tab.path !== path);
          if (state.activeRoute?.path !== path) {
            const activeIndex = tabsView.findIndex((tab) => tab.path === state.activeRoute?.path);
            return { tabsView, activeIndex: Math.max(activeIndex, 0) };
          }
          // closing the active tab activates the last one
          const last = tabsView.length - 1;
          return { tabsView, activeIndex: Math.max(last, 0), activeRoute: tabsView[last] ?? null };
        }),
      closeTabs: (retain) =>
        set(() => ({
          tabsView: retain ? [retain] : [],
          activeIndex: 0,
          activeRoute: retain ?? null,
        })),
      setFullScreen: (tabFullScreen) => set({ tabFullScreen }),
      setTabsViewRoutes: (tabsViewRoutes) => set({ tabsViewRoutes }),
      fillAuthNode: (authNode) => set({ authNode }),
    }),
    {
      name: STORAGE_KEYS.navTabs,
      partialize: ({ tabFullScreen }) => ({ tabFullScreen }),
    },
  ),
);
