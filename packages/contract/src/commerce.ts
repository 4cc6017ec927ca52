import { z } from 'zod';
import { idInput, intInput, decimalInput } from './numbers.ts';
import { stateMachine } from './state-machine.ts';

/**
 * The member ordering API (issue 12, design/domain.md): shops, their products, activities and
 * the member's own orders. Money is a yuan string with two decimals, times are unix seconds,
 * rates are basis points.
 */

const id = idInput();
const page = intInput(1, 100_000).optional().default(1);
const limit = intInput(1, 100).optional().default(10);
const keyword = z.string().trim().max(50).optional().default('');

export const SHOP_STATUSES = ['open', 'closed', 'disabled'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
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
 * How an order moves (commerce README "States"). Paid orders are handed over (shipped, or a pickup
 * code redeemed at the shop) and then completed; paid and completed ones can be refunded (a
 * completed one within the after-sale window, which the server checks) and take after-sales.
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
export const ACTIVITY_TYPES = ['discount', 'reduction', 'event'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

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

/** `POST /api/order/create`: products and quantities only; every amount is computed on the server. */
export const orderCreateInput = z.object({
  shop_id: id,
  products: z.array(z.object({ product_id: id, quantity: intInput(1, 9999) })).min(1).max(50),
  /** pickup (default): fetched at the shop with a pickup code; delivery: sent to `address` (contact name and mobile required). */
  delivery_type: z.enum(['pickup', 'delivery']).optional().default('pickup'),
  address: z.string().trim().max(255).optional(),
  contact_name: z.string().trim().max(50).optional(),
  contact_mobile: z.string().trim().max(20).optional(),
  remark: z.string().trim().max(255).optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateInput>;
/** `POST /api/order/quote`: what an order of these products would cost now, priced as `create` prices it (nothing is written). */
export const orderQuoteInput = orderCreateInput.pick({ shop_id: true, products: true });
export type OrderQuoteInput = z.input<typeof orderQuoteInput>;
/** The quote: the order's amounts (yuan) and its lines, as the created order will carry them. */
export interface OrderQuote {
  goods_amount: string;
  discount_amount: string;
  pay_amount: string;
  /** The applied activity ('' when none lowers the price). */
  activity_title: string;
  products: { product_id: number; name: string; price: string; quantity: number; amount: string; discount_amount: string; pay_amount: string }[];
}
/**
 * `POST /api/order/pay`: `balance` pays at once (answer `{ row }`); `wechat` starts a WeChat Pay
 * JSAPI / mini-program payment for the payer's `openid` (under the configured AppID) and answers
 * `{ row, pay_params }` for `wx.requestPayment`; the order becomes paid when WeChat Pay's notify arrives.
 */
export const orderPayInput = z.object({
  id,
  pay_type: z.enum(['balance', 'wechat']).optional().default('balance'),
  openid: z.string().trim().max(128).optional(),
});
/** `pay_params` of a `wechat` pay answer: the arguments of `wx.requestPayment` (signType RSA). */
export interface WechatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}
export const orderCancelInput = z.object({ id, reason: z.string().trim().max(255).optional().default('') });
export const orderIndexQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), page, limit });
export type OrderIndexQuery = z.input<typeof orderIndexQuery>;
export const orderDetailQuery = z.object({ id });

export interface ShopRow {
  id: number;
  name: string;
  code: string;
  logo: string;
  images: string[];
  contact_name: string;
  contact_mobile: string;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  address: string;
  longitude: number | null;
  latitude: number | null;
  business_hours: string;
  intro: string;
  status: ShopStatus;
  /** Metres from the given position (only when `lng`/`lat` were given; null: the shop has no position). */
  distance?: number | null;
}

export interface ShopProductRow {
  product_id: number;
  shop_product_id: number;
  category_id: number | null;
  name: string;
  cover: string;
  images: string[];
  intro: string;
  content: string;
  /** The shop's price, else the HQ price. */
  price: string;
  market_price: string;
  stock: number;
  /** Sold: the paid quantity minus the refunded quantity. */
  sales: number;
  unit: string;
}

export interface ActivityRow {
  id: number;
  scope: 'hq' | 'shop';
  shop_id: number | null;
  title: string;
  cover: string;
  type: ActivityType;
  /** discount: the share paid, in basis points (8000: pay 80%). */
  discount_rate: number | null;
  /** reduction: from this amount … */
  threshold: string | null;
  /** … take off this much. */
  reduction: string | null;
  content: string;
  start_time: number | null;
  end_time: number | null;
  product_scope: 'all' | 'listed';
  product_ids: number[];
}

export interface OrderProductRow {
  id: number;
  product_id: number;
  name: string;
  image: string;
  unit: string;
  price: string;
  quantity: number;
  amount: string;
  /** This line's share of the order's discount. */
  discount_amount: string;
  /** amount − discount share. */
  pay_amount: string;
}

export interface OrderLogRow {
  id: number;
  action: string;
  from_status: string;
  to_status: string;
  operator_type: 'member' | 'admin' | 'system';
  memo: string;
  create_time: number | null;
}

export interface OrderRow {
  id: number;
  order_no: string;
  shop_id: number;
  shop_name: string;
  activity_id: number | null;
  activity_title: string;
  status: OrderStatus;
  goods_amount: string;
  discount_amount: string;
  pay_amount: string;
  pay_type: '' | 'balance' | 'offline' | 'gateway';
  paid_time: number | null;
  completed_time: number | null;
  cancelled_time: number | null;
  cancel_reason: string;
  refunded_time: number | null;
  refund_amount: string;
  refund_reason: string;
  contact_name: string;
  contact_mobile: string;
  delivery_type: 'pickup' | 'delivery';
  address: string;
  /** A paid pickup order's code, shown to its member (as a QR code too) and redeemed at the shop. */
  pickup_code: string;
  express_no: string;
  /** When the shop handed the goods over. */
  fulfilled_time: number | null;
  remark: string;
  create_time: number | null;
}

/** A row of `GET /api/order/index`. */
export interface OrderListRow extends OrderRow {
  products: OrderProductRow[];
}
/** `row` of `GET /api/order/detail` and of the create, pay and cancel answers. */
export interface OrderDetail extends OrderListRow {
  logs: OrderLogRow[];
}
export interface CommerceList<Row> {
  list: Row[];
  total: number;
}

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

export interface AfterSaleProductRow {
  order_product_id: number;
  name: string;
  image: string;
  quantity: number;
  amount: string;
}

export interface AfterSaleRow {
  id: number;
  after_sale_no: string;
  order_id: number;
  type: AfterSaleType;
  status: AfterSaleStatus;
  reason: string;
  images: string[];
  amount: string;
  refuse_reason: string;
  audit_time: number | null;
  returned_time: number | null;
  refunded_time: number | null;
  cancelled_time: number | null;
  create_time: number | null;
  products: AfterSaleProductRow[];
}
