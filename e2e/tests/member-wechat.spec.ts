import { expect, test } from '@playwright/test';
import { AdminApi } from '../support/admin-api.ts';
import { MemberWithdrawPage } from '../pages/withdraw.ts';
import { completedAgentOrder, createMember } from '../support/oracle.ts';
import { loginAdmin, loginMember, unique } from '../support/session.ts';
import { startWechatOauthLoopback } from '../../apps/server/test/wechat-oauth-loopback.ts';

/** WeChat's browser on a phone (its user agent carries `MicroMessenger`). */
test.use({
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN',
  viewport: { width: 375, height: 740 },
});

const OA = { appid: 'wx7777777777777777', secret: 'e2e-oa-secret-0123456789abcdefgh' };
const SETTINGS = ['wechat_oa_appid', 'wechat_oa_secret', 'wechat_api_endpoint', 'wechat_authorize_url'];

test("in WeChat's browser the member centre gets the member's openid once (snsapi_base), against a loopback WeChat", async ({ page, browser, request }) => {
  const wechat = await startWechatOauthLoopback({ oa: OA, mini: { appid: 'wx0', secret: 'x' } });
  const adminPage = await (await browser.newContext()).newPage();
  const api = new AdminApi(request, await loginAdmin(adminPage));
  try {
    const set = await api.post('/admin/routine.Config/edit?group=pay', { wechat_oa_appid: OA.appid, wechat_oa_secret: OA.secret, wechat_api_endpoint: wechat.api, wechat_authorize_url: wechat.authorize });
    expect(set.code, set.msg).toBe(1);
    const name = unique('wx');
    await createMember({ username: name, password: 'member-pass-1' });
    wechat.browse(`oE2E_${name}`);

    // signing in lands on the overview; the layout goes to WeChat's authorize page and comes back with the code, which it posts
    const exchanged = page.waitForResponse((r) => r.url().endsWith('/api/wechat/oauth'));
    await loginMember(page, name, 'member-pass-1');
    const body = (await (await exchanged).json()) as { code: number; msg: string; data: { appid: string; bound: boolean } };
    expect(body, body.msg).toMatchObject({ code: 1, data: { appid: OA.appid, bound: true } });
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    expect(wechat.calls.filter((c) => c.path === '/sns/oauth2/access_token')).toHaveLength(1);

    // stored: the next visit asks WeChat nothing
    // the wait starts once the new document has replaced the old one: a status answer of the old page,
    // still arriving, would have its body gone with it
    await page.reload({ waitUntil: 'commit' });
    const status = await page.waitForResponse((r) => r.url().endsWith('/api/wechat/status'));
    expect(((await status.json()) as { data: { bound: boolean } }).data.bound).toBe(true);
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    expect(wechat.calls).toHaveLength(1);
  } finally {
    await api.post('/admin/routine.Config/edit?group=pay', Object.fromEntries(SETTINGS.map((n) => [n, ''])));
    await wechat.close();
  }
});

test('the withdraw page says a WeChat withdrawal needs authorization first, and authorizes from its button', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const wechat = await startWechatOauthLoopback({ oa: OA, mini: { appid: 'wx0', secret: 'x' } });
  const adminPage = await (await browser.newContext()).newPage();
  const api = new AdminApi(request, await loginAdmin(adminPage));
  const config = await api.get<{ list: Record<string, { list: { name: string; value: unknown }[] }> }>('/admin/routine.Config/index');
  const before = Object.fromEntries(config.data.list.withdraw.list.filter((i) => i.name === 'withdraw_channels').map((i) => [i.name, i.value]));
  const payBefore = config.data.list.pay.list.find((i) => i.name === 'wechatpay_appid')?.value ?? '';
  try {
    // the official account is WeChat Pay's AppID too (JSAPI), and agents may withdraw to WeChat
    expect((await api.post('/admin/routine.Config/edit?group=pay', { wechat_oa_appid: OA.appid, wechat_oa_secret: OA.secret, wechat_api_endpoint: wechat.api, wechat_authorize_url: wechat.authorize, wechatpay_appid: OA.appid })).code).toBe(1);
    expect((await api.post('/admin/routine.Config/edit?group=withdraw', { withdraw_channels: ['balance', 'wechat'] })).code).toBe(1);
    const name = unique('wxw');
    await createMember({ username: name, password: 'member-pass-1' });
    await completedAgentOrder(name, 1000);
    wechat.browse(`oE2E_${name}`);
    // this browser session already tried once (so the layout does not go to WeChat by itself): only the button asks
    await page.addInitScript(() => sessionStorage.setItem('wechatAuthorizeTried', '1'));
    await loginMember(page, name, 'member-pass-1');
    const withdraw = new MemberWithdrawPage(page);
    await withdraw.goto();
    await withdraw.chooseChannel(/^(微信|WeChat)$/);
    await expect(withdraw.wechatNeeded()).toContainText(/微信提现需先完成微信授权|WeChat withdrawals need WeChat authorization first/);
    expect(wechat.calls).toHaveLength(0);

    const exchanged = page.waitForResponse((r) => r.url().endsWith('/api/wechat/oauth'));
    await withdraw.authorizeWechat().click();
    expect(((await (await exchanged).json()) as { code: number }).code).toBe(1);
    await expect(page).toHaveURL(/\/user\/agent\/withdraw$/);
    await withdraw.chooseChannel(/^(微信|WeChat)$/);
    await expect(withdraw.wechatNeeded()).toHaveCount(0);
  } finally {
    await api.post('/admin/routine.Config/edit?group=pay', { ...Object.fromEntries(SETTINGS.map((n) => [n, ''])), wechatpay_appid: payBefore });
    await api.post('/admin/routine.Config/edit?group=withdraw', before);
    await wechat.close();
  }
});
