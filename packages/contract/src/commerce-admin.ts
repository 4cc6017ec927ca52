import { z } from 'zod';
import { MOBILE_RE } from './auth.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, type EnumValue } from './describe.ts';
import { endpoint } from './endpoint.ts';
import { centsOf } from './money.ts';
import { ACTIVITY_TYPES, AFTER_SALE_STATUSES, AFTER_SALE_TYPES, ORDER_NO_FORMAT, ORDER_STATUSES, SHOP_STATUSES } from './commerce.ts';
import { decimalInput, idInput, intInput, moneyText } from './numbers.ts';

/**
 * The commerce admin areas (issue 12, items 1–5; design/domain.md): `shop.Shop`, `shop.Product`,
 * `shop.Activity`, `hq.Category`, `hq.Product`, `hq.Activity`, `order.Order`, `order.Product`.
 * Money is integer cents in SQL and a yuan string ("12.50") on the wire; rates are basis points.
 */

const id = idInput();
const ids = z.array(id).max(1000);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
/** '' or null clear an optional reference. */
const optionalRef = z.union([z.literal(''), z.null(), id]).transform((v) => (v ? v : null));
const url = z.string().trim().max(255);
/** Image urls: an array, or a comma list as stored. */
const images = z
  .union([z.array(url).max(20), z.string().max(5000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean).join(','));

/** A yuan amount (string or number, at most two decimals, 0–100,000,000.00) → integer cents. */
export const yuanInput = moneyText().transform((v, ctx) => {
  const cents = centsOf(v);
  if (cents === null || cents < 0 || cents > 10_000_000_000) {
    ctx.addIssue({ code: 'custom', message: 'Please enter an amount with at most two decimals' });
    return z.NEVER;
  }
  return cents;
});
/** A rate in basis points (1% = 100), 0–10000. */
const rate = intInput(0, 10000);
const count = intInput(0, 100_000_000);
const weigh = intInput(-2147483648, 2147483647);
/** Unix seconds (number or numeric string). */
const unixTime = intInput(1, 4102444800);

const statusEnum = (values: readonly string[], colors: Record<string, string>): EnumValue[] =>
  values.map((value) => ({ value, label: `statusOptions.${value}`, color: colors[value] ?? 'default' }));
const ON_OFF = ['on', 'off'] as const;
const ON_OFF_ENUM = statusEnum(ON_OFF, { on: 'success', off: 'default' });

// ---------------------------------------------------------------- shops

const coordinate = (max: number) => z.union([z.literal(''), z.null(), decimalInput(-max, max)]).transform((v) => (v === '' || v === null ? null : v));

/**
 * `POST /admin/shop.Shop/add`: `longitude` and `latitude` (WGS-84 degrees) are both given or both
 * empty; `admin_ids` binds admins to the shop (replacing the bound ones on edit).
 */
export const shopAddInput = z.object({
  name: z.string().trim().min(1).max(100),
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,50}$/, 'Please use letters, digits, - and _ (at most 50)'),
  logo: url.optional(),
  images: images.optional(),
  contact_name: z.string().trim().max(50).optional(),
  contact_mobile: emptyOr(z.string().trim().regex(MOBILE_RE, 'Please input correct mobile')).optional(),
  province_id: optionalRef.optional(),
  city_id: optionalRef.optional(),
  district_id: optionalRef.optional(),
  address: z.string().trim().max(255).optional(),
  longitude: coordinate(180).optional(),
  latitude: coordinate(90).optional(),
  business_hours: z.string().trim().max(100).optional(),
  intro: z.string().max(10000).optional(),
  owner_user_id: optionalRef.optional(),
  status: z.enum(SHOP_STATUSES).optional(),
  weigh: weigh.optional(),
  admin_ids: ids.optional(),
});
export type ShopAddInput = z.input<typeof shopAddInput>;
export const shopEditInput = shopAddInput.partial();

