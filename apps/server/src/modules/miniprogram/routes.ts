import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adEndpoints as api, type PublicAd, type PublicAdSpace } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/serve.ts';
import { ad, adSpace } from './schema.ts';
import { adCounters, liveAd } from './ad-counter.ts';

/** The public ad API of the mini-program (no login): a space's live ads, and click counting. */
export function adRoutes(app: FastifyInstance, ctx: AppContext) {
  const counters = adCounters(ctx);
  app.addHook('onClose', () => counters.close());

  serve(app, api.space, async ({ code }) => {
    const [space] = await ctx.db.select().from(adSpace).where(and(eq(adSpace.code, code), eq(adSpace.status, true)));
    if (!space) throw new ApiError('Ad space not found');
    const rows = await ctx.db
      .select({ id: ad.id, title: ad.title, image: ad.image, link_type: ad.linkType, link_value: ad.linkValue })
      .from(ad)
      .innerJoin(adSpace, eq(ad.spaceId, adSpace.id))
      .where(and(eq(ad.spaceId, space.id), liveAd()))
      .orderBy(desc(ad.weigh), asc(ad.id));
    for (const row of rows) counters.add(row.id, 'views');
    return {
      space: { code: space.code, name: space.name, type: space.type as PublicAdSpace['space']['type'], width: space.width, height: space.height },
      list: rows as PublicAd[],
    };
  });

  serve(app, api.click, async ({ id }) => {
    if (!(await counters.isLive(id))) throw new ApiError('Ad not found');
    counters.add(id, 'clicks');
    return null;
  });
}
