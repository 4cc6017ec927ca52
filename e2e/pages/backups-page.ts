import { expect, type Page } from '@playwright/test';

/** The Backups page (rule `routine/backup`, super administrators): the backup files, make one now, the schedule and retention. */
export class BackupsPage {
  constructor(readonly page: Page) {}

  readonly rows = () => this.page.getByTestId('backup-table').locator('tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });

  /** The file names listed, newest first. */
  async names(): Promise<string[]> {
    return (await this.rows().locator('td:first-child').allInnerTexts()).map((t) => t.trim());
  }

  /** Clicks "立即备份" and returns the new file's name from the server's answer. */
  async create(): Promise<string> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/routine.Backup/create'));
    await this.page.getByTestId('backup-create').click();
    const body = (await (await answered).json()) as { code: number; data: { backup: { name: string } } };
    expect(body.code).toBe(1);
    await expect(this.row(body.data.backup.name)).toBeVisible();
    return body.data.backup.name;
  }

  /** Downloads a listed file; resolves to the saved download. */
  async download(name: string) {
    const download = this.page.waitForEvent('download');
    await this.row(name).getByTestId('backup-download').click();
    return download;
  }

  async remove(name: string) {
    await this.row(name).getByTestId('backup-delete').click();
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/routine.Backup/del'));
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
    expect((await (await answered).json()).code).toBe(1);
    await expect(this.row(name)).toHaveCount(0);
  }

  /** Sets the retention count (the schedule as it is) and saves. */
  async setRetention(count: number) {
    await this.page.getByTestId('backup-retention').fill(String(count));
    const answered = this.page.waitForResponse((r) => r.url().includes('/admin/routine.Backup/settings'));
    await this.page.getByTestId('backup-save').click();
    return (await (await answered).json()) as { code: number; data: { settings: { retention: number } } };
  }
}
