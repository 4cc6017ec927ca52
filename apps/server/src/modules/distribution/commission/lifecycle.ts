import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client.ts';
import { agent, commission, order, orderProduct } from '../../../db/schema/index.ts';
import { COMMISSION_STATES } from '@app/contract';
import { allowedWhere } from '../../../core/crud/index.ts';
import { moveCommissionWallets, type WalletChange } from './wallet.ts';
import { metrics } from '../../../core/metrics.ts';

const allowed = (action: keyof typeof COMMISSION_STATES.transitions) => allowedWhere(commission, COMMISSION_STATES, action);

/**
 * A commission's life after payment (`COMMISSION_STATES`; README "States"): its settlement date set when the order
 * completes, taken back by refunds (cancelled before settlement, reversed after), and settled
 * into the wallet exactly once.
 */

const days = (n: number) => sql`make_interval(days => ${Math.max(0, Math.floor(n))}::integer)`;

/** The order has just completed (in its transaction): its pending commissions settle after the after-sale window. */
export async function scheduleCommissions(tx: Db, orderId: number, afterSaleDays: number): Promise<void> {
  await tx.update(commission)
    .set({ settleAfter: sql`(select ${order.completedTime} from ${order} where ${order.id} = ${orderId}) + ${days(afterSaleDays)}`, updateTime: sql`now()` })
    .where(and(eq(commission.orderId, orderId), allowed('schedule')));
}

/**
 * The statement part that schedules the commissions of the orders a completion sweep has just
 * moved (`moved`: a CTE of their ids), for the sweep's own WITH (orders.ts): one statement, so
 * an order never completes without its commissions' dates.
 */
export const scheduleMovedCommissions = (afterSaleDays: number) => sql`
  scheduled as (
    update ${commission} c set settle_after = now() + ${days(afterSaleDays)}, update_time = now()
    from moved where c.order_id = moved.id and c.status = 'pending' and c.settle_after is null returning c.id
  )`;

/** What of a commission is taken back once `refunded` of its line's `quantity` units are refunded: all on the last unit, else pro rata (floor). */
export const takenBack = (amount: number, refunded: number, quantity: number): number =>
  refunded >= quantity ? amount : Math.floor((amount * refunded) / quantity);

/**
 * After a refund of some or all of an order's lines (in the refund's transaction, the order row
 * locked): each commission gives back the share of its line now refunded. Pending ones are
 * cancelled by that much (`cancelled_amount`; status `cancelled` once nothing is left);
 * settled ones are reversed through the wallet (a negative `reverse` row; what the wallet cannot
 * cover becomes debt) and become `reversed` once nothing is left. Idempotent: a second call
 * with the same refunded quantities changes nothing.
 */
export async function takeBackCommissions(tx: Db, orderId: number, memo: string): Promise<void> {
  const found = await tx.select().from(commission)
    .where(and(eq(commission.orderId, orderId), inArray(commission.status, [...COMMISSION_STATES.transitions.cancel.from, ...COMMISSION_STATES.transitions.reverse.from])))
    .orderBy(asc(commission.id)).for('update');
  if (!found.length) return;
  const lines = new Map((await tx.select({ id: orderProduct.id, quantity: orderProduct.quantity, refunded: orderProduct.refundedQuantity })
    .from(orderProduct).where(eq(orderProduct.orderId, orderId))).map((l) => [l.id, l]));
  const reversals: WalletChange[] = [];
  for (const c of found) {
    const line = lines.get(c.orderProductId)!;
    const target = takenBack(c.amount, line.refunded, line.quantity);
    const delta = target - c.cancelledAmount - c.reversedAmount;
    if (delta <= 0) continue;
    const whole = target === c.amount;
    if (c.status === 'pending') {
      await tx.update(commission).set({
        cancelledAmount: sql`${commission.cancelledAmount} + ${delta}`, status: whole ? 'cancelled' : 'pending', updateTime: sql`now()`,
      }).where(and(eq(commission.id, c.id), eq(commission.status, 'pending')));
    } else {
      await tx.update(commission).set({
        reversedAmount: sql`${commission.reversedAmount} + ${delta}`, status: whole ? 'reversed' : 'settled', updateTime: sql`now()`,
      }).where(and(eq(commission.id, c.id), eq(commission.status, 'settled')));
      reversals.push({ userId: c.userId, amount: -delta, type: 'reverse', commissionId: c.id, memo, allowDebt: true });
    }
  }
  await moveCommissionWallets(tx, reversals);
}

export interface SettleOptions {
  /** Only these commissions (an admin's "settle now"): pending ones of completed orders, due or not. */
  ids?: number[];
  /** Only those whose after-sale window has closed (the job; an admin's "all due"). */
  due?: boolean;
  /** The admin's scope (own shops), a condition on the commission table. */
  scope?: SQL;
  /** Commissions per transaction. */
  batch?: number;
}

export interface SettleResult {
  count: number;
  amount: number;
}

/**
 * Settles pending commissions into their agents' wallets, in batches of one transaction each:
 * a batch claims its rows with `FOR UPDATE SKIP LOCKED` (rows another run or a refund holds are
 * left to it), moves them `pending → settled` with a conditional UPDATE, and credits the wallets
 * (debt first) with one `settle` row per commission. Two runs at once, on any instances, settle
 * each commission once. Commissions of orders not completed yet (no `settle_after`) and of members
 * who are no agent any more (no agent row) stay pending.
 */
export async function settleCommissions(db: Db, opts: SettleOptions = {}): Promise<SettleResult> {
  const batch = opts.batch ?? 1000;
  const total: SettleResult = { count: 0, amount: 0 };
  if (opts.ids && !opts.ids.length) return total;
  let last = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const picked = await rows<{ id: number; user_id: number; net: number | string; order_no: string }>(tx, sql`
        select commission.id, commission.user_id, commission.amount - commission.cancelled_amount as net, o.order_no
        from ${commission}
        join ${order} o on o.id = commission.order_id
        where ${allowed('settle')} and commission.id > ${last}
          and exists (select 1 from ${agent} a where a.user_id = commission.user_id)
          ${opts.due ? sql`and commission.settle_after <= now()` : sql``}
          ${opts.ids ? sql`and commission.id in (${sql.join(opts.ids.map((id) => sql`${id}::integer`), sql`, `)})` : sql``}
          ${opts.scope ? sql`and ${opts.scope}` : sql``}
        order by commission.id limit ${batch}
        for update of commission skip locked`);
      if (!picked.length) return { n: 0, last, settled: 0 };
      const moved = new Set((await tx.update(commission).set({ status: 'settled', settledTime: sql`now()`, updateTime: sql`now()` })
        .where(and(inArray(commission.id, picked.map((p) => p.id)), allowed('settle')))
        .returning({ id: commission.id })).map((r) => r.id));
      const changes: WalletChange[] = picked.filter((p) => moved.has(p.id) && Number(p.net) > 0)
        .map((p) => ({ userId: p.user_id, amount: Number(p.net), type: 'settle', commissionId: p.id, memo: p.order_no }));
      await moveCommissionWallets(tx, changes);
      total.count += moved.size;
      total.amount += changes.reduce((s, c) => s + c.amount, 0);
      return { n: picked.length, last: picked[picked.length - 1].id, settled: moved.size };
    });
    metrics.commissionsSettled(claimed.settled); // this batch has committed
    last = claimed.last;
    if (claimed.n < batch) return total;
  }
}
