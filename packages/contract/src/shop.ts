import { z } from 'zod';
import { MOBILE_RE } from './auth.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, enumValues, type FieldDescription } from './describe.ts';
import { addInputOf } from './derive.ts';
import { endpoint } from './endpoint.ts';
import { ON_OFF, ON_OFF_ENUM } from './hq.ts';
import { imagesInput as images, optionalRefInput as optionalRef, urlInput as url, weighInput as weigh } from './inputs.ts';
import { decimalInput, idInput, intInput, yuanInput } from './numbers.ts';

/**
 * The shops' admin areas (issue 12, design/domain.md), served by modules/shop:
 * `shop.Shop`, `shop.Product` (what each shop sells), `shop.Activity` and `hq.Activity` (the
 * activities, the shops' own and HQ's). The member API's shops, shop products and activities are
 * the order API's (`order.ts`). Money is integer cents in SQL and a yuan string ("12.50") on the
 * wire; rates are basis points.
 */

const id = idInput();
const ids = z.array(id).max(1000);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const count = intInput(0, 100_000_000);
/** Unix seconds (number or numeric string). */
const unixTime = intInput(1, 4102444800);

const statusEnum = (values: readonly string[], colors: Record<string, string>) => enumValues('statusOptions', values, colors);

export const SHOP_STATUSES = ['open', 'closed', 'disabled'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
export const ACTIVITY_TYPES = ['discount', 'reduction', 'event'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

// ---------------------------------------------------------------- shops

const coordinate = (max: number) => z.union([z.literal(''), z.null(), decimalInput(-max, max)]).transform((v) => (v === '' || v === null ? null : v));

/**
 * A shop's fields, each declared once: what add takes. `longitude` and `latitude` (WGS-84 degrees)
 * are both given or both empty; `admin_ids` (no column) binds admins to the shop, replacing the
 * bound ones on edit.
 */
const shopFields = {
  id: { kind: 'id', search: true, sort: true },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  code: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().regex(/^[A-Za-z0-9_-]{1,50}$/, 'Please use letters, digits, - and _ (at most 50)'), required: true },
  logo: { kind: 'text', input: url },
  images: { kind: 'text', input: images },
  contact_name: { kind: 'text', search: ['eq'], input: z.string().trim().max(50) },
  contact_mobile: { kind: 'text', search: ['eq'], input: emptyOr(z.string().trim().regex(MOBILE_RE, 'Please input correct mobile')) },
  province_id: { kind: 'ref', input: optionalRef },
  city_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree', input: optionalRef },
  district_id: { kind: 'ref', input: optionalRef },
  address: { kind: 'text', input: z.string().trim().max(255) },
  longitude: { kind: 'number', input: coordinate(180) },
  latitude: { kind: 'number', input: coordinate(90) },
  business_hours: { kind: 'text', input: z.string().trim().max(100) },
  intro: { kind: 'text', input: z.string().max(10000) },
  owner_user_id: { kind: 'ref', search: ['eq', 'IN'], input: optionalRef },
  status: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: statusEnum(SHOP_STATUSES, { open: 'success', closed: 'warning', disabled: 'error' }), input: z.enum(SHOP_STATUSES) },
  weigh: { kind: 'number', sort: true, input: weigh },
  admin_ids: { kind: 'ref', input: ids },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  'owner.username': { kind: 'text', search: ['eq'] },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/shop.Shop/add`. */
export const shopAddInput = addInputOf(shopFields);
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
  fields: shopFields,
});

// ---------------------------------------------------------------- shop products

/** A shop product's fields, each declared once: one HQ product at a shop; `price` '' or null sells at the HQ price. */
const shopProductFields = {
  id: { kind: 'id', search: true, sort: true },
  shop_id: { kind: 'ref', search: ['eq', 'IN'], sort: true, input: id, required: true, ref: { resource: 'shop.Shop', label: 'name' } },
  product_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree', input: id, required: true, ref: { resource: 'hq.Product', label: 'name' } },
  price: { kind: 'money', search: true, sort: true, input: z.union([z.literal(''), z.null(), yuanInput]).transform((v) => (v === '' || v === null ? null : v)) },
  stock: { kind: 'number', search: true, sort: true, input: count },
  sales: { kind: 'number', sort: true },
  status: { kind: 'enum', search: ['eq'], sort: true, enum: ON_OFF_ENUM, input: z.enum(ON_OFF) },
  weigh: { kind: 'number', sort: true, input: weigh },
  create_time: { kind: 'time', search: true, sort: true },
  'shop.name': { kind: 'text', search: ['eq'] },
  'product.name': { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/shop.Product/add`. */
export const shopProductAddInput = addInputOf(shopProductFields);
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
  fields: shopProductFields,
});

