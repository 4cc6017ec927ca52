import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { LayoutSettings } from '../pages/layout-settings.ts';
import { AdminApi } from '../support/admin-api.ts';
import { axeViolations, type Violation } from '../support/axe.ts';
import { chooseLanguage, loginAdmin } from '../support/session.ts';

interface MenuRule { path: string; type: string; menu_type: string | null; children?: MenuRule[] }

/** The admin menu's pages that open in a tab of the back office (not its links or iframes), in the menu's order. */
function tabPages(rules: MenuRule[]): string[] {
  return rules.flatMap((r) => [...(r.type === 'menu' && (r.menu_type ?? 'tab') === 'tab' ? [r.path] : []), ...tabPages(r.children ?? [])]);
}

// "Dark mode works everywhere": every page a super administrator's menu opens, as a new install
// shows it, in dark mode and English, against the rules of Lighthouse's accessibility category
// (colour contrast among them). The member centre's routes get the same in member-phone.spec.ts.
test('every page of the admin menu passes Lighthouse\'s accessibility rules in dark mode', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await loginAdmin(page);
  const { data } = await new AdminApi(page.request, token).get<{ menus: MenuRule[] }>('/admin/Index/index');
  const pages = tabPages(data.menus);
  expect(pages).toEqual(expect.arrayContaining(['dashboard', 'routine/config', 'routine/adminInfo', 'routine/backup', 'order/order', 'user/user']));
  await new LayoutSettings(page).store('Default', true);
  await chooseLanguage(page, 'en');
  const shell = new AdminShell(page);
  await shell.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);

  const found: Record<string, Violation[]> = {};
  for (const path of pages) {
    await shell.open(path);
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});
