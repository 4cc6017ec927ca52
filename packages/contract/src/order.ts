import { z } from 'zod';
import { idInput, intInput, decimalInput } from './numbers.ts';
import { stateMachine } from './state-machine.ts';
import { endpoint, protocolEndpoint, type ProtocolAnswers } from './endpoint.ts';
import { commerceRoutes } from './member-pages.routes.ts';
import { memberListOf, memberListQuery } from './member-list.ts';
import { ACTIVITY_TYPES, SHOP_STATUSES } from './shop.ts';
import { enumValues } from './describe.ts';
import { addInputOf, memberRowOf, type SharedFieldDescription } from './derive.ts';

/**
 * The member ordering API (issue 12, design/domain.md), served by modules/order: shops, their
 * products, activities and the member's own orders, with the order and after-sale state machines.
 * The admin order areas are `order-admin.ts`. Money is a yuan string with two decimals, times are
 * unix seconds, rates are basis points.
 */

const id = idInput();
const page = intInput(1, 100_000).optional().default(1);
const limit = intInput(1, 100).optional().default(10);
const keyword = z.string().trim().max(50).optional().default('');
const int = z.number().int();
const time = int.nullable();

/** An order number (and an after-sale number) as the server makes them: the UTC second (yyyyMMddHHmmss) and six digits of a counter. */
export const ORDER_NO_FORMAT = /^\d{20}$/;
export const ORDER_STATUSES = ['unpaid', 'paid', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What the system writes as an order's `cancel_reason` (not paid in time; paid through a gateway
 * after it was closed): codes on the wire, shown in the reader's language. A person's reason is
 * their own text, shown as written.
 */
export const ORDER_CANCEL_CODES = ['timeout', 'unfulfillable'] as const;
export type OrderCancelCode = (typeof ORDER_CANCEL_CODES)[number];
export const isOrderCancelCode = (reason: string): reason is OrderCancelCode => (ORDER_CANCEL_CODES as readonly string[]).includes(reason);

/**
 * How an order moves (modules/order/README.md, "Status machine"). Paid orders are handed over
 * (shipped, or a pickup code redeemed at the shop) and then completed; paid and completed ones can
 * be refunded (a completed one within the after-sale window, which the server checks) and take
 * after-sales.
 */
