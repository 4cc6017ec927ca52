import { z } from 'zod';
import { FLAG_STATUS } from './admin-rbac.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, enumValues } from './describe.ts';
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

/** `POST /admin/miniprogram.AdSpace/add`: `code` is the clients' handle (`home_banner`), unique. */
export const adSpaceAddInput = z.object({
  code: z.string().trim().max(50).regex(AD_SPACE_CODE_RE, 'The code is lower-case letters, digits and underscores, starting with a letter'),
  name: z.string().trim().min(1).max(100),
  type: z.enum(AD_SPACE_TYPES).optional(),
  width: intInput(0, 10000).optional(),
  height: intInput(0, 10000).optional(),
  status: flag.optional(),
});
export type AdSpaceAddInput = z.input<typeof adSpaceAddInput>;
export const adSpaceEditInput = adSpaceAddInput.partial();

export const adSpaceRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(AD_SPACE_TYPES),
  width: z.number(),
  height: z.number(),
  status: flagOut,
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
});
export type AdSpaceRow = z.output<typeof adSpaceRow>;

export const adSpaceDescription = describeResource({
  path: 'miniprogram.AdSpace',
  order: 'id,desc',
  row: adSpaceRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    code: { kind: 'text', search: ['eq', 'IN'], sort: true },
    name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('typeOptions', AD_SPACE_TYPES, ['processing', 'warning', 'cyan', 'default']) },
    width: { kind: 'number', search: true, sort: true },
    height: { kind: 'number', search: true, sort: true },
    status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
    create_time: { kind: 'time', search: true, sort: true },
    update_time: { kind: 'time', search: true, sort: true },
  },
});

// ---------------------------------------------------------------- ads

export const AD_LINK_TYPES = ['none', 'page', 'url', 'product', 'activity', 'shop'] as const;
export type AdLinkType = (typeof AD_LINK_TYPES)[number];

/**
 * `POST /admin/miniprogram.Ad/add`. `start_time` and `end_time` bound when it is shown (either may
 * be empty); `link_value` is a page path, a url, or the id of the product, activity or shop.
 */
export const adAddInput = z.object({
  space_id: id,
  title: z.string().trim().min(1).max(100),
  image: url.optional(),
  link_type: z.enum(AD_LINK_TYPES).optional(),
  link_value: z.string().trim().max(255).optional(),
  start_time: timeInput.optional(),
  end_time: timeInput.optional(),
  weigh: weigh.optional(),
  status: flag.optional(),
});
export type AdAddInput = z.input<typeof adAddInput>;
export const adEditInput = adAddInput.partial();

export const adRow = z.object({
  id: z.number(),
  space_id: z.number(),
  title: z.string(),
  image: z.string(),
  link_type: z.enum(AD_LINK_TYPES),
  link_value: z.string(),
  start_time: z.number().nullable(),
  end_time: z.number().nullable(),
  weigh: z.number(),
  status: flagOut,
  views: z.number(),
  clicks: z.number(),
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
  space: z.object({ code: z.string().nullable(), name: z.string().nullable() }),
});
export type AdRow = z.output<typeof adRow>;

export const adDescription = describeResource({
  path: 'miniprogram.Ad',
  order: 'weigh,desc',
  row: adRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    space_id: { kind: 'ref', search: ['eq', 'IN'], sort: true, index: 'btree' },
    title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    link_type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('linkTypeOptions', AD_LINK_TYPES, ['default', 'processing', 'cyan', 'magenta', 'orange', 'geekblue']) },
    start_time: { kind: 'time', search: true, sort: true },
    end_time: { kind: 'time', search: true, sort: true },
    weigh: { kind: 'number', search: true, sort: true },
    status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
    views: { kind: 'number', search: true, sort: true },
    clicks: { kind: 'number', search: true, sort: true },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    update_time: { kind: 'time', search: true, sort: true },
    'space.name': { kind: 'text', search: true, sort: true, index: 'trgm' },
  },
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
