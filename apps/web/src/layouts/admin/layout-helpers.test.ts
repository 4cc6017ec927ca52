import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import type { MenuItem } from '../../app/rules/menu-tree';
import { defaultLayout } from '../../stores/layout-config';
import { STORAGE_KEYS } from '../../stores/storage-keys';
import { clearBrowserStorage } from './browser-cache';
import { asideMenusFor, IFRAME_ROUTE_ID, layoutStyle, menuTheme, routeTabInfo } from './use-admin-layout';

const match = (id: string, handle: unknown): UIMatch => ({ id, pathname: '/', params: {}, data: undefined, loaderData: undefined, handle });

describe('route tab info', () => {
  const iframe: MenuItem = {
    id: 9, name: 'monitor', title: 'Monitor', icon: '', type: 'menu', menuType: 'iframe', keepalive: 'monitor', extend: 'none',
    url: 'https://grafana.example.com/?a=1', path: `/admin/iframe/${encodeURIComponent('https://grafana.example.com/?a=1')}`, children: [],
  };

  it('opens tabs for rule routes flagged addtab, kept alive when the rule says so', () => {
    expect(routeTabInfo(match('admin:auth/admin', { title: 'Admins', ruleName: 'auth/admin', addtab: true, keepalive: 'auth/admin' }), '/admin/auth/admin', []))
      .toEqual({ addtab: true, name: 'auth/admin', title: 'Admins', keepalive: true });
    expect(routeTabInfo(match('admin:x', { title: 'X', ruleName: 'x', addtab: true, keepalive: 0 }), '/admin/x', []).keepalive).toBe(false);
    expect(routeTabInfo(match('adminMainLoading', { title: 'route.loading' }), '/admin/loading', []).addtab).toBe(false);
    expect(routeTabInfo(undefined, '/admin', []).addtab).toBe(false);
  });

  it('gives iframe pages a tab titled after their menu entry', () => {
    expect(routeTabInfo(match(IFRAME_ROUTE_ID, {}), iframe.path, [iframe])).toEqual({ addtab: true, name: 'monitor', title: 'Monitor', keepalive: true });
    expect(routeTabInfo(match(IFRAME_ROUTE_ID, {}), '/admin/iframe/https%3A%2F%2Fother', [iframe]))
      .toEqual({ addtab: true, name: 'iframe', title: 'route.iframe', keepalive: false });
  });
});

describe('layout colours', () => {
  it('exposes the colours of the current theme as custom properties', () => {
    expect(layoutStyle(defaultLayout)).toMatchObject({ '--menu-bg': '#ffffff', '--menu-width': '260px', '--tab-active-color': '#000000' });
    expect(layoutStyle({ ...defaultLayout, isDark: true })).toMatchObject({ '--menu-bg': '#1d1e1f', '--tab-active-color': '#69b1ff' });
  });

  it('colours hovered menu entries with the hover colour of the theme, in the sidebar and in the header menus', () => {
    const layout = { ...defaultLayout, menuHoverBackground: ['#aaaaaa', '#bbbbbb'] as [string, string] };
    for (const place of ['aside', 'header'] as const) {
      expect(menuTheme(layout, place).components?.Menu).toMatchObject({ itemHoverBg: '#aaaaaa', itemActiveBg: '#aaaaaa' });
      expect(menuTheme({ ...layout, isDark: true }, place).components?.Menu).toMatchObject({ itemHoverBg: '#bbbbbb' });
    }
    // the Split layout's first column reads it as a custom property
    expect(layoutStyle({ ...layout, isDark: true })).toMatchObject({ '--menu-hover-bg': '#bbbbbb' });
  });
});

describe('sidebar entries by layout', () => {
  const leaf = (name: string): MenuItem => ({ id: 1, name, title: name, icon: '', type: 'menu', menuType: 'tab', path: `/admin/${name}`, keepalive: 0, extend: 'none', url: '', children: [] });
  const menus: MenuItem[] = [leaf('dashboard'), { ...leaf('auth'), type: 'menu_dir', menuType: '', children: [leaf('auth/admin'), leaf('auth/group')] }];
  const names = (list: MenuItem[]) => list.map((m) => m.name);

  it('the whole tree in Default, Classic; the branch of the current page in Double and Split', () => {
    expect(names(asideMenusFor('Default', menus, '/admin/auth/admin'))).toEqual(['dashboard', 'auth']);
    expect(names(asideMenusFor('Classic', menus, '/admin/dashboard'))).toEqual(['dashboard', 'auth']);
    expect(names(asideMenusFor('Double', menus, '/admin/auth/group'))).toEqual(['auth/admin', 'auth/group']);
    expect(names(asideMenusFor('Split', menus, '/admin/auth/group'))).toEqual(['auth/admin', 'auth/group']);
  });

  it('a top-level page: Double shows it alone, Split no second column (its first column has it)', () => {
    expect(names(asideMenusFor('Double', menus, '/admin/dashboard'))).toEqual(['dashboard']);
    expect(asideMenusFor('Split', menus, '/admin/dashboard')).toEqual([]);
  });
});

describe('browser cache', () => {
  it('clears local and session storage but keeps the sessions', () => {
    localStorage.setItem(STORAGE_KEYS.adminInfo, '{"token":"a"}');
    localStorage.setItem(STORAGE_KEYS.userInfo, '{"token":"u"}');
    localStorage.setItem(STORAGE_KEYS.layoutConfig, '{}');
    localStorage.setItem('workingTime', '{}');
    sessionStorage.setItem('navTabsView', '[]');
    clearBrowserStorage();
    expect(Object.keys({ ...localStorage }).sort()).toEqual([STORAGE_KEYS.adminInfo, STORAGE_KEYS.userInfo].sort());
    expect(localStorage.getItem(STORAGE_KEYS.adminInfo)).toBe('{"token":"a"}');
    expect(sessionStorage.length).toBe(0);
  });
});
