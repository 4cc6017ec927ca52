import { z } from 'zod';
import { describeResource, enumValues } from './describe.ts';
import { endpoint } from './endpoint.ts';
import { idInput } from './numbers.ts';
import { rowOf } from './derive.ts';
import { stateMachine } from './state-machine.ts';
import { AFTER_SALE_STATUSES, AFTER_SALE_TYPES, GATEWAY_REFUND_STATUSES, ORDER_NO_FORMAT, ORDER_STATUSES, orderFields } from './order.ts';

/**
 * The order admin areas (issue 12, design/domain.md), served by modules/order:
 * `order.Order`, `order.Product` (the order lines) and `order.AfterSale`, with the engine's
 * transitions. Money is integer cents in SQL and a yuan string ("12.50") on the wire.
 */

const id = idInput();

const statusEnum = (values: readonly string[], colors: Record<string, string>) => enumValues('statusOptions', values, colors);

// ---------------------------------------------------------------- orders

/** `POST /admin/order.Order/cancel` and `refund`: the reason is required for a refund. */
export const orderCancelAdminInput = z.object({ id, reason: z.string().trim().max(255).optional().default('') });
export const orderRefundInput = z.object({ id, reason: z.string().trim().min(1, 'Please enter the refund reason').max(255) });
export const orderRemarkInput = z.object({ id, admin_remark: z.string().trim().max(255) });
export const orderIdInput = z.object({ id });
/** `GET /admin/order.Order/detail?id=`. */
export const orderDetailAdminQuery = z.object({ id });

/** An order as the admin lists it: every own field, and its member's and shop's names. */
export const orderAdminRow = rowOf(orderFields).extend({
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  shop: z.object({ name: z.string().nullable() }),
});
export type OrderAdminRow = z.output<typeof orderAdminRow>;

/** `/admin/order.Order/*`: orders with every filter an operator needs; shop-scoped. */
export const orderDescription = describeResource({
  path: 'order.Order',
  order: 'id,desc',
  row: orderAdminRow,
  fields: orderFields,
});

/**
 * Why an order pays no commission (modules/distribution/commission/compute.ts `NoCommissionReason`, plus
 * `unpaid`: commissions are written at payment; `not_at_payment`: the rules would pay now, but
 * nobody qualified when it was paid, when the beneficiaries were fixed).
 */
export const NO_COMMISSION_REASONS = ['unpaid', 'activity', 'self_purchase_off', 'no_upline', 'not_agent', 'no_rate', 'not_at_payment'] as const;
export type NoCommissionReasonWire = (typeof NO_COMMISSION_REASONS)[number];

export const orderProductAdminRow = z.object({
  id: z.number(),
  order_id: z.number(),
  product_id: z.number(),
  shop_product_id: z.number(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  price: z.string(),
  quantity: z.number(),
  amount: z.string(),
  discount_amount: z.string(),
  cost_price: z.string(),
  commission_base: z.string(),
  refunded_quantity: z.number(),
  refunded_amount: z.string(),
  create_time: z.number().nullable(),
  order: z.object({ order_no: z.string().nullable(), shop_id: z.number().nullable(), status: z.string().nullable() }),
});
export type OrderProductAdminRow = z.output<typeof orderProductAdminRow>;

/** Who earns what from an order: one commission per line and level. */
export const orderCommissionAdminRow = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string().nullable(),
  nickname: z.string().nullable(),
  level: z.number(),
  /** The order line's product name. */
  product: z.string(),
  amount: z.string(),
  cancelled_amount: z.string(),
  reversed_amount: z.string(),
  status: z.string(),
});
export type OrderCommissionAdminRow = z.output<typeof orderCommissionAdminRow>;

/** An entry of an order's timeline. */
export const orderLogAdminRow = z.object({
  id: z.number(),
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  operator_type: z.string(),
  operator_id: z.number().nullable(),
  memo: z.string(),
  create_time: z.number().nullable(),
});
export type OrderLogAdminRow = z.output<typeof orderLogAdminRow>;

/** A snapshot line of the order detail: a row of the lines list without its order. */
export const orderLineAdminRow = orderProductAdminRow.omit({ order: true });
export type OrderLineAdminRow = z.output<typeof orderLineAdminRow>;

