import { describe, expect, it } from 'vitest';
import type { Rule, RuleType } from '../../api/types';
import { buildMenuTree, firstMenuPath, iframePath, menuAncestors } from './menu-tree';
import { assembleAuthNode, hasAuthNode } from './auth-node';
import { buildRuleRoutes, componentKey, resolvePage } from './rule-routes';

let nextId = 1;
/** An admin or member node (children of either kind; a member node's no_login_valid is not read here). */
function rule(partial: Record<string, unknown> & { type: RuleType; name: string }): Rule {
  return {
    id: nextId++, pid: 0, title: partial.name, path: partial.name, icon: '', menu_type: 'tab', url: '', component: '',
    keepalive: 0, extend: 'none', ...partial,
  } as Rule;
}

/** A slice of the seeded admin rules (reference appendix A) plus edge cases. */
const rules: Rule[] = [
  rule({ type: 'menu', name: 'dashboard', title: '控制台', icon: 'fa fa-dashboard', component: '/src/views/backend/dashboard.vue',
    children: [rule({ type: 'button', name: 'dashboard/index', menu_type: null })] }),
  rule({ type: 'menu_dir', name: 'auth', menu_type: null, children: [
    rule({ type: 'menu', name: 'auth/admin', component: '/src/views/backend/auth/admin/index.vue', children: [
      rule({ type: 'button', name: 'auth/admin/add', menu_type: null }),
      rule({ type: 'button', name: 'auth/admin/edit', menu_type: null }),
    ] }),
    rule({ type: 'menu', name: 'auth/hidden', extend: 'add_rules_only', component: '/src/views/backend/auth/hidden.vue' }),
    rule({ type: 'menu', name: 'auth/menuOnly', extend: 'add_menu_only', component: '/src/views/backend/auth/menuOnly.vue' }),
  ] }),
  rule({ type: 'menu_dir', name: 'empty', menu_type: null, children: [] }),
  rule({ type: 'menu_dir', name: 'buttonsOnly', menu_type: null, children: [rule({ type: 'button', name: 'buttonsOnly/x' })] }),
  rule({ type: 'menu', name: 'noComponent' }),
  rule({ type: 'menu', name: 'docs', menu_type: 'link', url: 'https://doc.example.com' }),
  rule({ type: 'menu', name: 'linkWithoutUrl', menu_type: 'link' }),
  rule({ type: 'menu', name: 'monitor', menu_type: 'iframe', url: 'https://grafana.example.com/d?x=1' }),
  rule({ type: 'button', name: 'topButton', menu_type: null }),
];

describe('buildMenuTree', () => {
  const menus = buildMenuTree(rules, '/admin/');

  it('keeps menus and folders with entries, skipping the entries that cannot be shown', () => {
    const names = (list: typeof menus): unknown[] => list.map((m) => (m.children.length ? [m.name, names(m.children)] : m.name));
    expect(names(menus)).toEqual(['dashboard', ['auth', ['auth/admin', 'auth/menuOnly']], 'docs', 'monitor']);
  });

  it('gives tab entries area paths, links their URL and iframes the encoded iframe route', () => {
    expect(menus[0]).toMatchObject({ path: '/admin/dashboard', title: '控制台', icon: 'fa fa-dashboard', menuType: 'tab' });
    expect(menus.find((m) => m.name === 'docs')?.path).toBe('https://doc.example.com');
    expect(menus.find((m) => m.name === 'monitor')?.path).toBe(iframePath('/admin/', 'https://grafana.example.com/d?x=1'));
    expect(iframePath('/admin/', 'https://a.b/c?d=1')).toBe('/admin/iframe/https%3A%2F%2Fa.b%2Fc%3Fd%3D1');
  });

  it('finds the first page depth-first and the folders leading to a page', () => {
    expect(firstMenuPath(menus)).toBe('/admin/dashboard');
    expect(firstMenuPath(menus.slice(1))).toBe('/admin/auth/admin');
    expect(firstMenuPath(menus.filter((m) => m.name === 'docs'))).toBeUndefined();
    expect(menuAncestors(menus, '/admin/auth/admin')).toEqual(['/admin/auth']);
    expect(menuAncestors(menus, '/admin/dashboard')).toEqual([]);
  });

  it('builds other menu kinds from the same rules (member header navigation)', () => {
    const nav = [rule({ type: 'nav', name: 'about', component: '/src/views/frontend/about.vue' }), rule({ type: 'route', name: 'r' })];
    expect(buildMenuTree(nav, '/', ['nav']).map((m) => m.path)).toEqual(['/about']);
  });
});

