import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { interceptWrites, registerResource } from '../../core/crud/index.ts';
import { dataSecurityInterceptor } from '../../core/security/capture.ts';
import { tableAjaxRoutes } from './ajax-tables.ts';
import { dataRecycleLogRoutes } from './recycle-log.ts';
import { dataRecycleResource, sensitiveDataResource } from './rules.ts';
import { sensitiveDataLogRoutes } from './sensitive-log.ts';

/**
 * Data security (reference 9): the recycle and sensitive-data rules, their logs with restore and
 * rollback, and the table helpers their forms use. Capture itself (core/security/capture.ts)
 * intercepts the CRUD kit's writes, so every resource declared with it is covered.
 */
export function securityRoutes(app: FastifyInstance, ctx: AppContext) {
  interceptWrites(ctx, dataSecurityInterceptor);
  registerResource(app, ctx, dataRecycleResource);
  registerResource(app, ctx, sensitiveDataResource);
  dataRecycleLogRoutes(app, ctx);
  sensitiveDataLogRoutes(app, ctx);
  tableAjaxRoutes(app, ctx);
}
