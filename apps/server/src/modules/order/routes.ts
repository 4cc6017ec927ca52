import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  afterSaleDescription, commerceEndpoints as api, gatewayRefundDescription, hqActivityDescription, orderDescription, orderProductDescription, orderRow, productDescription, shopDescription,
  type ActivityRow, type AfterSaleProductRow, type AfterSaleRow, type OrderDetail, type OrderListRow, type OrderLogRow, type OrderProductRow, type OrderQuote, type OrderRefundRow, type OrderRow, type ShopProductRow, type ShopRow,
} from '@app/contract';
import type { AppContext } from '../../context.ts';
import { activity, activityProduct, afterSale, afterSaleProduct, gatewayRefund, order, orderLog, orderProduct, product, shop, shopProduct } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { metrics } from '../../core/metrics.ts';
import { defineMemberList } from '../../core/crud/member.ts';
import { wireOf } from '../../core/crud/index.ts';
import { yuan } from '../../core/site/site-config.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { readStored } from '../../core/i18n/stored.ts';
import { cancelOrder, createOrder, payableOrder, payWithBalance, priceCart, type OrderPaid } from './orders.ts';
import { commissionPolicy } from '../distribution/index.ts';
import { payerOpenid } from '../wechat/index.ts';
import { GatewayError } from './gateway.ts';
import { wechatPayFromSettings } from './wechatpay.ts';
import { wechatNotifyRoute } from './notify.ts';
import { noteGatewayOrder } from './gateway-orders.ts';
import { applyAfterSale, cancelAfterSale } from './after-sales.ts';
import { orderSetting } from './settings.ts';
import { SoldOutMarks } from './sold-out.ts';
import { creationTurns } from './turns.ts';

/** The member API's rows (snake_case, money in yuan, times in unix seconds): the kit's conversion, in the member row's order. */
const ORDER_KEYS = Object.keys(orderRow.shape) as (keyof OrderRow)[];
const orderWire = wireOf<OrderRow>(orderDescription, order, ORDER_KEYS);
// pay_amount: the line's share of the order's, which its commissions are based on
const lineWire = wireOf<OrderProductRow>(orderProductDescription, orderProduct, ['id', 'product_id', 'name', 'image', 'unit', 'price', 'quantity', 'amount', 'discount_amount', 'pay_amount']);
const orderLineWire = (l: typeof orderProduct.$inferSelect) => lineWire(l, { pay_amount: yuan(l.commissionBase) });
const logWire = wireOf<OrderLogRow>(undefined, orderLog, ['id', 'action', 'from_status', 'to_status', 'operator_type', 'memo', 'create_time']);
/**
 * The timeline as its member reads it, each memo in the reader's language (`lang`, the request's).
 * An admin's note (`remark`: the order's admin_remark) is the shop's own: its lines are left out.
 */
const memberTimeline = (logs: (typeof orderLog.$inferSelect)[], lang: Lang) =>
  logs.filter((l) => l.action !== 'remark').map((l) => logWire(l, { memo: readStored(lang, l.memo, l.memoI18n) }));
const shopWire = wireOf<ShopRow>(shopDescription, shop, [
  'id', 'name', 'code', 'logo', 'images', 'contact_name', 'contact_mobile', 'province_id', 'city_id', 'district_id', 'address', 'longitude', 'latitude',
  'business_hours', 'intro', 'status', 'distance',
]);
const shopProductWire = wireOf<ShopProductRow>(productDescription, product, [
  'product_id', 'shop_product_id', 'category_id', 'name', 'cover', 'images', 'intro', 'content', 'price', 'market_price', 'stock', 'sales', 'unit',
]);
const activityWire = wireOf<ActivityRow>(hqActivityDescription, activity, [
  'id', 'scope', 'shop_id', 'title', 'cover', 'type', 'discount_rate', 'threshold', 'reduction', 'content', 'start_time', 'end_time', 'product_scope', 'product_ids',
]);
const afterSaleWire = wireOf<AfterSaleRow>(afterSaleDescription, afterSale, [
  'id', 'after_sale_no', 'order_id', 'type', 'status', 'reason', 'images', 'amount', 'refuse_reason', 'audit_time', 'returned_time', 'refunded_time',
  'cancelled_time', 'create_time', 'products',
]);
// A line's amount is its share of the after-sale's (money like it); name and image: its order line's.
const afterSaleLineWire = wireOf<AfterSaleProductRow>(afterSaleDescription, afterSaleProduct, ['order_product_id', 'name', 'image', 'quantity', 'amount']);
// A gateway refund as its member follows it: no gateway ids, attempts or errors.
const refundWire = wireOf<OrderRefundRow>(gatewayRefundDescription, gatewayRefund, ['id', 'gateway', 'amount', 'status', 'create_time', 'update_time']);
// The quote: the order and its lines as `createOrder` would write them (nothing is).
const quoteWire = wireOf<OrderQuote>(orderDescription, order, ['goods_amount', 'discount_amount', 'pay_amount', 'activity_title', 'products']);
const quoteLineWire = wireOf<OrderQuote['products'][number]>(orderProductDescription, orderProduct, [
  'product_id', 'name', 'price', 'quantity', 'amount', 'discount_amount', 'pay_amount',
]);
const csvList = (csv: string) => (csv ? csv.split(',') : []);

