import { expect, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';
import { pick } from './member-admin.ts';

/** The mini-program ad pages of the back office (/admin/miniprogram/adSpace, /admin/miniprogram/ad) and their dialogs. */
export class AdAdminPages {
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
  }

  private readonly dialog = () => this.table.dialog();

  async openSpaces() {
    await this.page.goto('/admin/miniprogram/adSpace');
    await this.table.waitLoaded();
  }

  async openAds() {
    await this.page.goto('/admin/miniprogram/ad');
    await this.table.waitLoaded();
  }

  /** Adds a space through the form; resolves with the server's answer. */
  async addSpace(s: { code: string; name: string; width: number; height: number }) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().getByLabel('广告位编码').fill(s.code);
    await this.dialog().getByLabel('广告位名称').fill(s.name);
    await this.dialog().getByLabel('宽度').fill(String(s.width));
    await this.dialog().getByLabel('高度').fill(String(s.height));
    return this.table.saveDialog('miniprogram.AdSpace', 'add');
  }

  /** Adds an ad linking to a web address; resolves with the server's answer. */
  async addAd(a: { space: string; title: string; url: string; weigh: number }) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await pick(this.page, this.dialog().getByLabel('广告位'), a.space);
    await this.dialog().getByLabel('标题').fill(a.title);
    // a select showing a value: its shown value covers the input, so the select itself is clicked
    await this.dialog().getByLabel('链接类型').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').click();
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^网址$/ }).click();
    await this.dialog().getByLabel('链接值').fill(a.url);
    await this.dialog().getByLabel('权重').fill(String(a.weigh));
    return this.table.saveDialog('miniprogram.Ad', 'add');
  }
}
