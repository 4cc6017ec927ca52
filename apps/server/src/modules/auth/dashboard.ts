import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { remarkOf } from '../../core/crud/index.ts';

/** `GET /admin/Dashboard/index` → `{remark}` (node `dashboard/index`). */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/admin/Dashboard/index',
    { schema: { tags: ['Dashboard'], summary: 'The dashboard help text', security: [{ batoken: [] }] }, config: { auth: 'admin' } },
    async (req, reply) => reply.ok({ remark: await remarkOf(ctx, 'dashboard', req.lang) }),
  );
}
