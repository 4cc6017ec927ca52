import { expect, test } from '@playwright/test';
import { CommerceAdmin } from '../pages/commerce-admin.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('commerce administration', () => {
  test('an operator creates a shop and an HQ product, then adds the product to the shop', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAdmin(page);
    const admin = new CommerceAdmin(page);
    const shop = unique('门店');
    const product = unique('商品');

    await admin.openShops();
    expect((await admin.addShop({ name: shop, code: unique('S-'), contact: '王店长', longitude: '121.4737', latitude: '31.2304' })).code).toBe(1);
    await expect(admin.table.row(shop)).toContainText('王店长');

    await admin.openHqProducts();
    expect((await admin.addProduct({ name: product, price: '12.5', stock: '100' })).code).toBe(1);
    await expect(admin.table.row(product)).toContainText('12.50');

    await admin.openShopProducts();
    const added = await admin.batchAdd(shop, [product], '20');
    expect(added).toMatchObject({ code: 1, data: { added: 1, skipped: 0 } });
    const row = admin.table.row(product);
    await expect(row).toContainText(shop);
    await expect(row).toContainText('12.50');
    await expect(row).toContainText('20');

    // the same product again is skipped, not doubled
    expect((await admin.batchAdd(shop, [product], '5')).data).toEqual({ added: 0, skipped: 1 });
    await expect(admin.table.row(product)).toHaveCount(1);
  });
});
