import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or, like } from 'drizzle-orm';
import { adminRule, adminShop, commissionLog, userMoneyLog, withdraw } from '../src/db/schema/index.ts';
import { applyPayoutResult, reconcilePayouts } from '../src/modules/finance/transitions.ts';
import { RECONCILE_JOB } from '../src/modules/finance/jobs.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, makeShop, type TestMember } from './commerce-fixtures.ts';
import { walletBreaches } from './commission-fixtures.ts';
import { listUrl, makeAdmin } from './crud-harness.ts';
import { agentWithWallet, markPaying, OPEN_RULES, setWithdrawRules, walletOf, withdrawBreaches } from './withdraw-fixtures.ts';
import { literalOf, message } from '../src/core/i18n/stored.ts';
import { setSettings } from './account-support.ts';
import { bindOpenid } from './wechat-fixtures.ts';

/**
 * Withdrawals through the API: the member's apply (every rule and refusal), list and cancel; the
 * admin's approve (batch), reject, pay by hand, fail, list (masked, totals, scope) and detail;
 * the payout results applied once; and the ledger invariants after all of it.
 */
let s: TestServer;
let su: Record<string, string>;
const WECHAT_APPID = 'wx8888888888888888';
beforeAll(async () => {
  s = await startTestServer();
  su = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  await setWithdrawRules(s, OPEN_RULES);
  // only the AppID a WeChat withdrawal's openid is stored under: the WeChat gateway itself stays unconfigured
  await setSettings(s, { wechatpay_appid: WECHAT_APPID });
});
afterAll(async () => {
  // Whatever the cases did, the wallets match their ledgers and every withdrawal has its rows.
  expect(await walletBreaches(s)).toEqual([]);
  expect(await withdrawBreaches(s)).toEqual([]);
  await s?.close();
});

const h = (m: TestMember, lang = 'en') => ({ 'think-lang': lang, 'ba-user-token': m.token });
const apply = (m: TestMember, body: Record<string, unknown>, lang = 'en') => s.call('POST', '/api/withdraw/apply', { body, headers: h(m, lang) });
const bank = { channel: 'bank', account_name: 'Li Lei', account_no: '6222020200112233445', bank_name: 'ICBC', bank_branch: 'Xuhui' };
const MASKED = '************3445';
const admin = (method: string, path: string, body?: unknown, headers = su) => s.call(method, path, { headers, body });

