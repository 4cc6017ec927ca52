import type { AppContext } from '../../context.ts';
import { reconcilePayouts } from './transitions.ts';

export const RECONCILE_JOB = 'withdraw-reconcile';

/**
 * The reconciliation job: every minute, once across instances (core/cluster/jobs.ts), asks the
 * gateways after payouts still running (see `reconcilePayouts`); the transitions are conditional,
 * so a result that a callback already applied changes nothing.
 */
export function registerReconcileJob(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(RECONCILE_JOB)) return;
  ctx.cluster.jobs.register({ name: RECONCILE_JOB, everyMs: 60_000, run: async () => { await reconcilePayouts(ctx); } });
}
