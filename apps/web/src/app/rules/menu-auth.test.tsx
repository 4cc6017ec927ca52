import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminMenu as Rule } from '@app/contract';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { assembleAuthNode, Auth, auth, useAuth } from './auth-node';
import { buildMenuTree, iframePath, menuTarget, topLevelMenuOf } from './menu-tree';
import { buildRuleRoutes } from './rule-routes';

let nextId = 100;
function rule(partial: Partial<Rule> & Pick<Rule, 'type' | 'name'>): Rule {
  return {
    id: nextId++, pid: 0, title: partial.name, path: partial.name, icon: '', menu_type: 'tab', url: '', component: '',
    keepalive: 0, extend: 'none', ...partial,
  };
}

const view = (name: string) => `/src/views/backend/${name}/index.vue`;

/** Every entry kind and extend flag. */
const rules: Rule[] = [
  rule({ type: 'menu', name: 'dashboard', component: view('dashboard'), keepalive: 'dashboard' }),
  rule({ type: 'menu_dir', name: 'tools', menu_type: null, children: [
    rule({ type: 'menu', name: 'tools/docs', menu_type: 'link', url: 'https://docs.example.com' }),
    rule({ type: 'menu', name: 'tools/grafana', menu_type: 'iframe', url: 'https://grafana.example.com/d/1', keepalive: 'tools/grafana' }),
    rule({ type: 'menu', name: 'tools/report', component: view('tools/report') }),
    rule({ type: 'menu', name: 'tools/hiddenPage', extend: 'add_rules_only', component: view('tools/hiddenPage') }),
    rule({ type: 'menu', name: 'tools/menuOnly', extend: 'add_menu_only', component: view('tools/menuOnly') }),
    rule({ type: 'menu', name: 'tools/hiddenLink', extend: 'add_rules_only', menu_type: 'link', url: 'https://x.example.com' }),
    rule({ type: 'menu', name: 'tools/emptyIframe', menu_type: 'iframe' }),
  ] }),
  rule({ type: 'menu_dir', name: 'onlyHidden', menu_type: null, children: [
    rule({ type: 'menu', name: 'onlyHidden/page', extend: 'add_rules_only', component: view('onlyHidden/page') }),
  ] }),
];

describe('menus from the rule tree', () => {
  const menus = buildMenuTree(rules, '/admin/');
  const tools = menus.find((menu) => menu.name === 'tools')!;

  it('keeps tab, link and iframe entries with their targets, and carries the extend flag', () => {
    expect(menus.map((menu) => menu.name)).toEqual(['dashboard', 'tools']);
    expect(tools.children.map((menu) => [menu.name, menu.menuType, menu.path, menu.extend])).toEqual([
      ['tools/docs', 'link', 'https://docs.example.com', 'none'],
      ['tools/grafana', 'iframe', iframePath('/admin/', 'https://grafana.example.com/d/1'), 'none'],
      ['tools/report', 'tab', '/admin/tools/report', 'none'],
      ['tools/menuOnly', 'tab', '/admin/tools/menuOnly', 'add_menu_only'],
    ]);
    expect(tools.children[1]).toMatchObject({ url: 'https://grafana.example.com/d/1', keepalive: 'tools/grafana' });
  });

  it('registers routes for add_rules_only pages but not for add_menu_only ones, links or iframes', () => {
    const page = { load: async () => ({ default: () => null }) };
    const routes = buildRuleRoutes(rules, { idPrefix: 'admin', registry: {}, fallback: page });
    expect(routes.map((route) => route.path)).toEqual(['dashboard', 'tools/report', 'tools/hiddenPage', 'onlyHidden/page']);
    expect(routes[0].handle).toMatchObject({ addtab: true, keepalive: 'dashboard', ruleName: 'dashboard' });
  });

  it('finds the branch of a page (Double layout) and where a folder leads', () => {
    expect(topLevelMenuOf(menus, '/admin/tools/report')?.name).toBe('tools');
    expect(topLevelMenuOf(menus, '/admin/dashboard')?.name).toBe('dashboard');
    expect(topLevelMenuOf(menus, '/admin/nowhere')).toBeUndefined();
    // the first entry that is not an external link
    expect(menuTarget(tools)?.name).toBe('tools/grafana');
    expect(menuTarget(menus[0])?.name).toBe('dashboard');
  });
});

describe('auth()', () => {
  const tree: Rule[] = [
    rule({ type: 'menu', name: 'auth/admin', children: [
      rule({ type: 'button', name: 'auth/admin/add', menu_type: null }),
      rule({ type: 'button', name: 'auth/admin/edit', menu_type: null }),
    ] }),
  ];

  beforeEach(() => {
    useAdminInfo.getState().reset();
    useNavTabs.getState().fillAuthNode(assembleAuthNode(tree, '/admin/'));
  });

  it('grants a node listed for the current path, as BuildAdmin does', () => {
    expect(auth('add', '/admin/auth/admin')).toBe(true);
    expect(auth('del', '/admin/auth/admin')).toBe(false);
    expect(auth('add', '/admin/auth/group')).toBe(false);
    expect(auth({ name: '/admin/auth/admin', subNodeName: '/admin/auth/admin/edit' }, '/elsewhere')).toBe(true);
    expect(auth({ name: '/admin/auth/admin', subNodeName: '/admin/auth/admin/del' }, '/elsewhere')).toBe(false);
  });

  it('uses the current location by default', () => {
    window.history.replaceState(null, '', '/admin/auth/admin');
    expect(auth('edit')).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(auth('edit')).toBe(false);
  });

  it('lets a super administrator pass every check', () => {
    useAdminInfo.getState().dataFill({ super: true });
    expect(auth('del', '/admin/auth/admin')).toBe(true);
    expect(auth('anything', '/admin/other')).toBe(true);
  });

  it('useAuth() and <Auth> render only what the route grants', async () => {
    function Buttons() {
      const can = useAuth();
      return (
        <div>
          {can('add') && <button type="button">add</button>}
          {can('del') && <button type="button">del</button>}
          <Auth node="edit">
            <button type="button">edit</button>
          </Auth>
        </div>
      );
    }
    const router = createMemoryRouter([{ path: '/admin/auth/admin', Component: Buttons }], { initialEntries: ['/admin/auth/admin'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'del' })).toBeNull();
  });
});
