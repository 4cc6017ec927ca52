import { expect, type Locator, type Page } from '@playwright/test';

/** The CRUD generator's designer (/admin/crud/crud) and the CRUD log (/admin/crud/log). */
export class CrudDesigner {
  constructor(readonly page: Page) {}

  readonly settings = () => this.page.getByTestId('field-settings');
  readonly preview = () => this.page.getByTestId('crud-preview');
  readonly field = (name: string) => this.page.getByTestId(`field-${name}`);

  async open() {
    await this.page.goto('/admin/crud/crud');
    await expect(this.page.getByRole('button', { name: '新建数据表' })).toBeVisible({ timeout: 20_000 });
  }

  /** Starts a new table: the starter fields (id, title, status, weigh, create_time). */
  async startNew(table: string, comment: string) {
    await this.page.getByRole('button', { name: '新建数据表' }).click();
    await this.page.getByLabel('数据表名').fill(table);
    await this.page.getByLabel('表注释').fill(comment);
    await expect(this.field('title')).toBeVisible();
  }

  /** Adds a field of a type from the palette and names it; the new field is the one being edited. */
  async addField(type: string, name: string, comment: string) {
    await this.page.getByTestId(`palette-${type}`).click();
    const settings = this.settings();
    await settings.getByLabel('字段名').fill(name);
    await settings.getByLabel('字段注释').fill(comment);
    await expect(this.field(name)).toBeVisible();
  }

  async previewTab(name: '列表' | '表单'): Promise<Locator> {
    await this.preview().getByRole('tab', { name }).click();
    return this.preview().locator('.ant-tabs-tabpane-active');
  }

  /** Opens a generated page (its first load after a restart may take a while on a busy machine). */
  async openGenerated(rule: string) {
    await this.page.goto(`/admin/${rule}`);
    await expect(this.page.getByRole('toolbar', { name: '操作' }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  }

  /** "Describe the table" on the start page: sends the sentence; resolves with the server's answer once the dialog is done. */
  async describe(text: string): Promise<{ code: number; msg: string }> {
    await this.page.getByTestId('describe-open').first().click();
    await this.page.getByTestId('describe-text').fill(text);
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/crud.Crud/designFromText'));
    await this.page.getByTestId('describe-submit').click();
    return (await answered).json();
  }

  /** Generates; resolves with the server's answer. */
  async generate(): Promise<{ code: number; msg: string }> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/crud.Crud/generate') && !r.url().includes('generateCheck'));
    await this.page.getByRole('button', { name: '生成代码' }).click();
    return (await answered).json();
  }
}
