import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminInfoRoutes } from './admin-info.ts';
import { configRoutes } from './config.ts';
import { registerResource } from '../../core/crud/index.ts';
import { myLogResource } from './my-log.ts';

/** The routine area (reference 7, 8, 18.5): the admin's own profile and log, the config centre. */
export function routineRoutes(app: FastifyInstance, ctx: AppContext) {
  adminInfoRoutes(app, ctx);
  configRoutes(app, ctx);
  registerResource(app, ctx, myLogResource);
}
