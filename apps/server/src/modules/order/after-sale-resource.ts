import { asc, eq } from 'drizzle-orm';
import { afterSaleAdminEndpoints as api, afterSaleDescription, type AfterSaleAdminRow } from '@app/contract';
import { action, defineResource, described, inScope, join, joinedFields, listedRow, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { yuan } from '../../core/site/site-config.ts';
import { afterSale, afterSaleProduct, order, orderLog, orderProduct, shop, user } from '../../db/schema/index.ts';
import { approveAfterSale, receiveReturn, refuseAfterSale } from './after-sales.ts';
import type { Operator } from './orders.ts';
import { byOwnShops } from '../shop/index.ts';
import { logOut } from './order-resource.ts';

const admin = (c: ActionContext): Operator => ({ type: 'admin', id: c.admin.id });

/** The after-sale must be in this admin's scope (own shops), else "not found". */
async function scopedAfterSale(c: ActionContext, r: Compiled, id: number): Promise<void> {
  if (!(await inScope(r, c, id))) throw new ApiError('After-sale not found');
}

/**
 * `/admin/order.AfterSale/*`: the members' after-sales (issue 12 item 11), read-only but for the
 * engine's steps: approve (a refund-only one is paid back at once), refuse with a reason, receive
 * the goods of an approved return (paid back then). Shop-scoped like the orders.
 */
export const afterSaleResource = defineResource({
  ...described(afterSaleDescription),
  table: afterSale,
  joins: {
    order: join(order, (o) => eq(afterSale.orderId, o.id), { ...joinedFields(afterSaleDescription, 'order') }),
    user: join(user, (u) => eq(afterSale.userId, u.id), joinedFields(afterSaleDescription, 'user')),
    shop: join(shop, (s) => eq(afterSale.shopId, s.id), joinedFields(afterSaleDescription, 'shop')),
  },
  scope: byOwnShops('shop_id'),
  add: false,
  edit: false,
  del: false,
  actions: {
    detail: action({
      endpoint: api.detail,
      transaction: false,
      async run({ id }, c, { resource }) {
        const row = await listedRow(resource, c, id);
        if (!row) throw new ApiError('After-sale not found');
        const [lines, logs] = await Promise.all([
          c.db.select({ item: afterSaleProduct, name: orderProduct.name, image: orderProduct.image, price: orderProduct.price }).from(afterSaleProduct)
            .innerJoin(orderProduct, eq(orderProduct.id, afterSaleProduct.orderProductId)).where(eq(afterSaleProduct.afterSaleId, id)).orderBy(asc(afterSaleProduct.id)),
          c.db.select().from(orderLog).where(eq(orderLog.orderId, Number(row.order_id))).orderBy(asc(orderLog.id)),
        ]);
        return {
          row: row as AfterSaleAdminRow,
          products: lines.map((l) => ({ order_product_id: l.item.orderProductId, name: l.name, image: l.image, price: yuan(l.price), quantity: l.item.quantity, amount: yuan(l.item.amount) })),
          logs: logs.map(logOut(c.req.lang)),
        };
      },
    }),
    approve: action({
      endpoint: api.approve,
      transaction: false,
      message: 'Operation successful',
      async run({ id }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await approveAfterSale(c.db, id, admin(c));
        return null;
      },
    }),
    refuse: action({
      endpoint: api.refuse,
      transaction: false,
      message: 'Operation successful',
      async run({ id, reason }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await refuseAfterSale(c.db, id, admin(c), reason);
        return null;
      },
    }),
    receive: action({
      endpoint: api.receive,
      transaction: false,
      message: 'Operation successful',
      async run({ id }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await receiveReturn(c.db, id, admin(c), c.app.cluster.bus);
        return null;
      },
    }),
  },
});