async function applied(m: TestMember, body: Record<string, unknown>) {
  const res = await apply(m, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.row as { id: number; withdraw_no: string; status: string; amount: string; fee: string; pay_amount: string; account_no: string };
}
const rowOf = async (id: number) => (await s.ctx.db.select().from(withdraw).where(eq(withdraw.id, id)))[0];
const logsOf = (id: number) => s.ctx.db.select().from(commissionLog).where(eq(commissionLog.withdrawId, id)).orderBy(commissionLog.id);

describe('apply', () => {
  it('to balance: at once, no fee, the wallet debited and the balance credited through both ledgers', async () => {
    await setWithdrawRules(s, { withdraw_fee_rate: '500' });
    const m = await agentWithWallet(s, 10_000);
    const row = await applied(m, { amount: '30.50', channel: 'balance' });
    expect(row).toMatchObject({ status: 'paid', amount: '30.50', fee: '0.00', pay_amount: '30.50' });
    expect(await walletOf(s, m.id)).toEqual({ money: 6950, debt: 0 });
    expect(await balanceOf(s, m.id)).toMatchObject({ money: 3050, logged: 3050 });
    const [log] = await s.ctx.db.select().from(userMoneyLog).where(eq(userMoneyLog.userId, m.id));
    // the literal in the default language, the message kept for each reader's language
    expect(log.memo).toBe(literalOf(message('Commission withdrawal %s', row.withdraw_no)));
    expect(log.memoI18n).toEqual(message('Commission withdrawal %s', row.withdraw_no));
    expect(await logsOf(row.id)).toMatchObject([{ type: 'withdraw', amount: -3050, before: 10_000, after: 6950, memo: row.withdraw_no }]);
    await setWithdrawRules(s, { withdraw_fee_rate: '0' });
  });

  it('to a bank card: pending, the fee kept, the amount frozen and the wallet shows it', async () => {
    await setWithdrawRules(s, { withdraw_fee_rate: '150' });
    const m = await agentWithWallet(s, 20_000);
    const row = await applied(m, { amount: '100', ...bank });
    expect(row).toMatchObject({ status: 'pending', amount: '100.00', fee: '1.50', pay_amount: '98.50', account_no: MASKED });
    const wallet = (await s.call('GET', '/api/agent/wallet', { headers: h(m) })).body.data;
    expect(wallet).toMatchObject({ money: '100.00', frozen: '100.00' });
    const list = (await s.call('GET', '/api/withdraw/index?status=pending', { headers: h(m) })).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: row.id, status: 'pending', bank_name: 'ICBC' });
    expect(list.rules).toMatchObject({ fee_rate: 150, channels: ['balance', 'wechat', 'alipay', 'bank'] });
    await setWithdrawRules(s, { withdraw_fee_rate: '0' });
  });

  it('refuses, with the reason in both languages and nothing changed: amount, channel, account, min, max, fee, balance, not an agent', async () => {
    const m = await agentWithWallet(s, 5_000);
    const refusal = async (body: Record<string, unknown>, msg: string, lang = 'en') => {
      const res = await apply(m, body, lang);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    };
    await refusal({ amount: '0', channel: 'balance' }, 'Please enter a valid amount');
    await refusal({ amount: '1.234', channel: 'balance' }, 'Parameter amount is invalid: Please enter an amount with at most two decimals');
    await refusal({ amount: '-1', channel: 'balance' }, 'Parameter amount is invalid: The amount cannot be negative');
    await refusal({ amount: '10', channel: 'bank', account_name: 'Li' }, 'Please fill in the receiving account (account_no)');
    await refusal({ amount: '10', ...bank, bank_name: '' }, 'Please fill in the receiving account (bank_name)');
    await refusal({ amount: '10', channel: 'alipay', account_no: 'a@b.c' }, 'Please fill in the receiving account (account_name)');
    await refusal({ amount: '50.01', channel: 'balance' }, 'Insufficient commission balance');
    await refusal({ amount: '50.01', channel: 'balance' }, '佣金余额不足', 'zh-cn');
    await setWithdrawRules(s, { withdraw_channels: '["bank"]' });
    await refusal({ amount: '10', channel: 'balance' }, 'This withdrawal channel is not available');
    await refusal({ amount: '10', channel: 'balance' }, '该提现方式未开放', 'zh-cn');
    await setWithdrawRules(s, { ...OPEN_RULES, withdraw_min: '20.00', withdraw_max: '30.00' });
    await refusal({ amount: '19.99', channel: 'balance' }, 'The minimum withdrawal is 20.00');
    await refusal({ amount: '30.01', channel: 'balance' }, 'The maximum withdrawal is 30.00');
    await refusal({ amount: '30.01', channel: 'balance' }, '单笔最高提现 30.00 元', 'zh-cn');
    await setWithdrawRules(s, { ...OPEN_RULES, withdraw_fee_rate: '10000' });
    await refusal({ amount: '10', ...bank }, 'The amount does not cover the fee');
    await setWithdrawRules(s, OPEN_RULES);
    expect(await walletOf(s, m.id)).toEqual({ money: 5_000, debt: 0 });
    expect(await s.ctx.db.select().from(withdraw).where(eq(withdraw.userId, m.id))).toEqual([]);

    for (const status of ['pending', 'disabled'] as const) {
      const other = await agentWithWallet(s, 0, { status });
      expect((await apply(other, { amount: '1', channel: 'balance' })).body).toMatchObject({ code: 0, msg: 'Only approved agents can withdraw' });
    }
    const { memberWithBalance } = await import('./commerce-fixtures.ts');
    const plain = await memberWithBalance(s, 0);
    expect((await apply(plain, { amount: '1', channel: 'balance' })).body).toMatchObject({ code: 0, msg: 'Only approved agents can withdraw' });
    expect((await apply(plain, { amount: '1', channel: 'balance' }, 'zh-cn')).body).toMatchObject({ code: 0, msg: '仅审核通过的代理可以提现' });
  });

  it('daily count and amount limits per agent, cancelled and rejected ones not counted', async () => {
    const m = await agentWithWallet(s, 100_000);
    await setWithdrawRules(s, { withdraw_daily_count: '2', withdraw_daily_amount: '100.00' });
    const first = await applied(m, { amount: '40', ...bank });
    await applied(m, { amount: '40', channel: 'balance' });
    expect((await apply(m, { amount: '1', channel: 'balance' })).body).toMatchObject({ code: 0, msg: 'At most 2 withdrawals a day' });
    expect((await s.call('POST', '/api/withdraw/cancel', { body: { id: first.id }, headers: h(m) })).body.code).toBe(1);
    expect((await apply(m, { amount: '60.01', channel: 'balance' })).body).toMatchObject({ code: 0, msg: 'At most 100.00 a day can be withdrawn (60.00 left today)' });
    await applied(m, { amount: '60', channel: 'balance' });
    await setWithdrawRules(s, OPEN_RULES);
    expect(await walletOf(s, m.id)).toEqual({ money: 100_000 - 10_000, debt: 0 });
  });
});

