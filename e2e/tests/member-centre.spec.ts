import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MemberAccountPages } from '../pages/member-account.ts';
import { MemberLoginPage } from '../pages/member-login.ts';
import { MemberShell } from '../pages/member-shell.ts';
import { codeInMail, createMember, lastMail, lastSms } from '../support/oracle.ts';
import { unique } from '../support/session.ts';
import { endingWith } from '../support/text.ts';

const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('?type=register opens the register tab, with the invite code from the link', async ({ page }) => {
  const login = new MemberLoginPage(page);
  await login.gotoRegister('&invite=FRIEND42');
  await expect(login.registerTab()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('会员注册');
  await expect(login.registerInvite()).toHaveValue('FRIEND42');
  await login.loginTab().click();
  await expect(page).not.toHaveURL(/type=register/);
  await expect(login.username()).toBeVisible();
});

test('a visitor registers out of the box (username, password, click captcha), edits the profile, binds a mobile, changes the password', async ({ page }) => {
  test.setTimeout(120_000);
  const username = unique('m');
  const mobile = randomMobile();
  const login = new MemberLoginPage(page);
  const account = new MemberAccountPages(page);
  const shell = new MemberShell(page);

  // register: no code is needed on a fresh site (mail and SMS are set up here, but not required)
  await login.gotoRegister();
  await expect(login.registerEmail()).toHaveCount(0);
  await expect(login.registerCode()).toHaveCount(0);
  await login.registerWith(username, 'first-pass-1');
  await expect(page.getByText('注册成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/account\/overview/);
  await account.expectWelcome(username);

  // log out and in again with the new account
  await shell.logout();
  await expect(page).toHaveURL(/\/user\/login/);
  await login.loginWith(username, 'first-pass-1');
  await account.expectWelcome();

  // the member menu comes from the member rules
  for (const entry of ['账户概览', '个人资料', '修改密码', '余额记录', '积分记录']) {
    await expect(account.menu().getByRole('menuitem', { name: entry })).toBeVisible();
  }

  // the ledgers of a new member are empty
  await account.openFromMenu(/余额记录/);
  await expect(page.getByTestId('balance-log')).toContainText('当前余额：0.00');
  await account.openFromMenu(/积分记录/);
  await expect(page.getByTestId('integral-log')).toContainText('当前积分：0');
  await expect(page.getByTestId('integral-log').locator('.ant-table-placeholder')).toBeVisible();

  // edit the profile: avatar (through the member upload), nickname, gender, birthday, motto
  await account.gotoProfile();
  const avatar = await account.uploadAvatar({ name: 'me.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: Math.floor(Math.random() * 256), g: 90, b: 160 } } }).png().toBuffer() });
  expect(avatar).toMatch(/^\/storage\/default\/.+\.png$/);
  await expect(account.avatarPreview()).toHaveAttribute('src', endingWith(`${avatar}!thumb_200`));
  await account.nickname().fill('新昵称_e2e');
  await account.genderOption(/^女$/).check();
  await account.birthday().fill('1990-05-06');
  await account.birthday().press('Enter');
  await account.motto().fill('Hello from the e2e test');
  await account.saveProfile();
  await expect(shell.nickname()).toHaveText('新昵称_e2e');
  // the header shows the new avatar, and the server serves it
  await expect(shell.avatar()).toHaveAttribute('src', endingWith(avatar));
  await expect.poll(() => shell.avatar().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await account.gotoOverview();
  await expect(account.welcome()).toContainText('新昵称_e2e');
  await expect(account.gender()).toHaveAccessibleName('女');
  await expect(page.getByText('Hello from the e2e test')).toBeVisible();
  await expect(page.getByText('1990-05-06')).toBeVisible();

  // bind a mobile number: nothing bound yet, so the password stands in for the verification
  await account.gotoProfile();
  await account.startBindMobile('first-pass-1', mobile);
  const sms = await lastSms(mobile);
  expect(sms.event).toBe('user_change_mobile');
  await account.finishBind('mobile', sms.code);
  await expect(account.boundValue('mobile')).toHaveText(mobile);

  // change the password: the server ends the session, the member logs in again
  await account.changePassword('first-pass-1', 'second-pass-2');
  await expect(page).toHaveURL(/\/user\/login/);
  await login.loginWith(mobile, 'second-pass-2');
  await expect(account.welcome()).toContainText('新昵称_e2e');
});

test('a member who forgot the password gets a new one through an e-mail code', async ({ page }) => {
  test.setTimeout(90_000);
  const username = unique('r');
  const email = `${username}@e2e.example.com`;
  await createMember({ username, password: 'forgotten-1', email });
  const login = new MemberLoginPage(page);
  await login.goto();

  await login.startRetrieveByEmail(email);
  const mail = await lastMail(email);
  expect(mail.subject).toContain('找回密码验证');
  await login.finishRetrieve(codeInMail(mail.html), 'remembered-2');

  await login.loginWith(username, 'forgotten-1');
  await expect(page.locator('.ant-notification-notice')).toContainText(/密码|password/i);
  await expect(page).toHaveURL(/\/user\/login/);
  await login.loginWith(email, 'remembered-2');
  await new MemberAccountPages(page).expectWelcome();
});

test('a member changes the bound e-mail after proving the current one', async ({ page }) => {
  test.setTimeout(90_000);
  const username = unique('c');
  const oldEmail = `${username}@e2e.example.com`;
  const newEmail = `${username}.new@e2e.example.com`;
  await createMember({ username, password: 'change-mail-1', email: oldEmail });
  const login = new MemberLoginPage(page);
  const account = new MemberAccountPages(page);
  await login.goto();
  await login.loginWith(username, 'change-mail-1');
  await account.expectWelcome();

  await account.gotoProfile();
  await account.verifyCurrentEmail('change-mail-1', async () => {
    const mail = await lastMail(oldEmail);
    expect(mail.subject).toContain('会员身份验证');
    return codeInMail(mail.html);
  });
  await account.startBindEmail(newEmail);
  const mail = await lastMail(newEmail);
  expect(mail.subject).toContain('修改邮箱验证');
  await account.finishBind('email', codeInMail(mail.html));
  await expect(account.boundValue('email')).toHaveText(newEmail);

  // the new address logs in
  await new MemberShell(page).logout();
  await login.loginWith(newEmail, 'change-mail-1');
  await account.expectWelcome();
});

test('the home page: site name, navigation, member dropdown, language and dark mode, no placeholder record number', async ({ page }) => {
  const username = unique('h');
  await createMember({ username, password: 'home-pass-1', nickname: 'Home Member' });
  await page.goto('/');
  await expect(page).toHaveTitle(/^首页 - /);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '会员登录' })).toBeVisible();
  // A fresh install has no ICP record number until the operator sets one (home.test.tsx shows one that is set).
  await expect(page.locator('.home-footer')).toBeVisible();
  await expect(page.locator('.home-footer')).not.toContainText('ICP');

  // dark mode, then back
  await page.getByTestId('color-mode-switch').getByTitle('深色').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('color-mode-switch').getByTitle('浅色').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // logged in: the member dropdown replaces the login link
  const login = new MemberLoginPage(page);
  await login.goto();
  await login.loginWith(username, 'home-pass-1');
  await new MemberAccountPages(page).expectWelcome();
  await page.goto('/');
  await expect(nav.getByRole('link', { name: '会员登录' })).toHaveCount(0);
  const dropdown = page.getByTestId('member-dropdown');
  await expect(dropdown).toContainText('Home Member');
  await dropdown.click();
  await page.getByRole('link', { name: '会员中心' }).first().click();
  await expect(page).toHaveURL(/\/user\/account\/overview/);

  // language: the choice is stored and the page reloads in English
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveTitle(/^Home - /);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
