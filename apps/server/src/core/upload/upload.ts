import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ALPHA_DASH_RE, type UploadedFile } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { attachment } from '../../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { suffixAllowed, uploadSettings, type UploadSettings } from './upload-settings.ts';
import { attachmentName, renderSaveName, suffixOf } from './save-name.ts';
import { contentMatchesSuffix, isVideo, mimeAllowed, sniff, SNIFF_BYTES, type Sniffed } from './sniff.ts';
import { decodeImage, isImageUpload, type DecodedImage } from './image.ts';
import type { LocalStorage } from './local-storage.ts';

export type AttachmentRecord = typeof attachment.$inferSelect;

/** Who uploads: an admin (`admin_id`) or a member (`user_id`). */
export interface Uploader {
  adminId?: number;
  userId?: number;
}

const MiB = 1024 * 1024;
const mib = (bytes: number) => String(Math.round((bytes / MiB) * 100) / 100);

/** The multipart limit: the larger of the two size limits (the precise one is checked once the type is known). */
export const multipartFileLimit = (u: UploadSettings) => Math.max(u.maxSize, u.videoMaxSize);

interface Received {
  temp: string;
  size: number;
  sha1: string;
  head: Buffer;
  truncated: boolean;
}

/** Streams the file part to a temporary file, hashing it on the way; only the first bytes stay in memory. */
async function receive(part: MultipartFile, temp: string): Promise<Received> {
  const hash = crypto.createHash('sha1');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  await pipeline(part.file, tap, fs.createWriteStream(temp, { mode: 0o600 }));
  return { temp, size, sha1: hash.digest('hex'), head: Buffer.concat(headChunks), truncated: part.file.truncated };
}

/** The first file part of the request, or the reference's "no file" message. */
async function filePart(req: FastifyRequest, limit: number): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new ApiError('No files were uploaded');
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1024, parts: 12 }, throwFileSizeLimit: false });
  } catch {
    throw new ApiError('No files have been uploaded or the file size exceeds the upload limit of the server');
  }
  if (!part || part.fieldname !== 'file' || !part.filename) {
    part?.file.resume();
    throw new ApiError('No files were uploaded');
  }
  return part;
}

/** A multipart field sent before the file (the query takes precedence). */
function fieldOf(part: MultipartFile, query: Record<string, unknown>, name: string): string | undefined {
  const q = query[name];
  if (typeof q === 'string') return q;
  const f = part.fields[name] as { type?: string; value?: unknown } | undefined;
  return f && f.type === 'field' && typeof f.value === 'string' ? f.value : undefined;
}

interface Checked {
  suffix: string;
  sniffed: Sniffed;
  image: DecodedImage | null;
  topic: string;
  storage: string;
}

/**
 * The checks of reference 8.2, in order and with its messages: size (videos against their own
 * limit), extension, mime type, the image decode. Besides, the content must agree with the name
 * (an HTML page or a script is never accepted as another type).
 */
async function check(u: UploadSettings, part: MultipartFile, got: Received, topic: string, driver: string, contentLength: number): Promise<Checked> {
  const suffix = suffixOf(part.filename);
  const sniffed = await sniff(got.head);
  const limit = isVideo(suffix, sniffed.mime) ? u.videoMaxSize : u.maxSize;
  if (got.truncated || got.size > limit) {
    // A truncated stream stopped at the limit: the request's length is the best size we know.
    const size = got.truncated ? Math.max(contentLength, got.size + 1) : got.size;
    throw new ApiError('The uploaded file is too large (%sMiB), Maximum file size:%sMiB', 0, null, [mib(size), mib(limit)]);
  }
  if (!suffixAllowed(suffix, u.allowedSuffixes)) throw new ApiError('The uploaded file format is not allowed');
  if (!mimeAllowed(sniffed.mime, u.allowedMimeTypes)) throw new ApiError('The uploaded file format is not allowed');
  let image: DecodedImage | null = null;
  if (isImageUpload(suffix, sniffed)) {
    image = await decodeImage(got.temp, sniffed, got.head);
    if (!image) throw new ApiError('The uploaded image file is not a valid image');
  } else if (!contentMatchesSuffix(suffix, sniffed)) {
    throw new ApiError('The file content does not match its extension');
  }
  if (!ALPHA_DASH_RE.test(topic) || topic.length > 20) throw new ApiError('Topic format error');
  if (!ALPHA_DASH_RE.test(driver) || driver !== 'local') throw new ApiError('Driver %s not supported', 0, null, [driver]);
  return { suffix, sniffed, image, topic, storage: driver };
}

const appendRandom = (url: string) => {
  const dot = url.lastIndexOf('.');
  const tag = '-' + crypto.randomBytes(4).toString('hex');
  return dot > url.lastIndexOf('/') ? url.slice(0, dot) + tag + url.slice(dot) : url + tag;
};