export const shopRow = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  logo: z.string(),
  images: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  province_id: z.number().nullable(),
  city_id: z.number().nullable(),
  district_id: z.number().nullable(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  business_hours: z.string(),
  intro: z.string(),
  owner_user_id: z.number().nullable(),
  status: z.enum(SHOP_STATUSES),
  weigh: z.number(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  owner: z.object({ username: z.string().nullable() }).nullable(),
});
export type ShopAdminRow = z.output<typeof shopRow>;

/** `/admin/shop.Shop/*`: shops; an "own shops" admin sees only the shops bound to them. */
export const shopDescription = describeResource({
  path: 'shop.Shop',
  order: 'weigh,desc',
  row: shopRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    code: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    contact_name: { kind: 'text', search: ['eq'] },
    contact_mobile: { kind: 'text', search: ['eq'] },
    city_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree' },
    owner_user_id: { kind: 'ref', search: ['eq', 'IN'] },
    status: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: statusEnum(SHOP_STATUSES, { open: 'success', closed: 'warning', disabled: 'error' }) },
    weigh: { kind: 'number', sort: true },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    'owner.username': { kind: 'text', search: ['eq'] },
  },
});

// ---------------------------------------------------------------- HQ catalogue

export const categoryAddInput = z.object({
  pid: intInput(0).optional(),
  name: z.string().trim().min(1).max(50),
  image: url.optional(),
  weigh: weigh.optional(),
  status: flag.optional(),
});
export const categoryEditInput = categoryAddInput.partial();
export const categoryRow = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  image: z.string(),
  weigh: z.number(),
  status: z.enum(['0', '1']),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
});
export type CategoryRow = z.output<typeof categoryRow> & { children?: CategoryRow[] };

/** `/admin/hq.Category/*`: product categories, a tree sorted by weight. */
export const categoryDescription = describeResource({
  path: 'hq.Category',
  tree: { pid: 'pid' },
  order: 'weigh,desc',
  row: categoryRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    pid: { kind: 'ref', search: ['eq'] },
    name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
    weigh: { kind: 'number', sort: true },
    status: { kind: 'enum', search: ['eq'], enum: [{ value: '1', label: 'statusOptions.1', color: 'success' }, { value: '0', label: 'statusOptions.0', color: 'default' }] },
    create_time: { kind: 'time', search: true, sort: true },
  },
});

export const COMMISSION_MODES = ['default', 'custom', 'fixed', 'none'] as const;

/**
 * `POST /admin/hq.Product/add`: prices in yuan; rates in basis points (used when the commission
 * mode is `custom`); amounts per unit in yuan (mode `fixed`).
 */
export const productAddInput = z.object({
  category_id: optionalRef.optional(),
  name: z.string().trim().min(1).max(100),
  cover: url.optional(),
  images: images.optional(),
  intro: z.string().trim().max(255).optional(),
  content: z.string().max(200_000).optional(),
  price: yuanInput,
  market_price: yuanInput.optional(),
  cost_price: yuanInput.optional(),
  stock: count.optional(),
  unit: z.string().trim().max(20).optional(),
  status: z.enum(ON_OFF).optional(),
  commission_mode: z.enum(COMMISSION_MODES).optional(),
  level1_rate: rate.optional(),
  level2_rate: rate.optional(),
  level1_amount: yuanInput.optional(),
  level2_amount: yuanInput.optional(),
  weigh: weigh.optional(),
});
export type ProductAddInput = z.input<typeof productAddInput>;
export const productEditInput = productAddInput.partial();

