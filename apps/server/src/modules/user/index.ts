import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerResource } from '../../core/crud/index.ts';
import { areaRoutes } from './area-routes.ts';
import { memberGroupResource } from './group.ts';
import { ledgerAddRoutes, moneyLogResource, scoreLogResource } from './ledger-logs.ts';
import { memberResource } from './member.ts';
import { memberRuleResource } from './rule.ts';

/** Member administration (reference 10, 4.8) and the area lookup of the city select (8.6). */
export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const resource of [memberResource, memberGroupResource, memberRuleResource, moneyLogResource, scoreLogResource]) registerResource(app, ctx, resource);
  ledgerAddRoutes(app, ctx);
  areaRoutes(app, ctx);
}
