import type { AppContext } from '../../context.ts';
import { promoteBySpend, upgradeAgents } from './agents.ts';
import { unbindExpired } from './relations.ts';
import { distributionSetting } from './settings.ts';

export const UNBIND_JOB = 'relation-unbind-expired';
export const UPGRADE_JOB = 'agent-level-upgrade';

/**
 * The distribution jobs, each run once per period across every instance (core/cluster/jobs.ts):
 * `relation-unbind-expired` (every minute) removes bindings whose N days are up;
 * `agent-level-upgrade` (every 10 minutes) makes members past the spend threshold agents (in the
 * `spend` mode) and raises agents whose upgrade tasks are met. Upgrades run as a job rather than
 * inside the order's completion: the order engine's transaction stays as it is, team figures
 * (two levels of members' orders) are computed set-wise for all agents at once, and an upgrade
 * caused by a binding or a refund is caught the same way. Each raise is a conditional update
 * (the level it was computed from), so overlapping runs raise once.
 */
export function registerDistributionJobs(ctx: AppContext): void {
  if (ctx.cluster.jobs.get(UNBIND_JOB)) return;
  ctx.cluster.jobs.register({ name: UNBIND_JOB, everyMs: 60_000, run: () => unbindExpired(ctx.db) });
  ctx.cluster.jobs.register({ name: UPGRADE_JOB, everyMs: 600_000, run: () => runUpgrades(ctx) });
}

export async function runUpgrades(ctx: AppContext) {
  if ((await distributionSetting(ctx, 'distribution_earn_mode')) === 'spend') {
    await promoteBySpend(ctx.db, await distributionSetting(ctx, 'distribution_spend_threshold'));
  }
  return upgradeAgents(ctx.db);
}
