import { and, asc, eq, sql } from 'drizzle-orm';
import { orderAdminEndpoints as api, orderDescription, orderProductDescription, type OrderAdminRow, type OrderLineAdminRow, type OrderLogAdminRow } from '@app/contract';
import { action, defineResource, described, join, joinedFields, listedRow, rowScope, type ActionContext, type Compiled } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { readStored } from '../../core/i18n/stored.ts';
import { wireRowOf } from '../../core/crud/list.ts';
import { registeredResources } from '../../core/crud/registry.ts';
import { unixSeconds } from '../../core/settings.ts';
import { order, orderLog, orderProduct, shop, user } from '../../db/schema/index.ts';
import { cancelOrder, completeOrder, refundOrder, type Operator } from './orders.ts';
import { orderSetting } from './settings.ts';
import { redeemPickupCode, shipOrder } from './fulfilment.ts';
import { byOwnShops, byOwnShopsOrders, ownShopIds } from '../shop/index.ts';
import { orderCommissions } from '../distribution/index.ts';

/** A snapshot line of the detail in the wire form of the order-lines list (its money fields in yuan). */
const lineOut = (c: ActionContext) => {
  const lines = registeredResources(c.app).get('order/product')!;
  return (l: Record<string, unknown>) => wireRowOf(lines, snake(l)) as OrderLineAdminRow;
};
/** An entry of the order's timeline, its memo in the reader's language. */
export const logOut = (lang: Lang) => (l: typeof orderLog.$inferSelect): OrderLogAdminRow => ({
  id: l.id, action: l.action, from_status: l.fromStatus, to_status: l.toStatus, operator_type: l.operatorType, operator_id: l.operatorId,
  memo: readStored(lang, l.memo, l.memoI18n), create_time: unixSeconds(l.createTime),
});
/** Drizzle's camelCase keys as the wire's column names. */
const snake = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`), v]));
const admin = (c: ActionContext): Operator => ({ type: 'admin', id: c.admin.id });

/** The order if it is in this admin's scope (own shops), else "not found". */
async function scopedOrder(c: ActionContext, r: Compiled, id: number) {
  const [row] = await c.db.select().from(order).where(and(eq(order.id, id), await rowScope(r, c)));
  if (!row) throw new ApiError('Order not found');
  return row;
}

const orderDescribed = described(orderDescription);

/** `/admin/order.Order/*`: orders, read-only but for the engine's transitions and the admin remark; shop-scoped. */
export const orderResource = defineResource({
  ...orderDescribed,
  // every own field is described (the rows and the screens read them); the export keeps the ones filtered, sorted or in money
  fields: Object.fromEntries(Object.entries(orderDescribed.fields).filter(([, f]) => f.search || f.sort || f.money)),
  table: order,
  joins: {
    user: join(user, (u) => eq(order.userId, u.id), { ...joinedFields(orderDescription, 'user'), nickname: {} }),
    shop: join(shop, (s) => eq(order.shopId, s.id), joinedFields(orderDescription, 'shop')),
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
        if (!row) throw new ApiError('Order not found');
        const products = await c.db.select().from(orderProduct).where(eq(orderProduct.orderId, id)).orderBy(asc(orderProduct.id));
        const logs = await c.db.select().from(orderLog).where(eq(orderLog.orderId, id)).orderBy(asc(orderLog.id));
        return {
          row: row as OrderAdminRow,
          ...(await orderCommissions(c.app, c.db, { id, paid: row.paid_time !== null })),
          products: products.map(lineOut(c)),
          logs: logs.map(logOut(c.req.lang)),
        };
      },
    }),
    complete: action({
      endpoint: api.complete,
      transaction: false,
      message: 'Operation successful',
      prepare: (_input, c) => orderSetting(c.app, 'order_after_sale_days'),
      async run({ id }, c, { resource, prepared }) {
        await scopedOrder(c, resource, id);
        await completeOrder(c.db, id, admin(c), prepared);
        return null;
      },
    }),
    cancel: action({
      endpoint: api.cancel,
      transaction: false,
      message: 'Operation successful',
      async run({ id, reason }, c, { resource }) {
        await scopedOrder(c, resource, id);
        await cancelOrder(c.db, id, null, admin(c), reason);
        return null;
      },
    }),
    refund: action({
      endpoint: api.refund,
      transaction: false,
      message: 'Operation successful',
      prepare: (_input, c) => orderSetting(c.app, 'order_after_sale_days'),
      async run({ id, reason }, c, { resource, prepared }) {
        await scopedOrder(c, resource, id);
        await refundOrder(c.db, id, admin(c), reason, prepared, c.app.cluster.bus);
        return null;
      },
    }),
    redeem: action({
      endpoint: api.redeem,
      transaction: false,
      message: 'Operation successful',
      async run({ code }, c) {
        const done = await redeemPickupCode(c.db, c.admin.id, code, await ownShopIds(c));
        return { id: done.id, order_no: done.orderNo };
      },
    }),
    ship: action({
      endpoint: api.ship,
      transaction: false,
      message: 'Operation successful',
      async run({ id, express_no }, c, { resource }) {
        await scopedOrder(c, resource, id);
        await shipOrder(c.db, id, c.admin.id, express_no);
        return null;
      },
    }),
    remark: action({
      endpoint: api.remark,
      message: 'Operation successful',
      async run({ id, admin_remark }, c, { resource }) {
        const before = await scopedOrder(c, resource, id);
        await c.db.update(order).set({ adminRemark: admin_remark, updateTime: sql`now()` }).where(eq(order.id, id));
        await c.db.insert(orderLog).values({ orderId: id, action: 'remark', fromStatus: before.status, toStatus: before.status, operatorType: 'admin', operatorId: c.admin.id, memo: admin_remark });
        return null;
      },
    }),
  },
});

/** `/admin/order.Product/*`: the order lines (snapshots), read-only; scoped by their order's shop. */
export const orderProductResource = defineResource({
  ...described(orderProductDescription),
  table: orderProduct,
  joins: { order: join(order, (o) => eq(orderProduct.orderId, o.id), joinedFields(orderProductDescription, 'order')) },
  scope: byOwnShopsOrders(orderProduct.orderId),
  add: false,
  edit: false,
  del: false,
});
