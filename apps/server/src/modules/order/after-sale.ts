import { and, asc, eq } from 'drizzle-orm';
import { afterSaleDescription, afterSaleDetailAdminQuery, afterSaleIdInput, afterSaleRefuseInput } from '@app/contract';
import { action, defineResource, described, join, joinedFields, listedRow, rowScope, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { readStored } from '../../core/i18n/stored.ts';
import { toWire } from '../../core/crud/columns.ts';
import { yuan } from '../../core/site/site-config.ts';
import { afterSale, afterSaleProduct, order, orderLog, orderProduct, shop, user } from '../../db/schema/index.ts';
import { approveAfterSale, receiveReturn, refuseAfterSale } from '../commerce/after-sales.ts';
import type { Operator } from '../commerce/orders.ts';
import { byOwnShops } from '../shop/own-shops.ts';

const admin = (c: ActionContext): Operator => ({ type: 'admin', id: c.admin.id });

/** The after-sale if it is in this admin's scope (own shops), else "not found". */
async function scopedAfterSale(c: ActionContext, r: Compiled, id: number) {
  const [row] = await c.db.select({ id: afterSale.id }).from(afterSale).where(and(eq(afterSale.id, id), await rowScope(r, c)));
  if (!row) throw new ApiError('After-sale not found');
  return row;
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
      method: 'GET',
      input: afterSaleDetailAdminQuery,
      node: 'index',
      transaction: false,
      summary: "An after-sale with its lines and its order's timeline",
      async run({ id }, c, { resource }) {
        const row = await listedRow(resource, c, id);
        if (!row) throw new ApiError('After-sale not found');
        const [lines, logs] = await Promise.all([
          c.db.select({ item: afterSaleProduct, name: orderProduct.name, image: orderProduct.image, price: orderProduct.price }).from(afterSaleProduct)
            .innerJoin(orderProduct, eq(orderProduct.id, afterSaleProduct.orderProductId)).where(eq(afterSaleProduct.afterSaleId, id)).orderBy(asc(afterSaleProduct.id)),
          c.db.select().from(orderLog).where(eq(orderLog.orderId, Number(row.order_id))).orderBy(asc(orderLog.id)),
        ]);
        return {
          row,
          products: lines.map((l) => ({ order_product_id: l.item.orderProductId, name: l.name, image: l.image, price: yuan(l.price), quantity: l.item.quantity, amount: yuan(l.item.amount) })),
          logs: logs.map((l) => ({ id: l.id, action: l.action, from_status: l.fromStatus, to_status: l.toStatus, operator_type: l.operatorType, operator_id: l.operatorId, memo: readStored(c.req.lang, l.memo, l.memoI18n), create_time: toWire(l.createTime) })),
        };
      },
    }),
    approve: action({
      input: afterSaleIdInput,
      transaction: false,
      summary: 'Approve a pending after-sale: a refund-only one is paid back at once, a return waits for the goods',
      message: 'Operation successful',
      async run({ id }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await approveAfterSale(c.db, id, admin(c));
      },
    }),
    refuse: action({
      input: afterSaleRefuseInput,
      transaction: false,
      summary: 'Refuse a pending after-sale with a reason',
      message: 'Operation successful',
      async run({ id, reason }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await refuseAfterSale(c.db, id, admin(c), reason);
      },
    }),
    receive: action({
      input: afterSaleIdInput,
      transaction: false,
      summary: 'The goods of an approved return came back: stock and money go back',
      message: 'Operation successful',
      async run({ id }, c, { resource }) {
        await scopedAfterSale(c, resource, id);
        await receiveReturn(c.db, id, admin(c));
      },
    }),
  },
});
