import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminInfoRoutes } from './admin-info.ts';
import { configRoutes } from './config.ts';

/** The routine area (reference 7, 8, 18.5): so far the admin's own profile. */
export function routineRoutes(app: FastifyInstance, ctx: AppContext) {
  adminInfoRoutes(app, ctx);
  configRoutes(app, ctx);
}
