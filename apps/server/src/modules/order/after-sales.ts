import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSale, afterSaleProduct, order, orderLog, orderPayment, orderProduct } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { allowedWhere } from '../../core/crud/index.ts';
import { AFTER_SALE_OPEN_STATUSES, AFTER_SALE_STATES } from '@app/contract';
import { memoColumns, message } from '../../core/i18n/stored.ts';
import { changeMoney } from '../user/index.ts';
import { addPaymentToRollups } from '../dashboard/index.ts';
import { takeBackCommissions } from '../distribution/index.ts';
import type { ChangeBus } from '../../core/cluster/index.ts';
import { nextOrderNo, refundSold, queueGatewayRefundOf, stockBack, type Operator, type OrderRow } from './orders.ts';

/**
 * After-sales (issue 12, item 11): a member asks for the money back for the whole order or
 * chosen lines and quantities, with or without returning the goods; an operator approves or
 * refuses with a reason. Every step first locks the order row, so an after-sale, an operator's
 * full refund and the timers see one another's changes in turn; each step is a conditional
 * UPDATE of the after-sale's status (`AFTER_SALE_STATES`), and each refund has its one `order_payment` row.
 */

export type AfterSaleRow = typeof afterSale.$inferSelect;
export type AfterSaleType = 'refund_only' | 'return_refund';

export interface AfterSaleInput {
  orderId: number;
  type: AfterSaleType;
  reason: string;
  images: string[];
  /** Chosen lines and quantities; none: everything not yet refunded. */
  lines?: { orderProductId: number; quantity: number }[];
}

/** Locks the order (of this member when `userId` is given) for the rest of the transaction. */
async function lockOrder(tx: Db, orderId: number, userId: number | null): Promise<OrderRow> {
  const [o] = await tx.select().from(order)
    .where(userId === null ? eq(order.id, orderId) : and(eq(order.id, orderId), eq(order.userId, userId)))
    .for('update');
  if (!o) throw new ApiError('Order not found');
  return o;
}

/** Whether a paid or completed order still takes an after-sale: completed ones within the window. */
async function checkRefundable(tx: Db, o: OrderRow, afterSaleDays: number): Promise<void> {
  if (o.status === 'unpaid') throw new ApiError('The order has not been paid');
  if (o.status === 'cancelled') throw new ApiError('The order has been cancelled');
  if (o.status === 'refunded') throw new ApiError('The order has been refunded');
  if (o.status === 'completed') {
    const [open] = await tx.select({ ok: sql<boolean>`${order.completedTime} > now() - make_interval(days => ${Math.max(0, Math.floor(afterSaleDays))}::integer)` })
      .from(order).where(eq(order.id, o.id));
    if (!open?.ok) throw new ApiError('The after-sale window of this order has closed');
  }
}

/** The share of a line's pay amount that `quantity` more units give back: the last unit takes the remainder. */
export function lineRefund(line: { quantity: number; commissionBase: number; refundedQuantity: number; refundedAmount: number }, quantity: number): number {
  if (line.refundedQuantity + quantity === line.quantity) return line.commissionBase - line.refundedAmount;
  return Math.floor((line.commissionBase * quantity) / line.quantity);
}

/** A member's after-sale request; one open at a time per order. */
export async function applyAfterSale(db: Db, userId: number, input: AfterSaleInput, afterSaleDays: number): Promise<AfterSaleRow> {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, input.orderId, userId);
    await checkRefundable(tx, o, afterSaleDays);
    const [open] = await tx.select({ id: afterSale.id }).from(afterSale).where(and(eq(afterSale.orderId, o.id), inArray(afterSale.status, [...AFTER_SALE_OPEN_STATUSES])));
    if (open) throw new ApiError('An after-sale of this order is already in progress');

    const lines = await tx.select().from(orderProduct).where(eq(orderProduct.orderId, o.id)).orderBy(asc(orderProduct.id));
    const wanted = input.lines?.length
      ? input.lines
      : lines.filter((l) => l.refundedQuantity < l.quantity).map((l) => ({ orderProductId: l.id, quantity: l.quantity - l.refundedQuantity }));
    const merged = new Map<number, number>();
    for (const w of wanted) merged.set(w.orderProductId, (merged.get(w.orderProductId) ?? 0) + w.quantity);
    if (!merged.size) throw new ApiError('Nothing in this order is left to refund');
    const chosen = [...merged].map(([lineId, quantity]) => {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw new ApiError('This product is not in the order');
      const left = line.quantity - line.refundedQuantity;
      if (quantity > left) throw new ApiError('At most %d of %s can be refunded', 0, null, [left, line.name]);
      return { line, quantity, amount: lineRefund(line, quantity) };
    });

    const [created] = await tx.insert(afterSale).values({
      afterSaleNo: nextOrderNo(),
      orderId: o.id,
      userId,
      shopId: o.shopId,
      type: input.type,
      reason: input.reason,
      images: input.images.join(','),
      amount: chosen.reduce((s, c) => s + c.amount, 0),
    }).returning();
    await tx.insert(afterSaleProduct).values(chosen.map((c) => ({ afterSaleId: created.id, orderProductId: c.line.id, quantity: c.quantity, amount: c.amount })));
    await tx.insert(orderLog).values({ orderId: o.id, action: 'after_sale', fromStatus: o.status, toStatus: o.status, operatorType: 'member', operatorId: userId, ...memoColumns(message('order-log:after-sale %s %s', created.afterSaleNo, message(`after-sale-type:${input.type}`))) });
    return created;
  });
}

