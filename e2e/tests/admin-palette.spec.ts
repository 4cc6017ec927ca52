import { expect, test } from '@playwright/test';
import { CommandPalette } from '../pages/command-palette.ts';
import { OrderAdmin } from '../pages/order-admin.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember, placePaidOrder } from '../support/oracle.ts';
import { chooseLanguage, loginAdmin, unique } from '../support/session.ts';

test.use({ timezoneId: 'America/New_York' });

test('the command palette, keyboard only and in English: Ctrl+K, an order number, Enter opens the order; a menu; Esc closes', async ({ page, request }) => {
  const api = new AdminApi(request, await loginAdmin(page));
  // an order to find: a shop selling a product, a member with a balance who bought it
  const shopName = unique('Palette shop ');
  const productName = unique('Palette tea ');
  const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('PAL-') }, [{ name: productName, price: '2.00' }], 5);
  const memberId = (await createMember({ username: unique('pal'), password: 'Buyer-pass-1' }))!;
  await api.topUp(memberId, '10.00');
  const orderId = await placePaidOrder({ user_id: memberId, shop_id: shopId, product_id: productId, quantity: 1 });
  const orderNo = (await api.get<{ row: { order_no: string } }>('/admin/order.Order/detail', { id: orderId })).data.row.order_no;

  // English, as the language menu leaves it (the app reloads in it)
  await chooseLanguage(page, 'en');
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });

  const palette = new CommandPalette(page);
  await expect(palette.button()).toHaveAccessibleName('Search menus, records and actions');
  await palette.openWithKeys();
  await palette.type(orderNo);
  await expect(palette.option('orders', orderNo)).toBeVisible();
  await expect(palette.option('orders', orderNo)).toContainText(`Shop: ${shopName}`);
  // the order is the only option: it is highlighted, Enter opens its detail
  await expect(palette.active()).toContainText(orderNo);
  await page.keyboard.press('Enter');
  await expect(palette.dialog()).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/order/order\\?detail=${orderId}$`));
  const detail = new OrderAdmin(page).detail(/Order detail/);
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(orderNo);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // a menu by its English title, chosen with the arrows; then Esc closes the palette
  await palette.openWithKeys();
  await palette.type('members');
  await expect(palette.labelled('menu', 'Members')).toBeVisible();
  const at = await palette.options().evaluateAll((els) => els.findIndex((el) => el.querySelector('.command-palette-label')?.textContent === 'Members'));
  expect(at).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  await expect(palette.active().locator('.command-palette-label')).toHaveText('Members');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/user\/user$/);
  await palette.openWithKeys();
  // the pages opened are the admin's recent ones, the one open now first
  await expect(palette.labelled('recent', 'Members')).toBeVisible();
  await expect(palette.options().first()).toContainText('Members');
  await page.keyboard.press('Escape');
  await expect(palette.dialog()).toBeHidden();
});
