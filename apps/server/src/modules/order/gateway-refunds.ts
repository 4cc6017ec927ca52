import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GATEWAY_REFUND_STATES } from '@app/contract';
import { rows, type Db } from '../../db/client.ts';
import { allowedWhere } from '../../core/crud/index.ts';
import { gatewayRefund, order, orderLog, orderPayment } from '../../db/schema/index.ts';
import { memoColumns, message } from '../../core/i18n/stored.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { yuan } from '../../core/site/site-config.ts';
import { changeMoney } from '../user/index.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { wechatPayFromSettings } from './wechatpay.ts';

export const REFUND_OUTBOX_JOB = 'gateway-refund-outbox';
const BATCH = 50;

type RefundRow = typeof gatewayRefund.$inferSelect;
/** The rows an action of the refund's state machine may move (`GATEWAY_REFUND_STATES`, the contract). */
const allowed = (action: keyof typeof GATEWAY_REFUND_STATES.transitions) => allowedWhere(gatewayRefund, GATEWAY_REFUND_STATES, action);

/** The configured gateway of a name (`order_payment.gateway`); null while it is not configured. */
export async function gatewayNamed(ctx: AppContext, name: string): Promise<PaymentGateway | null> {
  return name === 'wechat' ? wechatPayFromSettings(ctx) : null;
}

/**
 * The outbox's own words in `last_error`, message keys that the admin list reads in the reader's
 * language (`readableErrors`); a gateway's words are kept as it sent them.
 */
const OWN_ERRORS = { notConfigured: 'gateway not configured', refused: 'refused by the gateway' } as const;
const ownErrors = new Set<string>(Object.values(OWN_ERRORS));

/** Rows of the admin list with the outbox's own `last_error` in the reader's language. */
export const readableErrors = <R extends { last_error?: unknown }>(rows: R[], lang: Lang): R[] =>
  rows.map((r) => (ownErrors.has(String(r.last_error)) ? { ...r, last_error: t(lang, String(r.last_error)) } : r));

/** A lease: the next try moved on by a growing back-off (30 s doubling to 1 h) and the attempt counted. */
const LEASE = sql`attempts = ${gatewayRefund.attempts} + 1, update_time = now(),
  next_try_time = now() + make_interval(secs => least(3600, 30 * power(2, least(${gatewayRefund.attempts}, 7)))::integer)`;

/**
 * Sends the due rows of the refund outbox, outside any transaction. A row is leased first (its
 * `next_try_time` moved on by a growing back-off, `attempts` counted, rows another run holds
 * skipped), so two runs never send one row at once; a refused or failed send stays pending and
 * is tried again after the back-off. The gateway's own idempotency key (`out_refund_no`) makes
 * a send whose answer was lost the same refund when it is sent again. Resolves to the rows sent.
 */
export async function sendGatewayRefunds(db: Db, gatewayFor: (name: string) => Promise<PaymentGateway | null>): Promise<RefundRow[]> {
  const leased = await rows<{ id: number }>(db, sql`
    update ${gatewayRefund} set ${LEASE}
    where ${gatewayRefund.id} in (
      select id from ${gatewayRefund} where ${allowed('send')} and next_try_time <= now() order by id limit ${BATCH} for update skip locked
    ) returning ${gatewayRefund.id}`);
  if (!leased.length) return [];
  const due = await db.select().from(gatewayRefund).where(inArray(gatewayRefund.id, leased.map((r) => r.id))).orderBy(gatewayRefund.id);
  const sent: RefundRow[] = [];
  for (const row of due) if (await sendLeased(db, row, gatewayFor)) sent.push(row);
  return sent;
}

/**
 * An operator's "send now" of one pending refund, whatever its back-off says: leased as the
 * outbox leases (so the outbox's next run passes over it), then sent. Refused once the refund is
 * no longer pending. Sent while the outbox sends it too (or twice by two operators at once), it
 * is the same refund at the gateway: `out_refund_no` is the gateway's idempotency key.
 */
export async function sendGatewayRefundNow(db: Db, id: number, gatewayFor: (name: string) => Promise<PaymentGateway | null>): Promise<void> {
  const leased = await rows(db, sql`update ${gatewayRefund} set ${LEASE} where ${gatewayRefund.id} = ${id} and ${allowed('send')} returning ${gatewayRefund.id}`);
  const [row] = await db.select().from(gatewayRefund).where(eq(gatewayRefund.id, id));
  if (!row) throw new ApiError('Refund not found');
  if (!leased.length) throw new ApiError('This refund has already been sent to the gateway');
  await sendLeased(db, row, gatewayFor);
}

/**
 * Sends one leased row. An error (the gateway down, a refusal of the request) stays pending with
 * its `last_error`, tried again after the back-off; a refund the gateway answers failed is
 * `failed`. Resolves to whether the gateway accepted it.
 */
