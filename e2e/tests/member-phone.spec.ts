import { expect, test } from '@playwright/test';
import { MemberShopPage } from '../pages/member-orders.ts';
import { MemberPhone, memberRoutes } from '../pages/member-phone.ts';
import { AdminApi } from '../support/admin-api.ts';
import { axeViolations, type Violation } from '../support/axe.ts';
import { completedAgentOrder, createMember, placePaidOrder } from '../support/oracle.ts';
import { adminToken, chooseLanguage, loginMember, unique } from '../support/session.ts';
import { networkQuiet } from '../support/settled.ts';
import { siteTime } from '../support/site-time.ts';

// Issue #34 item 1: the member centre at a phone's width (360 px, the narrowest the issue names).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('every member route fits 360 px in light and dark, Chinese and English, and passes Lighthouse\'s accessibility rules in both modes; the tab bar navigates with 44 px targets', async ({ page, context }) => {
  // 44 page views (11 routes × 2 modes × 2 languages), 22 accessibility checks, on a machine shared by the other suites
  test.setTimeout(240_000);
  const username = unique('ph');
  await createMember({ username, password: 'member-pass-1' });
  // an approved agent (with a downline's completed order), so the agent pages show the agent's view
  await completedAgentOrder(username, 1000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: 121.4737, latitude: 31.2304 });
  await loginMember(page, username, 'member-pass-1');
  const phone = new MemberPhone(page);
  // the shop list is asked with the phone's position (nearest first)
  const shopLists: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/shop/index') && shopLists.push(r.url())));
  const routes = memberRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/user/account/overview', '/user/order/shop', '/user/order/index', '/user/agent/index', '/user/knowledge/index']));

  const quiet = networkQuiet(page);
  const inaccessible: Record<string, Violation[]> = {};
  for (const mode of ['light', 'dark'] as const) {
    for (const lang of ['zh-cn', 'en'] as const) {
      await phone.settings(mode, lang);
      for (const route of routes) {
        await phone.open(route);
        const width = await phone.scrollWidth();
        expect(width, `${route} (${mode}, ${lang}) ${width > 360 ? (await phone.overflowing()).join(', ') : ''}`).toBeLessThanOrEqual(360);
        // Lighthouse's accessibility rules (colour contrast among them), twice a route: light in
        // Chinese and dark in English, once the page has read all it reads (the shop's products
        // come after its list)
        if ((mode === 'light') === (lang === 'zh-cn')) {
          await quiet();
          const violations = await axeViolations(page);
          if (violations.length) inaccessible[`${route} (${mode}, ${lang})`] = violations;
        }
      }
    }
  }
  expect(inaccessible).toEqual({});

  // the tab bar: four tabs of at least 44 × 44 px, each opening its page and marked current
  await expect(phone.tabBar()).toBeVisible();
  for (const key of ['home', 'shop', 'orders', 'me'] as const) {
    const box = await phone.tab(key).boundingBox();
    expect(box?.height, key).toBeGreaterThanOrEqual(44);
    expect(box?.width, key).toBeGreaterThanOrEqual(44);
  }
  expect(shopLists.length).toBeGreaterThan(0);
  for (const url of shopLists) expect(new URL(url).searchParams.get('lng') + ',' + new URL(url).searchParams.get('lat')).toBe('121.4737,31.2304');
  await phone.tab('shop').tap();
  await expect(page).toHaveURL(/\/user\/order\/shop$/);
  await expect(phone.tab('shop')).toHaveAttribute('aria-current', 'page');
  await phone.tab('orders').tap();
  await expect(page).toHaveURL(/\/user\/order\/index$/);
  await expect(phone.tab('orders')).toHaveAttribute('aria-current', 'page');
  await expect(phone.tab('shop')).not.toHaveAttribute('aria-current', 'page');
  await phone.tab('home').tap();
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  // "me": the member menu over the page, and its entries open the rest
  await phone.tab('me').tap();
  await expect(phone.tab('me')).toHaveAttribute('aria-expanded', 'true');
  await expect(phone.memberMenu()).toBeVisible();
  const agentFolder = phone.memberMenu().locator('.ant-menu-submenu-title').filter({ hasText: /^Agent centre$/ });
  if ((await agentFolder.getAttribute('aria-expanded')) !== 'true') await agentFolder.tap();
  await phone.memberMenu().getByRole('menuitem', { name: /^My commissions$/ }).tap();
  await expect(page).toHaveURL(/\/user\/agent\/commissions$/);
  await expect(phone.memberMenu()).toBeHidden();
  await expect(phone.tab('me')).toHaveClass(/is-active/);

  // a desktop window: the side menu beside the page, no tab bar
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(phone.tabBar()).toHaveCount(0);
  await expect(phone.memberMenu()).toBeVisible();
});

