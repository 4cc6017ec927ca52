import { sql } from 'drizzle-orm';
import {
  bigint, check, index, integer, pgSequence, pgTable, serial, smallint, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt } from '../../db/schema/columns.ts';
import { admin } from '../../db/schema/auth.ts';
import { user } from '../../db/schema/user.ts';
import { shop } from '../shop/schema.ts';

/**
 * Withdrawals of the commission wallet (issue 14). The amount leaves the wallet at application
 * (a `withdraw` row of `commission_log`), so while the withdrawal is open it is frozen here and
 * cannot be spent twice; a rejection, cancellation or failed payout returns it through the
 * ledger (`withdraw_return`), each at most once (`commission_log.withdraw_id` + type unique).
 *
 * States: pending → approved → paying → paid; pending → rejected / cancelled; approved or
 * paying → failed. The channel `balance` goes straight from pending to paid (one way, no fee).
 */
/** The counter of withdraw_no (six digits after the UTC second, like order_no). */
export const withdrawNoSeq = pgSequence('withdraw_no_seq', { cycle: true, minValue: 0, maxValue: 999_999, startWith: 0 });

export const withdraw = pgTable('withdraw', {
  id: serial('id').primaryKey(),
  /** Our number of the withdrawal, time-ordered; the payout's idempotency key (WeChat out_bill_no, Alipay out_biz_no). */
  withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  /** The agent's shop at application: the own-shops data scope of the admin area. */
  shopId: integer('shop_id').references(() => shop.id, { onDelete: 'set null' }),
  /** balance (to the stored-value balance), wechat (商家转账), alipay (transfer), bank (paid by hand). */
  channel: varchar('channel', { length: 10 }).notNull(),
  /** Cents taken from the wallet. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Cents kept as the fee (config `withdraw_fee_rate`); 0 for the balance channel. */
  fee: bigint('fee', { mode: 'number' }).notNull().default(0),
  /** Cents paid out: amount − fee. */
  payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
  /** Real name of the receiving account (WeChat user name check, Alipay and bank account name). */
  accountName: varchar('account_name', { length: 50 }).notNull().default(''),
  /** WeChat openid, Alipay login id, or the bank card number. */
  accountNo: varchar('account_no', { length: 64 }).notNull().default(''),
  bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
  bankBranch: varchar('bank_branch', { length: 100 }).notNull().default(''),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  /** Why it was rejected, or why the payout failed. */
  reason: varchar('reason', { length: 255 }).notNull().default(''),
  /** Bank channel: the transfer voucher the operator uploaded (attachment URL). */
  voucher: varchar('voucher', { length: 255 }).notNull().default(''),
  adminRemark: varchar('admin_remark', { length: 255 }).notNull().default(''),
  /** The gateway's id of the transfer (WeChat transfer_bill_no, Alipay order_id). */
  payoutNo: varchar('payout_no', { length: 64 }).notNull().default(''),
  /** The gateway's last reported state, as it sent it. */
  payoutState: varchar('payout_state', { length: 32 }).notNull().default(''),
  /** WeChat: the package_info the member confirms the transfer with in the mini-program. */
  payoutPackage: varchar('payout_package', { length: 1024 }).notNull().default(''),
  /** Reconciliation queries made while paying. */
  payoutChecks: smallint('payout_checks').notNull().default(0),
  auditAdminId: integer('audit_admin_id').references(() => admin.id, { onDelete: 'set null' }),
  auditTime: tz('audit_time'),
  payingTime: tz('paying_time'),
  paidTime: tz('paid_time'),
  /** When it was rejected, cancelled or failed. */
  closedTime: tz('closed_time'),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('withdraw_no_key').on(t.withdrawNo),
  index('withdraw_no_trgm_idx').using('gin', t.withdrawNo.op('gin_trgm_ops')),
  index('withdraw_user_idx').on(t.userId, t.id),
  index('withdraw_status_idx').on(t.status, t.id),
  index('withdraw_shop_idx').on(t.shopId, t.status),
  index('withdraw_create_time_idx').on(t.createTime, t.id),
  // the reconciliation job: payouts still running at a gateway
  index('withdraw_paying_idx').on(t.channel, t.payingTime).where(sql`${t.status} = 'paying'`),
  index('withdraw_account_name_trgm_idx').using('gin', t.accountName.op('gin_trgm_ops')),
  check('withdraw_channel_check', sql`${t.channel} in ('balance','wechat','alipay','bank')`),
  check('withdraw_status_check', sql`${t.status} in ('pending','approved','paying','paid','rejected','cancelled','failed')`),
  check('withdraw_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.payAmount} = ${t.amount} - ${t.fee} and ${t.payAmount} > 0`),
]);
