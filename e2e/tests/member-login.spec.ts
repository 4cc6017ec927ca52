import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { MemberShell } from '../pages/member-shell.ts';
import { createMember } from '../support/oracle.ts';

test('a member logs in with the click captcha and out again', async ({ page }) => {
  await createMember({ username: 'e2emember', password: 'member-pass-1', nickname: 'E2E Member', email: 'e2e@example.com' });
  const login = new LoginPage(page, 'user');
  await login.goto();
  await expect(page).toHaveTitle(/^会员登录 - /);
  await login.loginWith('e2e@example.com', 'member-pass-1');

  const shell = new MemberShell(page);
  await expect(page).toHaveURL(/\/user(\/|$)/);
  await expect(shell.nickname()).toContainText('E2E Member');
  await shell.logout();
  await expect(page).toHaveURL(/\/user\/login|\/$/);
  // the session is forgotten; the reloaded page may store the empty member again (`"token":""`)
  const stored = await page.evaluate(() => localStorage.getItem('userInfo'));
  const session: { token?: string; refresh_token?: string } = stored ? JSON.parse(stored).state : {};
  expect(session.token ?? '').toBe('');
  expect(session.refresh_token ?? '').toBe('');
});
