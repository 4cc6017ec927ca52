import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { LayoutSettings, type LayoutMode } from '../pages/layout-settings.ts';
import { loginAdmin } from '../support/session.ts';

const MODES: LayoutMode[] = ['Default', 'Classic', 'Streamline', 'Double', 'Split'];

test('every layout renders in light and dark without console errors', async ({ page }) => {
  test.setTimeout(110_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));

  await loginAdmin(page);
  const shell = new AdminShell(page);
  const settings = new LayoutSettings(page);
  for (const mode of MODES) {
    for (const dark of [false, true]) {
      await settings.store(mode, dark);
      await new AdminShell(page).reload();
      await expect(shell.layout()).toHaveAttribute('data-layout', mode);
      await expect(shell.layout()).toHaveClass(new RegExp(`is-${mode.toLowerCase()}`));
      if (dark) await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(shell.greeting()).toBeVisible();
      await expect(shell.nickname()).toBeVisible();
      await expect(page.getByText('控制台', { exact: true }).filter({ visible: true }).first()).toBeVisible();
      // the settings drawer opens in every layout
      await shell.layoutSettingsButton().click();
      await expect(settings.drawer()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(settings.drawer()).toBeHidden();
      expect(errors, `${mode} ${dark ? 'dark' : 'light'}`).toEqual([]);
    }
  }
});

test('the Split layout: chosen in the settings, a first column of top-level menus and a second of the chosen one\'s children; the menu hover colour', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAdmin(page);
  const shell = new AdminShell(page);
  const settings = new LayoutSettings(page);
  await settings.store('Default', false);
  await shell.reload();

  await shell.layoutSettingsButton().click();
  await settings.modeRadio('分栏').check();
  await expect(shell.layout()).toHaveAttribute('data-layout', 'Split');
  // a hover colour of the light theme, through the picker
  await settings.setColor('菜单悬停背景色', '#ffe58f');
  await page.keyboard.press('Escape');
  await expect(settings.drawer()).toBeHidden();

  const columns = page.getByTestId('admin-columns');
  // the dashboard is a top-level page: no second column
  await expect(columns.getByRole('button', { name: '控制台' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('admin-aside')).toHaveCount(0);

  // choosing a folder opens its first page, and its children fill the second column
  await columns.getByRole('button', { name: '权限管理' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/group$/);
  await expect(columns.getByRole('button', { name: '权限管理' })).toHaveAttribute('aria-current', 'true');
  const aside = page.getByTestId('admin-aside');
  await expect(aside.getByText('管理员管理', { exact: true })).toBeVisible();
  await expect(aside.getByText('控制台', { exact: true })).toHaveCount(0);
  await aside.getByText('管理员管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/admin$/);
  await expect(page.getByTestId('nav-tabs').locator('a[aria-current="page"]')).toHaveText('管理员管理');

  // the hover colour: on the second column's entries and the first column's
  const entry = aside.locator('.ant-menu-item').filter({ hasText: '角色组管理' });
  await entry.hover();
  await expect(entry).toHaveCSS('background-color', 'rgb(255, 229, 143)');
  const column = columns.getByRole('button', { name: '控制台' });
  await column.hover();
  await expect(column).toHaveCSS('background-color', 'rgb(255, 229, 143)');

  // a tab opened in another branch switches the columns back to it, the page kept
  await page.getByTestId('nav-tabs').getByRole('link', { name: '控制台' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(columns.getByRole('button', { name: '控制台' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('admin-aside')).toHaveCount(0);

  // the choice and the colour survive a reload
  await shell.reload();
  await expect(shell.layout()).toHaveAttribute('data-layout', 'Split');
  await settings.store('Default', false);
});
