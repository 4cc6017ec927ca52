import { and, eq, notInArray, sql } from 'drizzle-orm';
import { centsOf, channelAccountMissing, withdrawFee, yuanOf, type WithdrawApplyInput } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { withdraw } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { message } from '../../core/i18n/stored.ts';
import { changeCommissionWallet, lockCommissionWallet } from '../distribution/index.ts';
import { changeMoney } from '../user/index.ts';
import type { WithdrawRules } from './settings.ts';
import type { WithdrawRow } from './payout.ts';

/** Unique: 'W', yyyyMMddHHmmss on the site's wall clock (as order numbers) and six digits of withdraw_no_seq. */
const nextWithdrawNo = (timeZone: string) =>
  sql<string>`'W' || to_char(now() at time zone ${timeZone}, 'YYYYMMDDHH24MISS') || lpad(nextval('withdraw_no_seq')::text, 6, '0')`;

/** Withdrawals that do not count towards the daily limits: their money came back before anything was paid. */
const NOT_COUNTED = ['rejected', 'cancelled', 'failed'];

export interface ApplyOptions {
  rules: WithdrawRules;
  /** The site's time zone: the day of the daily limits, the number's date. */
  timeZone: string;
  /** The member's openid stored under the WeChat Pay AppID ('' when none): the account of a `wechat` withdrawal, whatever the client sends. */
  wechatOpenid?: string;
}

/**
 * A member's withdrawal (README "Apply"): the rules checked, then in ONE transaction the agent's
 * wallet locked (the wallet primitive's lock), the agent's status and today's count and amount
 * checked under that lock, the row inserted and the wallet debited with its `withdraw` ledger row.
 * Two applications (or a transfer) against one wallet wait on that lock, so none overdraws it or
 * passes the daily limits. The channel `balance` credits the member's balance in the same
 * transaction and is `paid` at once.
 */
export async function applyWithdraw(db: Db, userId: number, input: WithdrawApplyInput, opts: ApplyOptions): Promise<WithdrawRow> {
  const { rules } = opts;
  const amount = centsOf(input.amount);
  if (!amount || amount <= 0) throw new ApiError('Please enter a valid amount');
  if (!rules.channels.includes(input.channel)) throw new ApiError('This withdrawal channel is not available');
  const missing = channelAccountMissing(input);
  if (missing) throw new ApiError('Please fill in the receiving account (%s)', 0, null, [missing]);
  if (input.channel === 'wechat' && !opts.wechatOpenid) throw new ApiError('Please authorize with WeChat first');
  if (rules.min && amount < rules.min) throw new ApiError('The minimum withdrawal is %s', 0, null, [yuanOf(rules.min)]);
  if (rules.max && amount > rules.max) throw new ApiError('The maximum withdrawal is %s', 0, null, [yuanOf(rules.max)]);
  const fee = withdrawFee(amount, rules.feeRate, input.channel);
  if (amount - fee <= 0) throw new ApiError('The amount does not cover the fee');

  return db.transaction(async (tx) => {
    const wallet = await lockCommissionWallet(tx, userId);
    if (!wallet || wallet.status !== 'approved') throw new ApiError('Only approved agents can withdraw');
    if (rules.dailyCount || rules.dailyAmount) {
      const [today] = await tx.select({ n: sql<number>`cast(count(*) as integer)`, sum: sql<string>`coalesce(sum(${withdraw.amount}), 0)` })
        .from(withdraw)
        .where(and(
          eq(withdraw.userId, userId), notInArray(withdraw.status, NOT_COUNTED),
          sql`${withdraw.createTime} >= date_trunc('day', now() at time zone ${opts.timeZone}) at time zone ${opts.timeZone}`,
        ));
      if (rules.dailyCount && Number(today.n) >= rules.dailyCount) throw new ApiError('At most %d withdrawals a day', 0, null, [rules.dailyCount]);
      if (rules.dailyAmount && Number(today.sum) + amount > rules.dailyAmount) {
        throw new ApiError('At most %s a day can be withdrawn (%s left today)', 0, null, [yuanOf(rules.dailyAmount), yuanOf(Math.max(0, rules.dailyAmount - Number(today.sum)))]);
      }
    }
    if (wallet.money < amount) throw new ApiError('Insufficient commission balance');
    const toBalance = input.channel === 'balance';
    const [row] = await tx.insert(withdraw).values({
      withdrawNo: nextWithdrawNo(opts.timeZone), userId, shopId: wallet.shopId, channel: input.channel, amount, fee, payAmount: amount - fee,
      accountName: toBalance ? '' : input.account_name, accountNo: toBalance ? '' : input.channel === 'wechat' ? opts.wechatOpenid! : input.account_no,
      bankName: input.channel === 'bank' ? input.bank_name : '', bankBranch: input.channel === 'bank' ? input.bank_branch : '',
      ...(toBalance ? { status: 'paid', paidTime: sql`now()` } : {}),
    }).returning();
    await changeCommissionWallet(tx, { userId, amount: -amount, type: 'withdraw', withdrawId: row.id, memo: row.withdrawNo });
    if (toBalance) await changeMoney(tx, { userId, cents: row.payAmount, memo: message('Commission withdrawal %s', row.withdrawNo) });
    return row;
  });
}