describe('auth nodes', () => {
  const authNode = assembleAuthNode(rules, '/admin/');

  it('maps every rule with buttons to its buttons, top-level buttons under the prefix', () => {
    expect(authNode.get('/admin/auth/admin')).toEqual(['/admin/auth/admin/add', '/admin/auth/admin/edit']);
    expect(authNode.get('/admin/dashboard')).toEqual(['/admin/dashboard/index']);
    expect(authNode.get('/admin/')).toEqual(['/admin/topButton']);
    expect(authNode.has('/admin/auth')).toBe(false);
  });

  it('grants a node listed for the current path, or a named route with the sub-node', () => {
    expect(hasAuthNode(authNode, '/admin/auth/admin', 'add')).toBe(true);
    expect(hasAuthNode(authNode, '/admin/auth/admin', 'del')).toBe(false);
    expect(hasAuthNode(authNode, '/admin/other', 'add')).toBe(false);
    expect(hasAuthNode(authNode, '/x', { name: '/admin/auth/admin', subNodeName: '/admin/auth/admin/edit' })).toBe(true);
    expect(hasAuthNode(authNode, '/x', { name: '/admin/auth/admin' })).toBe(true);
    expect(hasAuthNode(authNode, '/x', { name: '/admin/nothing' })).toBe(false);
    expect(hasAuthNode(new Map([['/', ['/like']]]), '/', 'like')).toBe(true);
  });
});

describe('rule routes', () => {
  const page = { load: async () => ({ default: () => null }) };
  const fallback = { load: async () => ({ default: () => null }) };

  it('normalises component paths into registry keys', () => {
    expect(componentKey('/src/views/backend/auth/admin/index.vue')).toBe('auth/admin');
    expect(componentKey('\\src\\views\\backend\\dashboard.vue')).toBe('dashboard');
    expect(componentKey('/src/views/frontend/user/account/overview.vue')).toBe('account/overview');
    expect(componentKey('/src/pages/admin/user/money-log/index.tsx')).toBe('user/money-log');
    expect(componentKey('/src/pages/member-centre/account/balance/index.tsx')).toBe('account/balance');
  });

  it('looks pages up by rule name, then by component', () => {
    const registry = { dashboard: page, 'auth/group': page };
    expect(resolvePage(registry, { name: 'dashboard', component: '' })).toBe(page);
    expect(resolvePage(registry, { name: 'x', component: '/src/views/backend/auth/group/index.vue' })).toBe(page);
    expect(resolvePage(registry, { name: 'y', component: '/src/views/backend/y.vue' })).toBeUndefined();
  });

  it('registers tab rules with a component, not add_menu_only, iframes, links or buttons', () => {
    const routes = buildRuleRoutes(rules, { idPrefix: 'admin', registry: { dashboard: page }, fallback });
    expect(routes.map((r) => [r.id, r.path])).toEqual([
      ['admin:dashboard', 'dashboard'],
      ['admin:auth/admin', 'auth/admin'],
      ['admin:auth/hidden', 'auth/hidden'],
    ]);
    expect(routes[0].handle).toEqual({ title: '控制台', ruleName: 'dashboard', addtab: true, keepalive: 0 });
    expect(typeof routes[1].lazy).toBe('function');
  });
});
