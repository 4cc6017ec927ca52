import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminAreaEndpoint, memberEndpoints, type AreaOption } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { area } from '../../db/schema/index.ts';
import { serve } from '../../core/http/serve.ts';

/**
 * The city select's data (reference 8.6): no parameters → provinces, `province` → its cities,
 * `province` and `city` → the city's districts, as `[{value, label}]`. The admin route needs a
 * login (appendix C), the member-side one is public.
 */
export function areaRoutes(app: FastifyInstance, ctx: AppContext) {
  const handler = async (q: { province?: number | ''; city?: number | '' }): Promise<AreaOption[]> => {
    const pid = q.city ? q.city : q.province ? q.province : 0;
    return ctx.db.select({ value: area.id, label: area.name }).from(area).where(eq(area.pid, pid)).orderBy(asc(area.id));
  };

  serve(app, adminAreaEndpoint, handler);
  serve(app, memberEndpoints.area, handler);
}
