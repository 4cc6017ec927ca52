import type { UploadedFile } from '@app/contract';
import { request } from '../../../api/request';
import { isAdminPath } from '../../../app/navigation';
import type { UploadConfig } from '../../../stores/site-config';
import { uuid } from '../../../utils/uuid';

/** Where files go: the admin area uploads as the admin, the member centre as the member. */
export const uploadUrl = (path?: string) => (isAdminPath(path) ? '/admin/ajax/upload' : '/api/ajax/upload');

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

/**
 * Sends one file (multipart field `file`) to the upload call of the current area; resolves with
 * the stored file. `uuid` tells two uploads of the same file apart for the duplicate-request check.
 */
export async function uploadFile(file: File, topic = 'default'): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await request<{ file?: UploadedFile }>(
    // multipart, not the JSON default (the browser adds the boundary); no 10 s limit for a large file
    { url: uploadUrl(), method: 'POST', data: body, params: { topic, uuid: uuid() }, headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 },
    { showSuccessMessage: false },
  );
  if (!data?.file?.url) throw new Error('upload answered without a file url');
  return data.file;
}

/** The value an input keeps for a stored file: its relative URL, or the full one when asked. */
export const valueOf = (file: Pick<UploadedFile, 'url' | 'full_url'>, returnFullUrl = false) => (returnFullUrl ? file.full_url : file.url);

/** A multi-file value as a list; a string value is comma-separated (as stored). */
export const urlList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter(Boolean) : typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
