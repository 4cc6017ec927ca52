import { expect, type Page } from '@playwright/test';

/** The module store page (`moduleStore/moduleStore`): the catalogue's modules with their state and actions. */
export class ModuleStorePage {
  constructor(readonly page: Page) {}

  readonly row = (title: string) => this.page.locator('tbody tr.ant-table-row').filter({ hasText: title });
  readonly state = (title: string) => this.row(title).locator('.ant-tag');
  // antd spaces out a two-character Chinese label (安 装)
  readonly action = (title: string, name: string) => this.row(title).getByRole('button', { name: new RegExp(`^${[...name].join('\\s?')}$`) });

  async goto() {
    await this.page.goto('/admin/moduleStore/moduleStore');
    await expect(this.page.getByText('模块市场', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }

  /** Clicks an action and waits for the store's answer to it. */
  async run(title: string, name: string, endpoint: string) {
    const answered = this.page.waitForResponse((r) => r.url().includes(`/admin/module/${endpoint}`) && r.request().method() === 'POST');
    await this.action(title, name).click();
    return (await answered).json() as Promise<{ code: number; msg: string; data: unknown }>;
  }

  async uninstall(title: string) {
    await this.action(title, '卸载').click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/module/uninstall'));
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s?定/ }).click();
    return (await answered).json() as Promise<{ code: number; msg: string }>;
  }
}
