import type { AppContext } from '../../context.ts';
import { cancelExpiredOrders, completeDueOrders } from './orders.ts';
import { orderSetting } from './settings.ts';

export const AUTO_CANCEL_JOB = 'order-auto-cancel';
export const AUTO_COMPLETE_JOB = 'order-auto-complete';

/**
 * The order timers, run once per period across every instance (core/cluster/jobs.ts): unpaid
 * orders are cancelled after `order_unpaid_timeout` minutes (default 30), paid orders completed
 * `order_auto_complete_days` days (default 7) after payment. Each order moves once even if two
 * runs overlap: the sweep's UPDATE re-checks the status (orders.ts).
 */
export function registerOrderTimers(ctx: AppContext): void {
  // Once per process: an app built again on the same context (tests, crud-harness.ts) finds them registered.
  if (ctx.cluster.jobs.get(AUTO_CANCEL_JOB)) return;
  ctx.cluster.jobs.register({
    name: AUTO_CANCEL_JOB,
    everyMs: 60_000,
    run: async () => cancelExpiredOrders(ctx.db, await orderSetting(ctx, 'order_unpaid_timeout')),
  });
  ctx.cluster.jobs.register({
    name: AUTO_COMPLETE_JOB,
    everyMs: 600_000,
    run: async () => completeDueOrders(ctx.db, await orderSetting(ctx, 'order_auto_complete_days'), await orderSetting(ctx, 'order_after_sale_days')),
  });
}
