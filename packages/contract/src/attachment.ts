import { z } from 'zod';

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
export interface UploadedFile {
  id: number;
  topic: string;
  admin_id: number;
  user_id: number;
  /** Relative to the site: `/storage/…`. */
  url: string;
  width: number;
  height: number;
  name: string;
  size: number;
  mimetype: string;
  storage: string;
  sha1: string;
  last_upload_time: number | null;
  /** Lower-case extension of `name`, or `file`. */
  suffix: string;
  /** Protocol-relative URL on this host: `//host/storage/…`. */
  full_url: string;
}

/** A row of `GET /admin/routine.Attachment/index`: the upload plus counts and the uploaders' names. */
export interface AttachmentRow extends UploadedFile {
  quote: number;
  create_time: number | null;
  admin: { nickname: string | null; username: string | null } | null;
  user: { nickname: string | null; username: string | null } | null;
}

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
  return url.startsWith('/storage/') && !url.endsWith(THUMB_SUFFIX) ? url + THUMB_SUFFIX : url;
}