export const productRow = z.object({
  id: z.number(),
  category_id: z.number().nullable(),
  name: z.string(),
  cover: z.string(),
  images: z.string(),
  intro: z.string(),
  content: z.string(),
  price: z.string(),
  market_price: z.string(),
  cost_price: z.string(),
  stock: z.number(),
  sales: z.number(),
  unit: z.string(),
  status: z.enum(ON_OFF),
  commission_mode: z.enum(COMMISSION_MODES),
  level1_rate: z.number(),
  level2_rate: z.number(),
  level1_amount: z.string(),
  level2_amount: z.string(),
  weigh: z.number(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  category: z.object({ name: z.string().nullable() }).nullable(),
});
export type ProductAdminRow = z.output<typeof productRow>;

/** `/admin/hq.Product/*`: the HQ master catalogue. */
export const productDescription = describeResource({
  path: 'hq.Product',
  order: 'weigh,desc',
  row: productRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    category_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree' },
    name: { kind: 'text', search: ['LIKE', 'eq'], sort: true, quick: true, index: 'trgm' },
    price: { kind: 'money', search: true, sort: true, index: 'btree' },
    market_price: { kind: 'money', sort: true },
    cost_price: { kind: 'money', sort: true },
    level1_amount: { kind: 'money' },
    level2_amount: { kind: 'money' },
    stock: { kind: 'number', search: true, sort: true },
    sales: { kind: 'number', sort: true },
    status: { kind: 'enum', search: ['eq'], sort: true, enum: ON_OFF_ENUM },
    commission_mode: {
      kind: 'enum', search: ['eq'],
      enum: COMMISSION_MODES.map((value) => ({ value, label: `commissionModeOptions.${value}`, color: value === 'custom' ? 'processing' : 'default' })),
    },
    weigh: { kind: 'number', sort: true },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    'category.name': { kind: 'text', search: ['eq'] },
  },
});

// ---------------------------------------------------------------- shop products

/** `POST /admin/shop.Product/add`: one HQ product at a shop; `price` '' or null sells at the HQ price. */
export const shopProductAddInput = z.object({
  shop_id: id,
  product_id: id,
  price: z.union([z.literal(''), z.null(), yuanInput]).transform((v) => (v === '' || v === null ? null : v)).optional(),
  stock: count.optional(),
  status: z.enum(ON_OFF).optional(),
  weigh: weigh.optional(),
});
export const shopProductEditInput = shopProductAddInput.omit({ shop_id: true, product_id: true }).partial();

/** `POST /admin/shop.Product/batchAdd`: HQ products added to a shop at the HQ price (those it already sells are skipped). */
export const shopProductBatchInput = z.object({
  shop_id: id,
  product_ids: ids.min(1, 'Please select at least one product'),
  stock: count.optional(),
  status: z.enum(ON_OFF).optional(),
});
export type ShopProductBatchInput = z.input<typeof shopProductBatchInput>;

