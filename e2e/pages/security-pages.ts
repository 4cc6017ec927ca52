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

  async openRecycleRules(): Promise<SecurityRulePage> {
    await this.shell.openMenu('数据安全管理', '数据回收规则管理');
    const rules = new SecurityRulePage(this.page, 'recycle');
    await rules.table.waitLoaded();
    return rules;
  }

  async openSensitiveRules(): Promise<SecurityRulePage> {
    await this.shell.openMenu('数据安全管理', '敏感字段规则管理');
    const rules = new SecurityRulePage(this.page, 'sensitive');
    await rules.table.waitLoaded();
    return rules;
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
  /** The header button acting on the selected rows (还原, 回滚). */
  readonly selectionAction = (table: DataTable, action: '还原' | '回滚') => table.toolbar().getByRole('button', { name: action, exact: true });
  /** The request layer shows a refusal (code 0) as an error notification. */
  readonly errorNotice = (text: string) => this.page.locator('.ant-notification-notice').filter({ hasText: text });

  /**
   * Runs a row's confirmed action (还原, 回滚) and returns the server's answer; a refusal leaves
   * the row where it is.
   */
  async rowActionAnswer(row: Locator, action: '还原' | '回滚'): Promise<{ code: number; msg: string }> {
    const path = action === '还原' ? '/admin/security.DataRecycleLog/restore' : '/admin/security.SensitiveDataLog/rollback';
    const answered = this.page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST');
    await this.rowAction(row, action);
    return (await answered).json();
  }
}

/** A field list of `GET /admin/ajax/getTableFieldList?clean=1`. */
export interface TableFieldList {
  pk: string;
  fieldList: Record<string, string>;
}

/**
 * A data-security rule list (数据回收规则管理, 敏感字段规则管理) and its add dialog: the
 * controller select fills the read-only table and key; sensitive rules pick their watched fields
 * in the field picker fed by the table's columns.
 */
export class SecurityRulePage {
  readonly table: DataTable;

  constructor(readonly page: Page, readonly kind: 'recycle' | 'sensitive') {
    this.table = new DataTable(page);
  }

  private get resource() {
    return this.kind === 'recycle' ? 'security.DataRecycle' : 'security.SensitiveData';
  }

  readonly dialog = () => this.table.dialog();
  readonly nameInput = () => this.dialog().getByLabel('规则名称', { exact: true });
  readonly controllerSelect = () => this.dialog().getByLabel('控制器', { exact: true });
  readonly tableInput = () => this.dialog().getByLabel('数据表', { exact: true });
  readonly primaryKeyInput = () => this.dialog().getByLabel('数据表主键', { exact: true });
  readonly statusSwitch = () => this.dialog().getByRole('switch', { name: '状态', exact: true });
  readonly fieldPicker = () => this.dialog().locator('.security-field-picker');
  readonly fieldCheckboxes = () => this.fieldPicker().getByRole('checkbox');
  readonly fieldCheckbox = (column: string) => this.fieldPicker().getByRole('checkbox', { name: column, exact: true });
  readonly fieldTitle = (column: string) => this.dialog().getByRole('textbox', { name: `${column} 的名称`, exact: true });
  /** The row of a rule in the list, by its name. */
  readonly row = (name: string) => this.table.rows().filter({ has: this.page.getByRole('cell', { name, exact: true }) });

  async openAdd() {
    await this.table.addButton().click();
    await expect(this.nameInput()).toBeVisible();
  }

  /**
   * Picks the controller (typed to search, then chosen as "controller (table)"). For sensitive
   * rules, resolves with the field list the picker was fed.
   */
  async chooseController(controller: string, table: string): Promise<TableFieldList | null> {
    const fields =
      this.kind === 'sensitive'
        ? this.page.waitForResponse((r) => r.url().includes('/admin/ajax/getTableFieldList') && r.url().includes(`table=${table}`))
        : null;
    await this.controllerSelect().click();
    await this.controllerSelect().fill(controller);
    const option = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${controller} (${table})` });
    await option.click();
    if (!fields) return null;
    const body = (await (await fields).json()) as { code: number; data: TableFieldList };
    expect(body.code).toBe(1);
    return body.data;
  }

  /** Checks a watched column and names it. */
  async watch(column: string, title: string) {
    await this.fieldCheckbox(column).check();
    await expect(this.fieldTitle(column)).toBeEnabled();
    await this.fieldTitle(column).fill(title);
  }

  /** Saves the dialog and returns the server's answer. */
  async save(): Promise<{ code: number; msg: string }> {
    return this.table.saveDialog(this.resource, 'add');
  }
}