// ---------------------------------------------------------------- activities

export const ACTIVITY_STATUSES = ['draft', 'published'] as const;
export const PRODUCT_SCOPES = ['all', 'listed'] as const;

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

/** An empty value or null (none) for an activity's optional terms. */
const emptyNull = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), z.null(), schema]).transform((v) => (v === '' ? null : v));

/** An activity's fields, each declared once, in the list's (and export's) order. */
const activityFields = {
  id: { kind: 'id', search: true, sort: true },
  cover: { kind: 'text', input: url, view: 'image' },
  title: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  type: {
    kind: 'enum', search: ['eq'], input: z.enum(ACTIVITY_TYPES), required: true,
    enum: ACTIVITY_TYPES.map((value) => ({ value, label: `typeOptions.${value}`, color: { discount: 'magenta', reduction: 'orange', event: 'processing' }[value] })),
  },
  /** discount: the share paid in basis points (8000: pay 80%). */
  discount_rate: { kind: 'number', input: emptyNull(intInput(1, 9999)), column: false },
  start_time: { kind: 'time', search: true, sort: true, input: unixTime, required: true },
  end_time: { kind: 'time', search: true, sort: true, input: unixTime, required: true },
  /** reduction: from `threshold` yuan, take off `reduction` yuan. */
  threshold: { kind: 'money', input: emptyNull(yuanInput), view: 'float', column: false },
  reduction: { kind: 'money', input: emptyNull(yuanInput), view: 'float', column: false },
  product_scope: { kind: 'enum', search: ['eq'], input: z.enum(PRODUCT_SCOPES), enum: PRODUCT_SCOPES.map((value) => ({ value, label: `productScopeOptions.${value}` })) },
  /** Whether orders priced by the activity pay commission. */
  allow_commission: { kind: 'enum', search: ['eq'], input: flag, enum: [{ value: '0', label: 'allowCommissionOptions.0' }, { value: '1', label: 'allowCommissionOptions.1', color: 'success' }] },
  /** The listed products (product scope `listed`). */
  product_ids: { kind: 'ref', input: ids, ref: { resource: 'hq.Product', label: 'name', multiple: true }, column: false },
  content: { kind: 'text', input: z.string().max(200_000), view: 'textarea', column: false },
  status: { kind: 'enum', search: ['eq'], sort: true, input: z.enum(ACTIVITY_STATUSES), enum: statusEnum(ACTIVITY_STATUSES, { draft: 'default', published: 'success' }) },
  weigh: { kind: 'number', sort: true, input: weigh },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
} as const satisfies Record<string, FieldDescription>;
const shopActivityFields = {
  ...activityFields,
  shop_id: { kind: 'ref', search: ['eq', 'IN'], input: id, required: true, ref: { resource: 'shop.Shop', label: 'name' } },
  'shop.name': { kind: 'text', search: ['eq'] },
} as const satisfies Record<string, FieldDescription>;

/** The terms and the content before the times in add (the list has the times first). */
const ACTIVITY_ADD_FIRST = ['title', 'cover', 'type', 'discount_rate', 'threshold', 'reduction', 'content'] as const;
/** `POST /admin/hq.Activity/add`. */
export const hqActivityAddInput = addInputOf(activityFields, { order: ACTIVITY_ADD_FIRST });
export const hqActivityEditInput = hqActivityAddInput.partial();
/** `POST /admin/shop.Activity/add`: a shop's own activity. */
export const shopActivityAddInput = addInputOf(shopActivityFields, { order: ['shop_id', ...ACTIVITY_ADD_FIRST] });
export const shopActivityEditInput = shopActivityAddInput.partial();
export type ActivityAddInput = z.input<typeof shopActivityAddInput>;

/** `/admin/hq.Activity/*`: chain-wide activities (scope hq). */
export const hqActivityDescription = describeResource({ path: 'hq.Activity', order: 'weigh,desc', row: hqActivityRow, fields: activityFields });
/** `/admin/shop.Activity/*`: shops' own activities (scope shop); shop-scoped. */
export const shopActivityDescription = describeResource({
  path: 'shop.Activity',
  order: 'weigh,desc',
  row: shopActivityRow,
  fields: shopActivityFields,
});

// ---------------------------------------------------------------- endpoints

/** `POST /admin/shop.Product/batchAdd` (node `add`): how many were added, how many the shop sold already. */
export const shopProductAdminEndpoints = {
  batchAdd: endpoint({
    method: 'POST', path: '/admin/shop.Product/batchAdd', audience: { admin: 'shop/product/add' }, input: shopProductBatchInput,
    output: z.object({ added: z.number(), skipped: z.number() }), summary: 'Add HQ products to a shop',
  }),
};
