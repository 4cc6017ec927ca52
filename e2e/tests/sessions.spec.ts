import { expect, test, type Browser, type Page } from '@playwright/test';
import { MemberLoginPage } from '../pages/member-login.ts';
import { AdminListPage } from '../pages/admin-admins.ts';
import { SessionList } from '../pages/sessions.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { adminToken, loginAdmin, unique } from '../support/session.ts';

/** Issue #33 item 4: a person sees their signed-in sessions and ends another; that browser is signed out at its next request. */

async function adminBrowser(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAdmin(page, username, password);
  return page;
}

test('an admin ends a session of another browser from the profile, and a super administrator from the admin list', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // a super administrator of its own, so that no other test's sign-ins are in its list
  const username = unique('ss');
  const password = 'session-pass-1';
  const api = new AdminApi(request, await adminToken(request));
  const added = await api.post('/admin/auth.Admin/add', { username, nickname: username, password, group_arr: [1], status: '1' });
  expect(added.code, added.msg).toBe(1);

  const other = await adminBrowser(browser, username, password);
  const me = await adminBrowser(browser, username, password);
  const sessions = new SessionList(me);

  await sessions.openAdminProfile();
  await expect(sessions.current()).toContainText(/Chrome/);
  await expect(sessions.current()).toContainText('当前会话');
  await sessions.endTheOther();
  // the other browser's next request is told to log in: the login page
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/login/, { timeout: 15_000 });

  // signed in again there, ended from the administrators list's dialog this time
  await loginAdmin(other, username, password);
  const admins = new AdminListPage(me);
  await admins.open();
  await admins.table.row(username).getByRole('button', { name: '登录会话' }).click();
  const dialog = me.getByRole('dialog');
  await expect(dialog.getByTestId('session-row')).toHaveCount(2);
  await dialog.locator('[data-testid=session-row]:not([data-current])').getByRole('button', { name: /结\s?束/ }).click();
  await me.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog.getByTestId('session-row')).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/login/, { timeout: 15_000 });
  // mine goes on
  await me.reload();
  await expect(admins.table.row(username)).toBeVisible({ timeout: 15_000 });
});

test('a member on a phone ends every other session, and the other browser is signed out', async ({ browser }) => {
  test.setTimeout(90_000);
  const username = unique('ms');
  await createMember({ username, password: 'member-pass-1' });
  const login = async (width: number) => {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    const form = new MemberLoginPage(page);
    await form.goto();
    await form.loginWith(username, 'member-pass-1');
    await expect(page).toHaveURL(/\/user\/account\/overview/, { timeout: 15_000 });
    return page;
  };
  const laptop = await login(1280);
  const phone = await login(375);
  const sessions = new SessionList(phone);

  await sessions.openMemberPage();
  await expect(sessions.rows()).toHaveCount(2);
  // at phone width the list fits: nothing wider than the screen
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await sessions.endOthers();
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/user\/login/, { timeout: 15_000 });
  // the phone's own session goes on
  await phone.reload();
  await expect(sessions.current()).toBeVisible({ timeout: 15_000 });
});
