import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerResource } from '../crud/routes.ts';
import { interceptWrites } from '../crud/intercept.ts';
import { registerActions } from '../crud/actions.ts';
import { registerMemberList } from '../crud/member.ts';
import { addMessages } from '../i18n/index.ts';
import { loadModules } from './index.ts';

/** Serves every area found under `modules/`: its write interceptors, messages, resources, action groups, member lists, then its own routes. */
export async function installModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const modules = await loadModules();
  for (const m of modules) for (const i of m.interceptors ?? []) interceptWrites(ctx, i);
  for (const m of modules) {
    for (const pack of m.messages ?? []) addMessages(pack);
    for (const r of m.resources ?? []) registerResource(app, ctx, r);
    for (const g of m.actions ?? []) registerActions(app, ctx, g, g.actions);
    for (const l of m.memberLists ?? []) registerMemberList(app, ctx, l);
    m.routes?.(app, ctx);
  }
}
