import { asc, eq } from 'drizzle-orm';
import type { NoCommissionReasonWire, OrderCommissionAdminRow } from '@app/contract';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { commission, orderProduct, user } from '../../../db/schema/index.ts';
import { yuan } from '../../../core/site/site-config.ts';
import { planCommissions } from './compute.ts';
import { commissionPolicy } from './settings.ts';

/**
 * An order's commissions for the admin's order detail: who earns what, or why nobody does. The
 * reason comes from the computation itself (`planCommissions` under today's policy), so it says
 * what the rules say; rules that would pay now on an order that has none mean nobody qualified
 * when it was paid (the beneficiaries are fixed then).
 */
export async function orderCommissions(
  ctx: Pick<AppContext, 'settings'>, db: Db, o: { id: number; paid: boolean },
): Promise<{ commissions: OrderCommissionAdminRow[]; commission_reason: NoCommissionReasonWire | null }> {
  const found = await db.select({ c: commission, username: user.username, nickname: user.nickname, product: orderProduct.name })
    .from(commission).innerJoin(orderProduct, eq(orderProduct.id, commission.orderProductId)).leftJoin(user, eq(user.id, commission.userId))
    .where(eq(commission.orderId, o.id)).orderBy(asc(commission.orderProductId), asc(commission.level));
  if (found.length) {
    return {
      commissions: found.map(({ c, username, nickname, product }) => ({
        id: c.id, user_id: c.userId, username, nickname, level: c.level, product,
        amount: yuan(c.amount), cancelled_amount: yuan(c.cancelledAmount), reversed_amount: yuan(c.reversedAmount), status: c.status,
      })),
      commission_reason: null,
    };
  }
  if (!o.paid) return { commissions: [], commission_reason: 'unpaid' };
  const plan = await planCommissions(db, o.id, await commissionPolicy(ctx));
  return { commissions: [], commission_reason: plan.reason ?? 'not_at_payment' };
}
