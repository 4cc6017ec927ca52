import type { Page } from '@playwright/test';

/** The member centre around every member page. */
export class MemberShell {
  constructor(readonly page: Page) {}

  readonly nickname = () => this.page.getByTestId('member-nickname');
  readonly logoutButton = () => this.page.locator('.user-header').getByRole('button', { name: /退出|Log ?out/i });
}
