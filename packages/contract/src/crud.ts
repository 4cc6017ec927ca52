import { z } from 'zod';
import { idInput, intInput } from './numbers.ts';

/**
 * The generic list protocol of every admin resource (reference 5.1): what `/admin/<path>/index`
 * accepts and answers. The query string uses PHP-style brackets (`search[0][field]=status`,
 * `initValue[]=2`); the server parses them into the shapes below.
 */

/** Search operators; aliases (`=`, `<>`, `>`, `>=`, `<`, `<=`) and any letter case are accepted too. */
export const SEARCH_OPERATORS = [
  'eq', 'ne', 'gt', 'egt', 'lt', 'elt',
  'LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'RANGE', 'NOT RANGE', 'NULL', 'NOT NULL', 'FIND_IN_SET',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** Rows per page: at most this many, whatever `limit` asks. */
export const LIST_LIMIT_MAX = 1000;
/** Rows of a remote-select pre-fill (`initValue`); the original allows 999999, we cap here. */
export const INIT_VALUE_MAX = 1000;

/**
 * A boolean input: JSON booleans, or strings and numbers from forms and query strings. The admin
 * side's on/off columns (status, keepalive, no_login_valid) are the reference's enum('0','1')
 * strings on the wire (reference 17, 18.5), whatever the column type: `flag` reads them as a
 * boolean; `flagOut` is what every answer carries; `toFlag` writes it.
 */
export const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');
export const FLAG_VALUES = ['0', '1'] as const;
export const flagOut = z.enum(FLAG_VALUES);
export type Flag = z.infer<typeof flagOut>;
export const toFlag = (on: boolean): Flag => (on ? '1' : '0');
/** Whether a wire flag is on ('1'; booleans and 1 too, for values not yet on the wire). */
export const isOn = (v: unknown): boolean => v === '1' || v === true || v === 1;

/** A list parameter: `a[]=1&a[]=2`, `a[0]=1`, or one comma-separated string. */
const listOf = (v: unknown): unknown => {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v;
  if (typeof v === 'object') return Object.values(v as object);
  if (typeof v === 'string') return v === '' ? [] : v.split(',');
  return [v];
};
const itemsOf = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v);

const scalar = z.union([z.string().max(1000), z.number(), z.boolean()]).transform(String);

export const searchItem = z.object({
  field: z.string().max(100).optional(),
  /** A scalar, a list (IN, FIND_IN_SET) or "start,end" (RANGE; either end may be empty). */
  val: z.union([scalar, z.preprocess(itemsOf, z.array(scalar).max(1000))]).optional(),
  operator: z.string().max(20).optional(),
  /** `datetime`: values are 'YYYY-MM-DD HH:mm:ss' in the configured time zone (or unix seconds). */
  render: z.string().max(30).optional(),
});
export type SearchItem = z.input<typeof searchItem>;

export const listQuery = z.object({
  page: intInput(1, 1_000_000).optional().default(1),
  /** Capped at LIST_LIMIT_MAX. */
  limit: intInput(1).optional().default(10),
  /** `field,asc` or `field,desc`; the field must be sortable. */
  order: z.string().max(100).optional(),
  /** Space-separated terms; every term must match one of the quick-search fields (LIKE). */
  quickSearch: z.string().max(200).optional(),
  search: z.preprocess(itemsOf, z.array(searchItem).max(50)).optional(),
  /** Remote-select mode (tree resources answer `{options}`). */
  select: flag.optional(),
  /** Tree resources: nest rows under `children` (default true). */
  isTree: flag.optional(),
  initKey: z.string().max(100).optional(),
  initValue: z.preprocess(listOf, z.array(scalar).max(INIT_VALUE_MAX)).optional(),
  initOperator: z.string().max(20).optional(),
});
export type ListQuery = z.input<typeof listQuery>;

/** Formats of `GET /admin/<path>/export`. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * `GET /admin/<path>/export`: the index parameters (search, quickSearch, order; page and limit
 * are ignored: every filtered row is exported) plus `format` (default csv). The answer is the
 * file (`Content-Disposition: attachment`), or the usual envelope when refused.
 */
export const exportQuery = listQuery.extend({ format: z.enum(EXPORT_FORMATS).optional().default('csv') });
export type ExportQuery = z.input<typeof exportQuery>;

/** `edit` GET: `?id=`. */
export const idQuery = z.object({ id: idInput() });

/** `del`: DELETE with `ids[]=1&ids[]=2` (or `ids=1,2`) in the query string. */
export const idsQuery = z.object({
  ids: z.preprocess(listOf, z.array(idInput()).min(1).max(LIST_LIMIT_MAX)),
});

/** `sortable`: swap the weights of two rows. */
export const sortableInput = z.object({
  id: idInput(),
  targetId: idInput(),
});

/** `index` answer of a paginated resource; tree resources nest rows under `children`. */
export interface ListResult<Row> {
  list: Row[];
  total: number;
  /**
   * Only present, as false, when `total` is not exact: a count stopped at its cap (more rows
   * match) or the planner's estimate of a large table. Not in BuildAdmin, whose client reads `total`.
   */
  totalExact?: false;
  /** Help text shown above the table (translated `remark` of the page's rule). */
  remark: string;
}