/**
 * `GET /api/order/index`: own orders, newest first, on the kit's member list (the admin list
 * protocol: `search[0][field]=status&search[0][val]=paid&search[0][operator]=eq`, `page`, `limit`),
 * each with its shop's name and its lines.
 */
export const memberOrderList = defineMemberList({
  endpoint: api.orders,
  description: orderDescription,
  table: order,
  owner: 'user_id',
  search: { id: ['eq', 'IN'], order_no: ['eq'], status: true, create_time: true },
  sort: ['id', 'create_time'],
  pick: [...ORDER_KEYS, 'products'],
  order: [['create_time', 'desc'], ['id', 'desc']],
  async rows(listed, c) {
    if (!listed.length) return [];
    const [shops, lines] = await Promise.all([
      c.db.select({ id: shop.id, name: shop.name }).from(shop).where(inArray(shop.id, [...new Set(listed.map((r) => r.shop_id as number))])),
      c.db.select().from(orderProduct).where(inArray(orderProduct.orderId, listed.map((r) => r.id as number))).orderBy(asc(orderProduct.id)),
    ]);
    const names = new Map(shops.map((x) => [x.id, x.name]));
    return listed.map((r) => ({ ...r, shop_name: names.get(r.shop_id as number), products: lines.filter((l) => l.orderId === r.id).map(orderLineWire) }) as OrderListRow);
  },
});

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** Shops a member can see: every shop but the disabled ones. */
const visibleShop = ne(shop.status, 'disabled');

/**
 * The member ordering API (issue 12): shops (nearest first with a position), a shop's products,
 * activities, and the member's own orders. No endpoint takes a member id from the request; an
 * order of another member is "not found".
 */
