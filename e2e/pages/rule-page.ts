import { expect, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';

/** The menu rule page (/admin/auth/rule): a tree table with drag sort. */
export class RulePage {
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
  }

  /** The (collapsed) top-level row of a rule, by its title cell. */
  readonly topRow = (title: string) => this.table.rows().filter({ has: this.page.locator('td', { hasText: new RegExp(`^\\s*${title}\\s*$`) }) }).first();

  /** Drags a row by its handle onto another row (pointer moved in small steps, as dnd-kit needs). */
  async dragRowOnto(title: string, targetTitle: string) {
    const handle = this.topRow(title).getByRole('button', { name: '拖动以排序' });
    await expect(handle).toBeVisible();
    const from = (await handle.boundingBox())!;
    const to = (await this.topRow(targetTitle).boundingBox())!;
    const saved = this.page.waitForResponse((r) => r.url().includes('/admin/auth.Rule/sortable') && r.request().method() === 'POST');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await this.page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 20 });
    await this.page.waitForTimeout(150);
    await this.page.mouse.up();
    const res = await saved;
    expect((await res.json()).code).toBe(1);
  }
}
