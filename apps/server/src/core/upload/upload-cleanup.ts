import { eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { attachmentUpload } from '../../db/schema/index.ts';
import { CLOUD_SETTING_DEFAULTS } from './cloud-settings.ts';
import { abortAtStorage } from './direct.ts';

export const UPLOAD_CLEANUP_JOB = 'upload-session-cleanup';
/** Sessions handled per run; the rest wait for the next. */
const BATCH = 200;

/**
 * Abandoned direct uploads (`attachment_upload` rows opened longer ago than the configured age
 * and never completed): each row is claimed by deleting it (a completion, a cancel or another
 * run that gets there first wins), then its multipart upload is aborted at the storage so
 * that the parts stop taking space. Resolves to the number of sessions cleaned.
 */
export async function cleanAbandonedUploads(ctx: Pick<AppContext, 'db' | 'settings'>, log: (msg: string, err: unknown) => void = () => undefined): Promise<number> {
  const fallback = Number(CLOUD_SETTING_DEFAULTS.upload_abandoned_hours);
  const hours = Number(await ctx.settings.get<string>('upload_abandoned_hours', String(fallback)));
  const age = (Number.isFinite(hours) && hours > 0 ? hours : fallback) * 3600_000;
  const stale = await ctx.db.select().from(attachmentUpload).where(lt(attachmentUpload.createTime, new Date(Date.now() - age))).limit(BATCH);
  let cleaned = 0;
  for (const row of stale) {
    const [claimed] = await ctx.db.delete(attachmentUpload).where(eq(attachmentUpload.id, row.id)).returning({ id: attachmentUpload.id });
    if (!claimed) continue;
    cleaned++;
    await abortAtStorage(ctx, row).catch((err: unknown) => log(`abandoned upload ${row.key}: the storage refused the abort`, err));
  }
  return cleaned;
}

/** Hourly, once across instances (core/cluster/jobs.ts). */
export function registerUploadCleanupJob(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(UPLOAD_CLEANUP_JOB)) return;
  ctx.cluster.jobs.register({
    name: UPLOAD_CLEANUP_JOB,
    everyMs: 3_600_000,
    run: () => cleanAbandonedUploads(ctx, (msg, err) => console.warn(msg, err)),
  });
}
