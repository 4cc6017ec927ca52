import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';

/** The back office's gateway refunds (订单 › 网关退款 / Orders › Gateway refunds): the refund outbox, and "send now" of a pending refund. */
export class GatewayRefunds {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  async open(lang: 'zh-cn' | 'en') {
    await (lang === 'en' ? this.shell.openMenu('Orders', 'Gateway refunds') : this.shell.openMenu('订单', '网关退款'));
    await this.table.waitLoaded();
  }

  /** The row of an order's refund (its order number shows in it). */
  readonly row = (orderNo: string) => this.table.row(orderNo);
  readonly sendButton = (orderNo: string) => this.row(orderNo).getByRole('button', { name: /^(立即发送|Send now)$/ });
  readonly toBalanceButton = (orderNo: string) => this.row(orderNo).getByRole('button', { name: /^(退回余额|Pay to the balance)$/ });

  /** The toolbar's refresh (what the gateway changed on its own shows after it). */
  async refresh() {
    const listed = this.page.waitForResponse((r) => r.url().includes('/admin/order.GatewayRefund/index'));
    await this.table.refreshButton().click();
    await listed;
  }

  /** "Send now" on the row, confirmed; resolves with the server's answer. */
  async send(orderNo: string): Promise<{ code: number; msg: string; data: { status: string; last_error: string; attempts: number } }> {
    await this.sendButton(orderNo).click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/order.GatewayRefund/send') && r.request().method() === 'POST');
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s*定|OK/ }).click();
    const body = (await (await answered).json()) as { code: number; msg: string; data: { status: string; last_error: string; attempts: number } };
    expect(body.code, body.msg).toBe(1);
    return body;
  }

  /** "Pay to the balance" on a failed row, confirmed; resolves with the server's answer. */
  async toBalance(orderNo: string): Promise<{ code: number; msg: string; data: { status: string; money_log_id: number } }> {
    await this.toBalanceButton(orderNo).click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/order.GatewayRefund/toBalance') && r.request().method() === 'POST');
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s*定|OK/ }).click();
    const body = (await (await answered).json()) as { code: number; msg: string; data: { status: string; money_log_id: number } };
    expect(body.code, body.msg).toBe(1);
    return body;
  }

  /** What the page says after a send: a message when the gateway accepted it, a warning notification when not. */
  readonly notice = (text: RegExp) => this.page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text });
}