/**
 * Receives `file` from a multipart request, checks it and stores it once per content
 * (reference 8.4): the same content under the same topic and storage only counts another
 * upload (`quote` + 1, `last_upload_time` now) and keeps the existing file. Concurrent uploads
 * of the same content meet on the unique index `attachment_dedup_key`; a copy that lost the
 * race is removed, so no file is left on disk without a row.
 */
export async function receiveUpload(ctx: AppContext, storage: LocalStorage, req: FastifyRequest, who: Uploader): Promise<AttachmentRecord> {
  const u = await uploadSettings(ctx.settings);
  const part = await filePart(req, multipartFileLimit(u));
  const temp = storage.tempFile();
  let placed: string | null = null;
  try {
    const got = await receive(part, temp);
    const query = (req.query ?? {}) as Record<string, unknown>;
    const topic = fieldOf(part, query, 'topic') || 'default';
    const driver = fieldOf(part, query, 'driver') || u.mode || 'local';
    const c = await check(u, part, got, topic, driver, Number(req.headers['content-length'] ?? 0));
    const key = and(eq(attachment.sha1, got.sha1), eq(attachment.topic, c.topic), eq(attachment.storage, c.storage));
    const now = new Date();

    const [known] = await ctx.db.select().from(attachment).where(key).limit(1);
    if (known && (await storage.exists(known.url))) {
      const [bumped] = await ctx.db
        .update(attachment)
        .set({ quote: sql`${attachment.quote} + 1`, lastUploadTime: now })
        .where(eq(attachment.id, known.id))
        .returning();
      if (bumped) return bumped;
    }

    const timeZone = await ctx.settings.get<string>('time_zone', 'Asia/Shanghai');
    let url = renderSaveName(u.saveName, { topic: c.topic, originalName: part.filename, suffix: c.suffix, sha1: got.sha1, now, timeZone });
    if (!url) throw new ApiError('The save name template must give a path under /storage/');
    // A template without {fileSha1} can name another content's file: never overwrite that one.
    if (await storage.exists(url)) {
      const [other] = await ctx.db.select({ id: attachment.id }).from(attachment).where(and(eq(attachment.url, url), ne(attachment.sha1, got.sha1))).limit(1);
      if (other) url = appendRandom(url);
    }
    await storage.place(temp, url, c.image?.thumb ?? null);
    placed = url;

    const values = {
      topic: c.topic,
      adminId: who.adminId ?? 0,
      userId: who.userId ?? 0,
      url,
      width: c.image?.width ?? 0,
      height: c.image?.height ?? 0,
      name: attachmentName(part.filename, c.suffix),
      size: got.size,
      mimetype: c.sniffed.mime,
      storage: c.storage,
      sha1: got.sha1,
      quote: 1,
      lastUploadTime: now,
    };
    // A row whose file has gone (deleted by hand) is pointed at the new copy.
    const [row] = known
      ? await ctx.db.update(attachment).set({ ...values, adminId: known.adminId, userId: known.userId, quote: sql`${attachment.quote} + 1` }).where(eq(attachment.id, known.id)).returning()
      : await ctx.db
          .insert(attachment)
          .values(values)
          .onConflictDoUpdate({ target: [attachment.sha1, attachment.topic, attachment.storage], set: { quote: sql`${attachment.quote} + 1`, lastUploadTime: now } })
          .returning();
    if (!row) throw new ApiError('Record not found');
    if (row.url !== url) await removeIfUnreferenced(ctx, storage, url);
    placed = null;
    return row;
  } finally {
    await storage.discard(temp);
    // Failed after the file was placed: do not leave it behind without a row.
    if (placed) await removeIfUnreferenced(ctx, storage, placed);
  }
}

/** Deletes a stored file unless an attachment row still points at it. */
export async function removeIfUnreferenced(ctx: Pick<AppContext, 'db'>, storage: LocalStorage, url: string): Promise<boolean> {
  const [used] = await ctx.db.select({ id: attachment.id }).from(attachment).where(eq(attachment.url, url)).limit(1);
  if (used) return false;
  await storage.remove(url);
  return true;
}

/** Protocol-relative URL on the requested host (reference 8.3's `full_url`). */
export const fullUrlOf = (req: FastifyRequest, url: string) => (/^(https?:)?\/\/|^data:/.test(url) ? url : `//${req.headers.host ?? 'localhost'}${url}`);

/** The upload answer's `file` (reference 8.1): no `create_time` nor `quote`. */
export function uploadedFile(row: AttachmentRecord, req: FastifyRequest): UploadedFile {
  return {
    id: row.id,
    topic: row.topic,
    admin_id: row.adminId,
    user_id: row.userId,
    url: row.url,
    width: row.width,
    height: row.height,
    name: row.name,
    size: row.size,
    mimetype: row.mimetype,
    storage: row.storage,
    sha1: row.sha1,
    last_upload_time: row.lastUploadTime ? Math.floor(row.lastUploadTime.getTime() / 1000) : null,
    suffix: suffixOf(row.name),
    full_url: fullUrlOf(req, row.url),
  };
}
