import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, integer, jsonb, pgSequence, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt, type StoredMessageJson } from '../../db/schema/columns.ts';
import { admin } from '../../db/schema/auth.ts';
import { user, userMoneyLog } from '../../db/schema/user.ts';
import { product } from '../hq/schema.ts';
import { shop, shopProduct, activity } from '../shop/schema.ts';

/**
 * Orders (design/domain.md): orders with their snapshot lines, timeline, payments, after-sales
 * and the gateway's orders and refunds. Money is integer cents (bigint), times are timestamptz.
 */
/** The six digits after the second of an order number (and of an after-sale number): unique up to a million a second. */
export const orderNoSeq = pgSequence('order_no_seq', { cycle: true, minValue: 0, maxValue: 999_999, startWith: 0 });

export const order = pgTable('order', {
  id: serial('id').primaryKey(),
  /** Unique and time-ordered: yyyyMMddHHmmss (UTC) and six digits of order_no_seq. */
  orderNo: varchar('order_no', { length: 32 }).notNull(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'restrict' }),
  /** The activity applied at order time, and its title then. */
  activityId: integer('activity_id').references(() => activity.id, { onDelete: 'set null' }),
  activityTitle: varchar('activity_title', { length: 100 }).notNull().default(''),
  status: varchar('status', { length: 10 }).notNull().default('unpaid'),
  goodsAmount: bigint('goods_amount', { mode: 'number' }).notNull(),
  discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
  payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
  /** balance / offline / gateway; empty until paid. */
  payType: varchar('pay_type', { length: 10 }).notNull().default(''),
  paidTime: tz('paid_time'),
  completedTime: tz('completed_time'),
  cancelledTime: tz('cancelled_time'),
  cancelReason: varchar('cancel_reason', { length: 255 }).notNull().default(''),
  refundedTime: tz('refunded_time'),
  refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
  refundReason: varchar('refund_reason', { length: 255 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
  contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
  /** pickup: the member fetches it at the shop with the pickup code; delivery: the shop sends it to `address`. */
  deliveryType: varchar('delivery_type', { length: 10 }).notNull().default('pickup'),
  address: varchar('address', { length: 255 }).notNull().default(''),
  /** Given to a pickup order when it is paid; redeemed at its shop by an admin bound to the shop. */
  pickupCode: varchar('pickup_code', { length: 12 }).notNull().default(''),
  expressNo: varchar('express_no', { length: 50 }).notNull().default(''),
  /** When the shop handed the goods over (pickup redeemed, or delivery sent), and which admin did. */
  fulfilledTime: tz('fulfilled_time'),
  fulfilAdminId: integer('fulfil_admin_id').references(() => admin.id, { onDelete: 'set null' }),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  /** The invoice title (发票抬头) the member asks for at checkout; empty: no invoice. */
  invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
  adminRemark: varchar('admin_remark', { length: 255 }).notNull().default(''),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('order_order_no_key').on(t.orderNo),
  index('order_order_no_trgm_idx').using('gin', t.orderNo.op('gin_trgm_ops')),
  index('order_create_time_idx').on(t.createTime, t.id),
  index('order_status_idx').on(t.status, t.createTime, t.id),
  index('order_shop_idx').on(t.shopId, t.createTime, t.id),
  // a shop's orders in some statuses (the order list's most used filter pair; an own-shops admin's lists): counted index-only
  index('order_shop_status_idx').on(t.shopId, t.status, t.id),
  // a shop's orders newest first: the list walks it for a page of a shop's filter (crud README: Totals) instead of reading every match
  index('order_shop_id_idx').on(t.shopId, t.id),
  index('order_user_idx').on(t.userId, t.createTime, t.id),
  index('order_pay_amount_idx').on(t.payAmount, t.id),
  index('order_fulfilled_time_idx').on(t.status, t.fulfilledTime),
  // the dashboard (modules/dashboard): paid orders not handed over yet per shop, and an own-shops admin's new members (buyers by payment time)
  index('order_to_fulfil_idx').on(t.shopId).where(sql`${t.status} = 'paid' and ${t.fulfilledTime} is null`),
  index('order_shop_paid_time_idx').on(t.shopId, t.paidTime, t.userId).where(sql`${t.paidTime} is not null`),
  uniqueIndex('order_pickup_code_key').on(t.shopId, t.pickupCode).where(sql`${t.pickupCode} <> ''`),
  check('order_delivery_type_check', sql`${t.deliveryType} in ('pickup','delivery')`),
  index('order_activity_idx').on(t.activityId),
  check('order_status_check', sql`${t.status} in ('unpaid','paid','completed','cancelled','refunded')`),
  check('order_pay_type_check', sql`${t.payType} in ('','balance','offline','gateway')`),
  check('order_amounts_check', sql`${t.goodsAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.payAmount} = ${t.goodsAmount} - ${t.discountAmount} and ${t.payAmount} >= 0 and ${t.refundAmount} between 0 and ${t.payAmount}`),
]);

/** An order's line: a snapshot of the product at order time (later edits do not change past orders). */
export const orderProduct = pgTable('order_product', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'restrict' }),
  shopProductId: integer('shop_product_id').notNull().references(() => shopProduct.id, { onDelete: 'restrict' }),
  name: varchar('name', { length: 100 }).notNull(),
  image: varchar('image', { length: 255 }).notNull().default(''),
  unit: varchar('unit', { length: 20 }).notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  /** price × quantity. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** This line's share of the order's discount. */
  discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
  /** The product's cost price per unit at order time (the profit base of commissions). */
  costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
  /** This line's share of pay_amount (amount − discount share): the base of its commissions. */
  commissionBase: bigint('commission_base', { mode: 'number' }).notNull(),
  /** How many of the line and how much of its pay share went back by refunds and after-sales. */
  refundedQuantity: integer('refunded_quantity').notNull().default(0),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  createTime: createdAt(),
}, (t) => [
  index('order_product_order_idx').on(t.orderId),
  index('order_product_product_idx').on(t.productId, t.id),
  index('order_product_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  check('order_product_amounts_check', sql`${t.quantity} > 0 and ${t.price} >= 0 and ${t.amount} = ${t.price} * ${t.quantity} and ${t.commissionBase} = ${t.amount} - ${t.discountAmount} and ${t.commissionBase} >= 0`),
  check('order_product_refunded_check', sql`${t.refundedQuantity} between 0 and ${t.quantity} and ${t.refundedAmount} between 0 and ${t.commissionBase}`),
]);

