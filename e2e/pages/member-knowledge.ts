import { expect, type Page } from '@playwright/test';

/** The member centre's knowledge page (/user/knowledge/index): categories, the list and a file's drawer. */
export class MemberKnowledgePage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('knowledge');
  readonly rows = () => this.root().locator('tbody tr.ant-table-row');
  readonly titles = () => this.rows().locator('.knowledge-title');
  readonly category = (name: string) => this.root().locator('.ant-tree-title').filter({ hasText: new RegExp(`^${name}$`) });
  readonly detail = () => this.page.getByTestId('knowledge-detail');

  async goto() {
    await this.page.goto('/user/knowledge/index');
    await expect(this.root()).toBeVisible();
    await expect(this.root().locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** Opens a file from the list; resolves when its drawer shows. */
  async open(title: string) {
    await this.titles().filter({ hasText: title }).click();
    await expect(this.detail()).toBeVisible();
  }
}