/** `GET /admin/order.Order/detail`: the order, its snapshot lines, its timeline and its commissions (or why none). */
export const orderAdminDetail = z.object({
  row: orderAdminRow,
  products: z.array(orderLineAdminRow),
  logs: z.array(orderLogAdminRow),
  commissions: z.array(orderCommissionAdminRow),
  /** Null when the order has commissions. */
  commission_reason: z.enum(NO_COMMISSION_REASONS).nullable(),
});
export type OrderAdminDetail = z.output<typeof orderAdminDetail>;

/** `/admin/order.Product/*`: order lines (snapshots), read-only; shop-scoped through their order. */
export const orderProductDescription = describeResource({
  path: 'order.Product',
  order: 'id,desc',
  row: orderProductAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    order_id: { kind: 'ref', search: ['eq', 'IN'] },
    product_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree' },
    name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
    price: { kind: 'money', search: true, sort: true },
    quantity: { kind: 'number', search: true, sort: true },
    amount: { kind: 'money', search: true, sort: true },
    discount_amount: { kind: 'money' },
    cost_price: { kind: 'money' },
    commission_base: { kind: 'money' },
    refunded_amount: { kind: 'money' },
    create_time: { kind: 'time', search: true, sort: true },
    'order.order_no': { kind: 'text', search: ['eq'] },
    'order.shop_id': { kind: 'ref', search: ['eq', 'IN'] },
    'order.status': { kind: 'enum', search: ['eq'], enum: statusEnum(ORDER_STATUSES, {}) },
  },
});

/** `POST /admin/order.Order/redeem`: a pickup code, redeemed at the shops the admin is bound to. */
export const orderRedeemInput = z.object({ code: z.string().trim().regex(/^\d{8}$/, 'Please enter the 8-digit pickup code') });
/** `POST /admin/order.Order/ship`: a delivery order sent, with its express number (optional). */
export const orderShipInput = z.object({ id, express_no: z.string().trim().max(50).optional().default('') });

// ---------------------------------------------------------------- after-sales

/** `POST /admin/order.AfterSale/approve` and `receive`. */
export const afterSaleIdInput = z.object({ id });
/** `POST /admin/order.AfterSale/refuse`: the reason is shown to the member. */
export const afterSaleRefuseInput = z.object({ id, reason: z.string().trim().min(1, 'Please give the reason for the refusal').max(255) });
/** `GET /admin/order.AfterSale/detail?id=`. */
export const afterSaleDetailAdminQuery = z.object({ id });

export const afterSaleAdminRow = z.object({
  id: z.number(),
  after_sale_no: z.string(),
  order_id: z.number(),
  user_id: z.number(),
  shop_id: z.number(),
  type: z.enum(AFTER_SALE_TYPES),
  status: z.enum(AFTER_SALE_STATUSES),
  reason: z.string(),
  images: z.string(),
  amount: z.string(),
  refuse_reason: z.string(),
  audit_admin_id: z.number().nullable(),
  audit_time: z.number().nullable(),
  returned_time: z.number().nullable(),
  refunded_time: z.number().nullable(),
  cancelled_time: z.number().nullable(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  order: z.object({ order_no: z.string().nullable(), status: z.string().nullable(), pay_amount: z.string().nullable() }),
  user: z.object({ username: z.string().nullable() }),
  shop: z.object({ name: z.string().nullable() }),
});
export type AfterSaleAdminRow = z.output<typeof afterSaleAdminRow>;

/** `/admin/order.AfterSale/*`: members' after-sales, decided by the operators; shop-scoped like the orders. */
export const afterSaleDescription = describeResource({
  path: 'order.AfterSale',
  order: 'id,desc',
  row: afterSaleAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    after_sale_no: { kind: 'text', search: ['eq', 'LIKE'], sort: true, quick: true, index: 'trgm' },
    order_id: { kind: 'ref', search: ['eq', 'IN'] },
    user_id: { kind: 'ref', search: ['eq', 'IN'] },
    shop_id: { kind: 'ref', search: ['eq', 'IN'] },
    type: { kind: 'enum', search: ['eq'], enum: AFTER_SALE_TYPES.map((value) => ({ value, label: `typeOptions.${value}` })) },
    status: {
      kind: 'enum', search: ['eq', 'IN'],
      enum: statusEnum(AFTER_SALE_STATUSES, { pending: 'warning', approved: 'processing', refunded: 'success', refused: 'error', cancelled: 'default' }),
    },
    amount: { kind: 'money', search: true, sort: true },
    create_time: { kind: 'time', search: true, sort: true },
    audit_time: { kind: 'time', search: true, sort: true },
    'order.order_no': { kind: 'text', search: ['eq'] },
    'order.status': { kind: 'text' },
    'order.pay_amount': { kind: 'money' },
    'user.username': { kind: 'text', search: ['eq'] },
    'shop.name': { kind: 'text', search: ['eq'] },
  },
});

