import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard (控制台): the period's figures, the to-dos, the top lists and the trend chart. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  readonly figures = () => this.page.getByTestId('dashboard-figures');
  readonly chart = () => this.page.getByTestId('dashboard-trend-chart');
  readonly topProducts = () => this.page.getByTestId('dashboard-top-products');
  readonly topShops = () => this.page.getByTestId('dashboard-top-shops');
  /** Every link of the dashboard into another page of the back office (the to-dos' pages among them). */
  readonly adminLinks = () => this.page.locator('.dashboard a[href^="/admin/"]');

  async goto() {
    await this.page.goto('/admin/dashboard');
    await expect(this.figures()).toBeVisible();
  }

  /** The big number of a figure card (`figure-sales`, `todo-low-stock`, …). */
  value(testId: string): Locator {
    return this.page.getByTestId(testId).locator('.dashboard-figure-value');
  }

  /** The line under a figure card's number (the sales card: what was paid and refunded). */
  hint(testId: string): Locator {
    return this.page.getByTestId(testId).locator('.dashboard-figure-hint');
  }

  /** The figures read again (the panel's refresh button). */
  async refresh() {
    const read = this.page.waitForResponse((r) => r.url().includes('/admin/Dashboard/index'));
    await this.figures().getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
    await read;
  }

  async choosePeriod(label: string) {
    await this.page.getByTestId('dashboard-period').getByText(label, { exact: true }).click();
  }

  /** The chart is drawn (ECharts' SVG, from its own chunk). */
  async expectChartDrawn() {
    await expect(this.chart().locator('svg')).toBeVisible();
  }
}
