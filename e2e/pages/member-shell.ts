import type { Page } from '@playwright/test';

/** The member centre around every member page: the member dropdown in the header holds logout. */
export class MemberShell {
  constructor(readonly page: Page) {}

  readonly dropdown = () => this.page.locator('.user-header').getByTestId('member-dropdown');
  readonly nickname = () => this.dropdown().getByTestId('member-nickname');
  readonly avatar = () => this.dropdown().locator('img.member-dropdown-avatar');
  readonly logoutButton = () => this.page.locator('.user-header').getByTestId('member-logout');

  /** The window regains focus (the member comes back from another tab or window), as the browser tells the page. */
  async regainFocus() {
    await this.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  }

  async logout() {
    await this.dropdown().click();
    await this.logoutButton().click();
  }
}
