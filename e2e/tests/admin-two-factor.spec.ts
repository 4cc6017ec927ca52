import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { SecondStep, TwoFactorCard, totpCode } from '../pages/two-factor.ts';
import { AdminApi } from '../support/admin-api.ts';
import { adminToken, loginAdmin, unique } from '../support/session.ts';

test('an admin turns on two-factor sign-in, signs in with a code, and with a recovery code once', async ({ page: me, request }) => {
  // four sign-ins through the login page, each with its click captcha
  test.setTimeout(420_000);
  const api = new AdminApi(request, await adminToken(request));
  const username = unique('e2etfa');
  const password = 'two-factor-pass1';
  await api.addAdmin({ username, nickname: 'TOTP Admin', password, groupIds: [await api.groupIdByName('一级管理员')] });

  await loginAdmin(me, username, password);
  const shell = new AdminShell(me);

  // enrol from the profile: QR code and key, a first code computed here, ten recovery codes once
  await me.goto('/admin/routine/adminInfo');
  await shell.settled();
  const card = new TwoFactorCard(me);
  await expect(card.card()).toBeVisible({ timeout: 30_000 });
  await expect(card.state()).toHaveText('未开启');
  const secret = await card.start(password);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const recovery = await card.confirm(totpCode(secret));
  expect(new Set(recovery).size).toBe(10);
  await card.card().getByRole('button', { name: '我已保存' }).click();
  await expect(card.state()).toHaveText('已开启');
  await expect(card.card()).toContainText('剩余恢复码：10 个');

  const signOut = async () => {
    await shell.openUserMenu();
    await shell.logoutButton().click();
    await expect(me).toHaveURL(/\/admin\/login/, { timeout: 30_000 });
  };
  const login = new LoginPage(me, 'admin');
  const second = new SecondStep(me);

  // sign out, then in with the password and a code of the next time step (the first is taken)
  await signOut();
  await login.loginWith(username, password);
  await second.enter(totpCode(secret, Date.now() + 30_000));
  await expect(me).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });
  await expect(shell.nickname()).toContainText('TOTP Admin');

  // a recovery code signs in once
  await signOut();
  await login.loginWith(username, password);
  await second.useRecovery().click();
  await second.enter(recovery[0]);
  await expect(me).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });

  await signOut();
  await login.loginWith(username, password);
  await second.useRecovery().click();
  await second.enter(recovery[0]);
  await expect(me.getByText('验证码错误或已被使用')).toBeVisible();
  await expect(me).toHaveURL(/\/admin\/login/);
  expect((await me.evaluate(() => localStorage.getItem('adminInfo'))) ?? '').not.toMatch(/"token":"[^"]/);
});
