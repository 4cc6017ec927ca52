import { expect, type Locator, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';

/** A row's confirm popover: answers it with its OK button (named as the action, or 确定). */
async function confirmPopover(page: Page, ok: string | RegExp) {
  const pop = page.locator('.ant-popover').filter({ visible: true }).last();
  await pop.getByRole('button', { name: ok }).click();
}

/** The data-security pages (reference 9): the recycle bin and the sensitive-data log, opened from the menu. */
export class SecurityPages {
  readonly shell: AdminShell;
  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
  }

  async openAdmins(): Promise<DataTable> {
    await this.shell.openMenu('权限管理', '管理员管理');
    const table = new DataTable(this.page);
    await table.waitLoaded();
    return table;
  }

  async openRecycleBin(): Promise<DataTable> {
    await this.shell.openMenu('数据安全管理', '数据回收站');
    const table = new DataTable(this.page);
    await table.waitLoaded();
    return table;
  }

  async openSensitiveLog(): Promise<DataTable> {
    await this.shell.openMenu('数据安全管理', '敏感数据修改记录');
    const table = new DataTable(this.page);
    await table.waitLoaded();
    return table;
  }

  /** Deletes a row through its delete button and the confirm popover. */
  async deleteRow(row: Locator) {
    await row.getByRole('button', { name: '删除', exact: true }).click();
    await confirmPopover(this.page, /^删\s?除$/);
  }

  /** Runs a row's confirmed action (还原, 回滚). */
  async rowAction(row: Locator, action: string) {
    await row.getByRole('button', { name: action, exact: true }).click();
    await confirmPopover(this.page, /^确\s?定$/);
  }

  /** Opens a row's detail dialog and returns it. */
  async openInfo(row: Locator): Promise<Locator> {
    await row.getByRole('button', { name: '查看详情', exact: true }).click();
    const dialog = this.page.locator('.ant-modal').filter({ visible: true }).last();
    await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
    return dialog;
  }

  readonly successMessage = () => this.page.locator('.ant-message-notice').last();
}
