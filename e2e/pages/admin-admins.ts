import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';
import { pick } from './member-admin.ts';

/** The administrators page (权限管理 / 管理员管理) and its add dialog. */
export class AdminListPage {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  async open() {
    await this.shell.openMenu('权限管理', '管理员管理');
    await this.table.waitLoaded();
  }

  /** Adds an administrator in a group (by name); resolves with the server's answer. */
  async add(a: { username: string; nickname: string; password: string; group: string }) {
    await this.table.addButton().click();
    const dialog = this.table.dialog();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('用户名').fill(a.username);
    await dialog.getByLabel('昵称').fill(a.nickname);
    await pick(this.page, dialog.getByLabel('所属分组'), a.group, a.group);
    await this.page.keyboard.press('Escape');
    await dialog.getByLabel('密码').fill(a.password);
    return this.table.saveDialog('auth.Admin', 'add');
  }
}
