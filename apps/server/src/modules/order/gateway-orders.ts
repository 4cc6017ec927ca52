import { and, eq, ne, or, sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { gatewayOrder, order } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentGateway } from './gateway.ts';
import { gatewayNamed } from './gateway-refunds.ts';
import { recordGatewayPayment, type OrderRow } from './orders.ts';
import { commissionPolicy, type CommissionPolicy } from '../distribution/index.ts';
import { metrics } from '../../core/metrics.ts';

/**
 * The payments started at a gateway (`gateway_order`, one per order and gateway), and two cluster
 * jobs on them, each run once per period across the instances:
 *
 * - `gateway-order-close` (every 30 s): an open gateway order whose order no longer waits for it,
 *   cancelled (by the member, an operator or the unpaid timer) or paid another way (with the
 *   balance), is closed at the gateway, so the member can no longer pay it. When the gateway
 *   refuses to close it, the payment is queried: money that arrived is recorded by the engine
 *   (`recordGatewayPayment`: a payment for a cancelled order, or a second one for a paid order, is
 *   refunded), anything else is tried again next period.
 * - `gateway-order-query` (every `QUERY_EVERY_MS`): an open gateway order whose order is still
 *   unpaid `QUERY_AFTER_MINUTES` after it was placed is queried, once per period (the row's
 *   `last_query_time` is claimed by a conditional UPDATE), and a payment whose notify never came is
 *   recorded the same way.
 */

export const CLOSE_JOB = 'gateway-order-close';
export const QUERY_JOB = 'gateway-order-query';
export const QUERY_AFTER_MINUTES = 5;
export const QUERY_EVERY_MS = 5 * 60_000;
const BATCH = 100;

type GatewayOrderRow = typeof gatewayOrder.$inferSelect;
type GatewayFor = (name: string) => Promise<PaymentGateway | null>;

/** Records that a payment of the order was started at the gateway (before asking the gateway, so a lost answer still leaves the row). */
export async function noteGatewayOrder(db: Db, o: Pick<OrderRow, 'id' | 'orderNo' | 'payAmount'>, gateway: string): Promise<void> {
  await db.insert(gatewayOrder).values({ orderId: o.id, gateway, outTradeNo: o.orderNo, amount: o.payAmount })
    .onConflictDoUpdate({ target: [gatewayOrder.orderId, gatewayOrder.gateway], set: { status: 'open', updateTime: sql`now()` }, setWhere: sql`${gatewayOrder.status} = 'closed'` });
}

const closed = (db: Db, id: number) =>
  db.update(gatewayOrder).set({ status: 'closed', lastError: '', closedTime: sql`now()`, updateTime: sql`now()` })
    .where(and(eq(gatewayOrder.id, id), eq(gatewayOrder.status, 'open')));
const failed = (db: Db, id: number, e: unknown) =>
  db.update(gatewayOrder).set({ lastError: String((e as Error)?.message ?? e).slice(0, 255), updateTime: sql`now()` }).where(eq(gatewayOrder.id, id));

/**
 * Asks the gateway for the payment; a paid one is recorded by the engine, which marks the row paid
 * in the same transaction (a duplicate of a notify found it marked already). Resolves to whether it was paid.
 */
async function settleByQuery(db: Db, gw: PaymentGateway, row: GatewayOrderRow, policy: CommissionPolicy): Promise<boolean> {
  const state = await gw.query(row.outTradeNo);
  if (!state.paid) return false;
  if ((await recordGatewayPayment(db, gw.name, { orderNo: state.orderNo || row.outTradeNo, tradeNo: state.tradeNo, amount: state.amount }, policy)) === 'paid') metrics.orderPaid(gw.name);
  return true;
}

/**
 * Closes at the gateway the open gateway orders of orders cancelled or paid another way (an order
 * paid through a gateway took that payment). Resolves to the orders whose gateway order was closed
 * and the ones found paid there.
 */
export async function closeUnwantedGatewayOrders(db: Db, gatewayFor: GatewayFor, policy: CommissionPolicy): Promise<{ closed: number[]; paid: number[] }> {
  const unwanted = or(eq(order.status, 'cancelled'), and(ne(order.status, 'unpaid'), ne(order.payType, 'gateway')));
  const due = await db.select({ g: gatewayOrder }).from(gatewayOrder).innerJoin(order, eq(order.id, gatewayOrder.orderId))
    .where(and(eq(gatewayOrder.status, 'open'), unwanted)).orderBy(gatewayOrder.id).limit(BATCH);
  const result = { closed: [] as number[], paid: [] as number[] };
  for (const { g } of due) {
    const gw = await gatewayFor(g.gateway);
    if (!gw) continue;
    try {
      await gw.close(g.outTradeNo);
      await closed(db, g.id);
      result.closed.push(g.orderId);
    } catch (e) {
      // Not closed: perhaps paid meanwhile (its notify lost or late). Whatever the gateway says, it is asked again next period.
      try {
        if (await settleByQuery(db, gw, g, policy)) result.paid.push(g.orderId);
        else await failed(db, g.id, e);
      } catch (q) {
        await failed(db, g.id, q);
      }
    }
  }
  return result;
}

/**
 * Queries the open gateway orders of orders still unpaid `afterMinutes` after they were placed,
 * each at most once per `everyMs` (claimed by moving `last_query_time`). Resolves to the orders
 * found paid.
 */
export async function queryUnpaidGatewayOrders(db: Db, gatewayFor: GatewayFor, policy: CommissionPolicy, afterMinutes = QUERY_AFTER_MINUTES, everyMs = QUERY_EVERY_MS): Promise<number[]> {
  const claimed = await rows<{ id: number }>(db, sql`
    update ${gatewayOrder} g set last_query_time = now()
    where g.id in (
      select g2.id from ${gatewayOrder} g2 join ${order} o on o.id = g2.order_id
      where g2.status = 'open' and o.status = 'unpaid'
        and g2.create_time <= now() - make_interval(mins => ${Math.max(0, Math.floor(afterMinutes))}::integer)
        and (g2.last_query_time is null or g2.last_query_time <= now() - make_interval(secs => ${Math.max(0, everyMs / 1000)}::float8))
      order by g2.id limit ${BATCH} for update of g2 skip locked
    ) returning g.id`);
  if (!claimed.length) return [];
  const paid: number[] = [];
  for (const { id } of claimed) {
    const [g] = await db.select().from(gatewayOrder).where(eq(gatewayOrder.id, id));
    const gw = g && (await gatewayFor(g.gateway));
    if (!gw) continue;
    try {
      if (await settleByQuery(db, gw, g, policy)) paid.push(g.orderId);
    } catch (e) {
      await failed(db, g.id, e);
    }
  }
  return paid;
}

export function registerGatewayOrderJobs(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(CLOSE_JOB)) return;
  const gatewayFor = (name: string) => gatewayNamed(ctx, name);
  ctx.cluster.jobs.register({ name: CLOSE_JOB, everyMs: 30_000, run: async () => void (await closeUnwantedGatewayOrders(ctx.db, gatewayFor, await commissionPolicy(ctx))) });
  ctx.cluster.jobs.register({ name: QUERY_JOB, everyMs: QUERY_EVERY_MS, run: async () => void (await queryUnpaidGatewayOrders(ctx.db, gatewayFor, await commissionPolicy(ctx))) });
}