export const ORDER_STATES = stateMachine(ORDER_STATUSES, {
  pay: { from: ['unpaid'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
  ship: { from: ['paid'], when: { delivery_type: ['delivery'], fulfilled_time: 'unset' } },
  redeem: { from: ['paid'], when: { delivery_type: ['pickup'], fulfilled_time: 'unset' } },
  complete: { from: ['paid'], to: 'completed', when: { fulfilled_time: 'set' } },
  refund: { from: ['paid', 'completed'], to: 'refunded' },
  afterSale: { from: ['paid', 'completed'] },
});

/** `GET /api/shop/index`: with `lng` and `lat`, nearest first and each shop's `distance` in metres. */
export const shopIndexQuery = z.object({
  page, limit, keyword,
  lng: decimalInput(-180, 180).optional(),
  lat: decimalInput(-90, 90).optional(),
  city_id: id.optional(),
});
export type ShopIndexQuery = z.input<typeof shopIndexQuery>;
export const shopDetailQuery = z.object({ id });
/** `GET /api/shop/products`: what the shop sells now (on sale at HQ and at the shop). */
export const shopProductsQuery = z.object({ shop_id: id, category_id: id.optional(), keyword, page, limit });
export type ShopProductsQuery = z.input<typeof shopProductsQuery>;
/** `GET /api/activity/index`: HQ's published activities running now, and the shop's own with `shop_id`. */
export const activityIndexQuery = z.object({ shop_id: id.optional() });

export const PAY_TYPES = ['', 'balance', 'offline', 'gateway'] as const;
export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;

/**
 * An order's own fields, each declared once (#30 item 2): the admin row and list (`orderAdminRow`,
 * `orderDescription`, order-admin.ts), the member's row (`member`: `orderRow`) and what the member
 * sets at creation (`input`: `orderCreateInput`) derive from it; the engine writes the create
 * input's fields as given. In the table's order.
 */
export const orderFields = {
  id: { kind: 'id', search: true, sort: true, member: true },
  order_no: { kind: 'text', search: ['eq', 'LIKE'], sort: true, quick: true, index: 'trgm', whole: ORDER_NO_FORMAT, member: true },
  user_id: { kind: 'ref', search: ['eq', 'IN'], ref: { resource: 'user.User', label: 'username' } },
  shop_id: { kind: 'ref', search: ['eq', 'IN'], ref: { resource: 'shop.Shop', label: 'name' }, member: true },
  activity_id: { kind: 'ref', out: z.number().nullable(), column: false, member: true },
  activity_title: { kind: 'text', member: true },
  status: {
    kind: 'enum', search: ['eq', 'IN'], out: z.enum(ORDER_STATUSES), member: true,
    enum: enumValues('statusOptions', ORDER_STATUSES, { unpaid: 'warning', paid: 'processing', completed: 'success', cancelled: 'default', refunded: 'error' }),
  },
  goods_amount: { kind: 'money', member: true },
  discount_amount: { kind: 'money', member: true },
  pay_amount: { kind: 'money', search: true, sort: true, member: true },
  pay_type: { kind: 'enum', search: ['eq'], out: z.enum(PAY_TYPES), member: true, enum: PAY_TYPES.filter(Boolean).map((value) => ({ value, label: `payTypeOptions.${value}` })) },
  paid_time: { kind: 'time', search: true, sort: true, member: true },
  completed_time: { kind: 'time', member: true },
  cancelled_time: { kind: 'time', member: true },
  cancel_reason: { kind: 'text', member: true },
  refunded_time: { kind: 'time', member: true },
  refund_amount: { kind: 'money', member: true },
  refund_reason: { kind: 'text', member: true },
  contact_name: { kind: 'text', input: z.string().trim().max(50), member: true },
  contact_mobile: { kind: 'text', input: z.string().trim().max(20), member: true },
  /** pickup (default): fetched at the shop with a pickup code; delivery: sent to `address` (contact name and mobile required). */
  delivery_type: {
    kind: 'enum', search: ['eq'], out: z.enum(DELIVERY_TYPES), input: z.enum(DELIVERY_TYPES).default('pickup'), member: true,
    enum: DELIVERY_TYPES.map((value) => ({ value, label: `deliveryTypeOptions.${value}` })),
  },
  address: { kind: 'text', input: z.string().trim().max(255), member: true },
  /** A paid pickup order's code, shown to its member (as a QR code too) and redeemed at the shop. */
  pickup_code: { kind: 'text', member: true },
  express_no: { kind: 'text', member: true },
  /** When the shop handed the goods over. */
  fulfilled_time: { kind: 'time', member: true },
  fulfil_admin_id: { kind: 'ref', out: z.number().nullable(), column: false },
  remark: { kind: 'text', input: z.string().trim().max(255), member: true },
  invoice_title: { kind: 'text', input: z.string().trim().max(100), member: true },
  admin_remark: { kind: 'text' },
  update_time: { kind: 'time' },
  create_time: { kind: 'time', search: true, sort: true, member: true },
  'user.username': { kind: 'text', search: ['eq'] },
  'shop.name': { kind: 'text', search: ['eq'] },
} as const satisfies Record<string, SharedFieldDescription>;

/** What the member sets on an order at creation, beside the cart; the delivery ahead of the contact, as the input has always been documented. */
const { delivery_type, address, ...orderCreateFields } = addInputOf(orderFields).shape;
/** `POST /api/order/create`: products and quantities, and the order's fields the member sets; every amount is computed on the server. */
export const orderCreateInput = z.object({
  shop_id: id,
  products: z.array(z.object({ product_id: id, quantity: intInput(1, 9999) })).min(1).max(50),
  delivery_type,
  address,
  ...orderCreateFields,
});
/** The order's own fields of a create input (wire names): the engine writes them as given. */
export type OrderCreateFields = Omit<z.output<typeof orderCreateInput>, 'shop_id' | 'products'>;
export type OrderCreateInput = z.input<typeof orderCreateInput>;
/** `POST /api/order/quote`: what an order of these products would cost now, priced as `create` prices it (nothing is written). */
export const orderQuoteInput = orderCreateInput.pick({ shop_id: true, products: true });
export type OrderQuoteInput = z.input<typeof orderQuoteInput>;
/** The quote: the order's amounts (yuan) and its lines, as the created order will carry them. */
export const orderQuote = z.object({
  goods_amount: z.string(),
  discount_amount: z.string(),
  pay_amount: z.string(),
  /** The applied activity ('' when none lowers the price). */
  activity_title: z.string(),
  products: z.array(z.object({
    product_id: int, name: z.string(), price: z.string(), quantity: int, amount: z.string(), discount_amount: z.string(), pay_amount: z.string(),
  })),
});
export type OrderQuote = z.output<typeof orderQuote>;
/**
 * `POST /api/order/pay`: `balance` pays at once (answer `{ row }`); `wechat` starts a WeChat Pay
 * JSAPI / mini-program payment for the member's openid stored under the WeChat Pay AppID (web
 * authorization or code2Session, `wechatEndpoints`) and answers `{ row, pay_params }` for
 * `wx.requestPayment`; the order becomes paid when WeChat Pay's notify arrives.
 */
export const orderPayInput = z.object({
  id,
  pay_type: z.enum(['balance', 'wechat']).optional().default('balance'),
  /** Ignored (issue #34): the payer is the stored openid; still accepted so that older clients are not refused. */
  openid: z.string().trim().max(128).optional(),
});
/** `pay_params` of a `wechat` pay answer: the arguments of `wx.requestPayment` (signType RSA). */
export const wechatPayParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type WechatPayParams = z.output<typeof wechatPayParams>;
export const orderCancelInput = z.object({ id, reason: z.string().trim().max(255).optional().default('') });
export const orderIndexQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), page, limit });
export type OrderIndexQuery = z.input<typeof orderIndexQuery>;
export const orderDetailQuery = z.object({ id });

