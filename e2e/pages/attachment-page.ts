import { expect, type Locator, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';

/** An image or file input of a form (its upload control and its list of files). */
export class UploadField {
  constructor(readonly root: Locator) {}

  readonly fileInput = () => this.root.locator('input[type=file]');
  readonly uploadButton = () => this.root.getByRole('button', { name: /上传|Upload/ });
  readonly thumbnails = () => this.root.locator('.form-item-files img');
  readonly pickButton = () => this.root.getByRole('button', { name: /从附件选择|Select from attachments/ });

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.fileInput().setInputFiles(file);
  }
}

/** Routine → attachments: the table of uploaded files with their previews. */
export class AttachmentPage {
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
  }

  readonly preview = (name: string) => this.table.row(name).locator('img').first();
  readonly nameInput = () => this.table.dialog().getByLabel('原始名称');

  async rename(from: string, to: string) {
    await this.table.row(from).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(this.nameInput()).toHaveValue(from);
    await this.nameInput().fill(to);
    await this.table.saveButton().click();
    await expect(this.table.row(to)).toBeVisible();
  }

  async delete(name: string) {
    await this.table.row(name).getByRole('button', { name: '删除', exact: true }).click();
    // antd spaces two-character Chinese button labels: "删 除"
    await this.page.locator('.ant-popover').filter({ visible: true }).last().getByRole('button', { name: /^删\s?除$/ }).click();
  }
}
