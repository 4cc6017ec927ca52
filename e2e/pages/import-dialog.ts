import { expect, type Page } from '@playwright/test';
import type { DataTable } from './data-table.ts';
import { dropFile, pasteFile } from './file-drop.ts';

/** The import dialog of a list (components/data-table/ImportButton): a file, the dry run's report, the import. */
export class ImportDialog {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.locator('.ant-modal').filter({ has: this.page.getByTestId('import-file') }).filter({ visible: true });
  readonly footer = () => this.dialog().locator('.ant-modal-footer');
  readonly result = () => this.dialog().getByTestId('import-result');
  readonly counts = () => this.dialog().getByTestId('import-counts');
  /** The report's rows: row number, result and reason of each. */
  readonly reportRows = () => this.dialog().getByTestId('import-rows').locator('tbody tr.ant-table-row');
  readonly reportRow = (line: number) => this.reportRows().filter({ has: this.page.locator('td').first().getByText(String(line), { exact: true }) });

  async open(table: DataTable) {
    await table.waitLoaded();
    await table.toolbar().getByTestId('import-open').click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Picks a file as the dragger's file input takes it. */
  async choose(name: string, content: string) {
    await this.dialog().locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
    await expect(this.dialog().getByTestId('import-file')).toHaveText(name);
  }

  /** The dialog's drop and paste zone around the file box. */
  readonly dropZone = () => this.dialog().getByTestId('file-drop');

  /** Drops a file on the file box, as a file dragged from the desktop. */
  async drop(name: string, content: string | Buffer, mimeType = 'text/csv') {
    await dropFile(this.dropZone(), { name, mimeType, buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content });
  }

  /** Ctrl+V of a copied file in the dialog. */
  async paste(name: string, content: string, mimeType = 'text/csv') {
    await pasteFile(this.dropZone(), { name, mimeType, buffer: Buffer.from(content, 'utf8') });
  }

  async dryRun() {
    await this.dialog().getByTestId('import-dry-run').click();
    await expect(this.result()).toHaveText('预检完成，尚未写入任何数据', { timeout: 20_000 });
  }

  async importRows(count: number) {
    await this.footer().getByRole('button', { name: `导入 ${count} 行` }).click();
    await expect(this.result()).toHaveText('导入完成', { timeout: 30_000 });
  }

  async close() {
    // antd spaces out a two-character label ("关 闭")
    await this.footer().getByRole('button', { name: /^关\s*闭$/ }).click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