export function commerceRoutes(app: FastifyInstance, ctx: AppContext) {
  // the products this instance last read as sold out: a creation of one is refused without the database (README: Stock)
  const soldOut = new SoldOutMarks(ctx.cluster.bus);
  // the creations holding connections at once: half the pool, the payments have the rest (README: Payments first)
  const creations = creationTurns(ctx.config.databasePoolMax, soldOut);
  serve(app, api.shops, async (q) => {
    const where: SQL[] = [visibleShop];
    if (q.keyword) where.push(sql`(${ilike(shop.name, likeOf(q.keyword))} or ${ilike(shop.address, likeOf(q.keyword))})`);
    if (q.city_id) where.push(eq(shop.cityId, q.city_id));
    const hasPosition = q.lng !== undefined && q.lat !== undefined;
    // Great-circle distance (haversine, mean Earth radius) in whole metres; null for a shop without a position.
    const distance = hasPosition
      ? sql<number | null>`case when ${shop.latitude} is null then null else round(2 * 6371008.8 * asin(least(1, sqrt(
          power(sin(radians(${shop.latitude} - ${q.lat}::float8) / 2), 2) +
          cos(radians(${q.lat}::float8)) * cos(radians(${shop.latitude})) * power(sin(radians(${shop.longitude} - ${q.lng}::float8) / 2), 2)))))::integer end`
      : sql<null>`null`;
    const [rowsFound, [{ total }]] = await Promise.all([
      ctx.db
        .select({ s: shop, distance })
        .from(shop)
        .where(and(...where))
        .orderBy(...(hasPosition ? [sql`${distance} asc nulls last`] : []), desc(shop.weigh), asc(shop.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      ctx.db.select({ total: count() }).from(shop).where(and(...where)),
    ]);
    return { list: rowsFound.map((x) => shopWire(x.s, { images: csvList(x.s.images), ...(hasPosition ? { distance: x.distance === null ? null : Number(x.distance) } : {}) })), total };
  });

  serve(app, api.shop, async ({ id }) => {
    const [found] = await ctx.db.select().from(shop).where(and(eq(shop.id, id), visibleShop));
    if (!found) throw new ApiError('Shop not found');
    return { row: shopWire(found, { images: csvList(found.images) }) };
  });

  serve(app, api.shopProducts, async (q) => {
    const [found] = await ctx.db.select({ id: shop.id }).from(shop).where(and(eq(shop.id, q.shop_id), visibleShop));
    if (!found) throw new ApiError('Shop not found');
    const where: SQL[] = [eq(shopProduct.shopId, q.shop_id), eq(shopProduct.status, 'on'), eq(product.status, 'on')];
    if (q.category_id) where.push(eq(product.categoryId, q.category_id));
    if (q.keyword) where.push(ilike(product.name, likeOf(q.keyword)));
    const [list, [{ total }]] = await Promise.all([
      ctx.db.select({ p: product, sp: shopProduct }).from(shopProduct).innerJoin(product, eq(product.id, shopProduct.productId))
        .where(and(...where)).orderBy(desc(shopProduct.weigh), desc(product.weigh), asc(shopProduct.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      ctx.db.select({ total: count() }).from(shopProduct).innerJoin(product, eq(product.id, shopProduct.productId)).where(and(...where)),
    ]);
    return {
      list: list.map(({ p, sp }) => shopProductWire(p, { product_id: p.id, shop_product_id: sp.id, images: csvList(p.images), price: yuan(sp.price ?? p.price), stock: sp.stock, sales: sp.sales })),
      total,
    };
  });

  serve(app, api.activities, async ({ shop_id }) => {
    const scope = shop_id
      ? sql`(${activity.scope} = 'hq' or (${activity.scope} = 'shop' and ${activity.shopId} = ${shop_id}))`
      : sql`${activity.scope} = 'hq'`;
    const found = await ctx.db.select().from(activity)
      .where(and(eq(activity.status, 'published'), scope, sql`${activity.startTime} <= now() and ${activity.endTime} > now()`))
      .orderBy(desc(activity.weigh), asc(activity.id)).limit(100);
    const listed = found.filter((a) => a.productScope === 'listed').map((a) => a.id);
    const links = listed.length ? await ctx.db.select().from(activityProduct).where(inArray(activityProduct.activityId, listed)) : [];
    return { list: found.map((a) => activityWire(a, { product_ids: links.filter((l) => l.activityId === a.id).map((l) => l.productId) })) };
  });

  const orderDetail = async (orderId: number, userId: number, lang: Lang): Promise<OrderDetail> => {
    const [found] = await ctx.db.select({ o: order, shopName: shop.name }).from(order).innerJoin(shop, eq(shop.id, order.shopId))
      .where(and(eq(order.id, orderId), eq(order.userId, userId)));
    if (!found) throw new ApiError('Order not found');
    const [products, logs] = await Promise.all([
      ctx.db.select().from(orderProduct).where(eq(orderProduct.orderId, orderId)).orderBy(asc(orderProduct.id)),
      ctx.db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(asc(orderLog.id)),
    ]);
    return detailOf({ ...found.o, shopName: found.shopName, products, logs }, lang);
  };
  /** The detail of an order a write has just returned: only the timeline it did not write is read. */
  const detailOf = async (o: OrderPaid, lang: Lang): Promise<OrderDetail> => {
    const logs = o.logs ?? await ctx.db.select().from(orderLog).where(eq(orderLog.orderId, o.id)).orderBy(asc(orderLog.id));
    const products = [...o.products].sort((a, b) => a.id - b.id);
    return { ...orderWire(o, { shop_name: o.shopName }), products: products.map(orderLineWire), logs: memberTimeline(logs, lang) };
  };

  serve(app, api.quote, async (b) => {
    const { lines, priced, activityTitle } = await priceCart(ctx.db, { shopId: b.shop_id, products: b.products.map((p) => ({ productId: p.product_id, quantity: p.quantity })) }, soldOut);
    return quoteWire({ ...priced, activityTitle }, { products: lines.map((l) => quoteLineWire(l, { pay_amount: yuan(l.commissionBase) })) });
  });

  serve(app, api.create, async (b, req) => {
    const { shop_id: shopId, products, ...fields } = b;
    const created = await createOrder(ctx.database, req.member!.id, { shopId, products: products.map((p) => ({ productId: p.product_id, quantity: p.quantity })), fields }, soldOut, creations);
    metrics.orderCreated();
    return answer({ row: await detailOf(created, req.lang) }, 'Order created');
  });

  serve(app, api.pay, async (b, req) => {
    const me = req.member!.id;
    if (b.pay_type === 'wechat') {
      // The payer is the openid stored for this member under the AppID paid under (modules/wechat), never one the client sends.
      const unpaid = await payableOrder(ctx.db, me, b.id);
      if (unpaid.payAmount === 0) {
        // Nothing to collect (WeChat Pay takes no zero amount): paid at once, as with the balance.
        const paid = await payWithBalance(ctx.db, me, unpaid.id, await commissionPolicy(ctx), soldOut);
        metrics.orderPaid('balance');
        return answer({ row: await detailOf(paid, req.lang) }, 'Payment succeeded');
      }
      const gw = await wechatPayFromSettings(ctx);
      if (!gw) throw new ApiError('WeChat Pay is not configured');
      const openid = await payerOpenid(ctx.db, gw.keys.appid, me);
      await noteGatewayOrder(ctx.db, unpaid, gw.name);
      try {
        const payParams = await gw.createPayment({ orderNo: unpaid.orderNo, amount: unpaid.payAmount, description: t(req.lang, 'Payment of order %s', unpaid.orderNo), payer: openid });
        return answer({ row: await orderDetail(unpaid.id, me, req.lang), pay_params: payParams }, 'Payment started');
      } catch (e) {
        if (!(e instanceof GatewayError)) throw e;
        req.log.warn(`wechat pay order ${unpaid.orderNo} refused: ${e.status} ${e.code}`);
        throw e.status === 0 ? new ApiError('WeChat Pay could not be reached, please try again later') : new ApiError('WeChat Pay refused the payment: %s', 0, null, [e.code]);
      }
    }
    const paid = await payWithBalance(ctx.db, me, b.id, await commissionPolicy(ctx), soldOut);
    metrics.orderPaid('balance');
    return answer({ row: await detailOf(paid, req.lang) }, 'Payment succeeded');
  });

  serve(app, api.cancel, async (b, req) => {
    const me = req.member!.id;
    const cancelled = await cancelOrder(ctx.db, b.id, me, { type: 'member', id: me }, b.reason);
    return answer({ row: await orderDetail(cancelled.id, me, req.lang) }, 'Order cancelled');
  });

  serve(app, api.detail, async ({ id }, req) => ({ row: await orderDetail(id, req.member!.id, req.lang) }));

  const afterSalesOf = async (orderId: number, userId: number, onlyId?: number): Promise<AfterSaleRow[]> => {
    const found = await ctx.db.select().from(afterSale)
      .where(and(eq(afterSale.orderId, orderId), eq(afterSale.userId, userId), onlyId ? eq(afterSale.id, onlyId) : undefined))
      .orderBy(desc(afterSale.id));
    const ids = found.map((a) => a.id);
    const lines = ids.length
      ? await ctx.db.select({ item: afterSaleProduct, name: orderProduct.name, image: orderProduct.image }).from(afterSaleProduct)
        .innerJoin(orderProduct, eq(orderProduct.id, afterSaleProduct.orderProductId)).where(inArray(afterSaleProduct.afterSaleId, ids)).orderBy(asc(afterSaleProduct.id))
      : [];
    return found.map((a) => afterSaleWire(a, {
      images: csvList(a.images),
      products: lines.filter((l) => l.item.afterSaleId === a.id).map((l) => afterSaleLineWire(l.item, { name: l.name, image: l.image })),
    }));
  };

  /** The id of an order of the member's own: another member's, or none, is "Order not found". */
  const ownOrderId = async (orderId: number, userId: number): Promise<number> => {
    const [own] = await ctx.db.select({ id: order.id }).from(order).where(and(eq(order.id, orderId), eq(order.userId, userId)));
    if (!own) throw new ApiError('Order not found');
    return own.id;
  };

  serve(app, api.afterSales, async ({ order_id }, req) => {
    const me = req.member!.id;
    return { list: await afterSalesOf(await ownOrderId(order_id, me), me) };
  });

  serve(app, api.refunds, async ({ order_id }, req) => {
    const orderId = await ownOrderId(order_id, req.member!.id);
    const found = await ctx.db.select().from(gatewayRefund).where(eq(gatewayRefund.orderId, orderId)).orderBy(desc(gatewayRefund.id));
    return { list: found.map((r) => refundWire(r)) };
  });

  serve(app, api.afterSale, async (b, req) => {
    const me = req.member!.id;
    const created = await applyAfterSale(ctx.db, me, {
      orderId: b.order_id, type: b.type, reason: b.reason, images: b.images,
      lines: b.products?.map((p) => ({ orderProductId: p.order_product_id, quantity: p.quantity })),
    }, await orderSetting(ctx, 'order_after_sale_days'));
    const [row] = await afterSalesOf(created.orderId, me, created.id);
    return answer({ row }, 'After-sale submitted');
  });

  serve(app, api.afterSaleCancel, async ({ id }, req) => {
    const me = req.member!.id;
    const cancelled = await cancelAfterSale(ctx.db, me, id);
    const [row] = await afterSalesOf(cancelled.orderId, me, cancelled.id);
    return answer({ row }, 'After-sale cancelled');
  });

  wechatNotifyRoute(app, ctx);
}