describe('cancel', () => {
  it('the member cancels their own pending one (money back once); not another member\'s, not twice, not once approved', async () => {
    const m = await agentWithWallet(s, 10_000);
    const other = await agentWithWallet(s, 0);
    const row = await applied(m, { amount: '10', ...bank });
    const cancel = (who: TestMember, id: number) => s.call('POST', '/api/withdraw/cancel', { body: { id }, headers: h(who) });
    expect((await cancel(other, row.id)).body).toMatchObject({ code: 0, msg: 'Only your own pending withdrawals can be cancelled' });
    expect((await cancel(m, row.id)).body).toMatchObject({ code: 1, data: { row: { status: 'cancelled' } } });
    expect((await cancel(m, row.id)).body.code).toBe(0);
    expect(await walletOf(s, m.id)).toEqual({ money: 10_000, debt: 0 });
    expect((await logsOf(row.id)).map((l) => [l.type, l.amount])).toEqual([['withdraw', -1000], ['withdraw_return', 1000]]);

    const approved = await applied(m, { amount: '10', ...bank });
    expect((await admin('POST', '/admin/finance.Withdraw/approve', { ids: [approved.id] })).body.code).toBe(1);
    expect((await cancel(m, approved.id)).body.code).toBe(0);
    expect((await rowOf(approved.id)).status).toBe('approved');
  });
});

