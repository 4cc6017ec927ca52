import { z } from 'zod';
import { describeResource } from './describe.ts';
import { endpoint, fileEndpoint } from './endpoint.ts';

/** Topics and drivers are letters, digits, `_` and `-` (reference 8.2 step 7). */
export const ALPHA_DASH_RE = /^[A-Za-z0-9_-]+$/;

/** Query (or multipart fields) of `POST /admin/ajax/upload` and `POST /api/ajax/upload`; the file is the multipart field `file`. */
export const uploadParams = z.object({
  topic: z.string().max(20).optional(),
  driver: z.string().max(50).optional(),
  /** Added by the client to tell identical requests apart; ignored. */
  uuid: z.string().max(64).optional(),
});
export type UploadParams = z.input<typeof uploadParams>;

/** An uploaded file as the upload call returns it (reference 8.1); times in unix seconds. */
export const uploadedFile = z.object({
  id: z.number(),
  topic: z.string(),
  admin_id: z.number(),
  user_id: z.number(),
  /** Relative to the site: `/storage/…`. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  name: z.string(),
  size: z.number(),
  mimetype: z.string(),
  storage: z.string(),
  sha1: z.string(),
  last_upload_time: z.number().nullable(),
  /** Lower-case extension of `name`, or `file`. */
  suffix: z.string(),
  /** Protocol-relative URL on this host: `//host/storage/…`. */
  full_url: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFile>;

const uploader = z.object({ nickname: z.string().nullable(), username: z.string().nullable() }).nullable();

/** A row of `GET /admin/routine.Attachment/index`: the upload plus counts and the uploaders' names. */
export const attachmentRow = uploadedFile.extend({
  quote: z.number(),
  create_time: z.number().nullable(),
  admin: uploader,
  user: uploader,
});
export type AttachmentRow = z.output<typeof attachmentRow>;

/** `POST /admin/routine.Attachment/edit`: rename or move to another topic. */
export const attachmentEditInput = z.object({
  name: z.string().trim().min(1).max(120).refine((v) => !/[/\\\u0000-\u001f]/.test(v), 'File name cannot contain slashes or control characters').optional(),
  topic: z.string().trim().max(20).regex(ALPHA_DASH_RE, 'Topic format error').optional(),
});
export type AttachmentEditInput = z.input<typeof attachmentEditInput>;

/** `GET /admin/ajax/buildSuffixSvg` and `/api/ajax/buildSuffixSvg`: the file icon of a suffix. */
export const suffixSvgQuery = z.object({
  suffix: z.string().max(50).optional(),
  background: z.string().max(50).optional(),
});

/** Size suffix of the image previews: the thumbnail of `/storage/a.jpg` is `/storage/a.jpg!thumb_200`. */
export const THUMB_SUFFIX = '!thumb_200';

/** The thumbnail URL of an image on our storage; other URLs (remote, data:) are returned as they are. */
export function thumbUrl(url: string): string {
  return (url.startsWith('/storage/') || DIRECT_UPLOAD_URL.test(url)) && !url.endsWith(THUMB_SUFFIX) ? url + THUMB_SUFFIX : url;
}

/** A direct upload's object on cloud storage (`…/storage/product/{uuid}-{name}`): the server stores its thumbnail beside it. */
const DIRECT_UPLOAD_URL = /^(https?:)?\/\/[^/]+\/(.+\/)?storage\/product\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/?#]+$/;

/** `/admin/routine.Attachment/*` (reference 8.5), described once for the server and the web app. */
export const attachmentDescription = describeResource({
  path: 'routine.Attachment',
  order: 'last_upload_time,desc',
  row: attachmentRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    topic: { kind: 'text', search: true, sort: true, index: 'trgm' },
    admin_id: { kind: 'ref', search: ['eq', 'IN'] },
    user_id: { kind: 'ref', search: ['eq', 'IN'] },
    url: { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
    width: { kind: 'number', search: true, sort: true },
    height: { kind: 'number', search: true, sort: true },
    name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    size: { kind: 'number', search: true, sort: true },
    mimetype: { kind: 'text', search: true, sort: true, index: 'trgm' },
    quote: { kind: 'number', search: true, sort: true },
    storage: { kind: 'text', search: true, sort: true, index: 'trgm' },
    sha1: { kind: 'text', search: ['eq'] },
    create_time: { kind: 'time', search: true, sort: true },
    last_upload_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    'admin.username': { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
    'admin.nickname': { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
    'user.username': { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
    'user.nickname': { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
  },
});

/** What an upload answers (message "File uploaded successfully"). */
export const uploadOutput = z.object({ file: uploadedFile });
export type UploadOutput = z.output<typeof uploadOutput>;

/** The upload of an area: multipart, the file in `file`, `topic` and `driver` in the query or as fields before the file. */
const uploadEndpoint = <A extends 'admin' | 'api'>(area: A) =>
  endpoint({
    method: 'POST',
    path: `/${area}/ajax/upload` as const,
    audience: area === 'admin' ? { admin: false } : { member: true },
    query: uploadParams,
    multipart: { file: 'file', fields: uploadParams },
    output: uploadOutput,
    summary: area === 'admin' ? 'Upload a file as an admin' : 'Upload a file as a member (node ajax/upload)',
  });

/** The file icon of an extension (SVG). */
const suffixSvgEndpoint = <A extends 'admin' | 'api'>(area: A) =>
  fileEndpoint({
    method: 'GET',
    path: `/${area}/ajax/buildSuffixSvg` as const,
    audience: area === 'admin' ? { admin: false } : 'none',
    input: suffixSvgQuery,
    file: ['image/svg+xml'],
    summary: 'The file icon of an extension (SVG)',
  });

/** Uploads (local mode) and the file icons, per area: `admin` as any signed-in admin, `api` as a member with node `ajax/upload` (the icon: anyone). */
export const uploadEndpoints = {
  admin: { upload: uploadEndpoint('admin'), suffixSvg: suffixSvgEndpoint('admin') },
  api: { upload: uploadEndpoint('api'), suffixSvg: suffixSvgEndpoint('api') },
};
