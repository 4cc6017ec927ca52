import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';

/** The back office's first-run tour (antd Tour) and its flag (`/admin/routine.AdminInfo/tour`). */
export class AdminTourPage {
  constructor(readonly page: Page) {}

  readonly panel = () => this.page.locator('.admin-tour .ant-tour-content').filter({ visible: true });
  readonly title = () => this.panel().locator('.ant-tour-title');
  readonly skip = () => this.page.getByTestId('admin-tour-skip');
  readonly next = () => this.panel().locator('.ant-tour-next-btn');

  /**
   * Lets the tour start by itself in this page: it does not in a browser under automation
   * (`navigator.webdriver`, which Playwright's Chromium sets), so the other specs are never blocked.
   */
  static async asPerson(page: Page) {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }));
  }

  async restartFromUserMenu() {
    await new AdminShell(this.page).openUserMenu();
    await this.page.getByTestId('admin-restart-tour').click();
    await expect(this.panel()).toBeVisible();
  }

  /** Next until the step titled `title` shows. */
  async nextUntil(title: string) {
    for (let i = 0; i < 12 && (await this.title().textContent()) !== title; i++) await this.next().click();
    await expect(this.title()).toHaveText(title);
  }
}
