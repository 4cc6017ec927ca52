import { request } from '../../../api/request';
import type { UploadConfig } from '../../../stores/site-config';

/**
 * Whether the server takes files at `POST /admin/ajax/upload` (multipart `file`). Until it does,
 * file and image inputs take URLs typed in.
 */
export const UPLOAD_AVAILABLE = false;
export const UPLOAD_URL = '/admin/ajax/upload';

export type UploadProblem = 'dataIncomplete' | 'typeNotAllowed' | 'sizeExceeded';

interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Whether a type is allowed: `*`, the extension (with or without a dot), the mime type or its `type/*`. */
export function typeAllowed(file: Pick<FileLike, 'name' | 'type'>, mimetype = '*'): boolean {
  const allowed = mimetype.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (!allowed.length || allowed.includes('*')) return true;
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const mime = file.type.toLowerCase();
  return allowed.some((a) => (ext && (a === ext || a === `.${ext}`)) || (mime && (a === mime || a === `${mime.split('/')[0]}/*`)));
}

/** The checks before sending (spec §5), in order; null when the file may go. */
export function checkUploadFile(file: Partial<FileLike>, config: Pick<UploadConfig, 'mimetype' | 'maxsize' | 'videoMaxsize'>): UploadProblem | null {
  if (!file.name || !file.size) return 'dataIncomplete';
  if (!typeAllowed({ name: file.name, type: file.type ?? '' }, config.mimetype)) return 'typeNotAllowed';
  const isVideo = (file.type ?? '').startsWith('video/');
  const limit = isVideo ? config.videoMaxsize : config.maxsize;
  if (limit && file.size > limit) return 'sizeExceeded';
  return null;
}

/** Sends one file; resolves with its (relative) URL. */
export async function uploadFile(file: File, topic = 'default'): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await request<{ file?: { url?: string; full_url?: string } }>(
    { url: UPLOAD_URL, method: 'POST', data: body, params: { topic }, headers: { 'Content-Type': 'multipart/form-data' } },
    { showSuccessMessage: false },
  );
  const url = data?.file?.url ?? data?.file?.full_url;
  if (!url) throw new Error('upload answered without a file url');
  return url;
}

/** A multi-file value as a list; a string value is comma-separated (as stored). */
export const urlList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter(Boolean) : typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
