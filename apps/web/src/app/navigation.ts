/**
 * Navigation for code outside React (the request layer, bootstraps). The router registers itself
 * here; until then (and in unit tests) a plain page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentPath(): string {
  return window.location.pathname;
}

/** The admin and the member area each have their own session. */
export type Side = 'admin' | 'user';

/** Whether a path is an admin path is decided by whether it starts with /admin. */
export function isAdminPath(path: string = currentPath()): boolean {
  return path.startsWith('/admin');
}

export function sideOf(path: string = currentPath()): Side {
  return isAdminPath(path) ? 'admin' : 'user';
}

export const BASE_PATH: Record<Side, string> = { admin: '/admin', user: '/user' };
export const LOGIN_PATH: Record<Side, string> = { admin: '/admin/login', user: '/user/login' };
/** Where an admin whom the two-factor policy holds is sent (the server's 302 names the same path). */
export const TWO_FACTOR_SETUP_PATH = '/admin/two-factor';

/** Route names (the server may redirect to one, code 302) to paths. */
const routePaths = new Map<string, string>([
  ['home', '/'],
  ['adminLogin', LOGIN_PATH.admin],
  ['userLogin', LOGIN_PATH.user],
  ['admin', BASE_PATH.admin],
  ['user', BASE_PATH.user],
  ['adminMainLoading', '/admin/loading'],
  ['userMainLoading', '/user/loading'],
  ['notFound', '/404'],
  ['noPermission', '/401'],
]);

export function registerRouteName(name: string, path: string): void {
  routePaths.set(name, path);
}

export function pathOfRoute(name: string): string | undefined {
  return routePaths.get(name);
}
