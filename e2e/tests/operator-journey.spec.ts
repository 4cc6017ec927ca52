import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AdminListPage } from '../pages/admin-admins.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AgentCommissionPages, CommissionAdminPage } from '../pages/agent-commission.ts';
import { CommerceAdmin } from '../pages/commerce-admin.ts';
import { DashboardPage } from '../pages/dashboard.ts';
import { GroupPage } from '../pages/group-form.ts';
import { MemberAccountPages } from '../pages/member-account.ts';
import { LedgerPage, MemberMenu } from '../pages/member-admin.ts';
import { AgentAdminPage, MemberAgentPage, RelationAdminPage } from '../pages/member-agent.ts';
import { MemberLoginPage } from '../pages/member-login.ts';
import { MemberShell } from '../pages/member-shell.ts';
import { codeOf, MemberShopPage, MyOrdersPage } from '../pages/member-orders.ts';
import { OrderAdmin } from '../pages/order-admin.ts';
import { MemberWithdrawPage, WithdrawAdminPage } from '../pages/withdraw.ts';
import { AdminApi, adminTokenOf } from '../support/admin-api.ts';
import { axeViolations } from '../support/axe.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { SITE_ZONE } from '../support/site-time.ts';

/**
 * A franchise operator's whole business through the screens, in order, one browser per person:
 * the operator (super admin), the shop's own admin, member A (an agent) and member B (A's
 * invitee, in English). The browsers sit in New York; the site's time zone is Asia/Shanghai
 * (the config centre's), so every time a person reads must be Shanghai's.
 *
 * The money: an HQ product at 100.00, a 10% shop promotion that earns commission (90.00 paid a
 * piece), A's level pays 10% on level 1. B is topped up 300.00 and buys two orders: #1 two pieces
 * (180.00, 18.00 for A) redeemed by the shop's admin, settled, withdrawn by A to a bank card and
 * paid by the operator, then refunded (A owes 18.00); #2 one piece (90.00, 9.00 for A) redeemed
 * by the super admin and refunded through an after-sale before settlement.
 */

const BROWSER_ZONE = 'America/New_York';
const PASSWORD = 'member-pass-1';
const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);

/** Now as the site writes times ('YYYY-MM-DD HH:mm:ss' in its zone), shifted by some seconds. */
const siteTime = (shiftSeconds = 0) => new Date(Date.now() + shiftSeconds * 1000).toLocaleString('sv-SE', { timeZone: SITE_ZONE, hour12: false });
/** Seconds between a site time read on screen and now. */
const secondsFromNow = (shown: string) => {
  const [date, clock] = shown.split(' ');
  const asUtc = Date.parse(`${date}T${clock}Z`);
  const nowAsUtc = Date.parse(`${siteTime().replace(' ', 'T')}Z`);
  return Math.abs(nowAsUtc - asUtc) / 1000;
};

// each step a part of the business; the setup, with the most forms, has more time
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ timezoneId: BROWSER_ZONE });

