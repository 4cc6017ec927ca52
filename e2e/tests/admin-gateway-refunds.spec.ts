import { expect, test } from '@playwright/test';
import { AdminApi } from '../support/admin-api.ts';
import { GatewayRefunds } from '../pages/gateway-refunds.ts';
import { createMember, placeGatewayPaidOrder } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { makeKeys, startWechatPayLoopback } from '../../apps/server/test/wechatpay-loopback.ts';

/** A browser whose time zone is not the site's (Asia/Shanghai). */
test.use({ timezoneId: 'America/New_York' });

const KEYS = { mchid: '1900000109', appid: 'wx6666666666666666', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000' };
const PAY_SETTINGS = ['wechatpay_appid', 'wechatpay_mchid', 'wechatpay_serial_no', 'wechatpay_key_secret', 'wechatpay_apiv3_secret', 'wechatpay_platform_serial', 'wechatpay_platform_public_key', 'wechatpay_notify_url', 'wechatpay_endpoint'];

const read = {
  'zh-cn': {
    pending: '待发送', sent: '已受理', failed: '退款失败', toBalance: '已退回余额', lastError: '最近错误', attempts: '发送次数', status: '状态',
    sentNotice: /支付网关已受理该退款/, notSent: /支付网关未受理：.*SYSTEM_ERROR.*稍后会自动重试/, toBalanceNotice: /已退回余额/,
  },
  en: {
    pending: 'Waiting to be sent', sent: 'Accepted', failed: 'Failed', toBalance: 'Paid to the balance', lastError: 'Last error', attempts: 'Attempts', status: 'Status',
    sentNotice: /The payment gateway accepted the refund/, notSent: /did not accept it: .*SYSTEM_ERROR.*tried again automatically/, toBalanceNotice: /Refunded to the balance/,
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`an operator sees a WeChat Pay refund the gateway refused and sends it again (${lang})`, async ({ page, request }) => {
    const t = read[lang];
    const pems = makeKeys();
    const wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
    const api = new AdminApi(request, await loginAdmin(page));
    try {
      const set = await api.post('/admin/routine.Config/edit?group=pay', {
        wechatpay_appid: KEYS.appid, wechatpay_mchid: KEYS.mchid, wechatpay_serial_no: KEYS.merchantSerial, wechatpay_key_secret: pems.merchant.privateKey,
        wechatpay_apiv3_secret: KEYS.apiV3Key, wechatpay_platform_serial: KEYS.platformSerial, wechatpay_platform_public_key: pems.platform.publicKey,
        wechatpay_notify_url: 'https://shop.example.com/api/pay/wechat/notify', wechatpay_endpoint: wx.endpoint,
      });
      expect(set.code, set.msg).toBe(1);
      // a member's order paid through WeChat Pay, refunded in full by an operator while WeChat Pay is down
      const { shopId, productIds: [productId] } = await api.shopSelling({ name: unique('Refund shop '), code: unique('GRF-') }, [{ name: unique('Refund tea '), price: '12.50' }], 5);
      const memberId = (await createMember({ username: unique('grf'), password: 'Buyer-pass-1' }))!;
      const o = await placeGatewayPaidOrder({ user_id: memberId, shop_id: shopId, product_id: productId, quantity: 2, trade_no: `4200${Date.now()}` });
      wx.refundAnswers.failure = { status: 500, code: 'SYSTEM_ERROR', message: 'system busy' };
      expect((await api.post('/admin/order.Order/refund', { id: o.id, reason: 'out of stock' })).code).toBe(1);

      if (lang === 'en') {
        await page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('storeConfig_v2') ?? '{"state":{},"version":0}') as { state: { lang?: Record<string, unknown> } };
          stored.state.lang = { ...stored.state.lang, defaultLang: 'en' };
          localStorage.setItem('storeConfig_v2', JSON.stringify(stored));
        });
        await page.reload();
        await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });
      }
      const refunds = new GatewayRefunds(page);
      await refunds.open(lang);
      await expect(refunds.row(o.orderNo)).toContainText('25.00');
      await expect(refunds.row(o.orderNo)).toContainText(t.pending);

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
      const paid = await refunds.toBalance(o.orderNo);
      expect(paid.data.status).toBe('to_balance');
      await expect(refunds.notice(t.toBalanceNotice)).toBeVisible();
      await expect.poll(() => refunds.table.cell(o.orderNo, t.status)).toBe(t.toBalance);
      await expect(refunds.toBalanceButton(o.orderNo)).toHaveCount(0);
      const member = await api.get<{ row: { money: string } }>('/admin/user.User/edit', { id: memberId });
      expect(member.data.row.money).toBe('25.00');
    } finally {
      await api.post('/admin/routine.Config/edit?group=pay', Object.fromEntries(PAY_SETTINGS.map((n) => [n, ''])));
      await wx.close();
    }
  });
}
