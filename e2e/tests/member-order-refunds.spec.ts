import { expect, test } from '@playwright/test';
import { MyOrdersPage } from '../pages/member-orders.ts';
import { MemberPhone } from '../pages/member-phone.ts';
import { AdminApi } from '../support/admin-api.ts';
import { axeViolations } from '../support/axe.ts';
import { createMember, placePaidTwiceOrder } from '../support/oracle.ts';
import { adminToken, loginMember, unique } from '../support/session.ts';
import { siteTime } from '../support/site-time.ts';

// A member on a phone, in a time zone that is not the site's (Asia/Shanghai).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, timezoneId: 'America/New_York' });

const read = {
  'zh-cn': {
    paid: '已支付', refunding: '退款中', hint: '退款正在发往微信支付',
    line: '退款 · 系统 · 订单已支付后又经微信支付付款一次，该笔款项已原路退回',
  },
  en: {
    paid: 'Paid', refunding: 'Refunding', hint: 'The refund is on its way to WeChat Pay',
    line: 'Refunded · System · Paid again through WeChat Pay after the order was paid; that payment was refunded',
  },
} as const;

for (const [lang, mode] of [['zh-cn', 'light'], ['en', 'dark']] as const) {
  test(`an order paid twice: the member sees it paid, the second payment on its way back to WeChat Pay, and why (${lang}, ${mode})`, async ({ page, request }) => {
    const t = read[lang];
    const api = new AdminApi(request, await adminToken(request));
    const { shopId, productIds: [productId] } = await api.shopSelling({ name: unique('Twice shop '), code: unique('TW-') }, [{ name: unique('Twice tea '), price: '12.50' }], 5);
    const username = unique('tw');
    const userId = (await createMember({ username, password: 'member-pass-1' }))!;
    await api.topUp(userId, '100');
    // paid with the balance while the WeChat payment was open, then collected by WeChat Pay too
    const o = await placePaidTwiceOrder({ user_id: userId, shop_id: shopId, product_id: productId, quantity: 2, trade_no: `4200${Date.now()}` });

    await loginMember(page, username, 'member-pass-1');
    const phone = new MemberPhone(page);
    await phone.settings(mode, lang);
    const myOrders = new MyOrdersPage(page);
    const refunds = page.waitForResponse((r) => r.url().includes('/api/order/refunds'));
    await myOrders.goto(o.id);
    const [refund] = ((await (await refunds).json()) as { data: { list: { amount: string; status: string; create_time: number }[] } }).data.list;
    expect(refund).toMatchObject({ amount: '25.00', status: 'pending' });

    // the order keeps its payment; the second one is listed with where it stands, at the site's time
    await expect(myOrders.status()).toHaveText(t.paid);
    await expect(myOrders.gatewayRefundStatus()).toHaveText(t.refunding);
    await expect(myOrders.gatewayRefunds()).toContainText(`¥25.00 · ${lang === 'en' ? 'WeChat Pay' : '微信支付'} · ${siteTime(refund.create_time)}`);
    await expect(myOrders.gatewayRefunds()).toContainText(t.hint);
    // and the timeline says why, in the reader's language
    await expect(myOrders.timeline()).toContainText(t.line);
    expect(await phone.scrollWidth()).toBeLessThanOrEqual(360);
    // Lighthouse's accessibility rules in dark mode, with the drawer open and on the list behind it
    if (mode === 'dark') {
      expect(await axeViolations(page)).toEqual([]);
      await myOrders.closeDetail();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
