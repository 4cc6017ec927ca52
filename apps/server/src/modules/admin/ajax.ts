import type { FastifyInstance } from 'fastify';
import { routineEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { answer, serve } from '../../core/http/serve.ts';
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
  serve(
    app,
    api.clearCache,
    () => {
      clearCaches(ctx);
      return answer(null, 'Cache cleaned~');
    },
    { adminLog: { title: 'Clear cache' } },
  );
}
