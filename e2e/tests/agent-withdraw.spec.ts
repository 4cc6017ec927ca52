import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CommissionAdminPage } from '../pages/agent-commission.ts';
import { MemberAccountPages } from '../pages/member-account.ts';
import { MemberWithdrawPage, WithdrawAdminPage } from '../pages/withdraw.ts';
import { AdminApi } from '../support/admin-api.ts';
import { completedAgentOrder, createMember } from '../support/oracle.ts';
import { loginAdmin, loginMember, unique } from '../support/session.ts';
import { endingWith } from '../support/text.ts';

type ConfigIndex = { list: Record<string, { list: { name: string; value: unknown }[] }> };

/** The config centre's `withdraw` group for this test: balance and bank, at least 1.00, a 1% fee (never on the balance). */
const RULES: Record<string, unknown> = {
  withdraw_channels: ['balance', 'bank'], withdraw_min: '1.00', withdraw_max: '0.00', withdraw_fee_rate: '100', withdraw_daily_count: '0', withdraw_daily_amount: '0.00',
};

async function withdrawSettings(api: AdminApi): Promise<Record<string, unknown>> {
  const body = await api.get<ConfigIndex>('/admin/routine.Config/index');
  expect(body.code, body.msg).toBe(1);
  return Object.fromEntries(body.data.list.withdraw.list.filter((i) => i.name in RULES).map((i) => [i.name, i.value]));
}

test('an agent withdraws a settled commission to the balance (paid at once) and to a bank card, which the operator approves and pays with a voucher', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const agentName = unique('wd');
  await createMember({ username: agentName, password: 'member-pass-1' });
  // A downline of the agent pays 200.00 and the order completes: 10% (20.00) for the agent.
  const { orderNo } = await completedAgentOrder(agentName, 20000);

  // The operator, in a browser of their own, sets the rules and settles the commission now.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const api = new AdminApi(request, await loginAdmin(adminPage));
  const before = await withdrawSettings(api);
  try {
    const set = await api.post('/admin/routine.Config/edit?group=withdraw', RULES);
    expect(set.code, set.msg).toBe(1);
    const commissions = new CommissionAdminPage(adminPage);
    await commissions.goto();
    expect(await commissions.settleRow(orderNo)).toMatchObject({ code: 1, data: { count: 1, amount: '20.00' } });

    // The agent opens the withdraw page from the agent centre's menu: 20.00 to withdraw.
    await loginMember(page, agentName, 'member-pass-1');
    const withdraw = new MemberWithdrawPage(page);
    await withdraw.open();
    await expect(withdraw.withdrawable()).toHaveText('¥20.00');
    await expect(withdraw.beingWithdrawn()).toHaveText('¥0.00');

    // More than the wallet holds: no sum to receive is previewed, and the form refuses it before asking the server.
    await withdraw.fill({ channel: /到余额|Balance/, amount: '50.00' });
    await expect(withdraw.preview()).toHaveText(/提现金额超过可提现佣金（20\.00 元）|more than your withdrawable commission \(20\.00\)/);
    await expect(withdraw.preview()).not.toContainText(/实际到账|you receive/);
    await withdraw.submitRefusedByForm(/提现金额超过可提现佣金|more than your withdrawable commission/);

    // Below the minimum: refused, nothing moves.
    await withdraw.fill({ channel: /到余额|Balance/, amount: '0.50' });
    const refused = await withdraw.submit();
    expect(refused).toMatchObject({ code: 0, msg: expect.stringMatching(/单笔最低提现 1\.00 元|The minimum withdrawal is 1\.00/) });
    await expect(withdraw.notice(refused.msg)).toBeVisible();
    await expect(withdraw.withdrawable()).toHaveText('¥20.00');

    // 5.00 to the balance: no fee, paid at once.
    await withdraw.fill({ channel: /到余额|Balance/, amount: '5.00' });
    await expect(withdraw.preview()).toContainText(/手续费 0\.00 元，实际到账 5\.00 元|Fee 0\.00, you receive 5\.00/);
    const toBalance = await withdraw.submit();
    expect(toBalance).toMatchObject({ code: 1, data: { row: { channel: 'balance', status: 'paid', amount: '5.00', fee: '0.00' } } });
    const balanceNo = toBalance.data.row.withdraw_no;
    await expect(withdraw.status(balanceNo)).toHaveText(/已到账|Paid/);
    await expect(withdraw.withdrawable()).toHaveText('¥15.00');

    // 10.00 to a bank card: a 1% fee, waiting for review, the amount frozen.
    await withdraw.fill({ channel: /银行卡|Bank card/, amount: '10.00', accountName: '张三', cardNo: '6222020200112233445', bankName: '工商银行' });
    await expect(withdraw.preview()).toContainText(/手续费 0\.10 元，实际到账 9\.90 元|Fee 0\.10, you receive 9\.90/);
    const toBank = await withdraw.submit();
    expect(toBank).toMatchObject({ code: 1, data: { row: { channel: 'bank', status: 'pending', amount: '10.00', fee: '0.10', pay_amount: '9.90' } } });
    const bankNo = toBank.data.row.withdraw_no;
    await expect(withdraw.status(bankNo)).toHaveText(/待审核|Pending review/);
    await expect(withdraw.withdrawable()).toHaveText('¥5.00');
    await expect(withdraw.beingWithdrawn()).toHaveText('¥10.00');

    // The balance log (reached through the menu, no reload) shows the 5.00 credited.
    const account = new MemberAccountPages(page);
    await account.openBalance();
    await expect(account.currentBalance()).toHaveText(/当前余额：5\.00|Current balance: 5\.00/);
    await expect(account.balanceRow(balanceNo)).toContainText('+5.00');

    // The operator finds the bank one (its card number masked), approves it and pays it with a voucher and a note.
    const admin = new WithdrawAdminPage(adminPage);
    await admin.open();
    await admin.find(bankNo);
    await expect(admin.row(bankNo)).toContainText(/待审核|Pending/);
    await expect(admin.row(bankNo)).toContainText('***3445');
    await expect(admin.row(bankNo)).not.toContainText('6222020200112233445');
    const approved = await admin.approve(bankNo);
    expect(approved.code, approved.msg).toBe(1);
    await expect(admin.row(bankNo)).toContainText(/已通过|Approved/);
    await admin.openPay(bankNo);
    const voucher = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: Math.floor(Math.random() * 256), b: 120 } } }).png().toBuffer();
    const voucherUrl = await admin.uploadVoucher({ name: `${unique('voucher')}.png`, mimeType: 'image/png', buffer: voucher });
    const note = `网银转账 ${unique('n')}`;
    const paid = await admin.confirmPay(note);
    expect(paid.code, paid.msg).toBe(1);
    await expect(admin.row(bankNo)).toContainText(/已打款|Paid/);
    await admin.openDetail(bankNo);
    await expect(admin.detail()).toContainText(note);
    await expect(admin.detail()).toContainText('6222020200112233445'); // the full number, for an admin who may approve
    await expect(admin.detail().locator('img')).toHaveAttribute('src', endingWith(voucherUrl));

    // The agent sees it paid; nothing is being withdrawn any more.
    await withdraw.open();
    await expect(withdraw.status(bankNo)).toHaveText(/已到账|Paid/);
    await expect(withdraw.beingWithdrawn()).toHaveText('¥0.00');
    await expect(withdraw.withdrawable()).toHaveText('¥5.00');
  } finally {
    const restored = await api.post('/admin/routine.Config/edit?group=withdraw', before);
    expect(restored.code, restored.msg).toBe(1);
    await adminContext.close();
  }
});
