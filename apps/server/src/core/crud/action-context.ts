import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { needLogin } from '../http/errors.ts';
import { Authority } from './authority.ts';
import type { ActionContext } from './types.ts';

/** The context of one admin action; the guard has already put the admin on the request. */
export async function actionContext(app: AppContext, req: FastifyRequest): Promise<ActionContext> {
  const admin = req.admin;
  if (!admin) throw needLogin();
  const c = {
    app,
    req,
    admin,
    isSuper: admin.granted === '*',
    db: app.db,
    timeZone: await app.settings.get('time_zone', 'Asia/Shanghai'),
  } as ActionContext;
  c.authority = new Authority(c);
  return c;
}

export { inScope, rowScope } from './scope.ts';
