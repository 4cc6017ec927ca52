import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';

/** The back office's orders (订单管理: redeem a pickup code, the detail's actions) and after-sales (售后管理). */
export class OrderAdmin {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  readonly dialog = () => this.page.locator('.ant-modal').filter({ visible: true }).last();
  readonly detail = (title: RegExp) => this.page.locator('.ant-modal').filter({ hasText: title }).first();

  async openOrders() {
    await this.shell.openMenu('订单', '订单管理');
    await this.table.waitLoaded();
  }

  async openAfterSales() {
    await this.shell.openMenu('订单', '售后管理');
    await this.table.waitLoaded();
  }

  /** The redeem dialog's code input, found by its label. */
  readonly redeemInput = () => this.dialog().getByLabel(/^(取货码|Pickup code)$/);

  async openRedeem() {
    await this.page.getByTestId('order-redeem').click();
    await expect(this.redeemInput()).toBeVisible();
  }

  /** The header's "redeem pickup code": the code typed, the answer returned (the order's detail opens). */
  async redeem(code: string) {
    if (!(await this.redeemInput().isVisible())) await this.openRedeem();
    await this.redeemInput().fill(code);
    const done = this.page.waitForResponse((r) => r.url().includes('/admin/order.Order/redeem'));
    await this.dialog().getByRole('button', { name: /^确\s?定$/ }).click();
    return (await (await done).json()) as { code: number; msg: string; data: { id: number } };
  }

  /** A field of a detail dialog (its bordered descriptions), by its label. */
  readonly detailField = (title: RegExp, label: string) =>
    this.detail(title).locator('th.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
  /** The order's timeline in a detail dialog. */
  readonly timeline = (title: RegExp) => this.detail(title).locator('.ant-timeline');

  /** The order detail's "refund" with its reason; the action's answer. */
  async refund(reason: string) {
    await this.detail(/订单详情/).getByRole('button', { name: /^退\s?款$/ }).click();
    const ask = this.page.locator('.ant-modal').filter({ visible: true }).filter({ has: this.page.getByRole('textbox') }).last();
    await ask.getByRole('textbox').fill(reason);
    const done = this.page.waitForResponse((r) => r.url().includes('/admin/order.Order/refund'));
    await ask.getByRole('button', { name: /^确\s?定$/ }).click();
    return (await (await done).json()) as { code: number; msg: string };
  }

  /**
   * Closes the open detail dialog. Retried: right after an action, the action's own dialog may
   * still be fading out and be the last visible one when the close button is looked up.
   */
  async closeDetail() {
    const visible = this.page.locator('.ant-modal-wrap').filter({ visible: true });
    await expect(async () => {
      await visible.last().locator('.ant-modal-close').click({ timeout: 2_000 });
      await expect(visible).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** A row's detail button (the list quick-searched for the text first, unless `search` is false). */
  async openDetail(text: string, search = true) {
    if (search) await this.table.search(text);
    await this.table.row(text).getByRole('button', { name: '详情' }).click();
  }

  /** A detail button followed by its confirm; the action's answer. */
  async confirmAction(resource: string, action: string, button: string) {
    // antd spaces out a two-character Chinese label ("完 成")
    const name = new RegExp(`^${[...button].join('\\s?')}$`);
    await this.page.locator('.ant-modal').getByRole('button', { name }).click();
    const sentTo = (r: { url(): string }) => r.url().includes(`/admin/${resource}/${action}`);
    const done = this.page.waitForResponse(sentTo);
    // a click on the confirmation's OK went unheard once in CI (the dialog stayed open, nothing was
    // sent, the test timed out): clicked again until its request goes (a second click while it is
    // pending is ignored by antd's confirm button)
    const ok = this.page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s?定$/ });
    await expect(async () => {
      const sent = this.page.waitForRequest(sentTo, { timeout: 3_000 });
      await ok.click({ timeout: 3_000 });
      await sent;
    }).toPass({ timeout: 20_000 });
    return (await (await done).json()) as { code: number; msg: string };
  }
}

export { expect };
