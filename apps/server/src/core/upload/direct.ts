import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { S3Client } from '@aws-sdk/client-s3';
import { ALPHA_DASH_RE, type DirectStarted } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { attachment, attachmentUpload } from '../../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { cloudTarget, DIRECT_KEY_PREFIX, objectUrl, uploadModeOf, type CloudTarget } from './cloud-settings.ts';
import { suffixAllowed, uploadSettings } from './upload-settings.ts';
import { attachmentName, cleanOriginalName, suffixOf } from './save-name.ts';
import { contentMatchesSuffix, isVideo, mimeAllowed, sniff, SNIFF_BYTES } from './sniff.ts';
import { decodeImage, isImageUpload, THUMB_SUFFIX } from './image.ts';
import type { LocalStorage } from './local-storage.ts';
import { objectStoreOf, s3ClientOf, s3Sdk, StorageError, type ObjectStore } from './object-store.ts';
import type { AttachmentRecord, Uploader } from './upload.ts';

const MiB = 1024 * 1024;
const mib = (bytes: number) => String(Math.round((bytes / MiB) * 100) / 100);

/** Spec section 9: files up to the slice size go in one request, larger ones in parts. */
export const SLICE_SIZE = MiB;
/** Spec section 9: the part size starts at the chunk size (1 MB) and steps up through this list (MB) to keep within the part maximum. */
export const PART_SIZE_STEPS_MB = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 5120];
export const MAX_PART_NUMBER = 10_000;
/** S3 refuses parts under 5 MiB except the last (COS takes 1 MB): the S3 driver starts its steps there. */
export const S3_MIN_PART_SIZE = 5 * MiB;
/** Spec section 9: signature validity. */
export const SIGN_EXPIRES_SECONDS = 900;
/** Part URLs signed per call at most. */
export const MAX_SIGNED_PARTS = 100;
/** An upload may be resumed for the upload-id cache's 30 days. */
export const UPLOAD_TTL_MS = 30 * 24 * 3600 * 1000;

/** The part size of a file: the first step at least `min` that keeps the part count within the maximum. */
export function partSizeFor(size: number, min = MiB, maxParts = MAX_PART_NUMBER): number {
  for (const mb of PART_SIZE_STEPS_MB) {
    const part = mb * MiB;
    if (part >= min && Math.ceil(size / part) <= maxParts) return part;
  }
  return PART_SIZE_STEPS_MB[PART_SIZE_STEPS_MB.length - 1] * MiB;
}

const KEY_RE = new RegExp(`^${DIRECT_KEY_PREFIX}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/\\\\]+$`);
/** Whether a key is one the server hands out (no other folder, no path tricks). */
export const directKeyValid = (key: string) => KEY_RE.test(key) && !key.includes('..') && key.length <= 255;

