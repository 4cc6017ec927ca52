import { z } from 'zod';
import { FLAG_STATUS } from './admin-rbac.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, type EnumValue } from './describe.ts';
import { endpoint } from './endpoint.ts';
import { memberListOf, memberListQuery } from './member-list.ts';
import { idInput, intInput } from './numbers.ts';

/**
 * The knowledge base and the mini-program's ad spaces (issue 15, design/domain.md):
 * `/admin/knowledge.Category/*`, `/admin/knowledge.File/*`, `/admin/miniprogram.AdSpace/*`,
 * `/admin/miniprogram.Ad/*`, the member API `/api/knowledge/{categories,index,detail,download}`
 * and the public `/api/ad/space`, `/api/ad/click`.
 */

const id = idInput();
const url = z.string().trim().max(255);
const weigh = intInput(-2147483648, 2147483647);
/** A time input: unix seconds or 'YYYY-MM-DD HH:mm:ss' in the site's zone; '' or null: no bound. */
const timeInput = z.union([z.number().int().min(0).max(253402300799), z.string().max(30), z.null()]);

const options = (prefix: string, values: readonly string[], colors: readonly string[]): EnumValue[] =>
  values.map((value, i) => ({ value, label: `${prefix}.${value}`, color: colors[i] }));

// ---------------------------------------------------------------- knowledge categories

/** `POST /admin/knowledge.Category/add` (a tree: `pid` 0 is the top). */
export const knowledgeCategoryAddInput = z.object({
  pid: intInput(0, 2147483647).optional(),
  name: z.string().trim().min(1).max(50),
  icon: z.string().trim().max(100).optional(),
  weigh: weigh.optional(),
  status: flag.optional(),
});
export type KnowledgeCategoryAddInput = z.input<typeof knowledgeCategoryAddInput>;
export const knowledgeCategoryEditInput = knowledgeCategoryAddInput.partial();

/** A row of `GET /admin/knowledge.Category/index` (a tree: `children`). */
export const knowledgeCategoryRow = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  icon: z.string(),
  weigh: z.number(),
  status: flagOut,
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
});
export type KnowledgeCategoryRow = z.output<typeof knowledgeCategoryRow> & { children?: KnowledgeCategoryRow[] };

export const knowledgeCategoryDescription = describeResource({
  path: 'knowledge.Category',
  tree: { pid: 'pid' },
  order: 'weigh,desc',
  row: knowledgeCategoryRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    pid: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    weigh: { kind: 'number', search: true, sort: true },
    status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
    create_time: { kind: 'time', search: true, sort: true },
    update_time: { kind: 'time', search: true, sort: true },
  },
});

// ---------------------------------------------------------------- knowledge files

export const KNOWLEDGE_TYPES = ['file', 'article', 'video', 'link'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];
/** all: every member (and the public side); member: signed-in members; agent: approved agents only. */
export const KNOWLEDGE_VISIBILITIES = ['all', 'member', 'agent'] as const;
export type KnowledgeVisibility = (typeof KNOWLEDGE_VISIBILITIES)[number];

/**
 * `POST /admin/knowledge.File/add`. A file or video needs its attachment (`file`), a link its
 * `url`; the server checks it, and that the category exists.
 */
export const knowledgeFileAddInput = z.object({
  category_id: id,
  title: z.string().trim().min(1).max(100),
  type: z.enum(KNOWLEDGE_TYPES),
  file: url.optional(),
  url: url.optional(),
  content: z.string().max(1_000_000).optional(),
  cover: url.optional(),
  visibility: z.enum(KNOWLEDGE_VISIBILITIES).optional(),
  weigh: weigh.optional(),
  status: flag.optional(),
});
export type KnowledgeFileAddInput = z.input<typeof knowledgeFileAddInput>;
export const knowledgeFileEditInput = knowledgeFileAddInput.partial();