export const shopProductRow = z.object({
  id: z.number(),
  shop_id: z.number(),
  product_id: z.number(),
  /** The shop's price in yuan; null: the HQ price. */
  price: z.string().nullable(),
  stock: z.number(),
  sales: z.number(),
  status: z.enum(ON_OFF),
  weigh: z.number(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  shop: z.object({ name: z.string().nullable() }),
  product: z.object({ name: z.string().nullable(), cover: z.string().nullable(), price: z.string().nullable(), status: z.string().nullable() }),
});
export type ShopProductAdminRow = z.output<typeof shopProductRow>;

/** `/admin/shop.Product/*`: what each shop sells; shop-scoped. */
export const shopProductDescription = describeResource({
  path: 'shop.Product',
  order: 'weigh,desc',
  row: shopProductRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    shop_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    product_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree' },
    price: { kind: 'money', search: true, sort: true },
    stock: { kind: 'number', search: true, sort: true },
    sales: { kind: 'number', sort: true },
    status: { kind: 'enum', search: ['eq'], sort: true, enum: ON_OFF_ENUM },
    weigh: { kind: 'number', sort: true },
    create_time: { kind: 'time', search: true, sort: true },
    'shop.name': { kind: 'text', search: ['eq'] },
    'product.name': { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
  },
});

// ---------------------------------------------------------------- activities

export const ACTIVITY_STATUSES = ['draft', 'published'] as const;
export const PRODUCT_SCOPES = ['all', 'listed'] as const;

const activityShape = {
  title: z.string().trim().min(1).max(100),
  cover: url.optional(),
  type: z.enum(ACTIVITY_TYPES),
  /** discount: the share paid in basis points (8000: pay 80%). */
  discount_rate: z.union([z.literal(''), z.null(), intInput(1, 9999)]).transform((v) => (v === '' ? null : v)).optional(),
  /** reduction: from `threshold` yuan, take off `reduction` yuan. */
  threshold: z.union([z.literal(''), z.null(), yuanInput]).transform((v) => (v === '' ? null : v)).optional(),
  reduction: z.union([z.literal(''), z.null(), yuanInput]).transform((v) => (v === '' ? null : v)).optional(),
  content: z.string().max(200_000).optional(),
  start_time: unixTime,
  end_time: unixTime,
  product_scope: z.enum(PRODUCT_SCOPES).optional(),
  /** Whether orders priced by the activity pay commission. */
  allow_commission: flag.optional(),
  /** The listed products (product scope `listed`). */
  product_ids: ids.optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
  weigh: weigh.optional(),
};
/** `POST /admin/hq.Activity/add`. */
export const hqActivityAddInput = z.object(activityShape);
export const hqActivityEditInput = hqActivityAddInput.partial();
/** `POST /admin/shop.Activity/add`: a shop's own activity. */
export const shopActivityAddInput = z.object({ shop_id: id, ...activityShape });
export const shopActivityEditInput = shopActivityAddInput.partial();
export type ActivityAddInput = z.input<typeof shopActivityAddInput>;

const activityRowShape = {
  id: z.number(),
  scope: z.enum(['hq', 'shop']),
  shop_id: z.number().nullable(),
  title: z.string(),
  cover: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  discount_rate: z.number().nullable(),
  threshold: z.string().nullable(),
  reduction: z.string().nullable(),
  content: z.string(),
  start_time: z.number(),
  end_time: z.number(),
  product_scope: z.enum(PRODUCT_SCOPES),
  allow_commission: flagOut,
  status: z.enum(ACTIVITY_STATUSES),
  weigh: z.number(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
};
export const hqActivityRow = z.object(activityRowShape);
export const shopActivityRow = z.object({ ...activityRowShape, shop: z.object({ name: z.string().nullable() }) });
export type ActivityAdminRow = z.output<typeof shopActivityRow>;

const activityFields = {
  id: { kind: 'id', search: true, sort: true },
  title: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
  type: {
    kind: 'enum', search: ['eq'],
    enum: ACTIVITY_TYPES.map((value) => ({ value, label: `typeOptions.${value}`, color: { discount: 'magenta', reduction: 'orange', event: 'processing' }[value] })),
  },
  start_time: { kind: 'time', search: true, sort: true },
  end_time: { kind: 'time', search: true, sort: true },
  threshold: { kind: 'money' },
  reduction: { kind: 'money' },
  product_scope: { kind: 'enum', search: ['eq'], enum: PRODUCT_SCOPES.map((value) => ({ value, label: `productScopeOptions.${value}` })) },
  allow_commission: { kind: 'enum', search: ['eq'], enum: [{ value: '0', label: 'allowCommissionOptions.0' }, { value: '1', label: 'allowCommissionOptions.1', color: 'success' }] },
  status: { kind: 'enum', search: ['eq'], sort: true, enum: statusEnum(ACTIVITY_STATUSES, { draft: 'default', published: 'success' }) },
  weigh: { kind: 'number', sort: true },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
} as const;

/** `/admin/hq.Activity/*`: chain-wide activities (scope hq). */
export const hqActivityDescription = describeResource({ path: 'hq.Activity', order: 'weigh,desc', row: hqActivityRow, fields: activityFields });
/** `/admin/shop.Activity/*`: shops' own activities (scope shop); shop-scoped. */
export const shopActivityDescription = describeResource({
  path: 'shop.Activity',
  order: 'weigh,desc',
  row: shopActivityRow,
  fields: { ...activityFields, shop_id: { kind: 'ref', search: ['eq', 'IN'] }, 'shop.name': { kind: 'text', search: ['eq'] } },
});

// ---------------------------------------------------------------- orders

/** `POST /admin/order.Order/cancel` and `refund`: the reason is required for a refund. */
export const orderCancelAdminInput = z.object({ id, reason: z.string().trim().max(255).optional().default('') });
export const orderRefundInput = z.object({ id, reason: z.string().trim().min(1, 'Please enter the refund reason').max(255) });
export const orderRemarkInput = z.object({ id, admin_remark: z.string().trim().max(255) });
export const orderIdInput = z.object({ id });
/** `GET /admin/order.Order/detail?id=`. */
export const orderDetailAdminQuery = z.object({ id });

const PAY_TYPES = ['', 'balance', 'offline', 'gateway'] as const;

export const orderAdminRow = z.object({
  id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  shop_id: z.number(),
  activity_id: z.number().nullable(),
  activity_title: z.string(),
  status: z.enum(ORDER_STATUSES),
  goods_amount: z.string(),
  discount_amount: z.string(),
  pay_amount: z.string(),
  pay_type: z.enum(PAY_TYPES),
  paid_time: z.number().nullable(),
  completed_time: z.number().nullable(),
  cancelled_time: z.number().nullable(),
  cancel_reason: z.string(),
  refunded_time: z.number().nullable(),
  refund_amount: z.string(),
  refund_reason: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  delivery_type: z.enum(['pickup', 'delivery']),
  address: z.string(),
  pickup_code: z.string(),
  express_no: z.string(),
  fulfilled_time: z.number().nullable(),
  fulfil_admin_id: z.number().nullable(),
  remark: z.string(),
  admin_remark: z.string(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  shop: z.object({ name: z.string().nullable() }),
});
export type OrderAdminRow = z.output<typeof orderAdminRow>;

/** `/admin/order.Order/*`: orders with every filter an operator needs; shop-scoped. */
export const orderDescription = describeResource({
  path: 'order.Order',
  order: 'id,desc',
  row: orderAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    order_no: { kind: 'text', search: ['eq', 'LIKE'], sort: true, quick: true, index: 'trgm', whole: ORDER_NO_FORMAT },
    user_id: { kind: 'ref', search: ['eq', 'IN'] },
    shop_id: { kind: 'ref', search: ['eq', 'IN'] },
    status: {
      kind: 'enum', search: ['eq', 'IN'],
      enum: statusEnum(ORDER_STATUSES, { unpaid: 'warning', paid: 'processing', completed: 'success', cancelled: 'default', refunded: 'error' }),
    },
    goods_amount: { kind: 'money' },
    discount_amount: { kind: 'money' },
    pay_amount: { kind: 'money', search: true, sort: true },
    refund_amount: { kind: 'money' },
    pay_type: { kind: 'enum', search: ['eq'], enum: PAY_TYPES.filter(Boolean).map((value) => ({ value, label: `payTypeOptions.${value}` })) },
    delivery_type: { kind: 'enum', search: ['eq'], enum: [{ value: 'pickup', label: 'deliveryTypeOptions.pickup' }, { value: 'delivery', label: 'deliveryTypeOptions.delivery' }] },
    paid_time: { kind: 'time', search: true, sort: true },
    create_time: { kind: 'time', search: true, sort: true },
    'user.username': { kind: 'text', search: ['eq'] },
    'shop.name': { kind: 'text', search: ['eq'] },
  },
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

/** `POST /admin/shop.Product/batchAdd` (node `add`): how many were added, how many the shop sold already. */
export const shopProductAdminEndpoints = {
  batchAdd: endpoint({
    method: 'POST', path: '/admin/shop.Product/batchAdd', audience: { admin: 'shop/product/add' }, input: shopProductBatchInput,
    output: z.object({ added: z.number(), skipped: z.number() }), summary: 'Add HQ products to a shop',
  }),
};