async function sendLeased(db: Db, row: RefundRow, gatewayFor: (name: string) => Promise<PaymentGateway | null>): Promise<boolean> {
  const gw = await gatewayFor(row.gateway);
  if (!gw) {
    await db.update(gatewayRefund).set({ lastError: OWN_ERRORS.notConfigured }).where(eq(gatewayRefund.id, row.id));
    return false;
  }
  try {
    const r = await gw.refund({ tradeNo: row.tradeNo, orderNo: '', outRefundNo: row.outRefundNo, amount: row.amount, total: row.total, reason: row.reason });
    if (r.state === 'failed') {
      // answered ABNORMAL or CLOSED: final for this out_refund_no (a resend answers the same), so failed, for an operator to settle
      await markRefund(db, row, 'fail', r.refundId, OWN_ERRORS.refused);
      return false;
    }
    await markRefund(db, row, r.state === 'succeeded' ? 'succeed' : 'accept', r.refundId);
    return true;
  } catch (e) {
    const err = e instanceof GatewayError ? `${e.status} ${e.code}: ${e.message}` : (e as Error).message;
    await db.update(gatewayRefund).set({ lastError: err.slice(0, 255) }).where(eq(gatewayRefund.id, row.id));
    return false;
  }
}

/** Moves an outbox row forward (never back: a late "sent" does not undo "succeeded") and keeps the gateway's refund id on the refund's `order_payment` row. */
async function markRefund(db: Db, row: RefundRow, action: 'accept' | 'succeed' | 'fail', refundId: string, lastError = ''): Promise<void> {
  await db.transaction(async (tx) => {
    const [moved] = await tx.update(gatewayRefund).set({ status: GATEWAY_REFUND_STATES.to(action), refundId: refundId || row.refundId, lastError, updateTime: sql`now()` })
      .where(and(eq(gatewayRefund.id, row.id), allowed(action))).returning({ id: gatewayRefund.id });
    if (moved && refundId) await tx.update(orderPayment).set({ tradeNo: refundId }).where(and(eq(orderPayment.id, row.orderPaymentId), eq(orderPayment.tradeNo, '')));
  });
}

/** A verified refund notify: the outbox row of `outRefundNo` succeeded or failed (a failed one is for an operator to settle). Idempotent. */
export async function recordRefundNotice(db: Db, gateway: string, outRefundNo: string, refundId: string, state: 'succeeded' | 'failed' | 'processing'): Promise<boolean> {
  const [row] = await db.select().from(gatewayRefund).where(and(eq(gatewayRefund.gateway, gateway), eq(gatewayRefund.outRefundNo, outRefundNo)));
  if (!row) return false;
  if (state !== 'processing') await markRefund(db, row, state === 'succeeded' ? 'succeed' : 'fail', refundId);
  return true;
}

/**
 * An operator pays a failed gateway refund (WeChat Pay's `ABNORMAL` or `CLOSED`: the money never
 * reached the member) to the member's balance instead, in one transaction: the order row locked
 * first (as every path of the order), then the outbox row, which must still be `failed`; the
 * balance moved with its money-log row, which the refund's `order_payment` row and the outbox row
 * (now `to_balance`) keep; a line on the order's timeline. Two operators at once credit it once.
 * A later success notify of the same refund no longer moves the row (`markRefund`).
 */
export async function refundToBalance(db: Db, id: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx.select({ orderId: gatewayRefund.orderId }).from(gatewayRefund).where(eq(gatewayRefund.id, id));
    if (!first) throw new ApiError('Refund not found');
    const [o] = await tx.select().from(order).where(eq(order.id, first.orderId)).for('update');
    const [row] = await tx.select().from(gatewayRefund).where(eq(gatewayRefund.id, id)).for('update');
    if (!GATEWAY_REFUND_STATES.can('toBalance', row)) throw new ApiError('Only a failed refund can be paid to the balance');
    const log = await changeMoney(tx, { userId: o.userId, cents: row.amount, memo: message('Refund of order %s to the balance', o.orderNo) });
    await tx.update(gatewayRefund).set({ status: GATEWAY_REFUND_STATES.to('toBalance'), moneyLogId: log.id, settledAdminId: adminId, settledTime: sql`now()`, updateTime: sql`now()` }).where(eq(gatewayRefund.id, id));
    await tx.update(orderPayment).set({ moneyLogId: log.id }).where(and(eq(orderPayment.id, row.orderPaymentId), isNull(orderPayment.moneyLogId)));
    await tx.insert(orderLog).values({
      orderId: o.id, action: 'refund', fromStatus: o.status, toStatus: o.status, operatorType: 'admin', operatorId: adminId, ...memoColumns(message('order-log:refund-to-balance %s', yuan(row.amount))),
    });
  });
}

/** The outbox's cluster job: once per 30 s across the instances (core/cluster/jobs.ts). */
export function registerRefundOutbox(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(REFUND_OUTBOX_JOB)) return;
  ctx.cluster.jobs.register({ name: REFUND_OUTBOX_JOB, everyMs: 30_000, run: () => sendGatewayRefunds(ctx.db, (name) => gatewayNamed(ctx, name)) });
}