export const knowledgeFileRow = z.object({
  id: z.number(),
  category_id: z.number(),
  title: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  file: z.string(),
  url: z.string(),
  content: z.string(),
  cover: z.string(),
  visibility: z.enum(KNOWLEDGE_VISIBILITIES),
  views: z.number(),
  downloads: z.number(),
  weigh: z.number(),
  status: flagOut,
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
  category: z.object({ name: z.string().nullable() }),
});
export type KnowledgeFileRow = z.output<typeof knowledgeFileRow>;

export const knowledgeFileDescription = describeResource({
  path: 'knowledge.File',
  order: 'weigh,desc',
  row: knowledgeFileRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    category_id: { kind: 'ref', search: ['eq', 'IN'], sort: true, index: 'btree' },
    title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: options('typeOptions', KNOWLEDGE_TYPES, ['default', 'processing', 'magenta', 'cyan']) },
    visibility: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: options('visibilityOptions', KNOWLEDGE_VISIBILITIES, ['success', 'processing', 'warning']) },
    views: { kind: 'number', search: true, sort: true },
    downloads: { kind: 'number', search: true, sort: true },
    weigh: { kind: 'number', search: true, sort: true, index: 'btree' },
    status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    update_time: { kind: 'time', search: true, sort: true },
    'category.name': { kind: 'text', search: true, sort: true, index: 'trgm' },
  },
});

// ---------------------------------------------------------------- member API

/** `GET /api/knowledge/categories` → `{list}`: the enabled categories as a tree (`children`). */
export const knowledgeCategoryNode = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  icon: z.string(),
  get children(): z.ZodOptional<z.ZodArray<typeof knowledgeCategoryNode>> {
    return z.array(knowledgeCategoryNode).optional();
  },
});
export type KnowledgeCategoryNode = z.output<typeof knowledgeCategoryNode>;

/** A file of `GET /api/knowledge/index` (no content: the detail has it). */
export const knowledgeListItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  cover: z.string(),
  visibility: z.enum(KNOWLEDGE_VISIBILITIES),
  views: z.number().int(),
  downloads: z.number().int(),
  create_time: z.number().int(),
});
export type KnowledgeListItem = z.output<typeof knowledgeListItem>;

/** `GET /api/knowledge/detail?id=` → `{row}` (counts a view). */
export const knowledgeDetail = knowledgeListItem.extend({
  content: z.string(),
  /** The attachment (file, video) as stored. */
  file: z.string(),
  url: z.string(),
});
export type KnowledgeDetail = z.output<typeof knowledgeDetail>;

export const knowledgeDetailQuery = z.object({ id });
/** `POST /api/knowledge/download {id}` → `{url}`: counts a download of a file or video. */
export const knowledgeDownloadInput = z.object({ id });

/** The knowledge base's member endpoints (any signed-in member: the visibility decides what they see). */
export const knowledgeEndpoints = {
  index: endpoint({
    method: 'GET',
    path: '/api/knowledge/index',
    audience: { member: true },
    input: memberListQuery(),
    output: memberListOf(knowledgeListItem),
    summary: 'Knowledge files the member may see',
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/knowledge/categories',
    audience: { member: true },
    output: z.object({ list: z.array(knowledgeCategoryNode) }),
    summary: 'The enabled categories as a tree',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/knowledge/detail',
    audience: { member: true },
    input: knowledgeDetailQuery,
    output: z.object({ row: knowledgeDetail }),
    summary: 'One file the member may see; counts a view',
  }),
  download: endpoint({
    method: 'POST',
    path: '/api/knowledge/download',
    audience: { member: true },
    input: knowledgeDownloadInput,
    output: z.object({ url: z.string() }),
    summary: 'The attachment of a file or video; counts a download',
  }),
};

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
    type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: options('typeOptions', AD_SPACE_TYPES, ['processing', 'warning', 'cyan', 'default']) },
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
    link_type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: options('linkTypeOptions', AD_LINK_TYPES, ['default', 'processing', 'cyan', 'magenta', 'orange', 'geekblue']) },
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
