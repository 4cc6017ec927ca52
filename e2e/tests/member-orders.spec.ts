import { expect, test } from '@playwright/test';
import { MemberAccountPages } from '../pages/member-account.ts';
import { MemberShell } from '../pages/member-shell.ts';
import { codeOf, MemberShopPage, MyOrdersPage } from '../pages/member-orders.ts';
import { OrderAdmin } from '../pages/order-admin.ts';
import { AdminApi } from '../support/admin-api.ts';
import { axeViolations } from '../support/axe.ts';
import { createMember } from '../support/oracle.ts';
import { adminToken, loginAdmin, loginMember, unique } from '../support/session.ts';

/**
 * The ordering journey (issue 12): a member browses a shop, puts two products in the cart,
 * sees the total after the activity before ordering them at once and pays with the balance; the operator (super admin, not bound to the shop) redeems the pickup code and
 * completes the order; the member applies for a refund; the operator approves it and the
 * balance comes back. Member pages in both languages.
 */
test('a member orders two products from the cart and pays with the balance, the shop hands over and completes, an after-sale refunds the balance', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
  const api = new AdminApi(request, await loginAdmin(page));

  // the catalogue: a shop (the admin is not bound to it), products at 20.00 and 10.00 sold there, a 90% discount running now
  const shopName = unique('店');
  const productName = unique('咖啡');
  const teaName = unique('茶');
  const { shopId } = await api.shopSelling({ name: shopName, code: unique('S'), address: '人民路 1 号' }, [{ name: productName, price: '20' }, { name: teaName, price: '10' }], 10);
  const now = Math.floor(Date.now() / 1000);
  ok(await api.post('/admin/shop.Activity/add', { shop_id: shopId, title: unique('九折'), type: 'discount', discount_rate: 9000, start_time: now - 60, end_time: now + 3600, status: 'published' }));

  // a member with 100.00 of balance
  const member = await browser.newPage();
  const username = unique('om');
  const userId = (await createMember({ username, password: 'member-pass-1' }))!;
  await loginMember(member, username, 'member-pass-1');
  await api.topUp(userId, '100');

  // browse; two coffees and a tea in the cart, which outlives a reload; ordered at once, the server
  // prices them (goods 50.00, 10% off: 45.00); paid with the balance
  const shop = new MemberShopPage(member);
  await shop.goto();
  await shop.openShop(shopName);
  await expect(shop.activityPrice(productName)).toHaveText('¥18.00');
  // Lighthouse's accessibility rules on the shop page (issue #34: it stays at 100)
  expect(await axeViolations(member)).toEqual([]);
  await shop.addToCart(productName, 1);
  await shop.addToCart(teaName, 1);
  await shop.addToCart(productName, 1);
  await expect(shop.cartLines()).toHaveCount(2);
  await expect(shop.cartLine(productName).getByRole('spinbutton')).toHaveValue('2');
  await expect(shop.cartEstimate()).toContainText('¥50.00');
  await member.reload();
  await shop.openShop(shopName);
  await expect(shop.cartLines()).toHaveCount(2);
  // the confirmation shows the total after the activity, as the server will price it
  await shop.openCheckout();
  await expect(shop.checkoutTotal()).toContainText('¥50.00');
  await expect(shop.checkoutTotal()).toContainText('已优惠 ¥5.00');
  await expect(shop.checkoutTotal()).toContainText('实付金额: ¥45.00');
  const created = await shop.checkout();
  ok(created);
  expect(created.data.row).toMatchObject({ goods_amount: '50.00', discount_amount: '5.00', pay_amount: '45.00' });
  expect(created.data.row.products.map((p) => [p.name, p.quantity, p.amount]).sort()).toEqual([[productName, 2, '40.00'], [teaName, 1, '10.00']].sort());
  await expect(shop.placed()).toContainText('45.00');
  await expect(shop.placedLines()).toHaveCount(2);
  ok(await shop.payWithBalance());
  await expect(shop.dialog()).toContainText('支付成功');
  await shop.viewOrder();

  const orders = new MyOrdersPage(member);
  await expect(orders.status()).toHaveText('已支付');
  await expect(orders.qrCode()).toBeVisible();
  const code = await codeOf(orders.pickupCode());

  // the operator redeems the code at the shop and completes the order
  // (the super admin, bound to no shop: their data scope covers every shop); the dialog's input is labelled
  const admin = new OrderAdmin(page);
  await admin.openOrders();
  await admin.openRedeem();
  await expect(admin.redeemInput()).toHaveAttribute('placeholder', '请输入会员出示的 8 位取货码');
  const unknown = await admin.redeem(code === '00000000' ? '00000001' : '00000000');
  expect(unknown).toMatchObject({ code: 0, msg: '取货码不存在' });
  const redeemed = await admin.redeem(code);
  ok(redeemed);
  expect(redeemed.data.id).toBe(created.data.row.id);
  ok(await admin.confirmAction('order.Order', 'complete', '完成'));
  await expect(admin.detail(/订单详情/).getByText('已完成').first()).toBeVisible();

  // the member sees it completed, and asks for the money back
  await orders.goto(created.data.row.id);
  await expect(orders.status()).toHaveText('已完成');
  ok(await orders.applyAfterSale(/仅退款/, '口味不对'));
  await expect(orders.afterSaleStatus()).toHaveText('待审核');

  // the operator approves it in the after-sales area
  await admin.closeDetail();
  await admin.openAfterSales();
  await admin.openDetail(username);
  await expect(admin.detail(/售后详情/)).toContainText('口味不对');
  ok(await admin.confirmAction('order.AfterSale', 'approve', '同意'));
  await expect(admin.detail(/售后详情/).getByText('已退款').first()).toBeVisible();

  // the balance is whole again; the member sees the refund, in English too
  await orders.goto(created.data.row.id);
  await expect(orders.afterSaleStatus()).toHaveText('已退款');
  await expect(orders.status()).toHaveText('已退款');
  await expect(orders.refundAmount()).toHaveText('¥45.00');
  const money = await api.get<{ list: { money: string }[] }>('/admin/user.User/index', { quickSearch: username });
  expect(money.data.list[0].money).toBe('100.00');

  await orders.goto();
  await member.getByTestId('language-switch').first().click();
  await expect(orders.heading()).toHaveText('My orders');
  await expect(orders.row('').first()).toContainText('Refunded');
  await orders.tab(/^Unpaid$/).click();
  await expect(orders.rows()).toHaveCount(0);
  await orders.tab(/^Refunded$/).click();
  await expect(orders.rows()).toHaveCount(1);
  await shop.goto();
  await expect(shop.root().locator('h1')).toHaveText('Shops');
  await member.close();
});

