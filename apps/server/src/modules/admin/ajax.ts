import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearCacheInput } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { securityRulesChanged } from '../../core/security/rule-cache.ts';

/**
 * Drops every in-process cache: the rule tables (and with them the memoised menus), the
 * settings, the resolved sessions and the data-security rules. Each reloads from the database
 * on its next use.
 */
export function clearCaches(ctx: AppContext) {
  ctx.adminRules.invalidate();
  ctx.userRules.invalidate();
  ctx.settings.invalidate();
  ctx.sessions.forgetAll();
  securityRulesChanged(ctx);
}

/** `/admin/ajax/*` helpers of the back office (reference appendix C): login only, no permission node. */
export function ajaxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/admin/ajax/clearCache',
    {
      schema: { tags: ['ajax'], summary: "Clear the server's caches (type tp or all)", body: clearCacheInput, security: [{ batoken: [] }] },
      config: { auth: 'admin', permission: false, adminLog: { title: 'Clear cache' } },
    },
    async (_req, reply) => {
      clearCaches(ctx);
      return reply.ok(null, 'Cache cleaned~');
    },
  );
}
