import { eq } from 'drizzle-orm';
import { gatewayRefundAdminEndpoints as api, gatewayRefundDescription, type GatewayRefundAdminRow } from '@app/contract';
import { action, defineResource, described, inScope, join, joinedFields, listedRow, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { gatewayRefund, order, shop, user } from '../../db/schema/index.ts';
import { gatewayNamed, readableErrors, refundToBalance, sendGatewayRefundNow } from './gateway-refunds.ts';
import { byOwnShopsOrders } from '../shop/index.ts';

/** Runs a step on a refund in this admin's scope (else "not found"), then answers the row as the list shows it. */
async function step(c: ActionContext, r: Compiled, id: number, run: () => Promise<void>): Promise<GatewayRefundAdminRow> {
  if (!(await inScope(r, c, id))) throw new ApiError('Refund not found');
  await run();
  const [row] = readableErrors([(await listedRow(r, c, id))!], c.req.lang);
  return row as GatewayRefundAdminRow;
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
  scope: byOwnShopsOrders(gatewayRefund.orderId),
  add: false,
  edit: false,
  del: false,
  // the outbox's own last errors in the reader's language
  hooks: { rows: (rows, c) => readableErrors(rows, c.req.lang) },
  actions: {
    send: action({
      endpoint: api.send,
      transaction: false,
      run: ({ id }, c, { resource }) => step(c, resource, id, () => sendGatewayRefundNow(c.db, id, (name) => gatewayNamed(c.app, name))),
    }),
    toBalance: action({
      endpoint: api.toBalance,
      transaction: false,
      message: 'Refunded to the balance',
      run: ({ id }, c, { resource }) => step(c, resource, id, () => refundToBalance(c.db, id, c.admin.id)),
    }),
  },
});
