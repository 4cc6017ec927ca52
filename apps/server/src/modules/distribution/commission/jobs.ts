import type { AppContext } from '../../../context.ts';
import { settleCommissions } from './lifecycle.ts';

export const SETTLE_JOB = 'commission-settle';

/**
 * The settlement job: every 5 minutes, once across instances (core/cluster/jobs.ts), settles the
 * commissions whose after-sale window has closed. Overlapping runs (a slow run, an admin's
 * "settle now") split the rows between them (`SKIP LOCKED`), so each settles once.
 */
export function registerSettlementJob(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(SETTLE_JOB)) return;
  ctx.cluster.jobs.register({ name: SETTLE_JOB, everyMs: 300_000, run: async () => { await settleCommissions(ctx.db, { due: true }); } });
}
