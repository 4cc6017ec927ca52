import { z } from 'zod';
import { flag, flagOut } from './crud.ts';
import { describeResource, enumValues, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { imagesInput as images, optionalRefInput as optionalRef, urlInput as url, weighInput as weigh } from './inputs.ts';
import { intInput, yuanInput } from './numbers.ts';

/**
 * The HQ catalogue's admin areas (issue 12, design/domain.md), served by modules/hq:
 * `hq.Category` (product categories) and `hq.Product` (the master catalogue). Money is integer
 * cents in SQL and a yuan string ("12.50") on the wire; rates are basis points.
 */

/** A rate in basis points (1% = 100), 0–10000. */
const rate = intInput(0, 10000);
const count = intInput(0, 100_000_000);

/** The status of what is on sale: HQ products and shop products. */
export const ON_OFF = ['on', 'off'] as const;
export const ON_OFF_ENUM = enumValues('statusOptions', ON_OFF, { on: 'success', off: 'default' });

// ---------------------------------------------------------------- HQ catalogue

/** A category's fields, each declared once: its kind, search and sort, and what add takes (a tree: `pid` 0 is the top). */
const categoryFields = {
  id: { kind: 'id', search: true, sort: true },
  pid: { kind: 'ref', search: ['eq'], input: intInput(0), ref: { resource: 'hq.Category', label: 'name', tree: true } },
  name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm', input: z.string().trim().min(1).max(50), required: true },
  image: { kind: 'text', input: url, view: 'image' },
  weigh: { kind: 'number', sort: true, input: weigh },
  status: { kind: 'enum', search: ['eq'], enum: [{ value: '1', label: 'statusOptions.1', color: 'success' }, { value: '0', label: 'statusOptions.0', color: 'default' }], input: flag, out: flagOut },
  update_time: { kind: 'time', export: false, column: false },
  create_time: { kind: 'time', search: true, sort: true },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/hq.Category/add`. */
export const categoryAddInput = addInputOf(categoryFields);
export const categoryEditInput = categoryAddInput.partial();
export const categoryRow = rowOf(categoryFields);
export type CategoryRow = z.output<typeof categoryRow> & { children?: CategoryRow[] };

/** `/admin/hq.Category/*`: product categories, a tree sorted by weight. */
export const categoryDescription = describeResource({
  path: 'hq.Category',
  tree: { pid: 'pid' },
  order: 'weigh,desc',
  row: categoryRow,
  fields: categoryFields,
});

export const COMMISSION_MODES = ['default', 'custom', 'fixed', 'none'] as const;

/**
 * A product's fields, each declared once, in the list's (and export's) order: prices in yuan;
 * rates in basis points (used when the commission mode is `custom`); amounts per unit in yuan
 * (mode `fixed`).
 */
const productFields = {
  id: { kind: 'id', search: true, sort: true },
  category_id: { kind: 'ref', search: ['eq', 'IN'], index: 'btree', input: optionalRef, ref: { resource: 'hq.Category', label: 'name', tree: true } },
  name: { kind: 'text', search: ['LIKE', 'eq'], sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  cover: { kind: 'text', input: url, view: 'image' },
  images: { kind: 'text', input: images, view: 'images', column: false },
  intro: { kind: 'text', input: z.string().trim().max(255), view: 'textarea', column: false },
  content: { kind: 'text', input: z.string().max(200_000), view: 'editor', column: false },
  price: { kind: 'money', search: true, sort: true, index: 'btree', input: yuanInput, required: true, view: 'float' },
  market_price: { kind: 'money', sort: true, input: yuanInput, view: 'float', column: 'hidden' },
  cost_price: { kind: 'money', sort: true, input: yuanInput, view: 'float', column: 'hidden' },
  level1_amount: { kind: 'money', input: yuanInput, column: false },
  level2_amount: { kind: 'money', input: yuanInput, column: false },
  stock: { kind: 'number', search: true, sort: true, input: count },
  sales: { kind: 'number', sort: true },
  unit: { kind: 'text', input: z.string().trim().max(20), column: false },
  status: { kind: 'enum', search: ['eq'], sort: true, enum: ON_OFF_ENUM, input: z.enum(ON_OFF) },
  commission_mode: {
    kind: 'enum', search: ['eq'], input: z.enum(COMMISSION_MODES),
    enum: COMMISSION_MODES.map((value) => ({ value, label: `commissionModeOptions.${value}`, color: value === 'custom' ? 'processing' : 'default' })),
  },
  level1_rate: { kind: 'number', input: rate, column: false },
  level2_rate: { kind: 'number', input: rate, column: false },
  weigh: { kind: 'number', sort: true, input: weigh },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree', column: 'hidden' },
  'category.name': { kind: 'text', search: ['eq'] },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/hq.Product/add`: stock, status and the commission policy before its amounts (the list has the money first). */
export const productAddInput = addInputOf(productFields, {
  order: ['category_id', 'name', 'cover', 'images', 'intro', 'content', 'price', 'market_price', 'cost_price', 'stock', 'unit', 'status', 'commission_mode', 'level1_rate', 'level2_rate'],
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
  fields: productFields,
});
