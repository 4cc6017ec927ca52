import { z } from 'zod';
import { uploadedFile } from './attachment.ts';
import { endpoint, type Audience } from './endpoint.ts';

/**
 * Direct uploads to cloud storage (spec sections 3, 4, 7): the browser announces a file, the
 * server answers with the key (`storage/product/{uuid}-{filename}`) and, for S3, the multipart
 * upload; the browser sends the parts to the storage and reports completion; the server checks
 * the stored object and records the attachment. Paths under `/admin/ajax/upload/direct/` (admin)
 * and `/api/ajax/upload/direct/` (member with node `ajax/upload`).
 */
export const directStartInput = z.object({
  name: z.string().min(1).max(255),
  size: z.number().int().positive(),
  type: z.string().max(100).optional(),
  topic: z.string().max(20).optional(),
});
export type DirectStartInput = z.input<typeof directStartInput>;

export const directStarted = z.object({
  storage: z.enum(['s3', 'cos']),
  bucket: z.string(),
  region: z.string(),
  key: z.string(),
  /** '' for a single PUT and for COS (whose SDK opens its own multipart upload). */
  upload_id: z.string(),
  part_size: z.number(),
  part_count: z.number(),
  /** COS: the bucket's custom domain the SDK sends to; '' for `{bucket}.cos.{region}.myqcloud.com` (and for S3). */
  domain: z.string(),
});
export type DirectStarted = z.infer<typeof directStarted>;

export const directSignInput = z.object({
  key: z.string().max(255),
  upload_id: z.string().max(255).optional(),
  parts: z.array(z.number().int()).max(100).optional(),
  /** Also list the parts already stored (a resume). */
  list: z.boolean().optional(),
});
export type DirectSignInput = z.input<typeof directSignInput>;

export const directSigned = z.object({
  url: z.string().optional(),
  parts: z.array(z.object({ part_number: z.number(), url: z.string() })),
  uploaded: z.array(z.object({ part_number: z.number(), etag: z.string(), size: z.number() })).nullable(),
  expires: z.number(),
});
export type DirectSigned = z.infer<typeof directSigned>;

export const directCompleteInput = z.object({
  key: z.string().max(255),
  upload_id: z.string().max(255).optional(),
  parts: z.array(z.object({ part_number: z.number().int(), etag: z.string().max(200) })).max(10000).optional(),
});
export type DirectCompleteInput = z.input<typeof directCompleteInput>;

export const directAbortInput = z.object({ key: z.string().max(255), upload_id: z.string().max(255).optional() });

/** The four steps under `base` (`/admin/ajax/upload/direct`: any signed-in admin; `/api/ajax/upload/direct`: a member with `ajax/upload`). */
export const directUploadEndpoints = (base: string, audience: Audience) => ({
  start: endpoint({ method: 'POST', path: `${base}/start`, audience, input: directStartInput, output: directStarted, summary: 'Open a direct upload to cloud storage' }),
  sign: endpoint({ method: 'POST', path: `${base}/sign`, audience, input: directSignInput, output: directSigned, summary: 'Presigned part URLs of a direct upload, and the parts stored' }),
  complete: endpoint({
    method: 'POST',
    path: `${base}/complete`,
    audience,
    input: directCompleteInput,
    output: z.object({ file: uploadedFile, full_url: z.string() }),
    summary: 'Complete a direct upload and record the attachment',
  }),
  abort: endpoint({ method: 'POST', path: `${base}/abort`, audience, input: directAbortInput, output: z.null(), summary: 'Cancel a direct upload' }),
});

/** The direct uploads of each area: `admin` as any signed-in admin, `api` as a member with node `ajax/upload`. */
export const directUploads = {
  admin: directUploadEndpoints('/admin/ajax/upload/direct', { admin: false }),
  api: directUploadEndpoints('/api/ajax/upload/direct', { member: 'ajax/upload' }),
};

/** `GET /api/cos_sts/get_auth` (spec section 7). */
export const cosAuth = z.object({
  bucket: z.string(),
  region: z.string(),
  sts: z.object({
    credentials: z.object({ tmpSecretId: z.string(), tmpSecretKey: z.string(), sessionToken: z.string() }),
    startTime: z.number(),
    expiredTime: z.number(),
  }),
});
export type CosAuth = z.infer<typeof cosAuth>;

/** No guard: an admin or a member token opens it (the route checks either, and an admin's two-factor enrolment). */
export const cosAuthEndpoint = endpoint({
  method: 'GET',
  path: '/api/cos_sts/get_auth',
  audience: 'none',
  output: cosAuth,
  summary: 'Temporary COS credentials for direct uploads (COS mode)',
});