describe('admin transitions', () => {
  it('bank: approve (batch, each once) then pay with the voucher; the member sees it paid', async () => {
    const m = await agentWithWallet(s, 10_000);
    const a = await applied(m, { amount: '10', ...bank });
    const b = await applied(m, { amount: '20', ...bank });
    const approve = await admin('POST', '/admin/finance.Withdraw/approve', { ids: [a.id, b.id] });
    expect(approve.body).toMatchObject({ code: 1, data: { approved: 2, paid: 0, failed: 0 } });
    expect((await admin('POST', '/admin/finance.Withdraw/approve', { ids: [a.id, b.id] })).body.data).toMatchObject({ approved: 0 });
    expect((await admin('POST', '/admin/finance.Withdraw/pay', { id: a.id, voucher: '' })).body).toMatchObject({ code: 0, msg: 'Parameter voucher is invalid: Please upload the transfer voucher' });
    const paid = await admin('POST', '/admin/finance.Withdraw/pay', { id: a.id, voucher: '/storage/uploads/voucher.png', remark: 'ICBC ref 778' });
    expect(paid.body.code).toBe(1);
    expect(await rowOf(a.id)).toMatchObject({ status: 'paid', voucher: '/storage/uploads/voucher.png', adminRemark: 'ICBC ref 778' });
    expect((await admin('POST', '/admin/finance.Withdraw/pay', { id: a.id, voucher: '/x.png' })).body).toMatchObject({ code: 0, msg: 'Only approved bank-card withdrawals can be marked paid' });
    const mine = (await s.call('GET', '/api/withdraw/index', { headers: h(m) })).body.data.list;
    expect(mine.find((w: { id: number }) => w.id === a.id)).toMatchObject({ status: 'paid' });
    expect(await walletOf(s, m.id)).toEqual({ money: 7_000, debt: 0 });
  });

  it('reject (pending, reason) and fail (approved) return the money once; not from other states', async () => {
    const m = await agentWithWallet(s, 10_000);
    const a = await applied(m, { amount: '10', ...bank });
    const b = await applied(m, { amount: '20', ...bank });
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: a.id, reason: '' })).body).toMatchObject({ code: 0, msg: 'Parameter reason is invalid: Please enter the reason' });
    expect((await admin('POST', '/admin/finance.Withdraw/fail', { id: a.id, reason: 'x' })).body).toMatchObject({ code: 0, msg: 'Only approved or paying withdrawals can be marked failed' });
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: a.id, reason: 'Wrong account name' })).body.code).toBe(1);
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: a.id, reason: 'again' })).body).toMatchObject({ code: 0, msg: 'Only pending withdrawals can be rejected' });
    await admin('POST', '/admin/finance.Withdraw/approve', { ids: [b.id] });
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: b.id, reason: 'x' })).body.code).toBe(0);
    expect((await admin('POST', '/admin/finance.Withdraw/fail', { id: b.id, reason: 'Card closed' })).body.code).toBe(1);
    expect((await admin('POST', '/admin/finance.Withdraw/fail', { id: b.id, reason: 'Card closed' })).body.code).toBe(0);
    expect(await rowOf(a.id)).toMatchObject({ status: 'rejected', reason: 'Wrong account name' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'failed', reason: 'Card closed' });
    expect(await walletOf(s, m.id)).toEqual({ money: 10_000, debt: 0 });
    const mine = (await s.call('GET', '/api/withdraw/index', { headers: h(m) })).body.data.list;
    expect(mine.find((w: { id: number }) => w.id === a.id)).toMatchObject({ status: 'rejected', reason: 'Wrong account name' });
  });

  it('a gateway channel whose gateway is not configured waits paying, the reconciliation job leaving it so; the admin can mark it failed', async () => {
    const m = await agentWithWallet(s, 10_000);
    await bindOpenid(s, WECHAT_APPID, m.id);
    const w = await applied(m, { amount: '10', channel: 'wechat' });
    expect((await admin('POST', '/admin/finance.Withdraw/approve', { ids: [w.id] })).body.data).toMatchObject({ approved: 1, paid: 0, failed: 0 });
    expect(s.ctx.cluster.jobs.get(RECONCILE_JOB)).toBeDefined();
    await reconcilePayouts(s.ctx);
    expect(await rowOf(w.id)).toMatchObject({ status: 'paying', payoutNo: '' });
    expect((await admin('POST', '/admin/finance.Withdraw/fail', { id: w.id, reason: 'WeChat Pay not set up' })).body.code).toBe(1);
    expect(await walletOf(s, m.id)).toEqual({ money: 10_000, debt: 0 });
  });

  it('payout results apply once: paid, failed with one return, stale and repeated ones change nothing', async () => {
    const m = await agentWithWallet(s, 10_000);
    const a = await applied(m, { amount: '10', channel: 'alipay', account_name: 'Li Lei', account_no: 'li@example.com' });
    await bindOpenid(s, WECHAT_APPID, m.id);
    const b = await applied(m, { amount: '20', channel: 'wechat' });
    expect(await applyPayoutResult(s.ctx.db, a.id, { state: 'paid' })).toBeUndefined(); // still pending: stale
    await admin('POST', '/admin/finance.Withdraw/approve', { ids: [a.id, b.id] });
    await markPaying(s, a.id);
    await markPaying(s, b.id);
    expect(await applyPayoutResult(s.ctx.db, a.id, { state: 'paying', payoutNo: 'T1', payoutState: 'DEALING' })).toBe('paying');
    expect(await applyPayoutResult(s.ctx.db, a.id, { state: 'paid', payoutState: 'SUCCESS' })).toBe('paid');
    expect(await applyPayoutResult(s.ctx.db, a.id, { state: 'failed', reason: 'late' })).toBeUndefined();
    expect(await rowOf(a.id)).toMatchObject({ status: 'paid', payoutNo: 'T1', payoutState: 'SUCCESS' });
    const results = await Promise.all([1, 2, 3].map(() => applyPayoutResult(s.ctx.db, b.id, { state: 'failed', payoutState: 'FAIL', reason: 'Name mismatch' })));
    expect(results.filter((r) => r === 'failed')).toHaveLength(1);
    expect(await applyPayoutResult(s.ctx.db, b.id, { state: 'paid' })).toBeUndefined();
    expect(await rowOf(b.id)).toMatchObject({ status: 'failed', reason: 'Name mismatch' });
    expect(await walletOf(s, m.id)).toEqual({ money: 9_000, debt: 0 });
  });
});