/** An order's timeline: who moved it from which status to which, and why. */
export const orderLog = pgTable('order_log', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  /** create / pay / cancel / complete / refund / remark. */
  action: varchar('action', { length: 20 }).notNull(),
  fromStatus: varchar('from_status', { length: 10 }).notNull().default(''),
  toStatus: varchar('to_status', { length: 10 }).notNull().default(''),
  /** member / admin / system. */
  operatorType: varchar('operator_type', { length: 10 }).notNull(),
  operatorId: integer('operator_id'),
  memo: varchar('memo', { length: 255 }).notNull().default(''),
  /** The memo as a message of the packs (core/i18n/stored.ts), read in the reader's language; null for a person's words and older rows. */
  memoI18n: jsonb('memo_i18n').$type<StoredMessageJson>(),
  createTime: createdAt(),
}, (t) => [
  index('order_log_order_idx').on(t.orderId, t.id),
  check('order_log_operator_type_check', sql`${t.operatorType} in ('member','admin','system')`),
]);

/**
 * Money moved for an order: its payment (one per order), the full refund by an operator (one
 * per order) and the refund of each after-sale (one per after-sale); the partial unique indexes
 * make each exactly once. `money_log_id` is the member's money-log row of a balance payment or
 * refund (source of the ledger row: this order).
 */
