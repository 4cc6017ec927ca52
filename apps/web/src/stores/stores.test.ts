import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminInfo } from './admin-info';
import { useUserInfo } from './user-info';
import { defaultLayout, useLayoutConfig, withLayoutMode } from './layout-config';
import { useNavTabs, type TabView } from './nav-tabs';
import { TaskStatus, useTerminal, type TerminalTask } from './terminal';
import { useMemberCenter } from './member-center';
import { useSiteConfig } from './site-config';
import { STORAGE_KEYS } from './storage-keys';

const persisted = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;

beforeEach(() => {
  useAdminInfo.getState().reset();
  useUserInfo.getState().reset();
});

describe('admin info', () => {
  it('fills known fields only, persists them, and clears both tokens together', () => {
    useAdminInfo.getState().dataFill({ id: 1, nickname: 'Admin', token: 't', refresh_token: 'r', extra: 'x' } as never);
    expect(useAdminInfo.getState()).toMatchObject({ id: 1, nickname: 'Admin', token: 't', refresh_token: 'r' });
    expect(persisted(STORAGE_KEYS.adminInfo)).toMatchObject({ id: 1, token: 't' });
    expect(persisted(STORAGE_KEYS.adminInfo)).not.toHaveProperty('extra');

    useAdminInfo.getState().removeToken();
    expect(useAdminInfo.getState()).toMatchObject({ id: 1, token: '', refresh_token: '' });
  });

  it('sets the access or the refresh token', () => {
    useAdminInfo.getState().setToken('a', 'auth');
    useAdminInfo.getState().setToken('b', 'refresh');
    expect(useAdminInfo.getState()).toMatchObject({ token: 'a', refresh_token: 'b' });
  });
});

describe('user info', () => {
  it('is logged in only with both an id and a token', () => {
    expect(useUserInfo.getState().isLogin()).toBe(false);
    useUserInfo.getState().dataFill({ id: 3 });
    expect(useUserInfo.getState().isLogin()).toBe(false);
    useUserInfo.getState().setToken('t', 'auth');
    expect(useUserInfo.getState().isLogin()).toBe(true);
    expect(persisted(STORAGE_KEYS.userInfo)).toMatchObject({ id: 3, token: 't' });
  });
});