describe('admin list, detail, permissions and scope', () => {
  it('lists masked with the totals of the filtered set; quick search by number and name; detail with the ledger; export without account numbers', async () => {
    const m = await agentWithWallet(s, 10_000);
    const a = await applied(m, { amount: '12.30', ...bank, account_name: 'Zhang Quicksearch' });
    const res = await admin('GET', listUrl('finance.Withdraw', { quickSearch: 'Quicksearch' }));
    expect(res.body.code).toBe(1);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({ id: a.id, account_no: MASKED, amount: '12.30', user: { username: m.username } });
    expect(res.body.data.totals).toMatchObject({ count: 1, amount: '12.30', open: '12.30', paid: '0.00' });
    expect((await admin('GET', listUrl('finance.Withdraw', { quickSearch: a.withdraw_no }))).body.data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const detail = (await admin('GET', `/admin/finance.Withdraw/detail?id=${a.id}`)).body;
    expect(detail.data.row.account_no).toBe(bank.account_no);
    expect(detail.data.ledger).toMatchObject([{ type: 'withdraw', amount: '-12.30' }]);
    const csv = await s.call('GET', listUrl('finance.Withdraw', { quickSearch: a.withdraw_no }).replace('/index?', '/export?format=csv&'), { headers: su });
    expect(csv.status).toBe(200);
    expect(JSON.stringify(csv.body)).not.toContain(bank.account_no);
  });

  it('a viewer without the approve node sees the detail masked and cannot approve; an own-shops admin sees and moves only their shops\' rows', async () => {
    const shopA = (await makeShop(s)).id;
    const shopB = (await makeShop(s)).id;
    const inA = await agentWithWallet(s, 10_000, { shopId: shopA });
    const inB = await agentWithWallet(s, 10_000, { shopId: shopB });
    const wa = await applied(inA, { amount: '10', ...bank });
    const wb = await applied(inB, { amount: '10', ...bank });

    const ruleIds = async (names: string[]) => (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, names))).map((r) => r.id);
    const allRules = (await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(or(eq(adminRule.name, 'finance'), like(adminRule.name, 'finance/%')))).map((r) => r.id);
    expect((await admin('POST', '/admin/auth.Group/add', { name: 'Withdraw viewers', rules: await ruleIds(['finance', 'finance/withdraw', 'finance/withdraw/index']), pid: 1 })).body.code).toBe(1);
    expect((await admin('POST', '/admin/auth.Group/add', { name: 'Withdraw clerks', rules: allRules, data_scope: 'own_shops', pid: 1 })).body.code).toBe(1);
    const groups = (await admin('GET', listUrl('auth.Group', { isTree: 'false' }))).body.data.list as { id: number; name: string }[];
    const viewer = { batoken: (await makeAdmin(s.call, su.batoken, 'wdviewer', [groups.find((g) => g.name === 'Withdraw viewers')!.id])).token, 'think-lang': 'en' };
    const clerkInfo = await makeAdmin(s.call, su.batoken, 'wdclerk', [groups.find((g) => g.name === 'Withdraw clerks')!.id]);
    await s.ctx.db.insert(adminShop).values({ adminId: clerkInfo.id, shopId: shopA });
    const clerk = { batoken: clerkInfo.token, 'think-lang': 'en' };

    expect((await admin('GET', `/admin/finance.Withdraw/detail?id=${wa.id}`, undefined, viewer)).body.data.row.account_no).toBe(MASKED);
    expect((await admin('POST', '/admin/finance.Withdraw/approve', { ids: [wa.id] }, viewer)).body).toMatchObject({ code: 401 });
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: wa.id, reason: 'x' }, viewer)).body).toMatchObject({ code: 401 });

    const listed = (await admin('GET', listUrl('finance.Withdraw', { search: [{ field: 'id', val: [String(wa.id), String(wb.id)], operator: 'RANGE' }] }), undefined, clerk)).body.data.list;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([wa.id]);
    expect((await admin('GET', `/admin/finance.Withdraw/detail?id=${wb.id}`, undefined, clerk)).body.code).toBe(0);
    expect((await admin('POST', '/admin/finance.Withdraw/approve', { ids: [wa.id, wb.id] }, clerk)).body.data).toMatchObject({ approved: 1 });
    expect((await admin('POST', '/admin/finance.Withdraw/reject', { id: wb.id, reason: 'x' }, clerk)).body.code).toBe(0);
    expect((await rowOf(wb.id)).status).toBe('pending');
    expect((await rowOf(wa.id)).status).toBe('approved');
    expect((await admin('POST', '/admin/finance.Withdraw/pay', { id: wa.id, voucher: '/v.png' }, clerk)).body.code).toBe(1);
  });

  it('the member API wants a member token', async () => {
    expect((await s.call('POST', '/api/withdraw/apply', { body: { amount: '1', channel: 'balance' }, headers: { 'think-lang': 'en' } })).body.code).not.toBe(1);
    expect((await s.call('GET', '/api/withdraw/index', { headers: { 'think-lang': 'en' } })).body.code).not.toBe(1);
  });
});
