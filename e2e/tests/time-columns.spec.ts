import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DataTable } from '../pages/data-table.ts';
import { OrderAdmin } from '../pages/order-admin.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember, placePaidOrder } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { siteTime } from '../support/site-time.ts';

// Issue 11 #19: at 1440 px the time columns of these lists showed "2026-1". Our own font fits the old
// 170 px columns; the user's did not. The second test gives the table a wider font and fails on the
// code before the fix (the time broke over two lines), passing with times kept on one line.
test.use({ viewport: { width: 1440, height: 900 } });
// Logging in, seeding and a first visit of each page's code, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const LISTS = ['/admin/user/user', '/admin/routine/attachment', '/admin/auth/rule', '/admin/user/rule'];

async function expectWholeTimes(page: Page) {
  for (const path of LISTS) {
    await page.goto(path);
    const table = new DataTable(page);
    await expect(table.toolbar()).toBeVisible({ timeout: 30_000 }); // a first visit loads the page's code
    await table.waitLoaded();
    await expect(table.rows().first()).toBeVisible();
    const cells = await table.timeCells();
    expect(cells.length, path).toBeGreaterThan(0);
    expect(cells.filter((c) => !c.whole), path).toEqual([]);
  }
}

test.describe('at 1440 px', () => {
  test.beforeEach(async ({ page, request }) => {
    const api = new AdminApi(request, await loginAdmin(page));
    await createMember({ username: unique('t'), password: 'member-pass-1' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: Math.floor(Math.random() * 256), g: 40, b: 90 } } }).png().toBuffer();
    await api.upload(`${unique('time')}.png`, 'image/png', png);
  });

  test('time columns show whole times at 1440 px: members, attachments, admin and member rules', async ({ page }) => {
    await expectWholeTimes(page);
  });

  test('time columns stay whole in a browser whose font is wider than ours', async ({ page }) => {
    // What a user's font settings (a wider system font, a minimum font size) do to the table.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.ant-table-wrapper .ant-table, .ant-table-wrapper .ant-table-cell { font-family: "DejaVu Sans Mono", monospace !important; font-size: 16px !important; }';
        document.head.append(style);
      });
    });
    await expectWholeTimes(page);
  });
});

/**
 * Times a person reads or enters are the SITE's (config centre: Asia/Shanghai), whatever the
 * browser's: here the browser runs in New York (UTC-4 in June, twelve hours behind Shanghai).
 * Before the time kit an order's detail showed New York time beside the list's Shanghai time,
 * and a promotion entered 00:00–23:59:59 was stored as New York's day.
 */
test.describe('in a browser whose time zone is not the site\'s', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("an order's time is the same site time in its list row and in its detail", async ({ page, request }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const api = new AdminApi(request, await loginAdmin(page));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

    const shopName = unique('时区门店');
    const productName = unique('时区商品');
    const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('TZ-') }, [{ name: productName, price: '3.00' }], 5);
    const memberId = (await createMember({ username: unique('tz'), password: 'Buyer-pass-1' }))!;
    await api.topUp(memberId, '10.00');
    const orderId = await placePaidOrder({ user_id: memberId, shop_id: shopId, product_id: productId, quantity: 1 });
    const { row } = (await api.get<{ row: { order_no: string; create_time: number } }>('/admin/order.Order/detail', { id: orderId })).data;
    const created = siteTime(row.create_time);
    // The order number embeds the site's date and time too.
    expect(row.order_no.slice(0, 8)).toBe(created.slice(0, 10).replace(/-/g, ''));

    await page.goto('/admin/order/order');
    const orders = new OrderAdmin(page);
    await orders.table.waitLoaded();
    await orders.openDetail(row.order_no);
    await expect(orders.table.row(row.order_no)).toContainText(created);
    const detail = orders.detail(/订单详情/);
    await expect(detail).toContainText(row.order_no);
    await expect(detail.locator('.ant-descriptions-row').filter({ hasText: '下单时间' })).toContainText(created);
    await expect(detail.locator('.ant-timeline-item').first()).toContainText(created);
    expect(pageErrors).toEqual([]);
  });

  test('a promotion entered 00:00:00–23:59:59 is stored and listed as that day of the site', async ({ page, request }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const api = new AdminApi(request, await loginAdmin(page));
    await page.goto('/admin/hq/activity');
    const table = new DataTable(page);
    await table.waitLoaded();
    await table.addButton().click();
    const dialog = table.dialog();
    const title = unique('时区活动');
    await dialog.getByLabel('活动标题').fill(title);
    await dialog.getByLabel(/^折扣\(/).fill('80');
    for (const [label, value] of [['开始时间', '2026-06-01 00:00:00'], ['结束时间', '2026-06-01 23:59:59']]) {
      const input = dialog.getByLabel(label);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
      await expect(input).toHaveValue(value);
    }
    expect((await table.saveDialog('hq.Activity', 'add')).code).toBe(1);

    const stored = (await api.get<{ list: { start_time: number; end_time: number }[] }>('/admin/hq.Activity/index', { quickSearch: title })).data.list[0];
    expect(stored).toMatchObject({ start_time: Date.UTC(2026, 4, 31, 16) / 1000, end_time: Date.UTC(2026, 5, 1, 15, 59, 59) / 1000 });
    await table.search(title);
    await expect(table.row(title)).toContainText('2026-06-01 00:00:00');
    await expect(table.row(title)).toContainText('2026-06-01 23:59:59');

    // Edited again, the picker shows what was entered (the site's time, not New York's).
    await table.row(title).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(table.dialog().getByLabel('开始时间')).toHaveValue('2026-06-01 00:00:00');
    await expect(table.dialog().getByLabel('结束时间')).toHaveValue('2026-06-01 23:59:59');
    expect(pageErrors).toEqual([]);
  });
});
