import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The table kit (components/data-table) of the visible page: header bar, table, pager, edit dialog. */
export class DataTable {
  readonly root: Locator;

  constructor(readonly page: Page) {
    // pages kept alive by the tabs stay in the DOM, hidden: only the visible one counts
    this.root = page.locator('.data-table-header').locator('xpath=..').filter({ visible: true }).first();
  }

  // the toolbar and its search by their names in either language (an English page's are 'Operate' and 'Quick search')
  readonly toolbar = () => this.page.getByRole('toolbar', { name: /^(操作|Operate)$/ }).filter({ visible: true }).first();
  readonly headerButton = (name: string | RegExp) => this.toolbar().getByRole('button', { name, exact: true });
  readonly refreshButton = () => this.toolbar().getByRole('button', { name: /^(刷新|Refresh)$/ });
  readonly addButton = () => this.headerButton(/^(添加|Add)$/);
  readonly editButton = () => this.headerButton('编辑');
  readonly deleteButton = () => this.headerButton('删除');
  readonly exportButton = () => this.headerButton('导出');
  readonly quickSearch = () => this.toolbar().getByRole('textbox', { name: /^(快速搜索|Quick search)$/ });
  readonly columnDisplayButton = () => this.toolbar().getByRole('button', { name: '字段显示' });
  readonly columnDisplayMenu = () => this.page.getByRole('group', { name: '字段显示' });
  readonly table = () => this.root.locator('table').first();
  readonly columnHeader = (title: string) => this.root.locator('thead th').filter({ hasText: new RegExp(`^${title}$`) });
  readonly rows = () => this.root.locator('tbody tr.ant-table-row');
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly total = () => this.root.getByText(/^共 \d+ 条$/);
  readonly rowDragHandle = (text: string) => this.row(text).getByRole('button', { name: '拖动以排序' });
  readonly rowEditButtons = () => this.rows().getByRole('button', { name: '编辑', exact: true });
  readonly rowDeleteButtons = () => this.rows().getByRole('button', { name: '删除', exact: true });

  /**
   * Every cell showing a time ('YYYY-MM-DD HH:mm:ss'-like) with whether it is whole: on one line
   * and not clipped by its cell.
   */
  async timeCells(): Promise<{ text: string; whole: boolean }[]> {
    return this.rows().locator('td').evaluateAll((cells) =>
      cells
        .filter((td) => /^\s*\d{4}-\d/.test(td.textContent ?? ''))
        .map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          const box = td.getBoundingClientRect();
          const text = range.getBoundingClientRect();
          return { text: (td.textContent ?? '').trim(), whole: lines.size === 1 && text.right <= box.right + 0.5 && td.scrollWidth <= td.clientWidth };
        }),
    );
  }

  /** The text of the cell of the row showing `text`, in the column titled `title`. */
  async cell(text: string, title: string): Promise<string> {
    const titles = (await this.root.locator('thead th').allTextContents()).map((t) => t.trim());
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`no column ${title} among ${titles.join(', ')}`);
    return ((await this.row(text).locator('td').nth(index).textContent()) ?? '').trim();
  }

  async waitLoaded() {
    // after a goto, the app's first load (its lazy page included) comes before the toolbar
    await expect(this.toolbar()).toBeVisible({ timeout: 15_000 });
    await expect(this.root.locator('.ant-spin-spinning')).toHaveCount(0);
  }

  async search(text: string) {
    await this.quickSearch().fill(text);
  }

  /** Shows or hides a column through the column-display menu. */
  async setColumnShown(title: string, shown: boolean) {
    await this.columnDisplayButton().click();
    const box = this.columnDisplayMenu().getByRole('checkbox', { name: title, exact: true });
    await expect(box).toBeVisible();
    if (shown) await box.check();
    else await box.uncheck();
    await this.page.keyboard.press('Escape');
  }

  /** Exports through the header's export menu and returns the download. */
  async exportAs(format: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
    await this.exportButton().click();
    const item = this.page.getByRole('menuitem', { name: `导出 ${format}` });
    const [download] = await Promise.all([this.page.waitForEvent('download'), item.click()]);
    return download;
  }

  /** The add/edit dialog. */
  readonly dialog = () => this.page.locator('.ant-modal').filter({ visible: true }).last();

  /** Opens the add dialog from the toolbar (in either language) and waits for its form. */
  async openAdd() {
    await this.addButton().click();
    await expect(this.dialog().locator('form')).toBeVisible();
  }

  /** Closes the open dialog as a keyboard user does, and waits until it is gone. */
  async closeDialog() {
    await this.page.keyboard.press('Escape');
    await expect(this.page.locator('.ant-modal-wrap').filter({ visible: true })).toHaveCount(0);
  }
  /**
   * The dialog's save button while it is not loading. Not by an exact name: after a quick save
   * antd may leave its collapsed loading icon (aria-label "loading") in the button for good (its
   * leave motion never ends), so a button that is no longer loading can be named "loading 保 存".
   */
  readonly saveButton = () => this.dialog().getByRole('button', { name: /保\s?存$/ }).and(this.page.locator(':not(.ant-btn-loading)'));

  /** Saves the open dialog; resolves with the server's answer to `/admin/<resource>/<action>`. */
  async saveDialog(resource: string, action: 'add' | 'edit'): Promise<{ code: number; msg: string }> {
    const saved = this.page.waitForResponse((r) => r.url().includes(`/admin/${resource}/${action}`) && r.request().method() === 'POST');
    await this.saveButton().click();
    return (await saved).json();
  }
}
