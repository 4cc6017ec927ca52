import { expect, type Page } from '@playwright/test';

/** The agent centre's commission pages in the member centre: /user/agent/commissions and /user/agent/wallet. */
export class AgentCommissionPages {
  constructor(readonly page: Page) {}

  readonly commissions = () => this.page.getByTestId('agent-commissions');
  readonly commissionTotals = () => this.page.getByTestId('agent-commission-totals');
  readonly commissionRow = (orderNo: string) => this.commissions().locator('tbody tr.ant-table-row').filter({ hasText: orderNo });
  readonly wallet = () => this.page.getByTestId('agent-wallet');
  readonly walletBalance = () => this.page.getByTestId('agent-wallet-balance');
  readonly walletRows = () => this.wallet().locator('tbody tr.ant-table-row');
  /** A figure of the wallet ("¥9.00"): 可用佣金, 提现中, 待抵扣欠款. */
  readonly walletFigure = (title: RegExp) => this.walletBalance().locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

  async gotoCommissions() {
    await this.page.goto('/user/agent/commissions');
    await expect(this.commissions()).toBeVisible({ timeout: 20_000 });
    await expect(this.commissions().locator('.ant-spin-spinning')).toHaveCount(0);
  }

  async gotoWallet() {
    await this.page.goto('/user/agent/wallet');
    await expect(this.wallet()).toBeVisible({ timeout: 20_000 });
    await expect(this.wallet().locator('.ant-spin-spinning')).toHaveCount(0);
  }
}

/** The back office's commissions (/admin/distribution/commission): the list, its totals, settle now. */
export class CommissionAdminPage {
  constructor(readonly page: Page) {}

  readonly totals = () => this.page.getByTestId('commission-totals');
  readonly row = (orderNo: string) => this.page.locator('.data-table tbody tr.ant-table-row').filter({ hasText: orderNo });

  async goto() {
    await this.page.goto('/admin/distribution/commission');
    await expect(this.totals()).toBeVisible({ timeout: 20_000 });
  }

  /** Narrows the list with the quick search (an order number). */
  async search(text: string) {
    await this.page.getByRole('toolbar', { name: '操作' }).filter({ visible: true }).getByRole('textbox', { name: '快速搜索' }).fill(text);
    await expect(this.row(text)).toBeVisible();
  }

  /** Settles one row with its "settle" button and confirms; resolves to the action's answer. */
  async settleRow(orderNo: string) {
    await this.row(orderNo).getByRole('button', { name: /结算|Settle/ }).click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/distribution.Commission/settle') && r.request().method() === 'POST');
    await this.page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    return (await (await answered).json()) as { code: number; data: { count: number; amount: string } };
  }
}
