import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard.ts';
import { LayoutSettings } from '../pages/layout-settings.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember, placePaidOrder } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('dashboard', () => {
  test("a shop manager sees their shop's figures: sales, orders, the new buyer, the to-dos, the top product and the trend, in dark mode too", async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));

    // a group with the dashboard and the "own shops" scope, one manager in it
    const rules = (await api.rules()).flatMap(function flat(r): { id: number; name: string }[] { return [r, ...(r.children ?? []).flatMap(flat)]; })
      .filter((r) => r.name === 'dashboard' || r.name === 'dashboard/index').map((r) => r.id);
    const group = unique('店长组');
    expect((await api.post('/admin/auth.Group/add', { name: group, rules, data_scope: 'own_shops', pid: 1 })).code).toBe(1);
    const manager = { username: unique('mgr'), password: 'Manager-pass-1' };
    await api.addAdmin({ ...manager, nickname: '店长', groupIds: [await api.groupIdByName(group)] });
    const managerId = (await api.get<{ list: { id: number }[] }>('/admin/auth.Admin/index', { quickSearch: manager.username })).data.list[0].id;

    // their shop, a product on sale there with 6 in stock, and a member with a balance
    const shopName = unique('看板门店');
    const productName = unique('看板商品');
    const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('D-'), admin_ids: [managerId] }, [{ name: productName, price: '12.50' }], 6);
    const memberId = (await createMember({ username: unique('buyer'), password: 'Buyer-pass-1' }))!;
    await api.topUp(memberId, '100.00');
    await placePaidOrder({ user_id: memberId, shop_id: shopId, product_id: productId, quantity: 2 });

    await page.evaluate(() => localStorage.clear());
    await loginAdmin(page, manager.username, manager.password);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.figures()).toBeVisible();
    await expect(page.getByTestId('dashboard-scope')).toContainText('1');
    await expect(dashboard.value('figure-sales')).toHaveText('¥25.00');
    await expect(dashboard.value('figure-paid-orders')).toHaveText('1');
    await expect(dashboard.value('figure-new-members')).toHaveText('1');
    await expect(dashboard.value('todo-orders')).toHaveText('1');
    // 6 − 2 = 4 left, at most the threshold of 10
    await expect(dashboard.value('todo-low-stock')).toHaveText('1');
    await expect(dashboard.topProducts().getByRole('row', { name: new RegExp(productName) })).toContainText('¥25.00');
    await expect(dashboard.topShops().getByRole('row', { name: new RegExp(shopName) })).toContainText('¥25.00');
    await dashboard.expectChartDrawn();
    await dashboard.choosePeriod('昨日');
    await expect(dashboard.value('figure-sales')).toHaveText('¥0.00');
    await dashboard.choosePeriod('近 30 天');
    await expect(dashboard.value('figure-sales')).toHaveText('¥25.00');

    // dark mode: the chart is drawn again with the dark theme
    await new LayoutSettings(page).store('Default', true);
    await dashboard.goto();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await dashboard.expectChartDrawn();
    await expect(dashboard.value('figure-sales')).toHaveText('¥25.00');
  });
});
