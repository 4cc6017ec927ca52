import { expect, type Page } from '@playwright/test';

/** The strip of open pages above the main area. */
export class NavTabs {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('nav-tabs');
  readonly tab = (title: string) => this.root().getByRole('link', { name: title, exact: true });
  readonly activeTab = () => this.root().locator('a[aria-current="page"]');

  async switchTo(title: string) {
    await this.tab(title).click();
    await expect(this.activeTab()).toHaveText(title);
  }
}