export const orderPayment = pgTable('order_payment', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'restrict' }),
  kind: varchar('kind', { length: 10 }).notNull(),
  payType: varchar('pay_type', { length: 10 }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  moneyLogId: integer('money_log_id').references(() => userMoneyLog.id, { onDelete: 'restrict' }),
  /** The after-sale this refund belongs to (none: the payment, or an operator's full refund). */
  afterSaleId: integer('after_sale_id').references((): AnyPgColumn => afterSale.id, { onDelete: 'restrict' }),
  /** A gateway payment: the gateway (`wechat`) and its transaction id; empty for balance. */
  gateway: varchar('gateway', { length: 20 }).notNull().default(''),
  tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('order_payment_pay_key').on(t.orderId).where(sql`${t.kind} = 'pay'`),
  uniqueIndex('order_payment_full_refund_key').on(t.orderId).where(sql`${t.kind} = 'refund' and ${t.afterSaleId} is null`),
  uniqueIndex('order_payment_after_sale_key').on(t.afterSaleId).where(sql`${t.afterSaleId} is not null`),
  check('order_payment_after_sale_check', sql`${t.afterSaleId} is null or ${t.kind} = 'refund'`),
  index('order_payment_order_idx').on(t.orderId, t.id),
  index('order_payment_money_log_idx').on(t.moneyLogId),
  uniqueIndex('order_payment_trade_no_key').on(t.gateway, t.tradeNo, t.kind).where(sql`${t.tradeNo} <> ''`),
  // dup_pay: money a gateway collected for an order already paid another way; dup_refund: it sent back (orders.ts refundPaidTwice)
  check('order_payment_kind_check', sql`${t.kind} in ('pay','refund','dup_pay','dup_refund')`),
  check('order_payment_amount_check', sql`${t.amount} >= 0`),
]);

/**
 * An after-sale of an order (issue 12, item 11): refund only, or return and refund; for the
 * whole order or chosen lines and quantities (after_sale_product). Refund only: pending →
 * refunded on approval. Return and refund: pending → approved → refunded when the shop receives
 * the goods (`returned_time`; the stock goes back). pending → refused; pending or approved →
 * cancelled by the member. `amount` is the sum of its lines' amounts.
 */
export const afterSale = pgTable('after_sale', {
  id: serial('id').primaryKey(),
  afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'restrict' }),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'restrict' }),
  type: varchar('type', { length: 15 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  reason: varchar('reason', { length: 255 }).notNull(),
  /** Comma list of image urls. */
  images: text('images').notNull().default(''),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  refuseReason: varchar('refuse_reason', { length: 255 }).notNull().default(''),
  /** The admin who approved or refused it. */
  auditAdminId: integer('audit_admin_id').references(() => admin.id, { onDelete: 'set null' }),
  auditTime: tz('audit_time'),
  returnedTime: tz('returned_time'),
  refundedTime: tz('refunded_time'),
  cancelledTime: tz('cancelled_time'),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('after_sale_after_sale_no_key').on(t.afterSaleNo),
  index('after_sale_after_sale_no_trgm_idx').using('gin', t.afterSaleNo.op('gin_trgm_ops')),
  index('after_sale_order_idx').on(t.orderId),
  index('after_sale_status_idx').on(t.status, t.createTime, t.id),
  index('after_sale_shop_idx').on(t.shopId, t.createTime, t.id),
  index('after_sale_user_idx').on(t.userId, t.createTime, t.id),
  index('after_sale_create_time_idx').on(t.createTime, t.id),
  // the dashboard's to-dos: after-sales waiting for the operator
  index('after_sale_open_idx').on(t.shopId, t.status).where(sql`${t.status} in ('pending','approved')`),
  check('after_sale_type_check', sql`${t.type} in ('refund_only','return_refund')`),
  check('after_sale_status_check', sql`${t.status} in ('pending','approved','refunded','refused','cancelled')`),
  check('after_sale_amount_check', sql`${t.amount} >= 0`),
]);

