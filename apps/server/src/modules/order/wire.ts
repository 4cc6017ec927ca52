import type { ActivityRow, AfterSaleRow as AfterSaleWire, AfterSaleProductRow, OrderLogRow, OrderProductRow, OrderRow as OrderWire, ShopProductRow, ShopRow } from '@app/contract';
import { yuan } from '../../core/site/site-config.ts';
import { unixSeconds } from '../../core/settings.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { readStored } from '../../core/i18n/stored.ts';
import type { activity, afterSale, orderLog, orderProduct, product, shop, shopProduct } from '../../db/schema/index.ts';
import type { OrderRow } from './orders.ts';

/** Rows as the member API sends them: snake_case names, money as yuan strings, times as unix seconds. */

const list = (csv: string) => (csv ? csv.split(',') : []);

export function shopWire(s: typeof shop.$inferSelect, distance?: number | null): ShopRow {
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    logo: s.logo,
    images: list(s.images),
    contact_name: s.contactName,
    contact_mobile: s.contactMobile,
    province_id: s.provinceId,
    city_id: s.cityId,
    district_id: s.districtId,
    address: s.address,
    longitude: s.longitude,
    latitude: s.latitude,
    business_hours: s.businessHours,
    intro: s.intro,
    status: s.status as ShopRow['status'],
    ...(distance !== undefined ? { distance } : {}),
  };
}

export function shopProductWire(p: typeof product.$inferSelect, sp: typeof shopProduct.$inferSelect): ShopProductRow {
  return {
    product_id: p.id,
    shop_product_id: sp.id,
    category_id: p.categoryId,
    name: p.name,
    cover: p.cover,
    images: list(p.images),
    intro: p.intro,
    content: p.content,
    price: yuan(sp.price ?? p.price),
    market_price: yuan(p.marketPrice),
    stock: sp.stock,
    sales: sp.sales,
    unit: p.unit,
  };
}

export function activityWire(a: typeof activity.$inferSelect, productIds: number[]): ActivityRow {
  return {
    id: a.id,
    scope: a.scope as ActivityRow['scope'],
    shop_id: a.shopId,
    title: a.title,
    cover: a.cover,
    type: a.type as ActivityRow['type'],
    discount_rate: a.discountRate,
    threshold: a.threshold === null ? null : yuan(a.threshold),
    reduction: a.reduction === null ? null : yuan(a.reduction),
    content: a.content,
    start_time: unixSeconds(a.startTime),
    end_time: unixSeconds(a.endTime),
    product_scope: a.productScope as ActivityRow['product_scope'],
    product_ids: productIds,
  };
}

export function orderWire(o: OrderRow, shopName: string): OrderWire {
  return {
    id: o.id,
    order_no: o.orderNo,
    shop_id: o.shopId,
    shop_name: shopName,
    activity_id: o.activityId,
    activity_title: o.activityTitle,
    status: o.status as OrderWire['status'],
    goods_amount: yuan(o.goodsAmount),
    discount_amount: yuan(o.discountAmount),
    pay_amount: yuan(o.payAmount),
    pay_type: o.payType as OrderWire['pay_type'],
    paid_time: unixSeconds(o.paidTime),
    completed_time: unixSeconds(o.completedTime),
    cancelled_time: unixSeconds(o.cancelledTime),
    cancel_reason: o.cancelReason,
    refunded_time: unixSeconds(o.refundedTime),
    refund_amount: yuan(o.refundAmount),
    refund_reason: o.refundReason,
    contact_name: o.contactName,
    contact_mobile: o.contactMobile,
    delivery_type: o.deliveryType as OrderWire['delivery_type'],
    address: o.address,
    pickup_code: o.pickupCode,
    express_no: o.expressNo,
    fulfilled_time: unixSeconds(o.fulfilledTime),
    remark: o.remark,
    create_time: unixSeconds(o.createTime),
  };
}

export function orderProductWire(l: typeof orderProduct.$inferSelect): OrderProductRow {
  return {
    id: l.id,
    product_id: l.productId,
    name: l.name,
    image: l.image,
    unit: l.unit,
    price: yuan(l.price),
    quantity: l.quantity,
    amount: yuan(l.amount),
    discount_amount: yuan(l.discountAmount),
    pay_amount: yuan(l.commissionBase),
  };
}

/** A timeline row; its memo in the reader's language (`lang`, the request's). */
export function orderLogWire(l: typeof orderLog.$inferSelect, lang: Lang): OrderLogRow {
  return {
    id: l.id,
    action: l.action,
    from_status: l.fromStatus,
    to_status: l.toStatus,
    operator_type: l.operatorType as OrderLogRow['operator_type'],
    memo: readStored(lang, l.memo, l.memoI18n),
    create_time: unixSeconds(l.createTime),
  };
}

export function afterSaleWire(a: typeof afterSale.$inferSelect, lines: AfterSaleProductRow[]): AfterSaleWire {
  return {
    id: a.id,
    after_sale_no: a.afterSaleNo,
    order_id: a.orderId,
    type: a.type as AfterSaleWire['type'],
    status: a.status as AfterSaleWire['status'],
    reason: a.reason,
    images: list(a.images),
    amount: yuan(a.amount),
    refuse_reason: a.refuseReason,
    audit_time: unixSeconds(a.auditTime),
    returned_time: unixSeconds(a.returnedTime),
    refunded_time: unixSeconds(a.refundedTime),
    cancelled_time: unixSeconds(a.cancelledTime),
    create_time: unixSeconds(a.createTime),
    products: lines,
  };
}
