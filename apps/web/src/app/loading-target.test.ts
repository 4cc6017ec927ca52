import { describe, expect, it } from 'vitest';
import { isTargetOf, loadingPathFor, parseTo, resolveLoadingTarget, serializeTo, targetHref } from './loading-target';
import { isAdminPath, pathOfRoute, registerRouteName, sideOf } from './navigation';
import type { MenuItem } from './rules/menu-tree';
import { pageTitle } from './page-title';

const menus: MenuItem[] = [
  { id: 1, name: 'dashboard', title: 'D', icon: '', type: 'menu', menuType: 'tab', path: '/admin/dashboard', keepalive: 0,
    extend: 'none', url: '', children: [] },
];

describe('serialized loading target', () => {
  it('round-trips path and query through a URL-encoded JSON param', () => {
    const target = { path: '/admin/auth/admin', query: { page: '2', q: 'a b&c' } };
    const param = serializeTo(target);
    expect(param).not.toMatch(/[/?&{}" ]/);
    expect(parseTo(decodeURIComponent(param))).toEqual(target);
    expect(parseTo(param)).toEqual(target);
    expect(targetHref(target)).toBe('/admin/auth/admin?page=2&q=a+b%26c');
  });

  it('builds the loading path of an unknown URL', () => {
    const path = loadingPathFor('admin', { pathname: '/admin/user/user', search: '?id=3' });
    expect(path.startsWith('/admin/loading/')).toBe(true);
    expect(parseTo(path.slice('/admin/loading/'.length))).toEqual({ path: '/admin/user/user', query: { id: '3' } });
  });

  it('ignores params that are not a target', () => {
    expect(parseTo(undefined)).toBeNull();
    expect(parseTo('not json')).toBeNull();
    expect(parseTo('{"nopath":1}')).toBeNull();
  });

  it('follows only targets inside the area, else the first menu', () => {
    const to = (path: string) => serializeTo({ path, query: {} });
    expect(resolveLoadingTarget('admin', to('/admin/auth/admin'), menus)).toBe('/admin/auth/admin');
    expect(resolveLoadingTarget('admin', undefined, menus)).toBe('/admin/dashboard');
    expect(resolveLoadingTarget('admin', to('//evil.example/admin'), menus)).toBe('/admin/dashboard');
    expect(resolveLoadingTarget('admin', to('/user/account'), menus)).toBe('/admin/dashboard');
    expect(resolveLoadingTarget('admin', to('/admin/loading/x'), menus)).toBe('/admin/dashboard');
    expect(resolveLoadingTarget('admin', to('/admin'), [])).toBeUndefined();
    expect(isTargetOf('user', { path: '/user/account/overview', query: {} })).toBe(true);
    expect(isTargetOf('user', { path: '/userx', query: {} })).toBe(false);
  });
});

describe('navigation helpers', () => {
  it('decides the area by the /admin prefix', () => {
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/user/login')).toBe(false);
    expect(sideOf('/')).toBe('user');
  });

  it('resolves route names, static and registered', () => {
    expect(pathOfRoute('adminLogin')).toBe('/admin/login');
    expect(pathOfRoute('userLogin')).toBe('/user/login');
    registerRouteName('auth/admin', '/admin/auth/admin');
    expect(pathOfRoute('auth/admin')).toBe('/admin/auth/admin');
  });

  it('titles pages "{page title} - {site name}"', () => {
    expect(pageTitle('Login', 'My Shop')).toBe('Login - My Shop');
    expect(pageTitle('Login', '')).toBe('Login');
  });
});