describe('layout config', () => {
  it('has the spec defaults and persists layout and language', () => {
    const { layout, lang } = useLayoutConfig.getState();
    expect(layout).toMatchObject({ layoutMode: 'Default', menuWidth: 260, mainAnimation: 'slide-right', isDark: false });
    expect(lang).toMatchObject({ defaultLang: 'zh-cn', fallbackLang: 'zh-cn' });
    expect(lang.langArray.map((item) => item.name)).toEqual(['zh-cn', 'en']);

    useLayoutConfig.getState().setLang('en');
    expect(persisted(STORAGE_KEYS.layoutConfig).lang.defaultLang).toBe('en');
    useLayoutConfig.getState().setLang('zh-cn');
  });

  it('reads colours for the current theme', () => {
    useLayoutConfig.getState().setLayout({ isDark: false });
    expect(useLayoutConfig.getState().getColor('menuBackground')).toBe('#ffffff');
    useLayoutConfig.getState().setLayout({ isDark: true });
    expect(useLayoutConfig.getState().getColor('menuBackground')).toBe('#1d1e1f');
    useLayoutConfig.getState().setLayout({ isDark: false });
  });

  it('shades the active tab in Classic when it shares the header background, and restores it in Default', () => {
    const classic = withLayoutMode(defaultLayout, 'Classic');
    expect(classic.layoutMode).toBe('Classic');
    expect(classic.headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
    expect(withLayoutMode(classic, 'Default').headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);

    const darkClassic = withLayoutMode({ ...defaultLayout, isDark: true }, 'Classic');
    expect(darkClassic.headerBarTabActiveBackground).toEqual(['#ffffff', '#141414']);

    const custom = { ...defaultLayout, headerBarBackground: ['#123456', '#1d1e1f'] as [string, string] };
    expect(withLayoutMode(custom, 'Classic').headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);
  });
});

describe('nav tabs', () => {
  const tab = (path: string, query: Record<string, string> = {}): TabView => ({ path, name: path, title: path, params: {}, query });

  beforeEach(() => useNavTabs.getState().closeTabs());

  it('adds a tab only for routes flagged addtab and updates an open one in place', () => {
    const tabs = useNavTabs.getState();
    tabs.addTab(tab('/admin/dashboard'), true);
    tabs.addTab(tab('/admin/hidden'), false);
    tabs.addTab(tab('/admin/dashboard', { page: '2' }), true);
    expect(useNavTabs.getState().tabsView).toEqual([tab('/admin/dashboard', { page: '2' })]);
  });

  it('closes one tab (activating the last), all but one, or all', () => {
    const tabs = useNavTabs.getState();
    ['/a', '/b', '/c'].forEach((path) => tabs.addTab(tab(path), true));
    tabs.setActiveRoute('/b');
    tabs.closeTab('/b');
    expect(useNavTabs.getState().tabsView.map((t) => t.path)).toEqual(['/a', '/c']);
    expect(useNavTabs.getState().activeRoute?.path).toBe('/c');

    tabs.closeTabs(tab('/a'));
    expect(useNavTabs.getState().tabsView.map((t) => t.path)).toEqual(['/a']);
    tabs.closeTabs();
    expect(useNavTabs.getState().tabsView).toEqual([]);
  });

  it('persists only the full-screen flag', () => {
    useNavTabs.getState().setFullScreen(true);
    useNavTabs.getState().addTab(tab('/a'), true);
    expect(persisted(STORAGE_KEYS.navTabs)).toEqual({ tabFullScreen: true });
    useNavTabs.getState().setFullScreen(false);
  });
});

describe('terminal', () => {
  it('has the spec defaults and persists only showDot, taskList and automaticCleanupTask', () => {
    const state = useTerminal.getState();
    expect(state).toMatchObject({ packageManager: 'pnpm', automaticCleanupTask: 1, port: 8000, show: false });
    state.toggle(true);
    state.setShowDot(true);
    expect(persisted(STORAGE_KEYS.terminal)).toEqual({ showDot: true, taskList: [], automaticCleanupTask: 1 });
    state.toggle(false);
  });

  it('marks tasks that were connecting or executing as unknown on init', () => {
    const task = (uuid: string, status: TaskStatus): TerminalTask => ({
      uuid, status, createTime: '', command: 'c', message: [], showMessage: false, blockOnFailure: true, extend: '', callback: '',
    });
    useTerminal.setState({
      taskList: [task('a', TaskStatus.Connecting), task('b', TaskStatus.Executing), task('c', TaskStatus.Success)],
    });
    useTerminal.getState().init();
    expect(useTerminal.getState().taskList.map((t) => t.status)).toEqual([TaskStatus.Unknown, TaskStatus.Unknown, TaskStatus.Success]);
  });
});

describe('member center and site config', () => {
  it('merges permission nodes from several sources', () => {
    useMemberCenter.getState().mergeAuthNode(new Map([['/', ['/x']]]));
    useMemberCenter.getState().mergeAuthNode(new Map([['/user/account', ['/user/account/edit']]]));
    expect([...useMemberCenter.getState().authNode.keys()]).toEqual(['/', '/user/account']);
  });

  it('keeps the bootstrap flags when server data is filled in', () => {
    useSiteConfig.getState().setInitialize(true);
    // the bootstraps' site block carries its own `initialize` (`{admin, user}`)
    const fromServer = { siteName: 'Shop', upload: { mode: 'cos' }, initialize: { admin: false, user: false } };
    useSiteConfig.getState().dataFill(fromServer);
    expect(useSiteConfig.getState()).toMatchObject({ siteName: 'Shop', initialize: true, upload: { mode: 'cos' } });
    useSiteConfig.getState().setInitialize(false);
  });
});