export const memberShopRow = z.object({
  id: int,
  name: z.string(),
  code: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  contact_name: z.string(),
  contact_mobile: z.string(),
  province_id: int.nullable(),
  city_id: int.nullable(),
  district_id: int.nullable(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  business_hours: z.string(),
  intro: z.string(),
  status: z.enum(SHOP_STATUSES),
  /** Metres from the given position (only when `lng`/`lat` were given; null: the shop has no position). */
  distance: int.nullable().optional(),
});
export type ShopRow = z.output<typeof memberShopRow>;

export const memberShopProductRow = z.object({
  product_id: int,
  shop_product_id: int,
  category_id: int.nullable(),
  name: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  intro: z.string(),
  content: z.string(),
  /** The shop's price, else the HQ price. */
  price: z.string(),
  market_price: z.string(),
  stock: int,
  /** Sold: the paid quantity minus the refunded quantity. */
  sales: int,
  unit: z.string(),
});
export type ShopProductRow = z.output<typeof memberShopProductRow>;

export const activityRow = z.object({
  id: int,
  scope: z.enum(['hq', 'shop']),
  shop_id: int.nullable(),
  title: z.string(),
  cover: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** discount: the share paid, in basis points (8000: pay 80%). */
  discount_rate: int.nullable(),
  /** reduction: from this amount … */
  threshold: z.string().nullable(),
  /** … take off this much. */
  reduction: z.string().nullable(),
  content: z.string(),
  start_time: time,
  end_time: time,
  product_scope: z.enum(['all', 'listed']),
  product_ids: z.array(int),
});
export type ActivityRow = z.output<typeof activityRow>;

export const orderProductRow = z.object({
  id: int,
  product_id: int,
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  price: z.string(),
  quantity: int,
  amount: z.string(),
  /** This line's share of the order's discount. */
  discount_amount: z.string(),
  /** amount − discount share. */
  pay_amount: z.string(),
});
export type OrderProductRow = z.output<typeof orderProductRow>;

export const orderLogRow = z.object({
  id: int,
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  operator_type: z.enum(['member', 'admin', 'system']),
  memo: z.string(),
  create_time: time,
});
export type OrderLogRow = z.output<typeof orderLogRow>;

/** An order as its member sees it (the `member` fields), with its shop's name. */
export const orderRow = memberRowOf(orderFields, { shop_id: { shop_name: z.string() } });
export type OrderRow = z.output<typeof orderRow>;

/** A row of `GET /api/order/index`. */
export const orderListRow = orderRow.extend({ products: z.array(orderProductRow) });
export type OrderListRow = z.output<typeof orderListRow>;
/** `row` of `GET /api/order/detail` and of the create, pay and cancel answers. */
export const orderDetail = orderListRow.extend({ logs: z.array(orderLogRow) });
export type OrderDetail = z.output<typeof orderDetail>;
/** A page of a member list of the commerce API. */
export const commerceList = <Row extends z.ZodType>(row: Row) => z.object({ list: z.array(row), total: int });

export const AFTER_SALE_TYPES = ['refund_only', 'return_refund'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];
export const AFTER_SALE_STATUSES = ['pending', 'approved', 'refunded', 'refused', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
/** An after-sale still in progress: its order takes no other after-sale or refund meanwhile. */
export const AFTER_SALE_OPEN_STATUSES = ['pending', 'approved'] as const;

/**
 * How an after-sale moves: approving a refund-only one pays it back at once; a return-and-refund
 * one is approved, then refunded when the shop receives the goods. The member cancels an open one.
 */
export const AFTER_SALE_STATES = stateMachine(AFTER_SALE_STATUSES, {
  approve: { from: ['pending'], to: 'approved', when: { type: ['return_refund'] } },
  approveRefund: { from: ['pending'], to: 'refunded', when: { type: ['refund_only'] } },
  refuse: { from: ['pending'], to: 'refused' },
  receive: { from: ['approved'], to: 'refunded', when: { type: ['return_refund'] } },
  cancel: { from: AFTER_SALE_OPEN_STATUSES, to: 'cancelled' },
});

/** `GET /api/order/afterSale`: the after-sales of an own order, newest first. */
export const afterSaleQuery = z.object({ order_id: id });
/** `POST /api/order/afterSale`: the whole order (no `products`) or chosen lines and quantities. */
export const afterSaleInput = z.object({
  order_id: id,
  type: z.enum(AFTER_SALE_TYPES),
  reason: z.string().trim().min(1).max(255),
  images: z.array(z.string().trim().min(1).max(255)).max(9).optional().default([]),
  products: z.array(z.object({ order_product_id: id, quantity: intInput(1, 9999) })).max(50).optional(),
});
export type AfterSaleInput = z.input<typeof afterSaleInput>;
/** `POST /api/order/afterSaleCancel`. */
export const afterSaleCancelInput = z.object({ id });

export const afterSaleProductRow = z.object({
  order_product_id: int,
  name: z.string(),
  image: z.string(),
  quantity: int,
  amount: z.string(),
});
export type AfterSaleProductRow = z.output<typeof afterSaleProductRow>;

export const afterSaleRow = z.object({
  id: int,
  after_sale_no: z.string(),
  order_id: int,
  type: z.enum(AFTER_SALE_TYPES),
  status: z.enum(AFTER_SALE_STATUSES),
  reason: z.string(),
  images: z.array(z.string()),
  amount: z.string(),
  refuse_reason: z.string(),
  audit_time: time,
  returned_time: time,
  refunded_time: time,
  cancelled_time: time,
  create_time: time,
  products: z.array(afterSaleProductRow),
});
export type AfterSaleRow = z.output<typeof afterSaleRow>;

/**
 * The refund outbox (modules/order/gateway-refunds.ts): pending (waiting to be sent, retried
 * with a back-off) → sent (accepted by the gateway) → succeeded | failed (its refund notify);
 * failed → to_balance (an operator paid it to the member's balance instead).
 */
export const GATEWAY_REFUND_STATUSES = ['pending', 'sent', 'succeeded', 'failed', 'to_balance'] as const;
export type GatewayRefundStatus = (typeof GATEWAY_REFUND_STATUSES)[number];

/** `GET /api/order/refunds`: the refunds of an own order sent to its payment gateway, newest first. */
export const orderRefundsQuery = z.object({ order_id: id });
/**
 * A refund of an own order paid through a gateway, as its member follows it: the amount, where it
 * stands (a failed one is settled by the shop, to the balance when paid there), and when it last moved.
 */
export const orderRefundRow = z.object({
  id: int,
  /** Where the money goes back: `wechat`. */
  gateway: z.string(),
  amount: z.string(),
  status: z.enum(GATEWAY_REFUND_STATUSES),
  create_time: time,
  update_time: time,
});
export type OrderRefundRow = z.output<typeof orderRefundRow>;

const row = <Row extends z.ZodType>(r: Row) => z.object({ row: r });

/** The endpoints of the member ordering API. */
export const commerceEndpoints = {
  orders: endpoint({
    ...commerceRoutes.orders,
    input: memberListQuery(50),
    output: memberListOf(orderListRow),
    summary: 'Own orders, newest first (search by status or order number), with their lines',
  }),
  shops: endpoint({
    ...commerceRoutes.shops,
    input: shopIndexQuery,
    output: commerceList(memberShopRow),
    summary: 'Shops; with lng/lat nearest first and their distance in metres',
  }),
  shop: endpoint({ ...commerceRoutes.shop, input: shopDetailQuery, output: row(memberShopRow), summary: 'One shop' }),
  shopProducts: endpoint({
    ...commerceRoutes.shopProducts,
    input: shopProductsQuery,
    output: commerceList(memberShopProductRow),
    summary: 'Products on sale at a shop (on sale at HQ and at the shop)',
  }),
  activities: endpoint({
    ...commerceRoutes.activities,
    input: activityIndexQuery,
    output: z.object({ list: z.array(activityRow) }),
    summary: "Published activities running now: HQ's, and the shop's own with shop_id",
  }),
  quote: endpoint({
    ...commerceRoutes.quote,
    input: orderQuoteInput,
    output: orderQuote,
    summary: 'What an order of these products would cost now (the pricing of create); nothing is written',
  }),
  create: endpoint({
    ...commerceRoutes.create,
    input: orderCreateInput,
    output: row(orderDetail),
    summary: 'Create an order; every amount is computed on the server',
  }),
  pay: endpoint({
    ...commerceRoutes.pay,
    input: orderPayInput,
    output: z.object({ row: orderDetail, pay_params: wechatPayParams.optional() }),
    summary: 'Pay an own unpaid order: with the balance at once, or start a WeChat Pay mini-program payment (answer: pay_params)',
  }),
  cancel: endpoint({ ...commerceRoutes.cancel, input: orderCancelInput, output: row(orderDetail), summary: 'Cancel an own unpaid order' }),
  detail: endpoint({
    ...commerceRoutes.detail,
    input: orderDetailQuery,
    output: row(orderDetail),
    summary: 'One own order with its lines and timeline',
  }),
  afterSales: endpoint({
    ...commerceRoutes.afterSales,
    input: afterSaleQuery,
    output: z.object({ list: z.array(afterSaleRow) }),
    summary: 'The after-sales of an own order and their progress, newest first',
  }),
  afterSale: endpoint({
    ...commerceRoutes.afterSale,
    input: afterSaleInput,
    output: row(afterSaleRow),
    summary: 'Ask for a refund (or a return and refund) of an own paid order: all of it or chosen lines and quantities',
  }),
  afterSaleCancel: endpoint({
    ...commerceRoutes.afterSaleCancel,
    input: afterSaleCancelInput,
    output: row(afterSaleRow),
    summary: 'Withdraw an own after-sale that is not finished',
  }),
  refunds: endpoint({
    ...commerceRoutes.refunds,
    input: orderRefundsQuery,
    output: z.object({ list: z.array(orderRefundRow) }),
    summary: 'The refunds of an own order sent to its payment gateway (WeChat Pay) and where each stands, newest first',
  }),
};

/**
 * How a WeChat Pay notify is answered (WeChat Pay's v3 protocol, not the envelope): 204 without a
 * body when accepted (its retries stop), else an error status with `{ code: 'FAIL', message }`
 * (WeChat Pay retries).
 */
export const WECHAT_NOTIFY_ANSWERS: ProtocolAnswers = {
  success: { status: 204, body: null },
  refusal: { type: 'application/json', schema: z.object({ code: z.literal('FAIL'), message: z.string() }) },
};

/** `POST /api/pay/wechat/notify`: called by WeChat Pay, signed by it (the raw body is what was signed). */
export const wechatPayNotifyEndpoint = protocolEndpoint({
  method: 'POST',
  path: '/api/pay/wechat/notify',
  audience: 'none',
  protocol: WECHAT_NOTIFY_ANSWERS,
  summary: 'WeChat Pay notify (payments and refunds); signed by WeChat Pay, answered 204 or { code: FAIL }',
});
