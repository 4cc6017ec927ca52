import { expect, test } from '@playwright/test';
import { MemberShell } from '../pages/member-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { CspWatch } from '../support/csp.ts';
import { createMember } from '../support/oracle.ts';
import { E2E } from '../support/env.ts';
import { unique } from '../support/session.ts';

test('the home page, the admin login and the member pages run under the CSP without a violation', async ({ page }) => {
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
  await page.waitForLoadState('networkidle');
  // every page of the admin menu: admin-pages.spec.ts
  expect(await csp.collect(), '/admin/dashboard').toEqual([]);

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
