import { z } from 'zod';
import { FLAG_STATUS } from './admin-rbac.ts';
import { flag, flagOut } from './crud.ts';
import { describeResource, enumValues, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { endpoint } from './endpoint.ts';
import { memberListOf, memberListQuery } from './member-list.ts';
import { urlInput as url, weighInput as weigh } from './inputs.ts';
import { idInput, intInput } from './numbers.ts';

/**
 * The knowledge base (issue 15, design/domain.md), served by modules/knowledge:
 * `/admin/knowledge.Category/*`, `/admin/knowledge.File/*` and the member API
 * `/api/knowledge/{categories,index,detail,download}`. The mini-program's ad spaces and ads are
 * `miniprogram.ts`.
 */

const id = idInput();


// ---------------------------------------------------------------- knowledge categories

/** A knowledge category's fields, each declared once: its kind, search and sort, and what add takes (a tree: `pid` 0 is the top). */
const knowledgeCategoryFields = {
  id: { kind: 'id', search: true, sort: true },
  pid: { kind: 'ref', search: ['eq', 'IN'], sort: true, input: intInput(0, 2147483647), ref: { resource: 'knowledge.Category', label: 'name', tree: true } },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(50), required: true },
  icon: { kind: 'text', input: z.string().trim().max(100), view: 'icon' },
  weigh: { kind: 'number', search: true, sort: true, input: weigh },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagOut, input: flag },
  create_time: { kind: 'time', search: true, sort: true },
  update_time: { kind: 'time', search: true, sort: true, column: 'hidden' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/knowledge.Category/add`. */
export const knowledgeCategoryAddInput = addInputOf(knowledgeCategoryFields);
export type KnowledgeCategoryAddInput = z.input<typeof knowledgeCategoryAddInput>;
export const knowledgeCategoryEditInput = knowledgeCategoryAddInput.partial();

/** A row of `GET /admin/knowledge.Category/index` (a tree: `children`). */
export const knowledgeCategoryRow = rowOf(knowledgeCategoryFields);
export type KnowledgeCategoryRow = z.output<typeof knowledgeCategoryRow> & { children?: KnowledgeCategoryRow[] };

export const knowledgeCategoryDescription = describeResource({
  path: 'knowledge.Category',
  tree: { pid: 'pid' },
  order: 'weigh,desc',
  row: knowledgeCategoryRow,
  fields: knowledgeCategoryFields,
});

// ---------------------------------------------------------------- knowledge files

export const KNOWLEDGE_TYPES = ['file', 'article', 'video', 'link'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];
/** all: every member (and the public side); member: signed-in members; agent: approved agents only. */
export const KNOWLEDGE_VISIBILITIES = ['all', 'member', 'agent'] as const;
export type KnowledgeVisibility = (typeof KNOWLEDGE_VISIBILITIES)[number];

/**
 * A knowledge file's fields, each declared once. A file or video needs its attachment (`file`), a
 * link its `url`; the server checks it on add and edit, and that the category exists.
 */
const knowledgeFileFields = {
  id: { kind: 'id', search: true, sort: true },
  category_id: { kind: 'ref', search: ['eq', 'IN'], sort: true, index: 'btree', input: id, required: true, ref: { resource: 'knowledge.Category', label: 'name', tree: true } },
  title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  type: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('typeOptions', KNOWLEDGE_TYPES, ['default', 'processing', 'magenta', 'cyan']), out: z.enum(KNOWLEDGE_TYPES), input: z.enum(KNOWLEDGE_TYPES), required: true },
  file: { kind: 'text', input: url, view: 'file', column: 'hidden' },
  url: { kind: 'text', input: url, view: 'url', column: 'hidden' },
  content: { kind: 'text', input: z.string().max(1_000_000), view: 'editor', column: false },
  cover: { kind: 'text', input: url, view: 'image' },
  visibility: { kind: 'enum', search: ['eq', 'IN'], sort: true, enum: enumValues('visibilityOptions', KNOWLEDGE_VISIBILITIES, ['success', 'processing', 'warning']), out: z.enum(KNOWLEDGE_VISIBILITIES), input: z.enum(KNOWLEDGE_VISIBILITIES) },
  views: { kind: 'number', search: true, sort: true },
  downloads: { kind: 'number', search: true, sort: true },
  weigh: { kind: 'number', search: true, sort: true, index: 'btree', input: weigh, column: 'hidden' },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagOut, input: flag },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  update_time: { kind: 'time', search: true, sort: true, column: 'hidden' },
  'category.name': { kind: 'text', search: true, sort: true, index: 'trgm' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/knowledge.File/add`. */
export const knowledgeFileAddInput = addInputOf(knowledgeFileFields);
export type KnowledgeFileAddInput = z.input<typeof knowledgeFileAddInput>;
export const knowledgeFileEditInput = knowledgeFileAddInput.partial();

export const knowledgeFileRow = rowOf(knowledgeFileFields).extend({ category: z.object({ name: z.string().nullable() }) });
export type KnowledgeFileRow = z.output<typeof knowledgeFileRow>;

export const knowledgeFileDescription = describeResource({
  path: 'knowledge.File',
  order: 'weigh,desc',
  row: knowledgeFileRow,
  fields: knowledgeFileFields,
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
