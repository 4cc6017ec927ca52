import { uploadEndpoints, type UploadedFile } from '@app/contract';
import { upload } from '../../../api/endpoint';
import { isAdminPath } from '../../../app/navigation';
import { useSiteConfig, type UploadConfig } from '../../../stores/site-config';
import { uuid } from '../../../utils/uuid';
import { S3DirectUpload } from './direct-upload';
import { CosDirectUpload } from './cos-upload';
import { newTask, progress, PROGRESS_INTERVAL_MS, transition, type UploadTask } from './upload-task';

/** The upload calls of an area (the current one by default): the admin area uploads as the admin, the member centre as the member. */
export const uploadsOf = (path?: string) => (isAdminPath(path) ? uploadEndpoints.admin : uploadEndpoints.api);
/** Where files go (local mode). */
export const uploadUrl = (path?: string) => uploadsOf(path).upload.path;

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

/** A direct upload under way (S3 or COS mode): its task, and its controls. */
export interface DirectUploadJob {
  task: UploadTask;
  pause(): void;
  cancel(): void;
  restart(): void;
}

export interface UploadWatcher {
  /** The job, once it exists. */
  onJob(job: DirectUploadJob): void;
  /** Every change of its task (state, progress). */
  onChange(task: UploadTask): void;
}

/** From this size a local upload shows its progress (below, it is over before a bar could say anything). */
export const LOCAL_PROGRESS_FROM = 1024 * 1024;

/**
 * The progress of a local upload of a large file, as a task the input lists like a direct
 * upload's (no pause or restart: one request). Reported at most once a progress interval, and
 * when all bytes are sent (the server then stores the file).
 */
export function localProgress(file: Pick<File, 'name' | 'size'>, watcher: Pick<UploadWatcher, 'onChange'>, now = () => Date.now()): ((loaded: number) => void) | undefined {
  if (file.size < LOCAL_PROGRESS_FROM) return undefined;
  let task = transition(transition(newTask(uuid(), file), 'check')!, 'upload')!;
  let last = { loaded: 0, at: now() };
  watcher.onChange(task);
  return (loaded) => {
    const at = now();
    if (at - last.at < PROGRESS_INTERVAL_MS && loaded < file.size) return;
    task = progress(task, loaded, last.loaded, at - last.at);
    last = { loaded, at };
    watcher.onChange(task);
  };
}

/** Whether the config centre sends files straight to cloud storage. */
export const directMode = (mode = useSiteConfig.getState().upload.mode) => mode === 's3' || mode === 'cos';

/**
 * Sends one file to storage by the config centre's upload mode and resolves with the stored
 * file: local mode posts it (multipart field `file`) to the upload call of the current area;
 * S3 and COS modes upload it from the browser to the bucket and have the server record it.
 * With a watcher (an input showing the task with pause / cancel / restart), an error waits for
 * a restart or a cancel; without one it rejects. A cancel rejects with UploadCanceled.
 */
export async function uploadFile(file: File, topic = 'default', watcher?: UploadWatcher): Promise<UploadedFile> {
  const mode = useSiteConfig.getState().upload.mode;
  if (directMode(mode)) {
    const Job = mode === 's3' ? S3DirectUpload : CosDirectUpload;
    const job = new Job(file, topic, (task) => watcher?.onChange(task), !watcher);
    watcher?.onJob(job);
    job.start();
    const { file: stored } = await job.done;
    return stored;
  }
  const body = new FormData();
  body.append('file', file);
  const data = await upload(uploadsOf().upload, body, { topic, uuid: uuid() }, { showSuccessMessage: false }, watcher && localProgress(file, watcher));
  if (!data?.file?.url) throw new Error('upload answered without a file url');
  return data.file;
}

/** The value an input keeps for a stored file: its relative URL, or the full one when asked. */
export const valueOf = (file: Pick<UploadedFile, 'url' | 'full_url'>, returnFullUrl = false) => (returnFullUrl ? file.full_url : file.url);

/** A multi-file value as a list; a string value is comma-separated (as stored). */
export const urlList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter(Boolean) : typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
