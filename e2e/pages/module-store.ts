import { expect, type Page } from '@playwright/test';
import { dropFile, pasteFile, type FilePayload } from './file-drop.ts';

/** The module store page (rule `moduleStore/moduleStore`, path `moduleStore`): the catalogue's modules with their state and actions. */
export class ModuleStorePage {
  constructor(readonly page: Page) {}

  readonly row = (title: string) => this.page.locator('tbody tr.ant-table-row').filter({ hasText: title });
  readonly state = (title: string) => this.row(title).locator('.ant-tag');
  // antd spaces out a two-character Chinese label (安 装)
  readonly action = (title: string, name: string) => this.row(title).getByRole('button', { name: new RegExp(`^${[...name].join('\\s?')}$`) });

  async goto() {
    await this.page.goto('/admin/moduleStore');
    await this.shown();
  }

  /** The page's own card (not the menu item of the same name) is on screen; a first visit loads its code. */
  async shown() {
    await expect(this.page.getByRole('main').locator('.ant-card-head-title').filter({ hasText: /^模块市场$/ }).filter({ visible: true })).toBeVisible({ timeout: 20_000 });
  }

  /** The page's drop and paste zone (around the card; a super administrator's only). */
  readonly dropZone = () => this.page.getByRole('main').getByTestId('file-drop');

  /** Drops a file on the page, as a file dragged from the desktop. */
  async drop(file: FilePayload) {
    await dropFile(this.dropZone(), file);
  }

  /** Ctrl+V of a copied file on the page. */
  async paste(file: FilePayload) {
    await pasteFile(this.dropZone(), file);
  }

  /** Clicks an action and waits for the store's answer to it. */
  async run(title: string, name: string, endpoint: string) {
    const answered = this.page.waitForResponse((r) => r.url().includes(`/admin/module/${endpoint}`) && r.request().method() === 'POST');
    await this.action(title, name).click();
    return (await answered).json() as Promise<{ code: number; msg: string; data: unknown }>;
  }

  /** The review of what the package will do, opened by install, enable or update. */
  readonly review = () => this.page.getByRole('dialog').filter({ hasText: '数据库迁移（SQL）' });

  /**
   * Clicks an action that first shows the package's review (安装, 继续安装, 启用, 更新), checks the
   * review opened, confirms it, and returns the store's answer.
   */
  async reviewAndRun(title: string, name: string, confirm: string, endpoint = 'install') {
    await this.action(title, name).click();
    const review = this.review();
    await expect(review).toBeVisible();
    const answered = this.page.waitForResponse((r) => r.url().includes(`/admin/module/${endpoint}`) && r.request().method() === 'POST');
    await review.getByRole('button', { name: confirm }).click();
    return (await answered).json() as Promise<{ code: number; msg: string; data: unknown }>;
  }

  async uninstall(title: string) {
    await this.action(title, '卸载').click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/module/uninstall'));
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s?定/ }).click();
    return (await answered).json() as Promise<{ code: number; msg: string }>;
  }
}
