import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminTourEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { serve } from '../../core/http/serve.ts';
import { adminTour } from './schema.ts';

/**
 * The signed-in admin's first-run tour flag (issue 35): whether they have seen it, and marking it
 * seen (or offering it again). Any signed-in admin, always their own row: no id is taken.
 */
export function tourRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.state, async (_input, req) => {
    const [row] = await ctx.db.select({ adminId: adminTour.adminId }).from(adminTour).where(eq(adminTour.adminId, req.admin!.id));
    return { seen: Boolean(row) };
  });

  serve(app, api.set, async ({ seen }, req) => {
    const adminId = req.admin!.id;
    if (seen) await ctx.db.insert(adminTour).values({ adminId }).onConflictDoNothing();
    else await ctx.db.delete(adminTour).where(eq(adminTour.adminId, adminId));
    return { seen };
  });
}
