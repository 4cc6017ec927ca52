import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMenu as Rule } from '@app/contract';
import { useNavTabs } from '../../stores/nav-tabs';
import { reloadAdminMenus } from './admin';

const rule = (id: number, title: string, path: string, children: Rule[] = []): Rule => ({
  id, pid: 0, type: children.length ? 'menu_dir' : 'menu', title, name: path, path, icon: '', menu_type: children.length ? null : 'tab',
  url: '', component: children.length ? '' : `/src/views/backend/${path}/index.vue`, keepalive: 0, extend: 'none', children,
});
// The server names seeded rules in the request's language: here the English menus after a switch.
const menus = [rule(1, 'Permission management', 'auth', [rule(2, 'Menu rules', 'auth/rule')])];
vi.mock('../../api/admin', () => ({ getAdminIndex: () => Promise.resolve({ menus }) }));

describe('admin menus', () => {
  beforeEach(() => useNavTabs.getState().closeTabs());

  it('give open tabs their titles in the language of the menus (tabs restored after a language switch)', async () => {
    const opened = { path: '/admin/auth/rule', name: 'auth/rule', title: '菜单规则管理', params: {}, query: {} };
    useNavTabs.getState().addTab(opened, true);
    await reloadAdminMenus();
    expect(useNavTabs.getState().tabsView.map((tab) => tab.title)).toEqual(['Menu rules']);
    expect(useNavTabs.getState().tabsViewRoutes[0].title).toBe('Permission management');
  });
});