/** `GET /admin/order.AfterSale/detail`: the after-sale, its lines, and its order's timeline. */
export const afterSaleAdminDetail = z.object({
  row: afterSaleAdminRow,
  products: z.array(z.object({ order_product_id: z.number(), name: z.string(), image: z.string(), price: z.string(), quantity: z.number(), amount: z.string() })),
  logs: z.array(orderLogAdminRow),
});
export type AfterSaleAdminDetail = z.output<typeof afterSaleAdminDetail>;

// ---------------------------------------------------------------- gateway refunds

/**
 * How a gateway refund moves: the outbox, or an operator's "send now", sends a pending one (an
 * attempt: after an error it stays pending); the gateway accepts it (sent) or answers it failed;
 * its notify settles it (succeeded or failed); an operator pays a failed one to the member's
 * balance instead.
 */
export const GATEWAY_REFUND_STATES = stateMachine(GATEWAY_REFUND_STATUSES, {
  send: { from: ['pending'] },
  accept: { from: ['pending'], to: 'sent' },
  succeed: { from: ['pending', 'sent'], to: 'succeeded' },
  fail: { from: ['pending', 'sent'], to: 'failed' },
  toBalance: { from: ['failed'], to: 'to_balance' },
});

export const gatewayRefundAdminRow = z.object({
  id: z.number(),
  order_id: z.number(),
  /** The refund's row of the order's payments. */
  order_payment_id: z.number(),
  gateway: z.string(),
  /** The gateway's id of the payment refunded. */
  trade_no: z.string(),
  /** The gateway's idempotency key of the refund (`R<order no>`, `S<after-sale no>`, `D<order no>`). */
  out_refund_no: z.string(),
  amount: z.string(),
  /** What the refunded payment was. */
  total: z.string(),
  reason: z.string(),
  status: z.enum(GATEWAY_REFUND_STATUSES),
  attempts: z.number(),
  /** When the outbox sends a pending refund next. */
  next_try_time: z.number().nullable(),
  last_error: z.string(),
  refund_id: z.string(),
  /** Paid to the balance instead: the money-log row, the admin and when. */
  money_log_id: z.number().nullable(),
  settled_admin_id: z.number().nullable(),
  settled_time: z.number().nullable(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  order: z.object({ order_no: z.string().nullable(), shop_id: z.number().nullable() }),
  user: z.object({ username: z.string().nullable() }),
  shop: z.object({ name: z.string().nullable() }),
});
export type GatewayRefundAdminRow = z.output<typeof gatewayRefundAdminRow>;

/** `/admin/order.GatewayRefund/*`: the refunds sent to a payment gateway, to watch them and send one now; shop-scoped through their order. */
export const gatewayRefundDescription = describeResource({
  path: 'order.GatewayRefund',
  order: 'id,desc',
  row: gatewayRefundAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    order_id: { kind: 'ref', search: ['eq', 'IN'] },
    gateway: { kind: 'text' },
    trade_no: { kind: 'text' },
    out_refund_no: { kind: 'text', search: ['eq'] },
    amount: { kind: 'money', search: true, sort: true },
    total: { kind: 'money' },
    reason: { kind: 'text' },
    status: {
      kind: 'enum', search: ['eq', 'IN'],
      enum: statusEnum(GATEWAY_REFUND_STATUSES, { pending: 'warning', sent: 'processing', succeeded: 'success', failed: 'error', to_balance: 'success' }),
    },
    attempts: { kind: 'number', search: true, sort: true },
    next_try_time: { kind: 'time', sort: true },
    last_error: { kind: 'text' },
    refund_id: { kind: 'text' },
    settled_time: { kind: 'time', sort: true },
    create_time: { kind: 'time', search: true, sort: true },
    update_time: { kind: 'time', sort: true },
    'order.order_no': { kind: 'text', search: ['eq', 'LIKE'], quick: true, index: 'trgm', whole: ORDER_NO_FORMAT },
    'order.shop_id': { kind: 'ref', search: ['eq', 'IN'] },
    'user.username': { kind: 'text', search: ['eq'] },
    'shop.name': { kind: 'text' },
  },
});

