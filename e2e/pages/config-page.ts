import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';

/** A new setting as the "添加配置项" tab takes it (labels of the types and groups as the tab lists them). */
export interface NewConfigItem {
  group: string;
  name: string;
  title: string;
  type: string;
  /** 字典数据: `key=value` lines (types with options only). */
  content?: string;
  /** 输入框属性: `attribute=value` lines. */
  inputExtend?: string;
  /** 表单项属性: `attribute=value` lines. */
  extend?: string;
}

/** The config centre (/admin/routine/config): a tab per group, quick entrances, the add-item tab. */
export class ConfigPage {
  readonly shell: AdminShell;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
  }

  async open() {
    await this.shell.openMenu('常规管理', '系统配置');
    await expect(this.tab('基础配置')).toBeVisible();
  }

  readonly tab = (title: string) => this.page.getByRole('tab', { name: title, exact: true });
  readonly activePanel = () => this.page.locator('.config-page .ant-tabs-tabpane-active');
  readonly field = (label: string) => this.activePanel().getByLabel(label, { exact: true });
  /** A setting's row, by its variable name. */
  readonly item = (name: string) => this.page.locator(`.config-item[data-config-name="${name}"]`);
  /** The delete control of a setting's row (only settings added in the config centre have one). */
  readonly deleteButton = (name: string) => this.item(name).getByRole('button', { name: /^删除 / });
  readonly quickEntrance = (text: string) => this.page.locator('.config-quick').getByRole('button', { name: text });
  readonly testMailButton = () => this.activePanel().getByRole('button', { name: '发送测试邮件' });
  readonly testMailDialog = () => this.page.getByRole('dialog', { name: '发送测试邮件' });

  async switchTo(title: string) {
    await this.tab(title).click();
    await expect(this.tab(title)).toHaveAttribute('aria-selected', 'true');
  }

  private waitFor(action: string): Promise<Response> {
    return this.page.waitForResponse((r) => r.url().includes(`/admin/routine.Config/${action}`) && r.request().method() !== 'OPTIONS');
  }

  /** Saves the active tab and checks the server accepted it. */
  async save() {
    const saved = this.waitFor('edit');
    await this.activePanel().getByRole('button', { name: /^保\s*存$/ }).click();
    expect((await (await saved).json()).code).toBe(1);
  }

  /** Picks an option of the antd select inside `row` (typed first: the list is virtual). */
  private async chooseInRow(row: Locator, option: string) {
    await row.locator('.ant-select-selector').click();
    await this.page.keyboard.type(option);
    const choice = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) });
    await choice.click();
    await expect(row.locator('.ant-select-selection-item')).toHaveText(option);
  }

  /** Picks an option of a select of the active panel, by the select's label. */
  async choose(label: string, option: string) {
    await this.chooseInRow(this.activePanel().locator(`.ant-form-item:has(label[title="${label}"])`), option);
  }

  /** Picks an option of a select setting, by the setting's variable name. */
  async chooseFor(name: string, option: string) {
    await this.chooseInRow(this.item(name), option);
  }

  async addItem(item: NewConfigItem) {
    await this.switchTo('添加配置项');
    await this.choose('分组', item.group);
    await this.field('变量名').fill(item.name);
    await this.field('标题').fill(item.title);
    await this.choose('类型', item.type);
    if (item.content !== undefined) await this.field('字典数据').fill(item.content);
    if (item.extend !== undefined) await this.field('表单项属性').fill(item.extend);
    if (item.inputExtend !== undefined) await this.field('输入框属性').fill(item.inputExtend);
    const added = this.waitFor('add');
    await this.activePanel().getByRole('button', { name: '添加配置项' }).click();
    expect((await (await added).json()).code).toBe(1);
  }

  async deleteItem(name: string, title: string) {
    const deleted = this.waitFor('del');
    await this.item(name).getByRole('button', { name: `删除 ${title}` }).click();
    await this.page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    expect((await (await deleted).json()).code).toBe(1);
  }

  /**
   * Sends a test mail through the mail tab's button (its dialog asks for the address) and returns
   * the server's answer; the dialog closes on success only.
   */
  async sendTestMail(to: string): Promise<{ code: number; msg: string }> {
    await this.testMailButton().click();
    const dialog = this.testMailDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('收件人邮箱').fill(to);
    const sent = this.waitFor('sendTestMail');
    // antd spaces two-character Chinese button labels: "发 送"
    await dialog.getByRole('button', { name: /^发\s?送$/ }).click();
    return (await (await sent).json()) as { code: number; msg: string };
  }
}
