import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSale, order, orderLog } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { allowedWhere } from '../../core/crud/index.ts';
import { AFTER_SALE_OPEN_STATUSES, ORDER_STATES } from '@app/contract';
import type { OrderRow } from './orders.ts';

/**
 * Fulfilment at the shop (issue 12, item 10): a pickup order is handed over when an admin whose
 * data scope covers its shop redeems its pickup code; a delivery order when the shop sends it. Either is one
 * conditional UPDATE (`ORDER_STATES`' redeem / ship: paid, not yet handed over; and no after-sale open) with its timeline row naming
 * the admin. The timer completes handed-over orders after `order_auto_complete_days`.
 */

const openAfterSale = sql`not exists (select 1 from ${afterSale} a where a.order_id = ${order.id} and a.status in (${sql.join(AFTER_SALE_OPEN_STATUSES.map((s) => sql`${s}`), sql`, `)}))`;

/** Why an order could not be handed over, from how it is now. */
async function handOverRefusal(db: Db, orderId: number): Promise<ApiError> {
  const [o] = await db.select().from(order).where(eq(order.id, orderId));
  if (!o) return new ApiError('Order not found');
  if (o.fulfilledTime) return new ApiError('The order has already been handed over');
  if (o.status !== 'paid') return new ApiError(o.status === 'unpaid' ? 'The order has not been paid' : o.status === 'cancelled' ? 'The order has been cancelled' : 'The order has been refunded');
  return new ApiError('An after-sale of this order is in progress; settle it first');
}

/**
 * Redeems a pickup code at the shops in the admin's data scope: `shopIds` are an "own shops"
 * admin's bound shops, undefined for an admin whose scope is every shop (the super admin, scope
 * `all`). Codes are unique within a shop only, so across several shops the order still waiting to
 * be handed over is the one meant; when more than one waits with that code, an admin of the
 * order's shop redeems it. An own-shops admin is told that none of *their* shops has the code.
 */
export async function redeemPickupCode(db: Db, adminId: number, code: string, shopIds: number[] | undefined): Promise<OrderRow> {
  const notFound = () => new ApiError(shopIds ? 'No order of your shops has this pickup code' : 'Pickup code not found');
  if (!/^\d{8}$/.test(code)) throw notFound();
  if (shopIds && !shopIds.length) throw notFound();
  return db.transaction(async (tx) => {
    const waiting = sql<boolean>`(${allowedWhere(order, ORDER_STATES, 'redeem')})`;
    // The order rows locked first: an after-sale applied meanwhile (which locks it too) is seen by the UPDATE's fresh snapshot.
    const found = await tx.select().from(order)
      .where(and(eq(order.pickupCode, code), shopIds ? inArray(order.shopId, shopIds) : undefined))
      .orderBy(desc(waiting), desc(order.id)).limit(2).for('update');
    const target = found[0];
    if (!target) throw notFound();
    if (found.length > 1 && found[1].status === 'paid' && !found[1].fulfilledTime) throw new ApiError('Several shops have an order waiting with this pickup code; an administrator of the order\'s shop redeems it');
    const [done] = await tx.update(order)
      .set({ fulfilledTime: sql`now()`, fulfilAdminId: adminId, updateTime: sql`now()` })
      .where(and(eq(order.id, target.id), allowedWhere(order, ORDER_STATES, 'redeem'), openAfterSale))
      .returning();
    if (!done) throw await handOverRefusal(tx, target.id);
    await tx.insert(orderLog).values({ orderId: done.id, action: 'pickup', fromStatus: 'paid', toStatus: 'paid', operatorType: 'admin', operatorId: adminId, memo: code });
    return done;
  });
}

/** The shop sends a delivery order (the admin area checks that the admin may act on its shop). */
export async function shipOrder(db: Db, orderId: number, adminId: number, expressNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: order.id }).from(order).where(eq(order.id, orderId)).for('update');
    const [done] = await tx.update(order)
      .set({ fulfilledTime: sql`now()`, fulfilAdminId: adminId, expressNo: expressNo.trim().slice(0, 50), updateTime: sql`now()` })
      .where(and(eq(order.id, orderId), allowedWhere(order, ORDER_STATES, 'ship'), openAfterSale))
      .returning();
    if (!done) {
      const [o] = await tx.select({ deliveryType: order.deliveryType }).from(order).where(eq(order.id, orderId));
      throw o && o.deliveryType !== 'delivery' ? new ApiError('A pickup order is handed over with its pickup code') : await handOverRefusal(tx, orderId);
    }
    await tx.insert(orderLog).values({ orderId, action: 'ship', fromStatus: 'paid', toStatus: 'paid', operatorType: 'admin', operatorId: adminId, memo: done.expressNo });
    return done;
  });
}
