import type { ImportProgress, ImportReport, ImportStarted } from '@app/contract';
import { request } from './request';

/**
 * Imports of a resource (`/admin/<path>/import`, issue 32 item 5): the file goes up once and the
 * server works on it as a job; its progress is polled until the report is there.
 */

const POLL_MS = 400;

/** A job that ended in failure (the file could not be read, a required column is missing): its message, in the admin's language. */
export class ImportFailed extends Error {}

export async function startImport(path: string, file: File, dryRun: boolean): Promise<ImportStarted> {
  const body = new FormData();
  body.append('file', file);
  // multipart, not the JSON default (the browser adds the boundary); no 10 s limit for a large file
  const { data } = await request<ImportStarted>({ url: `/admin/${path}/import`, method: 'POST', data: body, params: { dryRun: dryRun ? '1' : '0' }, headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 });
  return data;
}

export async function getImportProgress(path: string, id: string): Promise<ImportProgress> {
  return (await request<ImportProgress>({ url: `/admin/${path}/importProgress`, method: 'GET', params: { id } }, { cancelDuplicateRequest: false })).data;
}

/** Runs a dry run or an import to its end, telling `onProgress` each step; a failed job rejects with its message. */
export async function runImportJob(path: string, file: File, dryRun: boolean, onProgress: (p: ImportProgress) => void): Promise<ImportReport> {
  const { id } = await startImport(path, file, dryRun);
  for (;;) {
    const p = await getImportProgress(path, id);
    onProgress(p);
    if (p.phase === 'done' && p.report) return p.report;
    if (p.phase === 'failed') throw new ImportFailed(p.error ?? 'import failed');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `GET /admin/<path>/importTemplate?format=`: the headers the import takes, in the admin's language. */
export const importTemplateUrl = (path: string, format: 'csv' | 'xlsx') => `/admin/${path}/importTemplate?format=${format}`;
