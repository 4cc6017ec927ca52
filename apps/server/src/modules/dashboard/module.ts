import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { serve } from '../../core/http/serve.ts';
import { defineModule } from '../../core/module/index.ts';
import { pack as messages } from './messages.ts';
import { actionContext, remarkOf } from '../../core/crud/index.ts';
import { ownShopIds } from '../shop/index.ts';
import { dashboardStats } from './figures.ts';
import { safeTimeZone } from './rollups.ts';

/** The config centre's low-stock threshold (group `order`): a whole number ≥ 0, else 10. */
async function lowStockThreshold(ctx: AppContext): Promise<number> {
  const v = Number(await ctx.settings.get<unknown>('low_stock_threshold', 10));
  return Number.isInteger(v) && v >= 0 ? v : 10;
}

/**
 * `GET /admin/Dashboard/index` (node `dashboard/index`; its menu is the auth area's): the rule's
 * help text, as in the reference, and the operator's figures (issue 14, item 4; README.md),
 * limited to the admin's own shops under that data scope.
 */
function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.index, async (_input, req) => {
    const c = await actionContext(ctx, req);
    const [remark, shops, threshold] = await Promise.all([remarkOf(ctx, 'dashboard', req.lang), ownShopIds(c), lowStockThreshold(ctx)]);
    return { remark, stats: await dashboardStats(ctx.db, { shops, timeZone: safeTimeZone(c.timeZone), lowStockThreshold: threshold }) };
  });
}

export default defineModule({ routes: dashboardRoutes, messages: [messages] });
