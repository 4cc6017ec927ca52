import { expect, type Page, type Response } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';

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
  readonly quickEntrance = (text: string) => this.page.locator('.config-quick').getByRole('button', { name: text });

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

  /** Picks an option of an antd select inside the active panel (typed first: the list is virtual). */
  async choose(label: string, option: string) {
    await this.activePanel().locator(`.ant-form-item:has(label[title="${label}"]) .ant-select-selector`).click();
    await this.page.keyboard.type(option);
    const choice = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) });
    await choice.click();
    await expect(this.activePanel().locator(`.ant-form-item:has(label[title="${label}"]) .ant-select-selection-item`)).toHaveText(option);
  }

  async addItem(item: { group: string; name: string; title: string; type: string; content?: string }) {
    await this.switchTo('添加配置项');
    await this.choose('分组', item.group);
    await this.field('变量名').fill(item.name);
    await this.field('标题').fill(item.title);
    await this.choose('类型', item.type);
    if (item.content !== undefined) await this.field('字典数据').fill(item.content);
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
}
