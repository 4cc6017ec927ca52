import { expect, test } from '@playwright/test';
import { AdminApi } from '../support/admin-api.ts';
import { DashboardPage } from '../pages/dashboard.ts';
import { GatewayRefunds } from '../pages/gateway-refunds.ts';
import { LayoutSettings } from '../pages/layout-settings.ts';
import { NavTabs } from '../pages/nav-tabs.ts';
import { axeViolations } from '../support/axe.ts';
import { createMember, placeGatewayPaidOrder } from '../support/oracle.ts';
import { chooseLanguage, loginAdmin, loginMember, unique } from '../support/session.ts';
import { MyOrdersPage } from '../pages/member-orders.ts';
import { MemberPhone } from '../pages/member-phone.ts';
import { makeKeys, startWechatPayLoopback, TEST_MERCHANT, wechatPaySettings } from '../../apps/server/test/wechatpay-loopback.ts';

/** A browser whose time zone is not the site's (Asia/Shanghai). */
test.use({ timezoneId: 'America/New_York' });


const read = {
  'zh-cn': {
    dashboard: '控制台', refunds: '网关退款',
    pending: '待发送', sent: '已受理', failed: '退款失败', toBalance: '已退回余额', lastError: '最近错误', attempts: '发送次数', status: '状态',
    sentNotice: /支付网关已受理该退款/, notSent: /支付网关未受理：.*SYSTEM_ERROR.*稍后会自动重试/, toBalanceNotice: /已退回余额/,
    member: {
      failed: '退款失败', failedHint: '微信支付退款失败，门店将为你处理', toBalance: '已退回余额', toBalanceHint: '微信支付退款失败，已改为退回你的余额',
      refundedLine: '退款 · 商家 · out of stock', toBalanceLine: '退款 · 商家 · 网关退款失败，25.00 元已改为退回余额',
    },
  },
  en: {
    dashboard: 'Dashboard', refunds: 'Gateway refunds',
    pending: 'Waiting to be sent', sent: 'Accepted', failed: 'Failed', toBalance: 'Paid to the balance', lastError: 'Last error', attempts: 'Attempts', status: 'Status',
    sentNotice: /The payment gateway accepted the refund/, notSent: /did not accept it: .*SYSTEM_ERROR.*tried again automatically/, toBalanceNotice: /Refunded to the balance/,
    member: {
      failed: 'Failed', failedHint: 'WeChat Pay could not refund it; the shop will settle it with you',
      toBalance: 'Paid to balance', toBalanceHint: 'WeChat Pay could not refund it; the money was paid to your balance instead',
      refundedLine: 'Refunded · Shop · out of stock', toBalanceLine: 'Refunded · Shop · The gateway refund failed; 25.00 yuan was paid to the balance instead',
    },
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`an operator sends a WeChat Pay refund the gateway refused, then pays the failed refund to the balance; the member follows it on a phone (${lang})`, async ({ page, request, browser }) => {
    const t = read[lang];
    // the member, on a phone in the same time zone, follows the refund in their order's drawer
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const memberPage = await phone.newPage();
    const myOrders = new MyOrdersPage(memberPage);
    const pems = makeKeys();
    const wx = await startWechatPayLoopback(TEST_MERCHANT, pems.merchant.publicKey, pems.platform.privateKey);
    const settings = wechatPaySettings(TEST_MERCHANT, pems, wx.endpoint);
    const api = new AdminApi(request, await loginAdmin(page));
    try {
      const set = await api.post('/admin/routine.Config/edit?group=pay', settings);
      expect(set.code, set.msg).toBe(1);
      // a member's order paid through WeChat Pay, refunded in full by an operator while WeChat Pay is down
      const shopName = unique('Refund shop ');
      const { shopId, productIds: [productId] } = await api.shopSelling({ name: shopName, code: unique('GRF-') }, [{ name: unique('Refund tea '), price: '12.50' }], 5);
      const username = unique('grf');
      const memberId = (await createMember({ username, password: 'Buyer-pass-1' }))!;
      const o = await placeGatewayPaidOrder({ user_id: memberId, shop_id: shopId, product_id: productId, quantity: 2, trade_no: `4200${Date.now()}` });
      wx.refundAnswers.failure = { status: 500, code: 'SYSTEM_ERROR', message: 'system busy' };
      expect((await api.post('/admin/order.Order/refund', { id: o.id, reason: 'out of stock' })).code).toBe(1);

      if (lang === 'en') {
        // English, in dark mode
        await chooseLanguage(page, 'en');
        await new LayoutSettings(page).store('Default', true);
        await page.reload();
        await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });
      }
      const refunds = new GatewayRefunds(page);
      await refunds.open(lang);
      await expect(refunds.row(o.orderNo)).toContainText('25.00');
      await expect(refunds.row(o.orderNo)).toContainText(t.pending);
      if (lang === 'en') {
        await expect(page.locator('html')).toHaveClass(/dark/);
        expect(await axeViolations(page)).toEqual([]);
      }

      // sent now while WeChat Pay refuses: still pending, the gateway's words shown on the row without a reload
      const refused = await refunds.send(o.orderNo);
      expect(refused.data).toMatchObject({ status: 'pending', last_error: expect.stringContaining('SYSTEM_ERROR') });
      await expect(refunds.notice(t.notSent)).toBeVisible();
      await expect.poll(() => refunds.table.cell(o.orderNo, t.lastError)).toContain('SYSTEM_ERROR');
      expect(Number(await refunds.table.cell(o.orderNo, t.attempts))).toBe(refused.data.attempts);
      expect(wx.refunds.size).toBe(0);

      // WeChat Pay is back: sent now, accepted once; the row says so and offers no send any more
      delete wx.refundAnswers.failure;
      const accepted = await refunds.send(o.orderNo);
      expect(accepted.data.status).toBe('sent');
      await expect(refunds.notice(t.sentNotice)).toBeVisible();
      await expect.poll(() => refunds.table.cell(o.orderNo, t.status)).toBe(t.sent);
      await expect(refunds.sendButton(o.orderNo)).toHaveCount(0);
      expect(wx.refunds.get(`R${o.orderNo}`)).toMatchObject({ amount: { refund: 2500, total: 2500 }, sends: 1 });

      // WeChat Pay reports the refund failed (the member's card could not take it): listed as failed after a refresh,
      // and the operator pays it to the member's balance instead
      const n = wx.refundNotify(`R${o.orderNo}`, 'ABNORMAL');
      expect((await request.post('/api/pay/wechat/notify', { headers: { ...n.headers, 'content-type': 'application/json' }, data: n.body })).status()).toBe(204);
      await refunds.refresh();
      await expect.poll(() => refunds.table.cell(o.orderNo, t.status)).toBe(t.failed);
      // the dashboard's to-do counts it (read again with its refresh: the notify came from WeChat Pay, not from this page)
      const tabs = new NavTabs(page);
      const dashboard = new DashboardPage(page);
      await tabs.switchTo(t.dashboard);
      await dashboard.refresh();
      await expect(dashboard.value('todo-refunds')).toHaveText('1');
      // the member sees it failed and that the shop will settle it
      await loginMember(memberPage, username, 'Buyer-pass-1');
      await chooseLanguage(memberPage, lang);
      await myOrders.goto(o.id);
      await expect(myOrders.gatewayRefundStatus()).toHaveText(t.member.failed);
      await expect(myOrders.gatewayRefunds()).toContainText('¥25.00');
      await expect(myOrders.gatewayRefunds()).toContainText(t.member.failedHint);
      // the timeline gives the operator's reason
      await expect(myOrders.timeline()).toContainText(t.member.refundedLine);
      expect(await new MemberPhone(memberPage).scrollWidth()).toBeLessThanOrEqual(360);
      await tabs.switchTo(t.refunds);
      const paid = await refunds.toBalance(o.orderNo);
      expect(paid.data.status).toBe('to_balance');
      await expect(refunds.notice(t.toBalanceNotice)).toBeVisible();
      await expect.poll(() => refunds.table.cell(o.orderNo, t.status)).toBe(t.toBalance);
      await expect(refunds.toBalanceButton(o.orderNo)).toHaveCount(0);
      const member = await api.get<{ row: { money: string } }>('/admin/user.User/edit', { id: memberId });
      expect(member.data.row.money).toBe('25.00');
      // back on the dashboard's tab, the to-do is gone without a reload
      await tabs.switchTo(t.dashboard);
      await expect(dashboard.value('todo-refunds')).toHaveText('0');
      // the member opens the order again: paid to the balance
      await myOrders.closeDetail();
      // (a tap on the order's card, not its number, opens its drawer: read afresh, no reload)
      await new MemberPhone(memberPage).orderCards().filter({ hasText: o.orderNo }).getByText(shopName).tap();
      await expect(myOrders.gatewayRefundStatus()).toHaveText(t.member.toBalance);
      await expect(myOrders.gatewayRefunds()).toContainText(t.member.toBalanceHint);
      await expect(myOrders.timeline()).toContainText(t.member.toBalanceLine);
    } finally {
      await phone.close();
      await api.post('/admin/routine.Config/edit?group=pay', Object.fromEntries(Object.keys(settings).map((n) => [n, ''])));
      await wx.close();
    }
  });
}
