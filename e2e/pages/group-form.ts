import { expect, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';

/** A group page (/admin/auth/group, /admin/user/group) and its add dialog with the rule tree. */
export class GroupPage {
  readonly table: DataTable;

  /** `resource`: the controller path the dialog saves to. */
  constructor(readonly page: Page, readonly resource: 'auth.Group' | 'user.Group' = 'auth.Group') {
    this.table = new DataTable(page);
  }

  readonly nameInput = () => this.table.dialog().getByLabel('组名');
  readonly ruleTree = () => this.table.dialog().locator('.rule-tree .ant-tree');
  readonly ruleNode = (title: string) => this.ruleTree().locator('.ant-tree-treenode').filter({ has: this.page.locator('.rule-tree-title', { hasText: new RegExp(`^\\s*${title}$`) }) });

  /** Scrolls the rule tree (a virtual list: only the nodes in view exist) until a node shows. */
  async reveal(title: string) {
    const node = this.ruleNode(title);
    const holder = this.ruleTree().locator('.ant-tree-list-holder');
    await holder.evaluate((el) => el.scrollTo(0, 0));
    for (let i = 0; i < 80 && !(await node.count()); i++) {
      await holder.evaluate((el) => el.scrollBy(0, el.clientHeight / 2));
      await this.page.waitForTimeout(50); // the list renders the rows of the new offset on its next frame
    }
    await node.scrollIntoViewIfNeeded();
    return node;
  }

  /**
   * Adds a group with the rules checked by their titles (a checked menu takes its buttons along),
   * and its data scope by the option's label (admin groups: 全部数据 / 所属门店) when given.
   */
  async addGroup(name: string, ruleTitles: string[], dataScope?: string) {
    await this.table.waitLoaded();
    await this.table.addButton().click();
    // the dialog opens once the rule tree has loaded (slow on a first visit of a busy machine)
    await expect(this.table.dialog()).toBeVisible({ timeout: 15_000 });
    await this.nameInput().fill(name);
    if (dataScope) await this.table.dialog().getByRole('radio', { name: dataScope, exact: true }).check();
    await expect(this.ruleTree()).toBeVisible();
    for (const title of ruleTitles) {
      const node = await this.reveal(title);
      await node.locator('.ant-tree-checkbox').click();
      await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
    }
    expect((await this.table.saveDialog(this.resource, 'add')).code).toBe(1);
    await expect(this.table.dialog()).toBeHidden();
    await expect(this.table.row(name)).toBeVisible();
  }
}
