import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';
import { pick } from './member-admin.ts';

/** The commerce admin pages (门店 / 总部): shops, HQ products and shop products with the batch add. */
export class CommerceAdmin {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  private readonly dialog = () => this.table.dialog();

  async openShops() {
    await this.shell.openMenu('门店', '门店管理');
    await this.table.waitLoaded();
  }

  async openHqProducts() {
    await this.shell.openMenu('总部', '总部商品');
    await this.table.waitLoaded();
  }

  async openShopProducts() {
    await this.shell.openMenu('门店', '门店商品');
    await this.table.waitLoaded();
  }

  async openCategories() {
    await this.shell.openMenu('总部', '商品分类');
    await this.table.waitLoaded();
  }

  async openShopActivities() {
    await this.shell.openMenu('门店', '门店活动');
    await this.table.waitLoaded();
  }

  /** Adds a shop through its form: name, code, a typed position and the admins bound to it (by username). */
  async addShop(s: { name: string; code: string; longitude: string; latitude: string; contact: string; admins?: string[] }) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().getByLabel('门店名称').fill(s.name);
    await this.dialog().getByLabel('门店编码').fill(s.code);
    await this.dialog().getByLabel('联系人').fill(s.contact);
    await this.dialog().getByLabel('经度').fill(s.longitude);
    await this.dialog().getByLabel('纬度').fill(s.latitude);
    for (const admin of s.admins ?? []) await pick(this.page, this.dialog().getByLabel('绑定管理员'), admin, admin);
    if (s.admins?.length) await this.page.keyboard.press('Escape');
    return this.table.saveDialog('shop.Shop', 'add');
  }

  /** Adds a top-level HQ product category. */
  async addCategory(name: string) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().getByLabel('分类名称').fill(name);
    return this.table.saveDialog('hq.Category', 'add');
  }

  // The shop form's position: the typed fields and the map picker under them.
  readonly longitude = () => this.dialog().getByLabel('经度');
  readonly latitude = () => this.dialog().getByLabel('纬度');
  readonly map = () => this.dialog().getByRole('application', { name: /^地图/ });
  readonly mapMarker = () => this.map().locator('.leaflet-marker-icon');
  readonly loadedTiles = () => this.map().locator('img.leaflet-tile-loaded');
  readonly pickedPosition = () => this.dialog().getByTestId('map-picker-position');
  readonly clearPosition = () => this.dialog().getByRole('button', { name: '清除位置' });

  /** Opens the add form with a name and a code, the map loaded. */
  async openShopForm(name: string, code: string) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().getByLabel('门店名称').fill(name);
    await this.dialog().getByLabel('门店编码').fill(code);
    await expect(this.loadedTiles().first()).toBeVisible();
  }

  /**
   * Clicks the map at a point of its box (fractions of its width and height). Playwright places
   * the click when it dispatches it, after its own checks (in view, still, the map under the
   * point). With a box the spec read earlier, two CI runs' clicks landed 48 px south of the point
   * asked (why was not found).
   */
  async clickMap(fx: number, fy: number) {
    const box = (await this.map().boundingBox())!;
    await this.map().click({ position: { x: box.width * fx, y: box.height * fy } });
  }

  /** How far the marker's tip is from a point of the map's box (fractions of its width and height), in pixels. */
  async markerDistanceFrom(fx: number, fy: number) {
    const [map, tip] = [(await this.map().boundingBox())!, await this.markerOffset()];
    return Math.abs(tip.x - (fx - 0.5) * map.width) + Math.abs(tip.y - (fy - 0.5) * map.height);
  }

  /** The marker's tip relative to the map's centre, in pixels. */
  async markerOffset() {
    const [map, marker] = [(await this.map().boundingBox())!, (await this.mapMarker().boundingBox())!];
    return { x: marker.x + marker.width / 2 - (map.x + map.width / 2), y: marker.y + marker.height - (map.y + map.height / 2) };
  }

  /** Adds an HQ product with its price in yuan and stock, in a category when given. */
  async addProduct(p: { name: string; price: string; stock: string; category?: string }) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    if (p.category) await pick(this.page, this.dialog().getByLabel('分类', { exact: true }), p.category, p.category);
    await this.dialog().getByLabel('商品名称').fill(p.name);
    await this.dialog().getByLabel('售价(元)').fill(p.price);
    await this.dialog().getByLabel('库存').fill(p.stock);
    return this.table.saveDialog('hq.Product', 'add');
  }

  readonly batchButton = () => this.table.toolbar().getByRole('button', { name: '批量添加总部商品' });

  /** Adds HQ products to a shop with the header's batch add; resolves with the server's answer. */
  async batchAdd(shop: string, products: string[], stock: string) {
    await this.batchButton().click();
    await expect(this.dialog()).toBeVisible();
    await pick(this.page, this.dialog().getByLabel('门店'), shop, shop);
    for (const name of products) await pick(this.page, this.dialog().getByLabel('总部商品'), name, name);
    await this.page.keyboard.press('Escape');
    await this.dialog().getByLabel('库存').fill(stock);
    const saved = this.page.waitForResponse((r) => r.url().includes('/admin/shop.Product/batchAdd') && r.request().method() === 'POST');
    await this.dialog().getByRole('button', { name: /^确\s?定$/ }).click();
    return (await saved).json() as Promise<{ code: number; msg: string; data: { added: number; skipped: number } }>;
  }

  /**
   * Adds a shop's discount promotion (门店活动), published, running from `start` to `end` (typed
   * as the site's 'YYYY-MM-DD HH:mm:ss'), with its "earns commission" switch set.
   */
  async addPromotion(a: { shop: string; title: string; discountRate: string; start: string; end: string; earnsCommission: boolean }) {
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await pick(this.page, this.dialog().getByLabel('门店', { exact: true }), a.shop, a.shop);
    await this.dialog().getByLabel('活动标题').fill(a.title);
    await this.dialog().getByRole('radio', { name: '折扣', exact: true }).check();
    await this.dialog().getByLabel(/^折扣\(/).fill(a.discountRate);
    for (const [label, value] of [['开始时间', a.start], ['结束时间', a.end]] as const) {
      const input = this.dialog().getByLabel(label, { exact: true });
      await input.click();
      await input.fill(value);
      await input.press('Enter');
      await expect(input).toHaveValue(value);
    }
    await this.dialog().getByRole('radio', { name: '已发布', exact: true }).check();
    const earns = this.dialog().getByRole('switch', { name: '参与分佣' });
    if ((await earns.getAttribute('aria-checked')) !== String(a.earnsCommission)) await earns.click();
    await expect(earns).toHaveAttribute('aria-checked', String(a.earnsCommission));
    return this.table.saveDialog('shop.Activity', 'add');
  }
}
