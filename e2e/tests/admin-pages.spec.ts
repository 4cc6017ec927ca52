import { expect, test, type Page } from '@playwright/test';
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

interface MenuRule { name: string; path: string; type: string; menu_type: string | null; children?: MenuRule[] }

/** The admin menu's pages that open in a tab of the back office (not its links or iframes), in the menu's order. */
function tabRules(rules: MenuRule[]): MenuRule[] {
  return rules.flatMap((r) => [...(r.type === 'menu' && r.menu_type === 'tab' ? [r] : []), ...tabRules(r.children ?? [])]);
}

/** Pages whose `add` button permission is not their toolbar's Add: the config centre's "Add item" tab, the backup's "Back up now". */
const ADD_ELSEWHERE = ['routine/config', 'routine/backup'];

/** The pages whose toolbar has an Add button: those granted an `<page>/add` button rule. */
const withAddForm = (rule: MenuRule) =>
  !ADD_ELSEWHERE.includes(rule.path) && (rule.children ?? []).some((c) => c.type === 'button' && c.name === `${rule.name}/add`);

/**
 * Among them, pages whose add form matters most: permissions' rules, members, shops (the map
 * picker) and knowledge files (uploads; the rich-text field's install hint, whose link to the
 * module store is underlined). A guard on the rules' reading above.
 */
const FORMS = ['auth/rule', 'user/user', 'shop/shop', 'knowledge/file'];

interface Sweep { dark: boolean; lang: 'en' | 'zh-cn' }

/**
 * Opens every page of the super administrator's menu in the app, as its menu entry does (one
 * document, not a full load of the back office a page), and, on every page granted an add button
 * (`withAddForm`), its add form (the form kit's dialog over the page), waiting for the toolbar's
 * Add button however late it renders; each once the network is quiet.
 * Answers the pages swept, the add forms opened and what failed: a Content-Security-Policy
 * violation (what each page loads: its code, its styles, the theme's, images and frames) or a
 * rule of Lighthouse's accessibility category (colour contrast among them).
 */
async function sweep(page: Page, { dark, lang }: Sweep) {
  const agent = unique('ax');
  await createMember({ username: agent, password: 'member-pass-1' });
  await completedAgentOrder(agent, 1000);
  const csp = new CspWatch(page);
  await csp.start();
  const token = await loginAdmin(page);
  const { data } = await new AdminApi(page.request, token).get<{ menus: MenuRule[] }>('/admin/Index/index');
  const rules = tabRules(data.menus);
  const pages = rules.map((r) => r.path);
  expect(pages).toEqual(expect.arrayContaining(['dashboard', 'routine/config', 'routine/adminInfo', 'routine/backup', 'order/order', 'user/user']));
  await new LayoutSettings(page).store('Default', dark);
  await chooseLanguage(page, lang);
  const shell = new AdminShell(page);
  await shell.reload();
  if (dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? /^en/ : /^zh/);

  const quiet = networkQuiet(page);
  const table = new DataTable(page);
  const forms: string[] = [];
  const failed: Record<string, { csp?: string[]; axe?: Violation[] }> = {};
  for (const rule of rules) {
    const { path } = rule;
    await shell.open(path);
    await quiet();
    const blocked = await csp.collect();
    const violations = await axeViolations(page);
    if (blocked.length || violations.length) failed[path] = { csp: blocked, axe: violations };
    if (withAddForm(rule)) {
      await expect(table.addButton(), `${path}: its toolbar's Add button`).toBeVisible();
      forms.push(path);
      await table.openAdd();
      await quiet();
      const inForm = await axeViolations(page);
      if (inForm.length) failed[`${path} (add form)`] = { axe: inForm };
      await table.closeDialog();
    }
    // done with the page: kept open, every page and dialog so far would stay in the document, and
    // each check would read them all again (axe took 0.4 s on the second page, 1.9 s on the fortieth).
    // The dashboard's tab stays: closing the last tab opens the dashboard afresh, its reads then
    // falling into the next page's wait for a quiet network
    if (path !== 'dashboard') await shell.closeActiveTab();
  }
  return { pages, forms, failed };
}

// Every page of the admin menu and every add form, in both themes and both languages (dark in
// English, light in Chinese, rows in the business lists: an agent, a downline's completed order,
// its commission and ledger lines, for their status tags and the tables' page numbers), under the
// CSP without a violation and against Lighthouse's accessibility rules ("dark mode works
// everywhere"). The home page's headers, the login and the member pages are
// security-headers.spec.ts's; the member centre's routes get the same rules in member-phone.spec.ts.
for (const mode of [{ dark: true, lang: 'en' }, { dark: false, lang: 'zh-cn' }] satisfies Sweep[]) {
  test(`every page and add form of the admin menu runs under the CSP and passes Lighthouse's accessibility rules, ${mode.dark ? 'dark mode in English' : 'light mode in Chinese'}`, async ({ page }) => {
    test.setTimeout(300_000); // some 40 pages and 20 forms on a shared 2-core machine
    const { pages, forms, failed } = await sweep(page, mode);
    expect(forms).toEqual(expect.arrayContaining(FORMS));
    expect(forms.length).toBeGreaterThan(FORMS.length);
    expect(pages.length).toBeGreaterThan(30);
    expect(failed).toEqual({});
  });
}

test('a confirmation over a dialog is drawn in the dark theme of the dialog under it and passes the rules', async ({ page }) => {
  await loginAdmin(page);
  await new LayoutSettings(page).store('Default', true);
  await chooseLanguage(page, 'en');
  await new AdminShell(page).reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // the terminal's Republish: antd's static Modal.confirm drew a white one over the dark dialog
  const terminal = new TerminalPanel(page);
  await terminal.open();
  await terminal.askRepublish();
  const background = (dialog: ReturnType<typeof terminal.dialog>) => dialog.locator('.ant-modal-content').first().evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await background(terminal.republishConfirm())).toBe(await background(terminal.dialog()));
  expect(await axeViolations(page)).toEqual([]);
  await terminal.republishConfirm().getByRole('button', { name: 'Cancel' }).click();
  await expect(terminal.republishConfirm()).toHaveCount(0);
});