test.describe("a franchise operator's business", () => {
  const tag = unique('');
  const names = {
    shop: `旗舰店${tag}`,
    category: `饮品${tag}`,
    product: `精品咖啡${tag}`,
    promotion: `开业九折${tag}`,
    gold: `金牌${tag}`,
    silver: `银牌${tag}`,
    group: `店长组${tag}`,
    shopAdmin: `mgr${tag}`,
    memberA: `ja${tag}`,
    memberB: `jb${tag}`,
  };
  const people: { operator?: Page; shopAdmin?: Page; memberA?: Page; memberB?: Page } = {};
  const contexts: BrowserContext[] = [];
  const state = { inviteLink: '', order1: { id: 0, no: '' }, order2: { id: 0, no: '' }, withdrawNo: '' };
  let globalRatesBefore: Record<string, unknown> | undefined;

  const open = async (browser: Browser) => {
    const context = await browser.newContext({ timezoneId: BROWSER_ZONE });
    contexts.push(context);
    return context.newPage();
  };
  const the = (who: keyof typeof people): Page => {
    const page = people[who];
    if (!page) throw new Error(`${who} has no browser yet`);
    return page;
  };

  test.afterAll(async () => {
    // Cleanup, not part of the journey: the global rates back as they were, for the specs after this one.
    if (globalRatesBefore && people.operator) {
      const api = new AdminApi(people.operator.request, await adminTokenOf(people.operator));
      ok(await api.post('/admin/hq.Commission/saveRates', globalRatesBefore));
    }
    for (const context of contexts) await context.close();
  });

  test('the operator sets up: a shop with its own admin, a category and product, the shop product, a promotion, the commission policy and two agent levels', async ({ browser }) => {
    test.setTimeout(300_000);
    const page = (people.operator = await open(browser));
    await loginAdmin(page);
    const shell = new AdminShell(page);

    // an admin group that sees its own shops only, and the shop's admin in it
    await shell.openMenu('权限管理', '角色组管理');
    await new GroupPage(page).addGroup(names.group, ['控制台', '订单管理'], '所属门店');
    await expect(new GroupPage(page).table.row(names.group)).toContainText('所属门店');
    const admins = new AdminListPage(page);
    await admins.open();
    ok(await admins.add({ username: names.shopAdmin, nickname: '王店长', password: 'Manager-pass-1', group: names.group }));
    await admins.table.search(names.shopAdmin);
    await expect(admins.table.row(names.shopAdmin)).toContainText(names.group);

    // the shop, bound to that admin
    const commerce = new CommerceAdmin(page);
    await commerce.openShops();
    ok(await commerce.addShop({ name: names.shop, code: `J${tag}`, contact: '王店长', longitude: '121.4737', latitude: '31.2304', admins: [names.shopAdmin] }));
    await commerce.table.search(names.shop);
    await expect(commerce.table.row(names.shop)).toContainText('营业中');

    // the catalogue: a category, a product in it at 100.00, ten of it at the shop
    await commerce.openCategories();
    ok(await commerce.addCategory(names.category));
    await commerce.table.search(names.category);
    await expect(commerce.table.row(names.category)).toBeVisible();
    await commerce.openHqProducts();
    ok(await commerce.addProduct({ name: names.product, price: '100', stock: '100', category: names.category }));
    await commerce.table.search(names.product);
    await expect(commerce.table.row(names.product)).toContainText('100.00');
    await expect(commerce.table.row(names.product)).toContainText(names.category);
    await commerce.openShopProducts();
    expect(await commerce.batchAdd(names.shop, [names.product], '10')).toMatchObject({ code: 1, data: { added: 1, skipped: 0 } });
    await commerce.table.search(names.product);
    await expect(commerce.table.row(names.product)).toContainText(names.shop);

    // 10% off at the shop from yesterday to next week (site time), earning commission
    await commerce.openShopActivities();
    ok(await commerce.addPromotion({ shop: names.shop, title: names.promotion, discountRate: '90', start: siteTime(-86_400).slice(0, 10) + ' 00:00:00', end: siteTime(7 * 86_400).slice(0, 10) + ' 23:59:59', earnsCommission: true }));
    await commerce.table.search(names.promotion);
    await expect(commerce.table.row(names.promotion)).toContainText('已发布');

    // the commission policy: global rates on the amount paid, and two levels above the entry one
    const policy = new RelationAdminPage(page);
    await policy.openPolicy();
    const rates = await policy.saveGlobalRates('3', '1', '实付金额');
    ok(rates);
    globalRatesBefore = rates.before;
    const grade = 60 + Math.floor(Math.random() * 19) * 2;
    ok(await policy.addLevel({ name: names.silver, grade: String(grade), level1: '8', level2: '4', invites: '9999' }));
    ok(await policy.addLevel({ name: names.gold, grade: String(grade + 1), level1: '10', level2: '5', invites: '9999' }));
    await policy.table.search(tag);
    await expect(policy.table.row(names.gold)).toContainText('10%');
    await expect(policy.table.row(names.silver)).toContainText('8%');
  });

  test('member A registers, applies and is approved as an agent; member B registers through A\'s invite link', async ({ browser }) => {
    const a = (people.memberA = await open(browser));
    const loginA = new MemberLoginPage(a);
    await loginA.gotoRegister();
    await loginA.registerWith(names.memberA, PASSWORD);
    await expect(a).toHaveURL(/\/user\/account\/overview/);
    const centreA = new MemberAgentPage(a);
    await centreA.goto();
    await centreA.applyWith('李代理', '13800138001');

    // the operator approves A and puts them on the gold level
    const operator = the('operator');
    const agents = new AgentAdminPage(operator);
    await agents.open();
    ok(await agents.approve(names.memberA));
    await expect(agents.table.row(names.memberA)).toContainText('已通过');
    ok(await agents.setLevel(names.memberA, names.gold));
    await expect(agents.table.row(names.memberA)).toContainText(names.gold);

    await centreA.goto();
    await expect(centreA.statusTag()).toHaveText('已通过');
    const code = (await centreA.inviteCode().textContent())!.trim();
    state.inviteLink = (await centreA.inviteLink().textContent())!.trim();
    expect(state.inviteLink).toMatch(new RegExp(`/user/login\\?type=register&invite=${code}$`));

    // B opens A's link: the registration form carries A's code; B then reads the site in English
    const b = (people.memberB = await open(browser));
    const loginB = new MemberLoginPage(b);
    await b.goto(state.inviteLink);
    await expect(loginB.registerInvite()).toHaveValue(code);
    await loginB.registerWith(names.memberB, PASSWORD);
    await expect(b).toHaveURL(/\/user\/account\/overview/);
    await b.getByTestId('language-switch').first().click();
    const accountB = new MemberAccountPages(b);
    await expect(accountB.menu().getByRole('menuitem', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
    const centreB = new MemberAgentPage(b);
    await centreB.goto();
    await expect(centreB.inviter()).toContainText(names.memberA);

    // A's team lists B; the operator's relations show B under A
    await centreA.tab('我的团队').click();
    await expect(centreA.team()).toContainText(names.memberB);
    const relations = new RelationAdminPage(operator);
    await relations.open();
    await relations.table.search(names.memberB);
    await expect(relations.table.row(names.memberB)).toContainText(names.memberA);
  });

  test('the operator tops B up; B sees the new balance without reloading', async () => {
    const b = the('memberB');
    const accountB = new MemberAccountPages(b);
    await accountB.openBalance();
    await expect(accountB.currentBalance()).toHaveText('Current balance: 0.00');

    const operator = the('operator');
    await new MemberMenu(operator).open('会员余额管理');
    const ledger = new LedgerPage(operator, 'money');
    await ledger.openAdd();
    await ledger.chooseUser(names.memberB);
    await expect(ledger.currentBalance()).toContainText('0.00');
    await ledger.fill('300', '开业充值');
    await expect(ledger.preview()).toHaveText(/0\.00\s*300\.00/);
    ok(await ledger.save());
    await ledger.table.search(names.memberB);
    expect(await ledger.cells(ledger.table.rows().first())).toMatchObject({ 用户名: names.memberB, 变更余额: '+300.00', 变更后: '300.00', 备注: '开业充值' });

    // B comes back to the window already open: no reload
    await new MemberShell(b).regainFocus();
    await accountB.gotoOverview();
    await expect(accountB.overviewMoney()).toHaveText('300.00');
    await accountB.openBalance();
    await expect(accountB.currentBalance()).toHaveText('Current balance: 300.00');
    await expect(accountB.balanceRow('开业充值')).toContainText('+300.00');
  });

  test('B orders twice under the promotion and pays with the balance', async () => {
    const b = the('memberB');
    const shop = new MemberShopPage(b);
    const orders = new MyOrdersPage(b);
    await shop.goto();
    await expect(shop.root().locator('h1')).toHaveText('Shops');
    await shop.openShop(names.shop);
    await expect(shop.activityPrice(names.product)).toHaveText('¥90.00');

    const buy = async (quantity: number, total: string) => {
      await shop.addToCart(names.product, quantity);
      // the confirmation shows the promotion's total before the order exists
      await shop.openCheckout();
      await expect(shop.checkoutTotal()).toContainText(total);
      const created = await shop.checkout();
      ok(created);
      ok(await shop.payWithBalance());
      await expect(shop.dialog()).toContainText('Payment succeeded');
      return created.data.row;
    };
    const first = await buy(2, '180.00');
    expect(first).toMatchObject({ goods_amount: '200.00', discount_amount: '20.00', pay_amount: '180.00' });
    await shop.dialog().locator('.ant-modal-close').click();
    const second = await buy(1, '90.00');
    expect(second).toMatchObject({ goods_amount: '100.00', discount_amount: '10.00', pay_amount: '90.00' });
    await shop.viewOrder();
    await expect(orders.status()).toHaveText('Paid');

    state.order1 = { id: first.id, no: first.order_no };
    state.order2 = { id: second.id, no: second.order_no };
    await orders.goto();
    await expect(orders.rows()).toHaveCount(2);
    await expect(orders.row(first.order_no)).toContainText('180.00');
    await expect(orders.row(second.order_no)).toContainText('90.00');
    const account = new MemberAccountPages(b);
    await account.openBalance();
    await expect(account.currentBalance()).toHaveText('Current balance: 30.00');
    await expect(account.balanceRow(`Payment of order ${state.order1.no}`)).toContainText('-180.00');

    // A sees both commissions pending: 10% of what was paid
    const commissionsA = new AgentCommissionPages(the('memberA'));
    await commissionsA.gotoCommissions();
    await expect(commissionsA.commissionRow(state.order1.no)).toContainText('18.00');
    await expect(commissionsA.commissionRow(state.order1.no)).toContainText('待结算');
    await expect(commissionsA.commissionRow(state.order2.no)).toContainText('9.00');
    await expect(commissionsA.commissionTotals()).toContainText('27.00');
  });

  test("the shop's admin redeems order #1's pickup code; the list and the detail show the same site time", async ({ browser }) => {
    const b = the('memberB');
    const orders = new MyOrdersPage(b);
    await orders.goto(state.order1.id);
    const code = await codeOf(orders.pickupCode());

    const manager = (people.shopAdmin = await open(browser));
    await loginAdmin(manager, names.shopAdmin, 'Manager-pass-1');
    const admin = new OrderAdmin(manager);
    await admin.openOrders();
    // only their shop's orders: B's two
    await expect(admin.table.rows()).toHaveCount(2);
    const listed = await admin.table.cell(state.order1.no, '下单时间');
    expect(secondsFromNow(listed), `${listed} is the site's time (${SITE_ZONE})`).toBeLessThan(600);

    const redeemed = await admin.redeem(code);
    ok(redeemed);
    expect(redeemed.data.id).toBe(state.order1.id);
    const detail = /订单详情/;
    await expect(admin.detailField(detail, '订单号')).toHaveText(state.order1.no);
    await expect(admin.detailField(detail, '下单时间')).toHaveText(listed);
    ok(await admin.confirmAction('order.Order', 'complete', '完成'));
    await expect(admin.detailField(detail, '状态')).toHaveText('已完成');
    // the timeline in words, not codes
    await expect(admin.timeline(detail)).toContainText('已支付');
    await expect(admin.timeline(detail)).not.toContainText(/\b(unpaid|paid|completed)\b/);
    expect(await axeViolations(manager), 'the order detail').toEqual([]);
    await admin.closeDetail();

    await orders.goto(state.order1.id);
    await expect(orders.status()).toHaveText('Completed');
  });

  test("the super admin, bound to no shop, redeems order #2's pickup code", async () => {
    const orders = new MyOrdersPage(the('memberB'));
    await orders.goto(state.order2.id);
    const code = await codeOf(orders.pickupCode());

    const admin = new OrderAdmin(the('operator'));
    await admin.openOrders();
    const redeemed = await admin.redeem(code);
    ok(redeemed);
    expect(redeemed.data.id).toBe(state.order2.id);
    await expect(admin.detailField(/订单详情/, '订单号')).toHaveText(state.order2.no);
    ok(await admin.confirmAction('order.Order', 'complete', '完成'));
    await expect(admin.detailField(/订单详情/, '状态')).toHaveText('已完成');
    await admin.closeDetail();
  });

  test("the operator settles A's commission of order #1; A withdraws it to a bank card; the operator approves and pays it", async () => {
    const operator = the('operator');
    const commissions = new CommissionAdminPage(operator);
    await commissions.goto();
    await commissions.search(state.order2.no);
    await expect(commissions.row(state.order2.no)).toContainText('待结算');
    await commissions.search(state.order1.no);
    await expect(commissions.row(state.order1.no)).toContainText('待结算');
    expect(await commissions.settleRow(state.order1.no)).toMatchObject({ code: 1, data: { count: 1, amount: '18.00' } });
    await expect(commissions.row(state.order1.no)).toContainText('已结算');

    // A's wallet holds 18.00; A asks for it on a bank card
    const a = the('memberA');
    const wallet = new AgentCommissionPages(a);
    await wallet.gotoWallet();
    await expect(wallet.walletFigure(/可用佣金/)).toHaveText('¥18.00');
    await expect(wallet.walletRows().first()).toContainText('+18.00');
    const withdraw = new MemberWithdrawPage(a);
    await withdraw.open();
    await expect(withdraw.withdrawable()).toHaveText('¥18.00');
    await withdraw.fill({ channel: /银行卡/, amount: '18.00', accountName: '李代理', cardNo: '6222020200112233446', bankName: '工商银行' });
    const asked = await withdraw.submit();
    expect(asked).toMatchObject({ code: 1, data: { row: { channel: 'bank', status: 'pending', amount: '18.00' } } });
    state.withdrawNo = asked.data.row.withdraw_no;
    await expect(withdraw.status(state.withdrawNo)).toHaveText('待审核');
    await expect(withdraw.beingWithdrawn()).toHaveText('¥18.00');
    await expect(withdraw.withdrawable()).toHaveText('¥0.00');

    // the operator approves and pays it with the transfer's voucher
    const payouts = new WithdrawAdminPage(operator);
    await payouts.open();
    await payouts.find(state.withdrawNo);
    await expect(payouts.row(state.withdrawNo)).toContainText(names.memberA);
    ok(await payouts.approve(state.withdrawNo));
    await expect(payouts.row(state.withdrawNo)).toContainText('已通过');
    await payouts.openPay(state.withdrawNo);
    const voucher = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: Math.floor(Math.random() * 256), b: 90 } } }).png().toBuffer();
    await payouts.uploadVoucher({ name: `${unique('voucher')}.png`, mimeType: 'image/png', buffer: voucher });
    ok(await payouts.confirmPay(`网银转账 ${tag}`));
    await expect(payouts.row(state.withdrawNo)).toContainText('已打款');
    await payouts.openDetail(state.withdrawNo);
    expect(await axeViolations(operator), 'the withdrawal detail').toEqual([]);
    await payouts.table.closeDialog();

    // A leaves the page and comes back to it through the menu
    await wallet.gotoWallet();
    await expect(wallet.walletFigure(/可用佣金/)).toHaveText('¥0.00');
    await expect(wallet.walletRows().first()).toContainText('-18.00');
    await withdraw.open();
    await expect(withdraw.status(state.withdrawNo)).toHaveText('已到账');
    await expect(withdraw.beingWithdrawn()).toHaveText('¥0.00');
  });

  test("the dashboard of the shop's admin adds up what was done so far", async () => {
    const dashboard = new DashboardPage(the('shopAdmin'));
    await dashboard.goto();
    await expect(the('shopAdmin').getByTestId('dashboard-scope')).toContainText('1');
    // the last 30 days: the journey may cross the site's midnight
    await dashboard.choosePeriod('近 30 天');
    await expect(dashboard.value('figure-paid-orders')).toHaveText('2');
    await expect(dashboard.value('figure-sales')).toHaveText('¥270.00');
    await expect(dashboard.value('figure-new-members')).toHaveText('1');
    await expect(dashboard.value('figure-commission-settled')).toHaveText('¥18.00');
    await expect(dashboard.value('figure-commission-pending')).toHaveText('¥9.00');
    await expect(dashboard.value('commission-pending')).toHaveText('¥9.00');
    await expect(dashboard.topProducts().getByRole('row', { name: new RegExp(names.product) })).toContainText('¥270.00');
  });

  test('B asks for an after-sale refund of order #2 and the operator approves it: the money back, its commission cancelled', async () => {
    const b = the('memberB');
    const orders = new MyOrdersPage(b);
    await orders.goto(state.order2.id);
    ok(await orders.applyAfterSale(/Refund only/, 'Changed my mind'));
    await expect(orders.afterSaleStatus()).toHaveText('Pending');

    const admin = new OrderAdmin(the('operator'));
    await admin.openAfterSales();
    // the newest after-sale first
    await admin.openDetail(names.memberB, false);
    await expect(admin.detail(/售后详情/)).toContainText('Changed my mind');
    ok(await admin.confirmAction('order.AfterSale', 'approve', '同意'));
    await expect(admin.detail(/售后详情/).getByText('已退款').first()).toBeVisible();
    expect(await axeViolations(the('operator')), 'the after-sale detail').toEqual([]);
    await admin.closeDetail();

    await orders.goto(state.order2.id);
    await expect(orders.afterSaleStatus()).toHaveText('Refunded');
    await expect(orders.refundAmount()).toHaveText('¥90.00');
    await orders.closeDetail();
    const account = new MemberAccountPages(b);
    await account.openBalance();
    await expect(account.currentBalance()).toHaveText('Current balance: 120.00');

    const commissionsA = new AgentCommissionPages(the('memberA'));
    await commissionsA.gotoCommissions();
    await expect(commissionsA.commissionRow(state.order2.no)).toContainText('已取消');
  });

  test('the operator refunds order #1 after its commission was settled and withdrawn: A owes it back', async () => {
    const operator = the('operator');
    const admin = new OrderAdmin(operator);
    await admin.openOrders();
    await admin.openDetail(state.order1.no);
    await expect(admin.detailField(/订单详情/, '状态')).toHaveText('已完成');
    ok(await admin.refund('门店停业，全额退款'));
    await expect(admin.detailField(/订单详情/, '状态')).toHaveText('已退款');
    await expect(admin.detailField(/订单详情/, '退款金额')).toHaveText('180.00');
    await expect(admin.detailField(/订单详情/, '退款原因')).toHaveText('门店停业，全额退款');
    await admin.closeDetail();

    const commissions = new CommissionAdminPage(operator);
    await commissions.goto();
    await commissions.search(state.order1.no);
    await expect(commissions.row(state.order1.no)).toContainText('已冲回');

    // A's wallet: nothing to take the 18.00 from, so it is owed
    const wallet = new AgentCommissionPages(the('memberA'));
    await wallet.gotoWallet();
    await expect(wallet.walletFigure(/可用佣金/)).toHaveText('¥0.00');
    await expect(wallet.walletFigure(/待抵扣欠款/)).toHaveText('¥18.00');
    await expect(wallet.wallet().locator('.agent-debt')).toContainText('差额记为欠款');
    await expect(wallet.walletRows().first()).toContainText('售后冲回');

    // B, still on the balance log, comes back to the window: the refund shows without a reload
    const b = the('memberB');
    await new MemberShell(b).regainFocus();
    const account = new MemberAccountPages(b);
    await expect(account.currentBalance()).toHaveText('Current balance: 300.00');
    // the server's memo in B's language
    await expect(account.balanceRow(`Refund of order ${state.order1.no}`)).toContainText('+180.00');
  });

  test("the dashboard of the shop's admin matches the business at the end", async () => {
    const dashboard = new DashboardPage(the('shopAdmin'));
    await dashboard.goto();
    await dashboard.choosePeriod('近 30 天');
    await expect(dashboard.value('figure-paid-orders')).toHaveText('2');
    await expect(dashboard.value('figure-sales')).toHaveText('¥0.00');
    await expect(dashboard.hint('figure-sales')).toHaveText('收款 ¥270.00 · 退款 ¥270.00');
    await expect(dashboard.value('figure-commission-settled')).toHaveText('¥18.00');
    await expect(dashboard.value('figure-commission-pending')).toHaveText('¥0.00');
    await expect(dashboard.value('commission-pending')).toHaveText('¥0.00');
    await expect(dashboard.value('todo-after-sales')).toHaveText('0');
    await expect(dashboard.value('todo-orders')).toHaveText('0');
  });
});
