import { and, eq, sql } from 'drizzle-orm';
import { gatewayRefundAdminEndpoints as api, gatewayRefundDescription, type GatewayRefundAdminRow } from '@app/contract';
import { action, defineResource, described, join, joinedFields, listedRow, rowScope, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { gatewayRefund, order, shop, user } from '../../db/schema/index.ts';
import { gatewayNamed, refundToBalance, sendGatewayRefundNow } from './gateway-refunds.ts';
import { ownShopIds } from '../shop/index.ts';

/** The refund if it is in this admin's scope (own shops), else "not found". */
async function scoped(c: ActionContext, r: Compiled, id: number): Promise<void> {
  const [row] = await c.db.select({ id: gatewayRefund.id }).from(gatewayRefund).where(and(eq(gatewayRefund.id, id), await rowScope(r, c)));
  if (!row) throw new ApiError('Refund not found');
}

/**
 * `/admin/order.GatewayRefund/*`: the refund outbox as operators see it (pending with the
 * gateway's last error and the next try, sent, succeeded, failed, paid to the balance), read-only
 * but for "send now" of a pending refund and "to the balance" of a failed one. Shop-scoped
 * through the refund's order, like the orders.
 */
export const gatewayRefundResource = defineResource({
  ...described(gatewayRefundDescription),
  table: gatewayRefund,
  joins: {
    order: join(order, (o) => eq(gatewayRefund.orderId, o.id), joinedFields(gatewayRefundDescription, 'order')),
    user: join(user, (u) => eq(order.userId, u.id), joinedFields(gatewayRefundDescription, 'user')),
    shop: join(shop, (s) => eq(order.shopId, s.id), joinedFields(gatewayRefundDescription, 'shop')),
  },
  scope: async (c) => {
    const ids = await ownShopIds(c);
    return ids && (ids.length ? sql`${gatewayRefund.orderId} in (select ${order.id} from ${order} where ${order.shopId} in ${ids})` : sql`false`);
  },
  add: false,
  edit: false,
  del: false,
  actions: {
    send: action({
      endpoint: api.send,
      transaction: false,
      async run({ id }, c, { resource }) {
        await scoped(c, resource, id);
        await sendGatewayRefundNow(c.db, id, (name) => gatewayNamed(c.app, name));
        return (await listedRow(resource, c, id)) as GatewayRefundAdminRow;
      },
    }),
    toBalance: action({
      endpoint: api.toBalance,
      transaction: false,
      message: 'Refunded to the balance',
      async run({ id }, c, { resource }) {
        await scoped(c, resource, id);
        await refundToBalance(c.db, id, c.admin.id);
        return (await listedRow(resource, c, id)) as GatewayRefundAdminRow;
      },
    }),
  },
});
