import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adClickInput, adSpaceQuery, type PublicAd, type PublicAdSpace } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { ad, adSpace } from './schema.ts';
import { adCounters, liveAd } from './ad-counter.ts';

/** The public ad API of the mini-program (no login): a space's live ads, and click counting. */
export function adRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counters = adCounters(ctx);
  app.addHook('onClose', () => counters.close());

  r.get('/api/ad/space', { schema: { tags: ['ad'], summary: "A space's live ads by weight (each listed ad counts a view)", querystring: adSpaceQuery } }, async (req, reply) => {
    const [space] = await ctx.db.select().from(adSpace).where(and(eq(adSpace.code, req.query.code), eq(adSpace.status, true)));
    if (!space) throw new ApiError('Ad space not found');
    const rows = await ctx.db
      .select({ id: ad.id, title: ad.title, image: ad.image, link_type: ad.linkType, link_value: ad.linkValue })
      .from(ad)
      .innerJoin(adSpace, eq(ad.spaceId, adSpace.id))
      .where(and(eq(ad.spaceId, space.id), liveAd()))
      .orderBy(desc(ad.weigh), asc(ad.id));
    for (const row of rows) counters.add(row.id, 'views');
    const data: PublicAdSpace = {
      space: { code: space.code, name: space.name, type: space.type as PublicAdSpace['space']['type'], width: space.width, height: space.height },
      list: rows as PublicAd[],
    };
    return reply.ok(data);
  });

  r.post('/api/ad/click', { schema: { tags: ['ad'], summary: 'Counts one click of a live ad', body: adClickInput } }, async (req, reply) => {
    if (!(await counters.isLive(req.body.id))) throw new ApiError('Ad not found');
    counters.add(req.body.id, 'clicks');
    return reply.ok();
  });
}
