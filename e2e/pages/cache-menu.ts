import { expect, type Page } from '@playwright/test';

/** The clear-cache entry of the admin header (super admins only): a menu of three kinds. */
export class CacheMenu {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByTestId('admin-cache');
  readonly item = (label: '清理系统缓存' | '清理浏览器缓存' | '一键清理所有') => this.page.getByRole('menuitem', { name: label, exact: true });

  /**
   * Chooses "clear all": the server call (its answer is returned), then the browser storage is
   * cleared and the page reloads; resolves once the reloaded page has loaded.
   */
  async clearAll(): Promise<{ code: number; msg: string }> {
    // The page reloads as soon as the answer is in, which makes its body unreadable from the
    // page: the call is passed through unchanged and its answer kept on the way.
    let answer: { request: unknown; body: { code: number; msg: string } } | undefined;
    await this.page.route('**/admin/ajax/clearCache', async (route) => {
      const response = await route.fetch();
      answer = { request: route.request().postDataJSON(), body: (await response.json()) as { code: number; msg: string } };
      await route.fulfill({ response });
    });
    try {
      await this.button().click();
      await expect(this.item('一键清理所有')).toBeVisible();
      const reloaded = this.page.waitForEvent('load');
      await this.item('一键清理所有').click();
      await reloaded;
    } finally {
      await this.page.unroute('**/admin/ajax/clearCache');
    }
    if (!answer) throw new Error('the clear-cache call was not made');
    expect(answer.request).toEqual({ type: 'all' });
    return answer.body;
  }
}
