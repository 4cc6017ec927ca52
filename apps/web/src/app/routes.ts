import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { loadAreaBootstrap } from './bootstrap/lazy';
import { loadingPathFor } from './loading-target';
import { LOGIN_PATH, type Side } from './navigation';
import type { RouteHandle } from './route-handle';
import { RootShell } from './RootShell';
import { iframePage } from '../pages/common/registry';
import { useAdminInfo } from '../stores/admin-info';
import { useSiteConfig } from '../stores/site-config';
import { useUserInfo } from '../stores/user-info';

const title = (key: string): RouteHandle => ({ title: key });

const hasSession: Record<Side, () => boolean> = {
  admin: () => Boolean(useAdminInfo.getState().token),
  user: () => useUserInfo.getState().isLogin(),
};

const isInitialized: Record<Side, () => boolean> = {
  admin: () => useSiteConfig.getState().initialize,
  user: () => useSiteConfig.getState().userInitialize,
};

/** Whether a path no rule route matched is a page of the area that exists for others (the admin page registry is in the bootstrap's chunk). */
const isUngrantedPage: Record<Side, (pathname: string) => Promise<boolean>> = {
  admin: (pathname) => import('../pages/admin/registry').then((m) => m.isAdminPagePath(pathname)),
  user: async () => false,
};

/**
 * /admin and /user: the layout (which asks for a session), the loading screen that loads the
 * area's rules, the iframe page, and a catch-all. Rule routes are patched in as further children.
 */
function areaRoute(side: Side): RouteObject {
  return {
    id: side,
    path: `/${side}`,
    handle: title(side === 'admin' ? 'route.admin' : 'route.memberCenter'),
    loader: () => (hasSession[side]() ? null : redirect(LOGIN_PATH[side])),
    lazy:
      side === 'admin'
        ? lazyPage({ load: () => import('../layouts/admin/AdminLayout'), antd: true })
        : lazyPage({ load: () => import('../layouts/user/UserLayout') }),
    children: [
      { index: true, loader: () => redirect(`/${side}/loading`), element: null },
      {
        id: `${side}MainLoading`,
        path: 'loading/:to?',
        handle: title('route.loading'),
        lazy: lazyPage({ load: () => import('../pages/common/area-loading') }),
      },
      { id: `${side}Iframe`, path: 'iframe/:url', handle: title('route.iframe'), lazy: lazyPage(iframePage) },
      {
        // Before the rules are loaded an unknown path may be a rule route: load them, then come back.
        // After, it is a page of the back office not granted to this admin (no permission) or nobody's (404).
        path: '*',
        loader: async ({ request }: LoaderFunctionArgs) => {
          if (isInitialized[side]()) return redirect((await isUngrantedPage[side](new URL(request.url).pathname)) ? '/401' : '/404');
          // a member's rules are asked for now, beside the loading screen's code, not after it (one round trip
          // less before the page); the screen's own call shares the request and shows its failure
          if (side === 'user' && hasSession.user()) loadAreaBootstrap.user().catch(() => undefined);
          return redirect(loadingPathFor(side, new URL(request.url)));
        },
        element: null,
      },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    // the static loading block of index.html covers the first load
    HydrateFallback: () => null,
    children: [
      {
        id: 'home',
        path: '/',
        handle: title('route.home'),
        lazy: lazyPage({ load: () => import('../pages/public/home'), lang: ['home'] }),
      },
      {
        id: 'adminLogin',
        path: '/admin/login',
        handle: title('route.login'),
        lazy: lazyPage({ load: () => import('../pages/admin/login'), lang: ['admin-login'] }),
      },
      {
        id: 'userLogin',
        path: '/user/login',
        handle: title('route.memberLogin'),
        lazy: lazyPage({ load: () => import('../pages/member-centre/login'), lang: ['member-login'] }),
      },
      {
        id: 'notFound',
        path: '/404',
        handle: title('route.notFound'),
        lazy: lazyPage({ load: () => import('../pages/public/not-found'), lang: ['error-pages'], antd: true }),
      },
      {
        id: 'noPermission',
        path: '/401',
        handle: title('route.noPermission'),
        lazy: lazyPage({ load: () => import('../pages/public/no-permission'), lang: ['error-pages'], antd: true }),
      },
      {
        // the pages behind a login, inside the react-query client (not in the first load of a login
        // or the home page). The antd scope is around what renders antd: the back office's layout
        // and its pages, each member page but the native ones (pages/member-centre/registry.ts)
        id: 'queries',
        lazy: lazyPage({ load: () => import('./QueryRoot') }),
        children: [
          {
            // the two-factor policy's enrolment screen: outside the back office's layout, whose bootstrap it refuses
            id: 'adminTwoFactorSetup',
            path: '/admin/two-factor',
            handle: title('twoFactor.forcedTitle'),
            loader: () => (hasSession.admin() ? null : redirect(LOGIN_PATH.admin)),
            lazy: lazyPage({ load: () => import('../pages/admin/login/two-factor-setup'), antd: true }),
          },
          areaRoute('admin'),
          areaRoute('user'),
        ],
      },
      { path: '*', loader: () => redirect('/404'), element: null },
    ],
  },
];