/** Why a step from `expected` was refused, from the after-sale's status now. */
function afterSaleRefusal(current: AfterSaleRow | undefined): ApiError {
  if (!current) return new ApiError('After-sale not found');
  switch (current.status) {
    case 'refunded': return new ApiError('The after-sale has been refunded');
    case 'refused': return new ApiError('The after-sale has been refused');
    case 'cancelled': return new ApiError('The after-sale has been cancelled');
    case 'approved': return new ApiError('The after-sale has been approved');
    default: return new ApiError('The after-sale is waiting for approval');
  }
}

/** Locks the order of an after-sale (of this member when `userId` is given) and returns the after-sale as it is now. */
async function lockAfterSale(tx: Db, afterSaleId: number, userId: number | null): Promise<{ a: AfterSaleRow; o: OrderRow }> {
  const [found] = await tx.select().from(afterSale)
    .where(userId === null ? eq(afterSale.id, afterSaleId) : and(eq(afterSale.id, afterSaleId), eq(afterSale.userId, userId)));
  if (!found) throw afterSaleRefusal(undefined);
  const o = await lockOrder(tx, found.orderId, null);
  const [a] = await tx.select().from(afterSale).where(eq(afterSale.id, afterSaleId));
  return { a, o };
}

/** Makes `action`'s move of an after-sale; refuses with the reason when its state no longer allows it. */
type AfterSaleSet = { [K in keyof typeof afterSale.$inferInsert]?: (typeof afterSale.$inferInsert)[K] | SQL };

async function move(tx: Db, afterSaleId: number, action: keyof typeof AFTER_SALE_STATES.transitions, values: AfterSaleSet): Promise<AfterSaleRow> {
  const [moved] = await tx.update(afterSale).set({ ...values, status: AFTER_SALE_STATES.to(action), updateTime: sql`now()` })
    .where(and(eq(afterSale.id, afterSaleId), allowedWhere(afterSale, AFTER_SALE_STATES, action))).returning();
  if (!moved) {
    const [now] = await tx.select().from(afterSale).where(eq(afterSale.id, afterSaleId));
    throw afterSaleRefusal(now);
  }
  return moved;
}

/**
 * Pays an after-sale back: its lines' refunded quantities and amounts, the balance (money log),
 * the stock when the goods came back, the order's refund amount, and the order refunded when
 * nothing of it is left. Runs inside the caller's transaction, with the order locked.
 */
