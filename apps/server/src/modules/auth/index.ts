import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerResource } from '../../core/crud/index.ts';
import { adminResource } from './admin.ts';
import { adminLogResource } from './admin-log.ts';
import { dashboardRoutes } from './dashboard.ts';
import { groupResource } from './group.ts';
import { ruleResource } from './rule.ts';

/** The permission areas of the back office (reference 4.5–4.7, 6.3) and the dashboard. */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const resource of [adminResource, groupResource, ruleResource, adminLogResource]) registerResource(app, ctx, resource);
  dashboardRoutes(app, ctx);
}
