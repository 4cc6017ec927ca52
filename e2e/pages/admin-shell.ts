import type { Page } from '@playwright/test';

/** The admin back office around every page: side menu, header, dashboard. */
export class AdminShell {
  constructor(readonly page: Page) {}

  readonly nickname = () => this.page.getByTestId('admin-nickname');
  readonly greeting = () => this.page.getByTestId('dashboard-greeting');
  readonly menu = () => this.page.locator('.admin-aside nav');
  readonly menuItem = (title: string) => this.menu().getByText(title, { exact: true });
  /** Logout sits in the admin popover of the header (open it with openUserMenu). */
  readonly logoutButton = () => this.page.locator('.admin-info-card').getByRole('button', { name: /退出|Log ?out/i });
  readonly openUserMenu = () => this.nickname().click();
}
