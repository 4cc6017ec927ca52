import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { E2E } from '../support/env.ts';

test.describe('admin login', () => {
  test('an admin passes the click captcha, sees the menu and the greeting, and logs out', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await expect(page).toHaveTitle(/^登录 - /);
    await login.loginWith(E2E.admin.username, E2E.admin.password, true);

    const shell = new AdminShell(page);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(shell.greeting()).toBeVisible();
    await expect(shell.nickname()).toContainText('Admin');
    await expect(shell.menuItem('控制台')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('adminInfo') ?? '{}'));
    expect(JSON.stringify(stored)).toMatch(/"refresh_token":"[0-9a-f-]{36}"/);

    await shell.openUserMenu();
    await shell.logoutButton().click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a wrong click is refused and a new captcha is shown', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await login.fill(E2E.admin.username, E2E.admin.password);
    const id = await login.captcha.openWith(() => login.submit().click());
    const next = page.waitForResponse((r) => r.url().includes('/api/common/clickCaptcha') && !r.url().includes(id));
    await login.captcha.miss(id);
    await expect(login.captcha.dialog()).toContainText('未点中正确区域');
    await next;
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a wrong password is reported and nothing is stored', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await login.loginWith(E2E.admin.username, 'not-the-password');
    await expect(page.getByText('密码不正确')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect((await page.evaluate(() => localStorage.getItem('adminInfo'))) ?? '').not.toContain('"token":"');
  });

  test('switches to English and to dark mode', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await login.languageSwitch().click();
    await expect(page).toHaveTitle(/^Login - /);
    await login.colorModeSwitch().click();
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    if (!dark) await login.colorModeSwitch().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
