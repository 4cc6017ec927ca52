/**
 * Direct-upload tasks (spec sections 3, 4, 9): the fields and states of an upload task, the
 * pause / cancel / restart rules, progress (speed, percent), the part plan and the upload-id
 * cache that lets an upload resume after a page reload. Pure: the runners (S3, COS) drive it.
 */

export type UploadTaskState = 'waiting' | 'checking' | 'uploading' | 'success' | 'error' | 'paused' | 'canceled';

export interface UploadTask {
  id: string;
  Bucket: string;
  Region: string;
  Key: string;
  /** The file's name as chosen (browsers give no path). */
  FilePath: string;
  state: UploadTaskState;
  /** Bytes sent. */
  loaded: number;
  size: number;
  /** Bytes per second over the last progress interval. */
  speed: number;
  /** 0 to 1, two decimals (as the COS SDK reports it). */
  percent: number;
  /** 0 to 1: how far the pre-upload check has read the file. */
  hashPercent: number;
  error: string;
}

export type UploadTaskAction = 'check' | 'upload' | 'succeed' | 'fail' | 'pause' | 'cancel' | 'restart';

/** Spec section 4: pause from waiting, checking or uploading. */
export const canPause = (s: UploadTaskState) => s === 'waiting' || s === 'checking' || s === 'uploading';
/** Cancel from any state except canceled. */
export const canCancel = (s: UploadTaskState) => s !== 'canceled';
/** Restart from paused or error, back to waiting. */
export const canRestart = (s: UploadTaskState) => s === 'paused' || s === 'error';
/** While running, '上传中...' is shown. */
export const isRunning = (s: UploadTaskState) => s === 'checking' || s === 'uploading';

const FROM: Record<UploadTaskAction, (s: UploadTaskState) => boolean> = {
  check: (s) => s === 'waiting',
  upload: (s) => s === 'checking',
  succeed: (s) => s === 'uploading' || s === 'checking',
  fail: (s) => s === 'checking' || s === 'uploading' || s === 'waiting',
  pause: canPause,
  cancel: canCancel,
  restart: canRestart,
};
const TO: Record<UploadTaskAction, UploadTaskState> = {
  check: 'checking', upload: 'uploading', succeed: 'success', fail: 'error', pause: 'paused', cancel: 'canceled', restart: 'waiting',
};

/** The task after an action, or null when the action is not allowed in its state. */
export function transition(task: UploadTask, action: UploadTaskAction, error = ''): UploadTask | null {
  if (!FROM[action](task.state)) return null;
  const next: UploadTask = { ...task, state: TO[action], speed: action === 'upload' ? task.speed : 0 };
  if (action === 'fail') next.error = error;
  if (action === 'restart') next.error = '';
  if (action === 'succeed') Object.assign(next, { loaded: task.size, percent: 1 });
  return next;
}

export function newTask(id: string, file: { name: string; size: number }, bucket = '', region = ''): UploadTask {
  return { id, Bucket: bucket, Region: region, Key: '', FilePath: file.name, state: 'waiting', loaded: 0, size: file.size, speed: 0, percent: 0, hashPercent: 0, error: '' };
}

/** Spec section 9: progress is reported once a second. */
export const PROGRESS_INTERVAL_MS = 1000;

/** Progress after `loaded` bytes, the speed measured since the previous report. */
export function progress(task: UploadTask, loaded: number, previousLoaded: number, elapsedMs: number): UploadTask {
  const speed = elapsedMs > 0 ? Math.max(0, Math.round(((loaded - previousLoaded) * 1000) / elapsedMs)) : task.speed;
  const percent = task.size > 0 ? Math.floor((Math.min(loaded, task.size) / task.size) * 100) / 100 : 0;
  return { ...task, loaded, speed, percent };
}

/** `1.5 MB/s`, `320 KB/s`. */
export function formatSpeed(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`;
  if (bytesPerSecond >= 1024) return `${Math.round(bytesPerSecond / 1024)} KB/s`;
  return `${Math.round(bytesPerSecond)} B/s`;
}

/** Spec section 9's defaults. */
export const UPLOAD_DEFAULTS = {
  chunkRetry: 2,
  fileParallel: 3,
  chunkParallel: 3,
  chunkSize: 1024 * 1024,
  sliceSize: 1024 * 1024,
  maxPartNumber: 10_000,
  progressInterval: PROGRESS_INTERVAL_MS,
  uploadIdCacheLimit: 50,
  uploadIdCacheDays: 30,
} as const;

/** Byte ranges of the parts (1-based numbers) for a part size. */
export function partRanges(size: number, partSize: number): { partNumber: number; start: number; end: number }[] {
  const parts = [];
  for (let n = 1, start = 0; start < size; n++, start += partSize) parts.push({ partNumber: n, start, end: Math.min(size, start + partSize) });
  return parts;
}

/** A file's identity for the cache: name, size and modification time. */
export const fileIdOf = (file: { name: string; size: number; lastModified?: number }) => `${file.name}-${file.size}-${file.lastModified ?? 0}`;

export interface UploadIdEntry {
  fileId: string;
  uploadId: string;
  /** Object key of the upload. */
  key: string;
  /** ETags of the parts sent, by part number (stores without ListParts). */
  parts: Record<number, string>;
  /** What the server answered when it opened the upload. */
  partSize?: number;
  bucket?: string;
  region?: string;
  /** COS: the bucket's custom domain. */
  domain?: string;
  /** Unix ms of the last use. */
  time: number;
}

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The upload-id cache (spec sections 3, 9): at most 50 entries, each kept 30 days, in local
 * storage; the most recently used stay when it is full.
 */
export class UploadIdCache {
  constructor(private readonly store: KeyValue, private readonly storageKey = 'upload_id_cache', private readonly now = () => Date.now()) {}

  private read(): UploadIdEntry[] {
    let list: unknown;
    try {
      list = JSON.parse(this.store.getItem(this.storageKey) ?? '[]');
    } catch {
      list = [];
    }
    const limit = this.now() - UPLOAD_DEFAULTS.uploadIdCacheDays * 86400_000;
    return (Array.isArray(list) ? (list as UploadIdEntry[]) : []).filter((e) => e && typeof e.fileId === 'string' && e.time > limit);
  }

  private write(list: UploadIdEntry[]) {
    const kept = [...list].sort((a, b) => b.time - a.time).slice(0, UPLOAD_DEFAULTS.uploadIdCacheLimit);
    try {
      this.store.setItem(this.storageKey, JSON.stringify(kept));
    } catch {
      // storage full or refused: the upload still runs, it only cannot resume
    }
  }

  get(fileId: string): UploadIdEntry | null {
    return this.read().find((e) => e.fileId === fileId) ?? null;
  }

  set(entry: Omit<UploadIdEntry, 'time'>) {
    this.write([{ ...entry, time: this.now() }, ...this.read().filter((e) => e.fileId !== entry.fileId)]);
  }

  /** Records a part sent. */
  part(fileId: string, partNumber: number, etag: string) {
    const entry = this.get(fileId);
    if (entry) this.set({ ...entry, parts: { ...entry.parts, [partNumber]: etag } });
  }

  remove(fileId: string) {
    this.write(this.read().filter((e) => e.fileId !== fileId));
  }

  entries(): UploadIdEntry[] {
    return this.read();
  }
}