/** `POST /admin/order.GatewayRefund/send` and `toBalance`. */
export const gatewayRefundIdInput = z.object({ id });

// ---------------------------------------------------------------- endpoints

/** A transition's node is its own route's; a detail read shares the list's. */
const own = { admin: true } as const;

/** `/admin/order.Order/*` beyond the list: the detail and the engine's transitions (answering nothing but redeem). */
export const orderAdminEndpoints = {
  detail: endpoint({
    method: 'GET', path: '/admin/order.Order/detail', audience: { admin: 'order/order/index' }, input: orderDetailAdminQuery, output: orderAdminDetail,
    summary: 'An order with its snapshot lines, timeline and commissions (or why it pays none)',
  }),
  complete: endpoint({ method: 'POST', path: '/admin/order.Order/complete', audience: own, input: orderIdInput, output: z.null(), summary: 'Complete a handed-over paid order' }),
  cancel: endpoint({ method: 'POST', path: '/admin/order.Order/cancel', audience: own, input: orderCancelAdminInput, output: z.null(), summary: 'Cancel an unpaid order' }),
  refund: endpoint({
    method: 'POST', path: '/admin/order.Order/refund', audience: own, input: orderRefundInput, output: z.null(), summary: 'Refund a paid or completed order in full, with a reason',
  }),
  redeem: endpoint({
    method: 'POST', path: '/admin/order.Order/redeem', audience: own, input: orderRedeemInput, output: z.object({ id: z.number(), order_no: z.string() }),
    summary: "Redeem a pickup code at the shops of this admin's data scope (the order is handed over)",
  }),
  ship: endpoint({ method: 'POST', path: '/admin/order.Order/ship', audience: own, input: orderShipInput, output: z.null(), summary: 'Send a paid delivery order, with its express number' }),
  remark: endpoint({ method: 'POST', path: '/admin/order.Order/remark', audience: own, input: orderRemarkInput, output: z.null(), summary: "Set the order's admin remark" }),
};

/** `/admin/order.AfterSale/*` beyond the list: the detail and the engine's steps (answering nothing). */
export const afterSaleAdminEndpoints = {
  detail: endpoint({
    method: 'GET', path: '/admin/order.AfterSale/detail', audience: { admin: 'order/aftersale/index' }, input: afterSaleDetailAdminQuery, output: afterSaleAdminDetail,
    summary: "An after-sale with its lines and its order's timeline",
  }),
  approve: endpoint({
    method: 'POST', path: '/admin/order.AfterSale/approve', audience: own, input: afterSaleIdInput, output: z.null(),
    summary: 'Approve a pending after-sale: a refund-only one is paid back at once, a return waits for the goods',
  }),
  refuse: endpoint({ method: 'POST', path: '/admin/order.AfterSale/refuse', audience: own, input: afterSaleRefuseInput, output: z.null(), summary: 'Refuse a pending after-sale with a reason' }),
  receive: endpoint({
    method: 'POST', path: '/admin/order.AfterSale/receive', audience: own, input: afterSaleIdInput, output: z.null(),
    summary: 'The goods of an approved return came back: stock and money go back',
  }),
};

/** `/admin/order.GatewayRefund/*` beyond the list: a pending refund sent now, answering the row as it is after the gateway's answer. */
export const gatewayRefundAdminEndpoints = {
  send: endpoint({
    method: 'POST', path: '/admin/order.GatewayRefund/send', audience: own, input: gatewayRefundIdInput, output: gatewayRefundAdminRow,
    summary: 'Send a pending gateway refund now, without waiting for the outbox; the row after the gateway answered',
  }),
  toBalance: endpoint({
    method: 'POST', path: '/admin/order.GatewayRefund/toBalance', audience: own, input: gatewayRefundIdInput, output: gatewayRefundAdminRow,
    summary: "Pay a failed gateway refund to the member's balance instead (with its money-log row and a timeline line); the row after",
  }),
};