test.describe('orders on a phone', () => {
  // a browser in another zone than the site's (Asia/Shanghai): the card's time is the site's
  test.use({ timezoneId: 'America/New_York' });

  test('an order is a card; its drawer and dialog are full width with 44 px targets; pulling the list down reads it again', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await adminToken(request));
    const shopName = unique('店');
    const productName = unique('咖啡');
    const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('S'), address: '人民路 1 号' }, [{ name: productName, price: '20' }], 10);
    const username = unique('pc');
    const userId = (await createMember({ username, password: 'member-pass-1' }))!;
    await api.topUp(userId, '100');
    await placePaidOrder({ user_id: userId, shop_id: shopId, product_id: productId, quantity: 2 });

    await loginMember(page, username, 'member-pass-1');
    await chooseLanguage(page, 'en');
    const listed = page.waitForResponse((r) => r.url().includes('/api/order/index'));
    await page.goto('/user/order/index');
    const rows = ((await (await listed).json()) as { data: { list: { order_no: string; create_time: number }[] } }).data.list;
    const phone = new MemberPhone(page);
    await expect(phone.orderCards()).toHaveCount(1);
    await expect(page.getByTestId('my-orders').locator('table')).toHaveCount(0);
    const card = phone.orderCards().first();
    await expect(card.getByTestId('order-card-time')).toHaveText(siteTime(rows[0].create_time));
    await expect(card).toContainText(shopName);
    await expect(card).toContainText(`${productName} × 2`);
    await expect(card).toContainText('¥40.00');
    await expect(card).toContainText('Paid');
    expect(await phone.scrollWidth()).toBeLessThanOrEqual(360);

    // pulled down from the top of the page, the list is asked again (the refresh button stays)
    await expect(page.getByTestId('my-orders').getByTestId('refresh')).toBeVisible();
    // (a pull that misses fails here, not at the test's timeout)
    const again = page.waitForRequest((r) => r.url().includes('/api/order/index'), { timeout: 10_000 });
    await phone.pullDown(180, 240);
    await again;

    // a tap on the card (not its number) opens the drawer: the whole width, every button and the close at least 44 × 44
    await card.getByText(shopName).tap();
    await expect(phone.drawer().getByTestId('order-detail')).toBeVisible();
    expect((await phone.drawer().boundingBox())?.width).toBe(360);
    expect(await phone.smallTargets(phone.drawer())).toEqual([]);
    // its after-sale dialog: a bottom sheet of the whole width, 44 px targets
    await phone.drawer().getByRole('button', { name: 'Apply for after-sale' }).tap();
    await expect(phone.dialog()).toBeVisible();
    const sheet = (await phone.dialog().boundingBox())!;
    expect(sheet.width).toBe(360);
    expect(Math.round(sheet.y + sheet.height)).toBe(740);
    expect(await phone.smallTargets(phone.dialog())).toEqual([]);
  });

  // what the member reads, in each language the order is placed in (the names made for it too;
  // the product's long enough that its cart line must be cut to fit the phone, and in English one
  // word that its card must break)
  const read = {
    en: { shop: 'Shop', product: 'AmericanoExtraLargeWithOatMilkAndVanillaSyrup', address: '1 Renmin Road', stock: (left: number, sold: number) => `Stock ${left} · Sold ${sold}`, paid: 'Payment succeeded', soldOut: 'Sold out', refused: (p: string) => `Sold out: ${p}`, cancel: 'Cancel order', keep: 'Keep order', status: { paid: 'Paid', unpaid: 'Unpaid', cancelled: 'Cancelled' } },
    'zh-cn': { shop: '店', product: '超大杯燕麦拿铁加香草糖浆和双份浓缩咖啡', address: '人民路 1 号', stock: (left: number, sold: number) => `库存 ${left} · 已售 ${sold}`, paid: '支付成功', soldOut: '已售罄', refused: (p: string) => `已售罄：${p}`, cancel: '取消订单', keep: '暂不取消', status: { paid: '已支付', unpaid: '待支付', cancelled: '已取消' } },
  } as const;
  for (const lang of ['en', 'zh-cn'] as const) {
    const says = read[lang];
    test(`a member orders and pays at 360 px (${lang}); a sale that took the last unit meanwhile is refused "Sold out", and every card shows it without a reload`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
      const api = new AdminApi(request, await adminToken(request));
      const shopName = unique(says.shop);
      const productName = unique(says.product);
      const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('S'), address: says.address }, [{ name: productName, price: '20' }], 2);
      const username = unique('pb');
      await api.topUp((await createMember({ username, password: 'member-pass-1' }))!, '100');
      // another member, who buys the last unit while the first has an unpaid order for it
      const rivalId = (await createMember({ username: unique('pr'), password: 'member-pass-1' }))!;
      await api.topUp(rivalId, '100');

      await loginMember(page, username, 'member-pass-1');
      const phone = new MemberPhone(page);
      await phone.settings('light', lang);
      const shop = new MemberShopPage(page);
      await phone.tab('shop').tap();
      await expect(shop.root()).toBeVisible({ timeout: 15_000 });
      await shop.openShop(shopName);
      const stock = shop.stockLine(productName);
      await expect(stock).toHaveText(says.stock(2, 0));
      expect(await phone.scrollWidth()).toBeLessThanOrEqual(360);

      // the cart's lines are folded behind "Items" at this width; the order is placed and paid in bottom sheets
      await shop.addToCart(productName, 1);
      expect(await phone.scrollWidth()).toBeLessThanOrEqual(360);
      const checkOut = (await shop.checkOutButton().boundingBox())!;
      expect(checkOut.x + checkOut.width).toBeLessThanOrEqual(360);
      const first = await shop.checkout();
      ok(first);
      await expect(shop.placed()).toContainText(first.data.row.order_no);
      expect((await shop.dialog().boundingBox())?.width).toBe(360);
      expect(await phone.smallTargets(shop.dialog())).toEqual([]);
      ok(await shop.payWithBalance());
      await expect(shop.dialog()).toContainText(says.paid);
      await shop.closeDialog();
      await expect(stock).toHaveText(says.stock(1, 1));

      // a second order for the last unit; before it is paid, the rival pays for that unit
      await shop.addToCart(productName, 1);
      const second = await shop.checkout();
      ok(second);
      await placePaidOrder({ user_id: rivalId, shop_id: shopId, product_id: productId, quantity: 1 });
      const refused = await shop.payWithBalance();
      expect(refused).toMatchObject({ code: 0, msg: says.refused(productName) });
      await expect(shop.notice(says.refused(productName))).toBeVisible();
      await shop.closeDialog();
      // the card, read again after the refused payment: nothing left, nothing to add
      await expect(stock).toHaveText(says.stock(0, 2));
      await expect(shop.product(productName).getByRole('button', { name: says.soldOut })).toBeDisabled();
      expect(await phone.scrollWidth()).toBeLessThanOrEqual(360);

      // My orders: the paid one and the refused (still unpaid) one, at the site's times
      const listed = page.waitForResponse((r) => r.url().includes('/api/order/index'));
      await phone.tab('orders').tap();
      const rows = ((await (await listed).json()) as { data: { list: { order_no: string; create_time: number }[] } }).data.list;
      await expect(phone.orderCards()).toHaveCount(2);
      for (const [placed, status] of [[first, says.status.paid], [second, says.status.unpaid]] as const) {
        const card = phone.orderCards().filter({ hasText: placed.data.row.order_no });
        await expect(card).toContainText(status);
        await expect(card).toContainText(`${productName} × 1`);
        await expect(card.getByTestId('order-card-time')).toHaveText(siteTime(rows.find((r) => r.order_no === placed.data.row.order_no)!.create_time));
      }

      // the unpaid one cancelled from its card: the confirmation is a bottom sheet of the whole
      // width with 44 px targets, in the reader's language, and the card says so without a reload
      const unpaid = phone.orderCards().filter({ hasText: second.data.row.order_no });
      await unpaid.getByRole('button', { name: says.cancel }).tap();
      await expect(phone.confirmation()).toBeVisible();
      expect((await phone.confirmation().boundingBox())?.width).toBe(360);
      expect(await phone.smallTargets(phone.confirmation())).toEqual([]);
      const cancelled = page.waitForResponse((r) => r.url().includes('/api/order/cancel'));
      // its buttons say what they do: not "Cancel" for keeping the order and "OK" for cancelling it
      await expect(phone.confirmation().getByRole('button', { name: says.keep })).toBeVisible();
      await phone.confirmation().getByRole('button', { name: says.cancel }).tap();
      ok((await (await cancelled).json()) as { code: number; msg: string });
      await expect(unpaid).toContainText(says.status.cancelled);
      await expect(unpaid.getByRole('button', { name: says.cancel })).toHaveCount(0);
    });
  }
});
