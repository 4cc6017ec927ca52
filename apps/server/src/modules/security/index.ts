import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerResource } from '../../core/crud/index.ts';
import { tableAjaxRoutes } from './ajax-tables.ts';
import { dataRecycleLogRoutes } from './recycle-log.ts';
import { dataRecycleResource, sensitiveDataResource } from './rules.ts';
import { sensitiveDataLogRoutes } from './sensitive-log.ts';

/**
 * Data security (reference 9): the recycle and sensitive-data rules, their logs with restore and
 * rollback, and the table helpers their forms use. Capture itself is in the CRUD kit
 * (core/security/capture.ts), so every resource declared with it is covered.
 */
export function securityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource(app, ctx, dataRecycleResource);
  registerResource(app, ctx, sensitiveDataResource);
  dataRecycleLogRoutes(app, ctx);
  sensitiveDataLogRoutes(app, ctx);
  tableAjaxRoutes(app, ctx);
}
