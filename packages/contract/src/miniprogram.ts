import { z } from 'zod';
import { FLAG_STATUS } from './admin-rbac.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, enumValues, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { endpoint } from './endpoint.ts';
import { urlInput as url, weighInput as weigh } from './inputs.ts';
import { idInput, intInput } from './numbers.ts';

/**
 * The mini-program's ad spaces and ads (issue 15, design/domain.md), served by modules/miniprogram:
 * `/admin/miniprogram.AdSpace/*`, `/admin/miniprogram.Ad/*` and the public `/api/ad/space`,
 * `/api/ad/click`.
 */

const id = idInput();
/** A time input: unix seconds or 'YYYY-MM-DD HH:mm:ss' in the site's zone; '' or null: no bound. */
const timeInput = z.union([z.number().int().min(0).max(253402300799), z.string().max(30), z.null()]);


// ---------------------------------------------------------------- ad spaces

export const AD_SPACE_TYPES = ['banner', 'popup', 'grid', 'single'] as const;
export const AD_SPACE_CODE_RE = /^[a-z][a-z0-9_]{1,49}$/;

/** An ad space's fields, each declared once: `code` is the clients' handle (`home_banner`), unique. */
const adSpaceFields = {
  id: { kind: 'id', search: true, sort: true },
  code: { kind: 'text', search: ['eq', 'IN'], sort: true, input: z.string().trim().max(50).regex(AD_SPACE_CODE_RE, 'The code is lower-case letters, digits and underscores, starting with a letter'), required: true },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('typeOptions', AD_SPACE_TYPES, ['processing', 'warning', 'cyan', 'default']), out: z.enum(AD_SPACE_TYPES), input: z.enum(AD_SPACE_TYPES) },
  width: { kind: 'number', search: true, sort: true, input: intInput(0, 10000) },
  height: { kind: 'number', search: true, sort: true, input: intInput(0, 10000) },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagOut, input: flag },
  create_time: { kind: 'time', search: true, sort: true },
  update_time: { kind: 'time', search: true, sort: true, column: 'hidden' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/miniprogram.AdSpace/add`. */
export const adSpaceAddInput = addInputOf(adSpaceFields);
export type AdSpaceAddInput = z.input<typeof adSpaceAddInput>;
export const adSpaceEditInput = adSpaceAddInput.partial();

export const adSpaceRow = rowOf(adSpaceFields);
export type AdSpaceRow = z.output<typeof adSpaceRow>;

export const adSpaceDescription = describeResource({
  path: 'miniprogram.AdSpace',
  order: 'id,desc',
  row: adSpaceRow,
  fields: adSpaceFields,
});

// ---------------------------------------------------------------- ads

export const AD_LINK_TYPES = ['none', 'page', 'url', 'product', 'activity', 'shop'] as const;
export type AdLinkType = (typeof AD_LINK_TYPES)[number];

/**
 * An ad's fields, each declared once. `start_time` and `end_time` bound when it is shown (either may
 * be empty); `link_value` is a page path, a url, or the id of the product, activity or shop.
 */
const adFields = {
  id: { kind: 'id', search: true, sort: true },
  space_id: { kind: 'ref', search: ['eq', 'IN'], sort: true, index: 'btree', input: id, required: true, ref: { resource: 'miniprogram.AdSpace', label: 'name' } },
  title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  image: { kind: 'text', input: url, view: 'image' },
  link_type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('linkTypeOptions', AD_LINK_TYPES, ['default', 'processing', 'cyan', 'magenta', 'orange', 'geekblue']), out: z.enum(AD_LINK_TYPES), input: z.enum(AD_LINK_TYPES), view: 'select' },
  link_value: { kind: 'text', input: z.string().trim().max(255), column: 'hidden' },
  start_time: { kind: 'time', search: true, sort: true, input: timeInput },
  end_time: { kind: 'time', search: true, sort: true, input: timeInput },
  weigh: { kind: 'number', search: true, sort: true, input: weigh, column: 'hidden' },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagOut, input: flag },
  views: { kind: 'number', search: true, sort: true },
  clicks: { kind: 'number', search: true, sort: true },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree', column: 'hidden' },
  update_time: { kind: 'time', search: true, sort: true, column: 'hidden' },
  'space.name': { kind: 'text', search: true, sort: true, index: 'trgm' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/miniprogram.Ad/add`. */
export const adAddInput = addInputOf(adFields);
export type AdAddInput = z.input<typeof adAddInput>;
export const adEditInput = adAddInput.partial();

export const adRow = rowOf(adFields).extend({ space: z.object({ code: z.string().nullable(), name: z.string().nullable() }) });
export type AdRow = z.output<typeof adRow>;

export const adDescription = describeResource({
  path: 'miniprogram.Ad',
  order: 'weigh,desc',
  row: adRow,
  fields: adFields,
});

/** `GET /api/ad/space?code=home_banner` (no login): the space and its live ads, by weigh. */
export const adSpaceQuery = z.object({ code: z.string().trim().min(1).max(50) });
/** `POST /api/ad/click {id}`: counts one click of an ad. */
export const adClickInput = z.object({ id });

export const publicAd = z.object({
  id: z.number().int(),
  title: z.string(),
  /** As stored: a path of this site (clients prefix the site's cdnUrl) or a full url. */
  image: z.string(),
  link_type: z.enum(AD_LINK_TYPES),
  link_value: z.string(),
});
export type PublicAd = z.output<typeof publicAd>;

export const publicAdSpace = z.object({
  space: z.object({ code: z.string(), name: z.string(), type: z.enum(AD_SPACE_TYPES), width: z.number().int(), height: z.number().int() }),
  list: z.array(publicAd),
});
export type PublicAdSpace = z.output<typeof publicAdSpace>;

/** The mini-program's public ad API (no login). */
export const adEndpoints = {
  space: endpoint({
    method: 'GET',
    path: '/api/ad/space',
    audience: 'none',
    input: adSpaceQuery,
    output: publicAdSpace,
    summary: "A space's live ads by weight (each listed ad counts a view)",
  }),
  click: endpoint({ method: 'POST', path: '/api/ad/click', audience: 'none', input: adClickInput, output: z.null(), summary: 'Counts one click of a live ad' }),
};