/** The lines and quantities an after-sale covers, with the amount each gives back. */
export const afterSaleProduct = pgTable('after_sale_product', {
  id: serial('id').primaryKey(),
  afterSaleId: integer('after_sale_id').notNull().references(() => afterSale.id, { onDelete: 'cascade' }),
  orderProductId: integer('order_product_id').notNull().references(() => orderProduct.id, { onDelete: 'restrict' }),
  quantity: integer('quantity').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}, (t) => [
  uniqueIndex('after_sale_product_line_key').on(t.afterSaleId, t.orderProductId),
  index('after_sale_product_order_product_idx').on(t.orderProductId),
  check('after_sale_product_amounts_check', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
]);

/**
 * The outbox of gateway refunds: written in the transaction that records the refund's
 * `order_payment` row (one per refund row, so once per payment), sent afterwards by the
 * `gateway-refund-outbox` cluster job, outside any transaction, and retried until the gateway
 * accepts it. `out_refund_no` is the gateway's idempotency key: a retry after a lost answer is
 * the same refund. pending → sent (accepted, being processed) → succeeded | failed (the
 * gateway's refund notify or query); failed → to_balance (an operator paid it to the member's
 * balance instead: its money-log row, migration 0041).
 */
export const gatewayRefund = pgTable('gateway_refund', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'restrict' }),
  orderPaymentId: integer('order_payment_id').notNull().references(() => orderPayment.id, { onDelete: 'restrict' }),
  gateway: varchar('gateway', { length: 20 }).notNull(),
  /** The gateway's id of the payment refunded. */
  tradeNo: varchar('trade_no', { length: 64 }).notNull(),
  outRefundNo: varchar('out_refund_no', { length: 64 }).notNull(),
  /** Cents refunded, of `total` paid. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  reason: varchar('reason', { length: 80 }).notNull().default(''),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextTryTime: tz('next_try_time').notNull().defaultNow(),
  lastError: varchar('last_error', { length: 255 }).notNull().default(''),
  /** The gateway's refund id once accepted. */
  refundId: varchar('refund_id', { length: 64 }).notNull().default(''),
  /** A failed refund paid to the balance instead: its money-log row, who decided and when. */
  moneyLogId: integer('money_log_id').references(() => userMoneyLog.id, { onDelete: 'restrict' }),
  settledAdminId: integer('settled_admin_id').references(() => admin.id, { onDelete: 'set null' }),
  settledTime: tz('settled_time'),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('gateway_refund_payment_key').on(t.orderPaymentId),
  uniqueIndex('gateway_refund_out_refund_no_key').on(t.outRefundNo),
  // an order's refunds: its member's drawer, the admin list's filter by order
  index('gateway_refund_order_idx').on(t.orderId),
  index('gateway_refund_due_idx').on(t.nextTryTime).where(sql`${t.status} = 'pending'`),
  // the dashboard's to-do: refunds failed, or pending after the gateway refused the last try
  index('gateway_refund_to_handle_idx').on(t.orderId).where(sql`${t.status} = 'failed' or (${t.status} = 'pending' and ${t.lastError} <> '')`),
  check('gateway_refund_status_check', sql`${t.status} in ('pending','sent','succeeded','failed','to_balance')`),
]);

/**
 * The payments started at a gateway (a JSAPI order placed for an order): what the close and query
 * sweeps work on (modules/order/gateway-orders.ts). open → closed (the order was cancelled and
 * the gateway's order closed) | paid (the gateway's money arrived, by notify or query).
 */
export const gatewayOrder = pgTable('gateway_order', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'restrict' }),
  gateway: varchar('gateway', { length: 20 }).notNull(),
  /** Our order number as the gateway's `out_trade_no`. */
  outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
  /** Cents asked for. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('open'),
  /** When the query sweep last asked the gateway (once per period). */
  lastQueryTime: tz('last_query_time'),
  closedTime: tz('closed_time'),
  lastError: varchar('last_error', { length: 255 }).notNull().default(''),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('gateway_order_order_gateway_key').on(t.orderId, t.gateway),
  index('gateway_order_open_idx').on(t.createTime).where(sql`${t.status} = 'open'`),
  check('gateway_order_status_check', sql`${t.status} in ('open','closed','paid')`),
]);
