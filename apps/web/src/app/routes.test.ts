import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from './routes';
import { patchRuleRoutes } from './rules/registered-routes';
import { bootstrapAdmin } from './bootstrap/admin';
import { parseTo } from './loading-target';
import { envelope, fakeServer } from '../api/test-server';
import { setFeedback } from '../api/feedback';
import { useAdminInfo } from '../stores/admin-info';
import { useNavTabs } from '../stores/nav-tabs';
import { useUserInfo } from '../stores/user-info';
import { useSiteConfig } from '../stores/site-config';

async function open(url: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    patchRoutesOnNavigation: ({ patch }) => patchRuleRoutes(patch),
  });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  }, { timeout: 15_000 }); // the first visit of a page transforms its code (over 5 s with the machine busy)
  return router;
}

const menus = [
  { id: 1, pid: 0, type: 'menu', title: 'Dashboard', name: 'dashboard', path: 'dashboard', icon: 'fa fa-dashboard', menu_type: 'tab',
    url: '', component: '/src/views/backend/dashboard.vue', keepalive: 'dashboard', extend: 'none',
    children: [{ id: 2, pid: 1, type: 'button', title: 'View', name: 'dashboard/index', path: '', icon: '', menu_type: null, url: '',
      component: '', keepalive: 0, extend: 'none' }] },
  { id: 3, pid: 0, type: 'menu', title: 'Admins', name: 'auth/admin', path: 'auth/admin', icon: 'el-icon-UserFilled', menu_type: 'tab',
    url: '', component: '/src/views/backend/auth/admin/index.vue', keepalive: 'auth/admin', extend: 'none' },
];

beforeEach(() => setFeedback({ success: vi.fn(), codeError: vi.fn(), httpError: vi.fn() }));

describe('routes', () => {
  it('sends unknown paths to /404', async () => {
    expect((await open('/no/such/page')).state.location.pathname).toBe('/404');
  });

  it('sends /admin and /user without a session to their login pages', async () => {
    expect((await open('/admin')).state.location.pathname).toBe('/admin/login');
    expect((await open('/user/account/overview')).state.location.pathname).toBe('/user/login');
  });

  it('sends an unknown admin URL to the loading screen with a serialized `to`', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'token' });
    const router = await open('/admin/auth/admin?page=2');
    const { pathname } = router.state.location;
    expect(pathname.startsWith('/admin/loading/')).toBe(true);
    expect(parseTo(decodeURIComponent(pathname.slice('/admin/loading/'.length)))).toEqual({ path: '/admin/auth/admin', query: { page: '2' } });
    expect(router.state.matches.at(-1)?.route.id).toBe('adminMainLoading');
  });

  it('after the admin bootstrap serves rule routes, and sends what is still unknown to /404', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'token' });
    fakeServer(() => envelope(1, { adminInfo: { id: 1, nickname: 'Boss', super: true }, menus, siteConfig: { siteName: 'Shop' }, terminal: {} }));
    await bootstrapAdmin();
    expect(useSiteConfig.getState()).toMatchObject({ initialize: true, siteName: 'Shop' });
    expect(useAdminInfo.getState()).toMatchObject({ nickname: 'Boss', super: true, token: 'token' });
    expect(useNavTabs.getState().tabsViewRoutes.map((menu) => menu.path)).toEqual(['/admin/dashboard', '/admin/auth/admin']);
    expect(useNavTabs.getState().authNode.get('/admin/dashboard')).toEqual(['/admin/dashboard/index']);

    const dashboard = await open('/admin/dashboard');
    expect(dashboard.state.matches.at(-1)?.route.id).toBe('admin:dashboard');
    const admins = await open('/admin/auth/admin');
    expect(admins.state.matches.at(-1)?.route.id).toBe('admin:auth/admin');
    expect((await open('/admin/not/a/rule')).state.location.pathname).toBe('/404');
  });

  it('after the admin bootstrap sends a page of the back office the admin is not granted to the no-permission page', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'token' });
    fakeServer(() => envelope(1, { adminInfo: { id: 1, nickname: 'Limited', super: false }, menus, siteConfig: { siteName: 'Shop' }, terminal: {} }));
    await bootstrapAdmin();
    expect(useSiteConfig.getState().initialize).toBe(true);

    const orders = await open('/admin/order/order');
    expect(orders.state.location.pathname).toBe('/401');
    expect(orders.state.matches.at(-1)?.route.id).toBe('noPermission');
    expect((await open('/admin/shop/product')).state.location.pathname).toBe('/401');
    // granted pages open, and a path that is nobody's page is still not found
    expect((await open('/admin/dashboard')).state.matches.at(-1)?.route.id).toBe('admin:dashboard');
    expect((await open('/admin/order/nothing')).state.location.pathname).toBe('/404');
  });

  it("asks for a member's rules as it sends the member to the loading screen, before that screen's code runs", async () => {
    useUserInfo.getState().dataFill({ id: 7, token: 'member-token' });
    const calls = fakeServer(() => envelope(1, { site: {}, openMemberCenter: true, userInfo: [], rules: [], menus: [] }));
    const router = await open('/user/account/overview');
    expect(router.state.location.pathname.startsWith('/user/loading/')).toBe(true);
    await vi.waitFor(() => expect(useSiteConfig.getState().userInitialize).toBe(true), { timeout: 15_000 });
    expect(calls.map((call) => [call.url, call.params])).toEqual([[expect.stringContaining('index'), { requiredLogin: '1' }]]);
  });
});