/**
 * Figures stay current without a reload: the operator's top-up shows when the member's window
 * regains focus and in the order-placed dialog; after paying, the balance every page shows is
 * the new one at once (read again by the payment itself, not by the next page).
 */
test('the member sees the operator\'s top-up without a reload, and the balance drops everywhere once paid', async ({ page: member, request }) => {
  test.setTimeout(150_000);
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
  const api = new AdminApi(request, await adminToken(request));
  const shopName = unique('店');
  const productName = unique('面包');
  await api.shopSelling({ name: shopName, code: unique('S'), address: '人民路 2 号' }, [{ name: productName, price: '20' }], 10);

  // a new member: nothing on the balance
  const username = unique('fm');
  const userId = (await createMember({ username, password: 'member-pass-1' }))!;
  await loginMember(member, username, 'member-pass-1');
  const account = new MemberAccountPages(member);
  await account.expectWelcome(username);
  await expect(account.overviewMoney()).toHaveText('0.00');

  // the operator tops the balance up; the member comes back to the window: the overview shows it
  await api.topUp(userId, '500');
  // a focus that comes while the overview's first read of the member is still on its way joins that
  // read (TanStack Query's focus refetch does not cancel one): the member may come back twice
  await expect(async () => {
    await new MemberShell(member).regainFocus();
    await expect(account.overviewMoney()).toHaveText('500.00', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // another top-up while the member is elsewhere in the centre; the order-placed dialog shows it
  const shop = new MemberShopPage(member);
  await shop.openFromMenu();
  await api.topUp(userId, '5', 'e2e top-up 2');
  await shop.openShop(shopName);
  await shop.addToCart(productName, 1);
  ok(await shop.checkout());
  await expect(shop.placed()).toContainText('当前余额 ¥505.00');

  // paid: no page needs to read the member again to show the new balance
  ok(await shop.payWithBalance());
  await expect(shop.dialog()).toContainText('支付成功');
  await member.route('**/api/index/index**', (route) => route.abort());
  await shop.closeDialog();
  await account.gotoOverview();
  await expect(account.overviewMoney()).toHaveText('485.00');
  await account.openBalance();
  await expect(account.currentBalance()).toContainText('485.00');
});
