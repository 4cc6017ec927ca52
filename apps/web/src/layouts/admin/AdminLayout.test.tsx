import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MenuItem } from '../../app/rules/menu-tree';
import { useAdminInfo } from '../../stores/admin-info';
import { useAdminTour } from '../../stores/admin-tour';
import { defaultLayout, useLayoutConfig, type LayoutMode } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import { useSiteConfig } from '../../stores/site-config';
import AdminLayout from './AdminLayout';

const item = (name: string, title: string, children: MenuItem[] = []): MenuItem => ({
  id: name.length, name, title, icon: '', type: children.length ? 'menu_dir' : 'menu', menuType: children.length ? '' : 'tab',
  path: `/admin/${name}`, keepalive: 0, extend: 'none', url: '', children,
});

const menus = [item('dashboard', 'Dashboard'), item('auth', 'Permissions', [item('auth/admin', 'Admins'), item('auth/group', 'Groups')])];

function renderAt(path: string) {
  const page = (title: string) => ({ handle: { title, addtab: true, ruleName: title }, element: <p>{`${title} page`}</p> });
  const router = createMemoryRouter(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'dashboard', ...page('Dashboard') }, { path: 'auth/admin', ...page('Admins') }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // a browser under automation: the first-run tour does not start by itself (components/admin-tour)
  Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
  useSiteConfig.getState().setInitialize(true);
  useAdminInfo.getState().dataFill({ nickname: 'Boss', super: false });
  useNavTabs.getState().setTabsViewRoutes(menus);
  useNavTabs.getState().closeTabs();
  useNavTabs.getState().setFullScreen(false);
  useLayoutConfig.setState({ layout: defaultLayout, shrink: false, settingsOpen: false });
  sessionStorage.clear();
});

describe('admin layouts', () => {
  const modes: [LayoutMode, { aside: boolean; topMenu: boolean }][] = [
    ['Default', { aside: true, topMenu: false }],
    ['Classic', { aside: true, topMenu: false }],
    ['Streamline', { aside: false, topMenu: true }],
    ['Double', { aside: true, topMenu: true }],
    ['Split', { aside: true, topMenu: false }],
  ];

  it.each(modes)('%s: menus, tabs and the page', async (mode, expected) => {
    useLayoutConfig.getState().setLayoutMode(mode);
    renderAt('/admin/auth/admin');
    expect(await screen.findByText('Admins page')).toBeTruthy();
    expect(document.querySelector(`.admin-layout.is-${mode.toLowerCase()}`)).not.toBeNull();
    expect(Boolean(screen.queryByTestId('admin-aside'))).toBe(expected.aside);
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admins' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('main')).toBeTruthy();
    if (mode === 'Double') {
      // the first level on top, the branch of the current page in the sidebar
      const top = screen.getByRole('navigation', { name: 'Top menu' });
      expect(within(top).getByText('Permissions')).toBeTruthy();
      expect(within(top).queryByText('Admins')).toBeNull();
      expect(within(screen.getByTestId('admin-aside')).getByText('Groups')).toBeTruthy();
    }
    if (mode === 'Split') {
      // the first column: every top-level menu; the second: the chosen one's children
      const first = within(screen.getByTestId('admin-columns')).getByRole('navigation', { name: 'Top menu' });
      expect(within(first).getByRole('button', { name: 'Permissions' }).getAttribute('aria-current')).toBe('true');
      expect(within(first).getByRole('button', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
      expect(within(first).queryByText('Admins')).toBeNull();
      expect(within(screen.getByTestId('admin-aside')).getByText('Groups')).toBeTruthy();
      expect(within(screen.getByTestId('admin-aside')).queryByText('Dashboard')).toBeNull();
    }
    if (mode === 'Streamline') expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('Split: a top-level page has no second column', async () => {
    useLayoutConfig.getState().setLayoutMode('Split');
    renderAt('/admin/dashboard');
    await screen.findByText('Dashboard page');
    expect(screen.queryByTestId('admin-aside')).toBeNull();
    const first = screen.getByTestId('admin-columns');
    expect(within(first).getByRole('button', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('true');
  });

  it('offers the tour again from the admin menu', async () => {
    renderAt('/admin/dashboard');
    await screen.findByText('Dashboard page');
    expect(useAdminTour.getState().open).toBe(false);
    fireEvent.click(screen.getByTestId('admin-nickname'));
    fireEvent.click(await screen.findByTestId('admin-restart-tour'));
    expect(useAdminTour.getState().open).toBe(true);
    act(() => useAdminTour.getState().close());
  });

  it('hides the cache menu from admins who are not super', async () => {
    renderAt('/admin/dashboard');
    await screen.findByText('Dashboard page');
    expect(screen.queryByTestId('admin-cache')).toBeNull();
    expect(screen.getByRole('button', { name: 'Layout settings' })).toBeTruthy();
    expect(screen.getByTestId('admin-nickname').textContent).toContain('Boss');
  });

  it('shows the cache menu to super admins', async () => {
    useAdminInfo.getState().dataFill({ super: true });
    renderAt('/admin/dashboard');
    await screen.findByText('Dashboard page');
    expect(screen.getByRole('button', { name: 'Clear cache' })).toBeTruthy();
  });

  it('turns the sidebar into a drawer on a narrow window', async () => {
    Object.defineProperty(document.body, 'clientWidth', { configurable: true, value: 800 });
    try {
      renderAt('/admin/dashboard');
      await screen.findByText('Dashboard page');
      expect(document.querySelector('.admin-layout.is-classic.is-shrink')).not.toBeNull();
      const aside = screen.getByTestId('admin-aside');
      expect(aside.hasAttribute('inert')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
      expect(screen.getByRole('dialog', { name: 'Main menu' })).toBe(aside);
      fireEvent.keyDown(aside, { key: 'Escape' });
      expect(aside.hasAttribute('inert')).toBe(true);
    } finally {
      Object.defineProperty(document.body, 'clientWidth', { configurable: true, value: 0 });
    }
  });

  it('full screen hides the frame and offers a way out', async () => {
    renderAt('/admin/dashboard');
    await screen.findByText('Dashboard page');
    act(() => useNavTabs.getState().setFullScreen(true));
    expect(document.querySelector('.admin-layout.is-tab-full-screen')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(useNavTabs.getState().tabFullScreen).toBe(false);
  });
});
