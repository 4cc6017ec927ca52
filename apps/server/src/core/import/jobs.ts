import crypto from 'node:crypto';
import type { ImportProgress } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { t, type Lang } from '../i18n/index.ts';
import type { Progress } from './kit.ts';

/**
 * Import jobs of this instance, in memory: the file is taken by one request, worked on in the
 * background, and its progress asked for by id (by the admin who started it) until an hour after
 * it ended. A job is not shared between instances: the progress is asked of the one that took
 * the file (a restart loses it; what was written stays, and a re-run skips it).
 */

const KEEP_MS = 60 * 60 * 1000;
/** Jobs running at once on an instance; more are refused until one ends. */
export const RUNNING_MAX = 4;

interface Job {
  state: ImportProgress;
  adminId: number;
  path: string;
  endedAt?: number;
}

const jobs = new Map<string, Job>();

function sweep(now: number) {
  for (const [id, job] of jobs) if (job.endedAt && now - job.endedAt > KEEP_MS) jobs.delete(id);
}

/** Starts `work` as a job of `adminId` on `path`; answers its id at once. */
export function startJob(path: string, adminId: number, lang: Lang, work: (progress: (p: Progress) => void) => Promise<ImportProgress['report']>): string {
  sweep(Date.now());
  if ([...jobs.values()].filter((j) => !j.endedAt).length >= RUNNING_MAX) throw new ApiError('Too many imports are running: please try again in a moment');
  const id = crypto.randomUUID();
  const job: Job = { state: { id, phase: 'read', done: 0, total: 0 }, adminId, path };
  jobs.set(id, job);
  void work((p) => (job.state = { id, ...p }))
    .then((report) => (job.state = { id, phase: 'done', done: job.state.total, total: job.state.total, report }))
    .catch((err: unknown) => {
      const message = err instanceof ApiError ? t(lang, err.msgKey, ...err.args) : t(lang, 'The import failed: %s', (err as Error).message);
      job.state = { id, phase: 'failed', done: job.state.done, total: job.state.total, error: message };
    })
    .finally(() => (job.endedAt = Date.now()));
  return id;
}

/** A job's progress, for the admin who started it. */
export function jobProgress(id: string, path: string, adminId: number): ImportProgress {
  const job = jobs.get(id);
  if (!job || job.path !== path || job.adminId !== adminId) throw new ApiError('The import was not found (it ended more than an hour ago, or runs on another instance)');
  return job.state;
}