async function payBack(tx: Db, a: AfterSaleRow, o: OrderRow, restock: boolean, operator: Operator): Promise<{ quantity: number }[]> {
  const items = (await tx.select({ item: afterSaleProduct, shopProductId: orderProduct.shopProductId, productId: orderProduct.productId }).from(afterSaleProduct)
    .innerJoin(orderProduct, eq(orderProduct.id, afterSaleProduct.orderProductId))
    .where(eq(afterSaleProduct.afterSaleId, a.id)).orderBy(asc(orderProduct.shopProductId)));
  for (const { item } of items) {
    const [line] = await tx.update(orderProduct)
      .set({ refundedQuantity: sql`${orderProduct.refundedQuantity} + ${item.quantity}`, refundedAmount: sql`${orderProduct.refundedAmount} + ${item.amount}` })
      .where(and(eq(orderProduct.id, item.orderProductId), sql`${orderProduct.refundedQuantity} + ${item.quantity} <= ${orderProduct.quantity}`))
      .returning({ id: orderProduct.id });
    if (!line) throw new ApiError('Nothing in this order is left to refund');
  }
  await takeBackCommissions(tx, o.id, a.afterSaleNo);
  let moneyLogId: number | null = null;
  if (o.payType === 'balance' && a.amount > 0) {
    moneyLogId = (await changeMoney(tx, { userId: o.userId, cents: a.amount, memo: message('Refund of after-sale %s of order %s', a.afterSaleNo, o.orderNo) })).id;
  }
  // Refunded units are no longer sold, whether or not the goods came back (then the stock too).
  const refunded = items.map((r) => ({ shopProductId: r.shopProductId, productId: r.productId, quantity: r.item.quantity }));
  await refundSold(tx, refunded, restock);
  const [refundRow] = await tx.insert(orderPayment).values({ orderId: o.id, kind: 'refund', payType: o.payType, amount: a.amount, moneyLogId, afterSaleId: a.id }).returning({ id: orderPayment.id });
  await addPaymentToRollups(tx, refundRow.id);
  // A gateway payment goes back through its gateway, sent by the refund outbox after this commits.
  if (o.payType === 'gateway') await queueGatewayRefundOf(tx, o.id, refundRow.id, a.amount, `S${a.afterSaleNo}`, a.reason);
  const [{ left }] = await tx.select({ left: sql<number>`count(*)::integer` }).from(orderProduct)
    .where(and(eq(orderProduct.orderId, o.id), sql`${orderProduct.refundedQuantity} < ${orderProduct.quantity}`));
  const whole = left === 0;
  await tx.update(order).set({
    refundAmount: sql`${order.refundAmount} + ${a.amount}`,
    refundedTime: sql`now()`,
    ...(whole ? { status: 'refunded', refundReason: a.reason } : {}),
    updateTime: sql`now()`,
  }).where(eq(order.id, o.id));
  await tx.insert(orderLog).values({
    orderId: o.id, action: 'refund', fromStatus: o.status, toStatus: whole ? 'refunded' : o.status,
    operatorType: operator.type, operatorId: operator.id, memo: a.afterSaleNo,
  });
  return refunded;
}

/** An operator approves: a refund-only after-sale is paid back at once; a return waits for the goods. */
export async function approveAfterSale(db: Db, afterSaleId: number, operator: Operator): Promise<AfterSaleRow> {
  return db.transaction(async (tx) => {
    const { a, o } = await lockAfterSale(tx, afterSaleId, null);
    const audit = { auditAdminId: operator.type === 'admin' ? operator.id : null, auditTime: sql`now()` };
    const wire = { status: a.status, type: a.type }; // the fields the machine names, by wire name
    if (AFTER_SALE_STATES.can('approveRefund', wire)) {
      const moved = await move(tx, a.id, 'approveRefund', { refundedTime: sql`now()`, ...audit });
      await payBack(tx, moved, o, false, operator);
      return moved;
    }
    return move(tx, a.id, 'approve', audit);
  });
}

/** The shop received the goods of an approved return: stock and money go back (the stock announced on `bus` once committed). */
export async function receiveReturn(db: Db, afterSaleId: number, operator: Operator, bus: ChangeBus): Promise<AfterSaleRow> {
  const { moved, back } = await db.transaction(async (tx) => {
    const { a, o } = await lockAfterSale(tx, afterSaleId, null);
    const moved = await move(tx, a.id, 'receive', { returnedTime: sql`now()`, refundedTime: sql`now()` });
    return { moved, back: await payBack(tx, moved, o, true, operator) };
  });
  stockBack(bus, back);
  return moved;
}

/** An operator refuses a pending after-sale with a reason. */
export async function refuseAfterSale(db: Db, afterSaleId: number, operator: Operator, reason: string): Promise<AfterSaleRow> {
  if (!reason.trim()) throw new ApiError('Please give the reason for the refusal');
  return db.transaction(async (tx) => {
    const { a } = await lockAfterSale(tx, afterSaleId, null);
    const moved = await move(tx, a.id, 'refuse', { refuseReason: reason.trim(), auditAdminId: operator.type === 'admin' ? operator.id : null, auditTime: sql`now()` });
    await tx.insert(orderLog).values({ orderId: a.orderId, action: 'after_sale_refused', operatorType: operator.type, operatorId: operator.id, memo: `${a.afterSaleNo} ${reason.trim()}`.slice(0, 255) });
    return moved;
  });
}

/** The member withdraws an own after-sale that is not decided or not finished. */
export async function cancelAfterSale(db: Db, userId: number, afterSaleId: number): Promise<AfterSaleRow> {
  return db.transaction(async (tx) => {
    const { a } = await lockAfterSale(tx, afterSaleId, userId);
    const moved = await move(tx, a.id, 'cancel', { cancelledTime: sql`now()` });
    await tx.insert(orderLog).values({ orderId: a.orderId, action: 'after_sale_cancelled', operatorType: 'member', operatorId: userId, memo: a.afterSaleNo });
    return moved;
  });
}
