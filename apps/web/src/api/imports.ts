import { importEndpoints, type ImportProgress, type ImportReport, type ImportTemplateQuery } from '@app/contract';
import { call, upload } from './endpoint';

/**
 * Imports of a resource (`/admin/<path>/import`, issue 32 item 5): the file goes up once and the
 * server works on it as a job; its progress is polled until the report is there.
 */

const POLL_MS = 400;

/** A job that ended in failure (the file could not be read, a required column is missing): its message, in the admin's language. */
export class ImportFailed extends Error {}

/** Runs a dry run or an import to its end, telling `onProgress` each step; a failed job rejects with its message. */
export async function runImportJob(path: string, file: File, dryRun: boolean, onProgress: (p: ImportProgress) => void): Promise<ImportReport> {
  const api = importEndpoints(path);
  const form = new FormData();
  form.append('file', file);
  const { id } = await upload(api.start, form, { dryRun: dryRun ? '1' : '0' });
  for (;;) {
    const p = await call(api.progress, { id }, { cancelDuplicateRequest: false });
    onProgress(p);
    if (p.phase === 'done' && p.report) return p.report;
    if (p.phase === 'failed') throw new ImportFailed(p.error ?? 'import failed');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The template's address (a file endpoint): the headers the import takes, in the admin's language. */
export const importTemplateUrl = (path: string, format: ImportTemplateQuery['format']) => `${importEndpoints(path).template.path}?${new URLSearchParams({ format: format ?? 'csv' })}`;
