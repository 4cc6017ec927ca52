import { expect, type Page } from '@playwright/test';

/** The admin back office around every page: side menu, header, dashboard, nav tabs. */
export class AdminShell {
  constructor(readonly page: Page) {}

  readonly nickname = () => this.page.getByTestId('admin-nickname');
  readonly greeting = () => this.page.getByTestId('dashboard-greeting');
  readonly layout = () => this.page.locator('.admin-layout');
  readonly menu = () => this.page.locator('.admin-aside nav');
  readonly menuItem = (title: string) => this.menu().getByText(title, { exact: true });
  /** Titles of the side menu's top level, in order. */
  readonly topMenuTitles = () =>
    this.menu().locator('ul.ant-menu-root > li > .ant-menu-title-content, ul.ant-menu-root > li > .ant-menu-submenu-title .ant-menu-title-content').allTextContents();
  /** Logout sits in the admin popover of the header (open it with openUserMenu). */
  readonly logoutButton = () => this.page.locator('.admin-info-card').getByRole('button', { name: /退出|Log ?out/i });
  readonly openUserMenu = () => this.nickname().click();
  readonly layoutSettingsButton = () => this.page.getByTestId('admin-layout-settings');
  /** The page shown for a page of the back office the admin may not open (route /401), not the 404 page. */
  async expectNoPermission() {
    await expect(this.page).toHaveURL(/\/401$/);
    await expect(this.page.getByRole('heading', { name: /^(无访问权限|No access permission)$/ })).toBeVisible();
    await expect(this.page.locator('body')).not.toContainText(/页面未找到|Page not found/);
  }

  /**
   * Waits out the first load's full-screen block (index.html's `#block-loading`, removed 1 s
   * after the first navigation): until it goes the layout below it still moves, and a click can
   * land beside what it aimed at.
   */
  async settled() {
    await expect(this.page.locator('#block-loading')).toHaveCount(0, { timeout: 15_000 });
  }

  /** Reloads the page as a user does: and waits until it can be used. */
  async reload() {
    await this.page.reload();
    await this.settled();
  }

  /**
   * Opens an admin page in the app (a history entry, as a link does: no reload) and waits until it
   * drew its data: its tab active, no spinner, skeleton or busy table left.
   */
  async open(path: string) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/${path}`);
    await expect(this.page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expect(this.page.getByTestId('nav-tabs').locator('a[aria-current="page"]')).toHaveAttribute('href', `/admin/${path}`, { timeout: 15_000 });
    await expect(this.page.locator('.admin-layout .ant-spin-spinning, .admin-layout .ant-skeleton, .admin-layout [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }

  /**
   * Closes the active page's tab with its close button, as a user does once done with a page: the
   * page unmounts (a kept-alive page with it, and the dialogs it drew into the document).
   */
  async closeActiveTab() {
    const tab = this.page.getByTestId('nav-tabs').locator('li').filter({ has: this.page.locator('a[aria-current="page"]') });
    const href = await tab.getByRole('link').getAttribute('href');
    await tab.getByRole('button').click();
    await expect(this.page.getByTestId('nav-tabs').locator(`a[href="${href}"]`)).toHaveCount(0);
  }

  /** Clicks through the side menu (a sub-menu title opens it, the last title opens the page). */
  async openMenu(...titles: string[]) {
    for (const [i, title] of titles.entries()) {
      const item = this.menuItem(title);
      await expect(item).toBeVisible();
      const last = i === titles.length - 1;
      // a sub-menu that is already open stays open
      if (!last) {
        const sub = this.menu().locator('.ant-menu-submenu').filter({ has: this.page.getByText(title, { exact: true }) }).first();
        if (await sub.evaluate((el) => el.classList.contains('ant-menu-submenu-open'))) continue;
      }
      if (!last) {
        await item.click();
        continue;
      }
      // a click during the sub-menu's opening motion can be lost: click until the page's tab is active
      // (a first visit loads the page's code first, which a busy machine can take long over)
      const active = this.page.getByTestId('nav-tabs').locator('a[aria-current="page"]');
      await expect(async () => {
        if ((await active.textContent()) !== title) await item.click();
        await expect(active).toHaveText(title, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    }
  }
}
