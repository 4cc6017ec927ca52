import { expect, test, type Page } from '@playwright/test';
import { MemberShell } from '../pages/member-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { AdminApi, adminTokenOf } from '../support/admin-api.ts';
import { CspWatch } from '../support/csp.ts';
import { createMember } from '../support/oracle.ts';
import { E2E } from '../support/env.ts';
import { unique } from '../support/session.ts';

/** Resolves once no request of the page has been running for 500 ms (networkidle, for navigations inside the app). */
function networkQuiet(page: Page): () => Promise<void> {
  let running = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => ((running += by), (lastChange = Date.now()));
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return () => expect.poll(() => running <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 20_000 }).toBe(true);
}

interface MenuNode { path: string; type: string; menu_type: string | null; children?: MenuNode[] }
const tabPages = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => [...(n.type === 'menu' && n.menu_type === 'tab' ? [n.path] : []), ...tabPages(n.children ?? [])]);

test('every admin page and the member pages run under the CSP without a violation', async ({ page, request }) => {
  test.setTimeout(300_000); // some 25 pages on a shared 2-core machine
  const csp = new CspWatch(page);
  await csp.start();

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await csp.collect()).toEqual([]);

  // the login page and its captcha dialog under the CSP too
  const adminLogin = new LoginPage(page, 'admin');
  await adminLogin.goto();
  await adminLogin.loginWith(E2E.admin.username, E2E.admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const token = await adminTokenOf(page);
  const menus = (await new AdminApi(request, token).get<{ menus: MenuNode[] }>('/admin/Index/index')).data.menus;
  const paths = tabPages(menus);
  expect(paths.length).toBeGreaterThan(10);
  // each page opened in the app, as its menu entry does (one document under the policy, which
  // covers what every page loads: its code, styles, images and frames), not a full load of the
  // back office per page; the wait is the network's quiet, as networkidle waits for a load
  const quiet = networkQuiet(page);
  for (const p of paths) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/${p}`);
    // its tab is the current one once the router has taken it
    await expect(page.getByTestId('nav-tabs').locator(`a[aria-current="page"][href^="/admin/${p}"]`)).toHaveCount(1, { timeout: 20_000 });
    await quiet();
    expect(await csp.collect(), `/admin/${p}`).toEqual([]);
  }

  const username = unique('csp');
  await createMember({ username, password: 'member-pass-1', nickname: 'CSP' });
  await page.context().clearCookies();
  const login = new LoginPage(page, 'user');
  await login.goto();
  await login.loginWith(username, 'member-pass-1');
  await expect(new MemberShell(page).nickname()).toContainText('CSP');
  for (const p of ['account/overview', 'account/profile', 'account/changePassword', 'account/balance', 'account/integral']) {
    await page.goto(`/user/${p}`);
    await page.waitForLoadState('networkidle');
    expect(await csp.collect(), `/user/${p}`).toEqual([]);
  }
});
