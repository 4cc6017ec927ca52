import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../app/navigation';
import type { MenuItem } from '../../app/rules/menu-tree';
import { STORAGE_KEYS } from '../../stores/storage-keys';
import { loadTabsSession, TABS_SESSION_KEY, useNavTabs, type TabView } from '../../stores/nav-tabs';
import { closeAllTabs, closeOtherTabs, closeTabByPath, reloadTab, setTabFullScreen, tabHref, updateTabTitle } from './tabs-api';

const tab = (path: string, query: Record<string, string> = {}): TabView => ({ path, name: path.slice(7), title: `t:${path}`, params: {}, query });
const paths = () => useNavTabs.getState().tabsView.map((item) => item.path);
const persisted = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;
const menu = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: 1, name: path, title: path, icon: '', type: children.length ? 'menu_dir' : 'menu', menuType: children.length ? '' : 'tab',
  path, keepalive: 0, extend: 'none', url: '', children,
});

let navigate = vi.fn();

/** The browser is on `path` (as after a navigation), and its tab is the active one. */
function visit(path: string, query: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  useNavTabs.getState().addTab(tab(path, query), true);
  useNavTabs.getState().setActiveRoute(path);
}

beforeEach(() => {
  navigate = vi.fn();
  setNavigator(navigate);
  useNavTabs.getState().closeTabs();
  useNavTabs.getState().setFullScreen(false);
  useNavTabs.getState().setTabsViewRoutes([]);
  sessionStorage.clear();
});

describe('tab rules', () => {
  it('adds a tab only for a route flagged addtab; the same path updates params and query', () => {
    const tabs = useNavTabs.getState();
    tabs.addTab(tab('/admin/dashboard'), true);
    tabs.addTab(tab('/admin/nottab'), false);
    tabs.addTab({ ...tab('/admin/dashboard', { page: '2' }), params: { id: '3' }, title: 'ignored' }, true);
    expect(useNavTabs.getState().tabsView).toEqual([{ ...tab('/admin/dashboard', { page: '2' }), params: { id: '3' } }]);
    expect(tabHref(useNavTabs.getState().tabsView[0])).toBe('/admin/dashboard?page=2');
  });

  it('tracks the active tab by path', () => {
    visit('/admin/a');
    visit('/admin/b');
    expect(useNavTabs.getState()).toMatchObject({ activeIndex: 1, activeRoute: { path: '/admin/b' } });
    useNavTabs.getState().setActiveRoute('/admin/unknown');
    expect(useNavTabs.getState()).toMatchObject({ activeIndex: -1, activeRoute: null });
  });

  it('closing the active tab opens the last one, or /admin when none is left', () => {
    ['/admin/a', '/admin/b', '/admin/c'].forEach((path) => visit(path));
    visit('/admin/b');
    closeTabByPath('/admin/b');
    expect(paths()).toEqual(['/admin/a', '/admin/c']);
    expect(useNavTabs.getState().activeRoute?.path).toBe('/admin/c');
    expect(navigate).toHaveBeenLastCalledWith('/admin/c', undefined);

    visit('/admin/c');
    closeTabByPath('/admin/a'); // not the active one: no navigation
    expect(paths()).toEqual(['/admin/c']);
    expect(navigate).toHaveBeenCalledTimes(1);

    closeTabByPath('/admin/c');
    expect(paths()).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/admin', undefined);
  });

  it('closes the other tabs, opening the kept one', () => {
    ['/admin/a', '/admin/b', '/admin/c'].forEach((path) => visit(path));
    closeOtherTabs('/admin/a');
    expect(paths()).toEqual(['/admin/a']);
    expect(useNavTabs.getState().activeRoute?.path).toBe('/admin/a');
    expect(navigate).toHaveBeenLastCalledWith('/admin/a', undefined);
  });

  it('closes all tabs and returns to the first menu entry (keeping its tab when already there)', () => {
    useNavTabs.getState().setTabsViewRoutes([menu('/admin/dir', [menu('/admin/first')]), menu('/admin/other')]);
    ['/admin/x', '/admin/y'].forEach((path) => visit(path));
    closeAllTabs();
    expect(paths()).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/admin/first', undefined);

    navigate.mockClear();
    visit('/admin/y');
    visit('/admin/first');
    closeAllTabs();
    expect(paths()).toEqual(['/admin/first']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retitles a tab and counts reloads (the page key), forgetting them when the tab closes', () => {
    visit('/admin/a');
    visit('/admin/b');
    updateTabTitle('/admin/a', 'New title');
    expect(useNavTabs.getState().tabsView[0].title).toBe('New title');

    reloadTab('/admin/a');
    reloadTab('/admin/a');
    expect(useNavTabs.getState().reloadCounts).toEqual({ '/admin/a': 2 });
    expect(navigate).toHaveBeenLastCalledWith('/admin/a', undefined);
    closeTabByPath('/admin/a');
    expect(useNavTabs.getState().reloadCounts).toEqual({});
  });

  it('keeps only the tabs still allowed', () => {
    ['/admin/a', '/admin/b'].forEach((path) => visit(path));
    useNavTabs.getState().retainTabs((item) => item.path !== '/admin/b');
    expect(paths()).toEqual(['/admin/a']);
    expect(useNavTabs.getState().activeRoute).toBeNull();
  });
});

describe('tab persistence', () => {
  it('persists only the full-screen flag in localStorage', () => {
    visit('/admin/a');
    setTabFullScreen(true);
    expect(useNavTabs.getState().tabFullScreen).toBe(true);
    expect(persisted(STORAGE_KEYS.navTabs)).toEqual({ tabFullScreen: true });
    setTabFullScreen(false);
    expect(persisted(STORAGE_KEYS.navTabs)).toEqual({ tabFullScreen: false });
  });

  it('full screen on another tab opens that tab', () => {
    visit('/admin/a');
    visit('/admin/b');
    setTabFullScreen(true, '/admin/a');
    expect(navigate).toHaveBeenLastCalledWith('/admin/a', undefined);
  });

  it('keeps the open tabs and the active one in sessionStorage and restores them', () => {
    visit('/admin/a', { q: '1' });
    visit('/admin/b');
    visit('/admin/a', { q: '2' });
    expect(loadTabsSession()).toEqual({ tabsView: [tab('/admin/a', { q: '2' }), tab('/admin/b')], activePath: '/admin/a' });

    const saved = sessionStorage.getItem(TABS_SESSION_KEY);
    useNavTabs.getState().closeTabs();
    sessionStorage.setItem(TABS_SESSION_KEY, saved!);
    useNavTabs.getState().restoreFromSession();
    expect(paths()).toEqual(['/admin/a', '/admin/b']);
    expect(useNavTabs.getState()).toMatchObject({ activeIndex: 0, activeRoute: { path: '/admin/a', query: { q: '2' } } });
  });

  it('ignores a damaged session entry', () => {
    sessionStorage.setItem(TABS_SESSION_KEY, '{"tabsView":[{"path":"nope"},{"path":"/admin/ok","title":"x","params":{},"query":{}}]');
    expect(loadTabsSession().tabsView).toEqual([]);
    sessionStorage.setItem(TABS_SESSION_KEY, '{"tabsView":[{"path":"nope"},{"path":"/admin/ok","title":"x","params":{},"query":{}}]}');
    expect(loadTabsSession().tabsView.map((item) => item.path)).toEqual(['/admin/ok']);
  });
});