/** `storage/product/{uuid}-{filename}`, the name cleaned of separators and characters that misbehave in URLs. */
export function directKey(name: string): string {
  const clean = cleanOriginalName(name).replace(/[\s\\/:*?"<>|#%&+=@'`^{}[\]~$;,!]/g, '_').replace(/^\.+/, '');
  const chars = [...clean];
  const suffix = suffixOf(clean);
  // keep the extension when the stem is cut
  const kept = chars.length > 100 ? chars.slice(0, 99 - suffix.length).join('') + '.' + suffix : clean;
  return `${DIRECT_KEY_PREFIX}${crypto.randomUUID()}-${kept || 'file'}`;
}

/** The configured cloud target of the current upload mode; refused in local mode or when unconfigured. */
export async function currentTarget(ctx: AppContext): Promise<CloudTarget> {
  const mode = uploadModeOf((await uploadSettings(ctx.settings)).mode);
  if (mode === 'local') throw new ApiError('Direct upload is not enabled (upload mode local)');
  const t = await cloudTarget(ctx.settings, mode);
  if (!t) throw new ApiError('Upload mode %s is not configured', 0, null, [mode]);
  return t;
}

const storageError = (e: unknown): ApiError => {
  const err = e instanceof StorageError ? { Code: e.code, message: e.message } : (e as { name?: string; Code?: string; message?: string });
  return new ApiError('Storage error: %s', 0, null, [String(err.Code ?? err.name ?? 'Error') + (err.message ? `: ${err.message}` : '')]);
};

export interface StartInput {
  name: string;
  size: number;
  type?: string;
  topic?: string;
}

const owner = (who: Uploader) => and(eq(attachmentUpload.adminId, who.adminId ?? 0), eq(attachmentUpload.userId, who.userId ?? 0));

/**
 * Opens a direct upload: the announced name, size and type pass the checks of the local
 * upload (spec section 5, server side: size by kind, extension, mime type), the server chooses
 * the key and, for S3, opens the multipart upload.
 */
export async function startDirect(ctx: AppContext, who: Uploader, input: StartInput): Promise<DirectStarted> {
  const t = await currentTarget(ctx);
  const u = await uploadSettings(ctx.settings);
  const name = cleanOriginalName(String(input.name ?? ''));
  const size = Number(input.size);
  if (!name || !Number.isSafeInteger(size) || size <= 0) throw new ApiError('The data of the uploaded file is incomplete!');
  const suffix = suffixOf(name);
  const mime = String(input.type || 'application/octet-stream').toLowerCase().slice(0, 100);
  const limit = isVideo(suffix, mime) ? u.videoMaxSize : u.maxSize;
  if (size > limit) throw new ApiError('The uploaded file is too large (%sMiB), Maximum file size:%sMiB', 0, null, [mib(size), mib(limit)]);
  if (!suffixAllowed(suffix, u.allowedSuffixes) || !mimeAllowed(mime, u.allowedMimeTypes)) throw new ApiError('The uploaded file format is not allowed');
  const topic = input.topic || 'default';
  if (!ALPHA_DASH_RE.test(topic) || topic.length > 20) throw new ApiError('Topic format error');

  const key = directKey(name);
  const partSize = partSizeFor(size, t.mode === 's3' ? S3_MIN_PART_SIZE : MiB);
  let uploadId = '';
  if (t.mode === 's3' && size > SLICE_SIZE) {
    try {
      const s3 = await s3Sdk();
      const out = await (await s3ClientOf(t)).send(new s3.CreateMultipartUploadCommand({ Bucket: t.bucket, Key: key, ContentType: mime }));
      uploadId = out.UploadId ?? '';
    } catch (e) {
      throw storageError(e);
    }
  }
  await ctx.db.insert(attachmentUpload).values({
    key, uploadId, storage: t.mode, adminId: who.adminId ?? 0, userId: who.userId ?? 0, topic, name: attachmentName(name, suffix), size, mimetype: mime,
  });
  return { storage: t.mode, bucket: t.bucket, region: t.region, key, upload_id: uploadId, part_size: partSize, part_count: uploadId ? Math.ceil(size / partSize) : 1, domain: t.mode === 'cos' ? t.endpoint : '' };
}

type UploadRow = typeof attachmentUpload.$inferSelect;

/** The open upload of this uploader at this key; the key must be one the server hands out. */
async function openUpload(ctx: AppContext, who: Uploader, key: string, uploadId: string | undefined): Promise<UploadRow> {
  if (typeof key !== 'string' || !directKeyValid(key)) throw new ApiError('The upload key is not allowed');
  const [row] = await ctx.db.select().from(attachmentUpload).where(and(eq(attachmentUpload.key, key), owner(who))).limit(1);
  if (!row || (uploadId ?? '') !== row.uploadId || Date.now() - (row.createTime?.getTime() ?? 0) > UPLOAD_TTL_MS) throw new ApiError('Upload not found');
  return row;
}

export interface SignedParts {
  /** A single PUT: its URL; else the part URLs asked for. */
  url?: string;
  parts: { part_number: number; url: string }[];
  /**
   * Asked with `list`: the parts the storage already holds (resume after a reload); null when the
   * storage cannot list them (s3rver), the browser then relies on the ETags it kept.
   */
  uploaded: { part_number: number; etag: string; size: number }[] | null;
  expires: number;
}

/** The parts a multipart upload holds; null when the storage has no ListParts. */
async function listParts(client: S3Client, t: CloudTarget, key: string, uploadId: string): Promise<SignedParts['uploaded']> {
  const uploaded: NonNullable<SignedParts['uploaded']> = [];
  let marker: string | undefined;
  const s3 = await s3Sdk();
  try {
    do {
      const out = await client.send(new s3.ListPartsCommand({ Bucket: t.bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }));
      for (const p of out.Parts ?? []) uploaded.push({ part_number: p.PartNumber ?? 0, etag: p.ETag ?? '', size: p.Size ?? 0 });
      marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (e) {
    const code = (e as { name?: string }).name;
    if (code === 'NotImplemented' || code === 'MethodNotAllowed') return null;
    throw e;
  }
  return uploaded;
}

/** Presigned URLs for the parts asked for (S3), and with `list` the parts already there; for COS, that the upload is open. */
export async function signDirect(ctx: AppContext, who: Uploader, key: string, uploadId: string | undefined, partNumbers: number[], list = false): Promise<SignedParts> {
  const row = await openUpload(ctx, who, key, uploadId);
  const t = await currentTarget(ctx);
  if (t.mode !== row.storage) throw new ApiError('Upload not found');
  const expires = Math.floor(Date.now() / 1000) + SIGN_EXPIRES_SECONDS;
  // COS: the SDK signs and lists its parts itself; the answer tells the upload is still open (a resume)
  if (t.mode === 'cos') return { parts: [], uploaded: null, expires };
  try {
    const [client, s3, { getSignedUrl }] = await Promise.all([s3ClientOf(t), s3Sdk(), import('@aws-sdk/s3-request-presigner')]);
    if (!row.uploadId) {
      const url = await getSignedUrl(client, new s3.PutObjectCommand({ Bucket: t.bucket, Key: key, ContentType: row.mimetype }), { expiresIn: SIGN_EXPIRES_SECONDS });
      return { url, parts: [], uploaded: [], expires };
    }
    const count = Math.ceil(row.size / partSizeFor(row.size, S3_MIN_PART_SIZE));
    const wanted = [...new Set(partNumbers.map(Number))].filter((n) => Number.isInteger(n) && n >= 1 && n <= count).slice(0, MAX_SIGNED_PARTS);
    const parts = await Promise.all(wanted.map(async (n) => ({
      part_number: n,
      url: await getSignedUrl(client, new s3.UploadPartCommand({ Bucket: t.bucket, Key: key, UploadId: row.uploadId, PartNumber: n }), { expiresIn: SIGN_EXPIRES_SECONDS }),
    })));
    return { parts, uploaded: list ? await listParts(client, t, key, row.uploadId) : [], expires };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw storageError(e);
  }
}

interface Fetched {
  temp: string;
  size: number;
  sha1: string;
  head: Buffer;
}

/** Reads the stored object back into a temporary file, hashing it: what is recorded is what the storage holds. */
async function fetchObject(store: ObjectStore, key: string, temp: string, maxBytes: number): Promise<Fetched> {
  const out = await store.read(key);
  if (out.length > maxBytes) throw new ApiError('The uploaded file does not match the announced one');
  const hash = crypto.createHash('sha1');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ApiError('The uploaded file does not match the announced one'));
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  await pipeline(out.body, tap, fs.createWriteStream(temp, { mode: 0o600 }));
  return { temp, size, sha1: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/**
 * Closes a direct upload: completes the multipart upload (S3), reads the object back and checks
 * it as a local upload is checked (the announced size, the content against its name, images
 * decoded), then records the attachment — or, when the same content is already stored under the
 * topic, counts another upload and removes the copy. A refused object is deleted.
 */
export async function completeDirect(
  ctx: AppContext, storage: LocalStorage, who: Uploader, key: string, uploadId: string | undefined, parts: { part_number: number; etag: string }[],
): Promise<AttachmentRecord> {
  const row = await openUpload(ctx, who, key, uploadId);
  const t = await currentTarget(ctx);
  if (t.mode !== row.storage) throw new ApiError('Upload not found');
  const store = objectStoreOf(t);
  // One completion per upload: the row is claimed before any work (a second call finds none).
  const [claimed] = await ctx.db.delete(attachmentUpload).where(eq(attachmentUpload.id, row.id)).returning({ id: attachmentUpload.id });
  if (!claimed) throw new ApiError('Upload not found');
  const removeObject = () => store.remove(key).catch(() => undefined);

  if (row.uploadId) {
    const [client, s3] = await Promise.all([s3ClientOf(t), s3Sdk()]);
    const list = (Array.isArray(parts) ? parts : [])
      .map((p) => ({ PartNumber: Number(p.part_number), ETag: String(p.etag ?? '') }))
      .filter((p) => Number.isInteger(p.PartNumber) && p.PartNumber >= 1 && p.ETag)
      .sort((a, b) => a.PartNumber - b.PartNumber);
    try {
      await client.send(new s3.CompleteMultipartUploadCommand({ Bucket: t.bucket, Key: key, UploadId: row.uploadId, MultipartUpload: { Parts: list } }));
    } catch (e) {
      await client.send(new s3.AbortMultipartUploadCommand({ Bucket: t.bucket, Key: key, UploadId: row.uploadId })).catch(() => undefined);
      throw storageError(e);
    }
  }

  const temp = storage.tempFile();
  try {
    let got: Fetched;
    try {
      got = await fetchObject(store, key, temp, row.size);
    } catch (e) {
      await removeObject();
      if (e instanceof ApiError) throw e;
      throw storageError(e);
    }
    const suffix = suffixOf(row.name);
    const sniffed = await sniff(got.head);
    const refuse = async (message: string) => {
      await removeObject();
      return new ApiError(message);
    };
    if (got.size !== row.size) throw await refuse('The uploaded file does not match the announced one');
    const u = await uploadSettings(ctx.settings);
    if (!mimeAllowed(sniffed.mime, u.allowedMimeTypes)) throw await refuse('The uploaded file format is not allowed');
    let width = 0;
    let height = 0;
    let thumb: Buffer | null = null;
    if (isImageUpload(suffix, sniffed)) {
      const image = await decodeImage(temp, sniffed, got.head);
      if (!image) throw await refuse('The uploaded image file is not a valid image');
      ({ width, height } = image);
      thumb = image.thumb ?? null;
    } else if (!contentMatchesSuffix(suffix, sniffed)) {
      throw await refuse('The file content does not match its extension');
    }

    const now = new Date();
    const dedup = and(eq(attachment.sha1, got.sha1), eq(attachment.topic, row.topic), eq(attachment.storage, row.storage));
    const [known] = await ctx.db.select().from(attachment).where(dedup).limit(1);
    if (known) {
      const [bumped] = await ctx.db.update(attachment).set({ quote: sql`${attachment.quote} + 1`, lastUploadTime: now }).where(eq(attachment.id, known.id)).returning();
      await removeObject();
      if (bumped) return bumped;
    }
    if (thumb) {
      await store.put(key + THUMB_SUFFIX, thumb, sniffed.mime).catch(() => undefined);
    }
    const [stored] = await ctx.db
      .insert(attachment)
      .values({
        topic: row.topic, adminId: row.adminId, userId: row.userId, url: objectUrl(t, key), width, height, name: row.name, size: got.size,
        mimetype: sniffed.mime, storage: row.storage, sha1: got.sha1, quote: 1, lastUploadTime: now,
      })
      .onConflictDoUpdate({ target: [attachment.sha1, attachment.topic, attachment.storage], set: { quote: sql`${attachment.quote} + 1`, lastUploadTime: now } })
      .returning();
    if (!stored) throw new ApiError('Record not found');
    if (stored.url !== objectUrl(t, key)) await removeObject();
    return stored;
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/**
 * Aborts an upload session's multipart upload at its storage: S3's by the id the server opened,
 * COS's (opened by the browser's SDK) by listing those of the key. Nothing to do for a single PUT
 * to S3. Resolves to false when the storage of the session is no longer configured.
 */
export async function abortAtStorage(ctx: Pick<AppContext, 'settings'>, row: Pick<UploadRow, 'storage' | 'key' | 'uploadId'>): Promise<boolean> {
  const mode = uploadModeOf(row.storage);
  const t = mode === 'local' ? null : await cloudTarget(ctx.settings, mode);
  if (!t) return false;
  if (t.mode === 's3' && !row.uploadId) return true;
  await objectStoreOf(t).abortUploads(row.key, row.uploadId || undefined);
  return true;
}

/** Cancels a direct upload: the storage's multipart upload is aborted and the row goes. */
export async function abortDirect(ctx: AppContext, who: Uploader, key: string, uploadId: string | undefined): Promise<void> {
  const row = await openUpload(ctx, who, key, uploadId);
  await ctx.db.delete(attachmentUpload).where(eq(attachmentUpload.id, row.id));
  await abortAtStorage(ctx, row).catch(() => undefined);
}

/** The object key of a direct upload's URL; null for another URL. */
export function directKeyOfUrl(url: string): string | null {
  const at = url.indexOf('/' + DIRECT_KEY_PREFIX);
  if (at < 0) return null;
  try {
    const key = decodeURIComponent(url.slice(at + 1).split(/[?#]/)[0]);
    return directKeyValid(key) ? key : null;
  } catch {
    return null;
  }
}

/** Deletes a cloud attachment's object and its thumbnail (the attachment row is gone). */
export async function removeCloudObject(ctx: Pick<AppContext, 'settings'>, storage: string, url: string): Promise<void> {
  const mode = uploadModeOf(storage);
  const key = directKeyOfUrl(url);
  const t = mode === 'local' || !key ? null : await cloudTarget(ctx.settings, mode);
  if (!t || !key) return;
  const store = objectStoreOf(t);
  await Promise.all([key, key + THUMB_SUFFIX].map((k) => store.remove(k).catch(() => undefined)));
}
