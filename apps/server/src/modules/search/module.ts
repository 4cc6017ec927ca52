import type { FastifyInstance } from 'fastify';
import { adminSearchEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { serve } from '../../core/http/serve.ts';
import { defineModule } from '../../core/module/index.ts';
import { actionContext } from '../../core/crud/index.ts';
import { pack as messages } from './messages.ts';
import { adminSearch } from './search.ts';

/**
 * `GET /admin/Search/index` (issue 35, item 1; README.md): the command palette's records. No node
 * of its own: each source answers only for an admin holding its resource's list node, within
 * that list's scope.
 */
function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.index, async ({ q }, req) => adminSearch(await actionContext(ctx, req), q));
}

export default defineModule({ routes: searchRoutes, messages: [messages] });
