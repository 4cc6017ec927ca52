import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { DataTable } from '../pages/data-table.ts';
import { LayoutSettings } from '../pages/layout-settings.ts';
import { TerminalPanel } from '../pages/terminal-panel.ts';
import { AdminApi } from '../support/admin-api.ts';
import { axeViolations, type Violation } from '../support/axe.ts';
import { CspWatch } from '../support/csp.ts';
import { networkQuiet } from '../support/settled.ts';
import { completedAgentOrder, createMember } from '../support/oracle.ts';
import { chooseLanguage, loginAdmin, unique } from '../support/session.ts';

interface MenuRule { path: string; type: string; menu_type: string | null; children?: MenuRule[] }

/** The admin menu's pages that open in a tab of the back office (not its links or iframes), in the menu's order. */
function tabPages(rules: MenuRule[]): string[] {
  return rules.flatMap((r) => [...(r.type === 'menu' && r.menu_type === 'tab' ? [r.path] : []), ...tabPages(r.children ?? [])]);
}

/**
 * Pages whose add form is checked as well (the form kit's dialog over the page): permissions'
 * rules, members, shops (the map picker) and knowledge files (uploads; the rich-text field's
 * install hint, whose link to the module store is underlined).
 */
const FORMS = ['auth/rule', 'user/user', 'shop/shop', 'knowledge/file'];

// Every page a super administrator's menu opens, in dark mode and English, with rows in the
// business lists (an agent, a downline's completed order, its commission and ledger lines: their
// status tags and the tables' page numbers):
// - under the Content-Security-Policy without a violation (what each page loads: its code, its
//   styles, the theme's, images and frames); the home page's headers, the login and the member
//   pages are security-headers.spec.ts's;
// - against the rules of Lighthouse's accessibility category, colour contrast among them ("dark
//   mode works everywhere"); the member centre's routes get the same in member-phone.spec.ts.
// Each page is opened in the app, as its menu entry does (one document, not a full load of the
// back office a page), and checked once the network is quiet.
test('every page of the admin menu runs under the CSP and passes Lighthouse\'s accessibility rules, in dark mode', async ({ page }) => {
  test.setTimeout(240_000); // some 40 pages on a shared 2-core machine
  const agent = unique('ax');
  await createMember({ username: agent, password: 'member-pass-1' });
  await completedAgentOrder(agent, 1000);
  const csp = new CspWatch(page);
  await csp.start();
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

  const quiet = networkQuiet(page);
  const table = new DataTable(page);
  const inaccessible: Record<string, Violation[]> = {};
  for (const path of pages) {
    await shell.open(path);
    await quiet();
    expect(await csp.collect(), `/admin/${path}`).toEqual([]);
    const violations = await axeViolations(page);
    if (violations.length) inaccessible[path] = violations;
    if (FORMS.includes(path)) {
      await table.openAdd();
      await quiet();
      const inForm = await axeViolations(page);
      if (inForm.length) inaccessible[`${path} (add form)`] = inForm;
      await table.closeDialog();
    }
  }
  expect(FORMS.filter((path) => !pages.includes(path))).toEqual([]);
  expect(inaccessible).toEqual({});

  // A confirmation over a dialog (the terminal's Republish): drawn in the same dark theme as the
  // dialog under it (antd's static Modal.confirm drew a white one), and as accessible
  const terminal = new TerminalPanel(page);
  await terminal.open();
  await terminal.askRepublish();
  const background = (dialog: ReturnType<typeof terminal.dialog>) => dialog.locator('.ant-modal-content').first().evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await background(terminal.republishConfirm())).toBe(await background(terminal.dialog()));
  expect(await axeViolations(page)).toEqual([]);
  await terminal.republishConfirm().getByRole('button', { name: 'Cancel' }).click();
  await expect(terminal.republishConfirm()).toHaveCount(0);
});
