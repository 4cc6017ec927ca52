import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { LayoutSettings, type LayoutMode } from '../pages/layout-settings.ts';
import { loginAdmin } from '../support/session.ts';

const MODES: LayoutMode[] = ['Default', 'Classic', 'Streamline', 'Double'];

test('every layout renders in light and dark without console errors', async ({ page }) => {
  test.setTimeout(90_000);
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
