import { expect, type Page } from '@playwright/test';

/**
 * A signed-in session list (components/session-list): the admin profile's Sessions card, the
 * admin list's dialog, the member centre's account/sessions page.
 */
export class SessionList {
  constructor(readonly page: Page) {}

  readonly rows = () => this.page.getByTestId('session-row');
  readonly current = () => this.page.locator('[data-testid=session-row][data-current=true]');
  readonly others = () => this.page.locator('[data-testid=session-row]:not([data-current])');
  readonly endOthersButton = () => this.page.getByRole('button', { name: /结束其他所有会话|End all other sessions/ });
  readonly endAllButton = () => this.page.getByRole('button', { name: /结束全部会话|End all sessions/ });

  async openAdminProfile() {
    await this.page.goto('/admin/routine/adminInfo');
    await expect(this.current()).toBeVisible({ timeout: 15_000 });
  }

  async openMemberPage() {
    await this.page.goto('/user/account/sessions');
    await expect(this.current()).toBeVisible({ timeout: 15_000 });
  }

  private async confirm() {
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s?定|OK/ }).click();
  }

  /** Ends the only other session, by its row's button; resolves once the list has read again. */
  async endTheOther() {
    await expect(this.others()).toHaveCount(1);
    await this.others().getByRole('button', { name: /结\s?束|End/ }).click();
    await this.confirm();
    await expect(this.others()).toHaveCount(0);
  }

  async endOthers() {
    await this.endOthersButton().click();
    await this.confirm();
    await expect(this.others()).toHaveCount(0);
  }

  async endAll() {
    await this.endAllButton().click();
    await this.confirm();
    await expect(this.rows()).toHaveCount(0);
  }
}
