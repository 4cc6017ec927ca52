import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inputInQuery, type AnyEndpoint, type InputSchemaOf, type QuerySchemaOf } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { answer, docsOf, guardOf, sendAnswer, type Answered } from '../http/serve.ts';
import { actionContext } from './action-context.ts';
import { controllerPath } from './remark.ts';
import { withTransaction } from './transaction.ts';
import type { ActionContext, ActionExtra, ActionRunContext, ActionSpec, Actions, AnySchema, Awaitable, Compiled, Out } from './types.ts';

/**
 * Declared custom actions (`actions: { restore: action({ input, run }) }` on a resource, or a
 * group of them on a path without a table, `defineActions`): the kit registers
 * `/admin/<path>/<route>` behind the guard (the action's button node), documents it from its zod
 * input, runs it in one transaction and answers the envelope; the admin log records it like every
 * admin POST and DELETE (core/admin-log). Every custom action is served the same way.
 * An action that serves a declared endpoint (`action({ endpoint, run })`) takes its method,
 * route, input, guard and summary from the declaration, and its answer is typed by its output.
 */

/** An answer with its own message (`return answer(null, 'Avatar modified successfully!')`). */
export { answer };

/** An action serving a declared endpoint: what the declaration holds is not written again. */
export interface EndpointActionSpec<E extends AnyEndpoint, P = unknown, R = Compiled | undefined>
  extends Pick<ActionSpec<InputSchemaOf<E>, QuerySchemaOf<E>, P, R>, 'transaction' | 'prepare' | 'message' | 'log'> {
  endpoint: E;
  run(input: Out<InputSchemaOf<E>>, c: ActionRunContext, extra: ActionExtra<Out<QuerySchemaOf<E>>, P, R>): Awaitable<Answered<E>>;
}

/** Types one action (its input flows into `run`); with `endpoint`, the action that serves it. */
export function action<E extends AnyEndpoint, P = undefined, R = Compiled>(spec: EndpointActionSpec<E, P, R>): ActionSpec<InputSchemaOf<E>, QuerySchemaOf<E>, P, R>;
export function action<I extends AnySchema | undefined = undefined, Q extends AnySchema | undefined = undefined, P = undefined, R = Compiled>(spec: ActionSpec<I, Q, P, R>): ActionSpec<I, Q, P, R>;
export function action(spec: ActionSpec | EndpointActionSpec<AnyEndpoint>): ActionSpec {
  const e = spec.endpoint;
  return e ? ({ ...spec, method: e.method, input: e.input, query: e.query, summary: e.summary } as ActionSpec) : (spec as ActionSpec);
}

/** Custom actions on a path that has no table of its own (the config centre). */
export interface ActionGroup {
  path: string;
  /** Node prefix when it is not the path's. */
  nodes?: string;
  actions: Actions<undefined>;
  /** After any of the group's actions wrote something (not after GETs): drop caches. */
  afterWrite?(c: ActionContext): Awaitable<void>;
}

export const defineActions = (group: ActionGroup): ActionGroup => group;

interface Owner {
  path: string;
  nodes?: string;
  resource?: Compiled;
  afterWrite?(c: ActionContext): Awaitable<void>;
}

/** The permission of an action's route config (undefined: derived from the URL by the guard). */
function permissionOf(owner: Owner, route: string, node: string | false | undefined): string | false | undefined {
  if (node === false) return false;
  if (node?.includes('/')) return node;
  if (node === undefined && !owner.nodes) return undefined;
  return `${owner.nodes ?? controllerPath(owner.path)}/${node ?? route}`;
}

/** Serves every declared action of a resource or a group. */
export function registerActions(app: FastifyInstance, ctx: AppContext, owner: Owner, actions: Actions<any>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [key, spec] of Object.entries(actions)) {
    const method = spec.method ?? 'POST';
    const e = spec.endpoint;
    const url = e?.path ?? `/admin/${owner.path}/${spec.route ?? key}`;
    if (e && (e.audience === 'none' || !('admin' in e.audience) || !e.path.startsWith(`/admin/${owner.path}/`)))
      throw new Error(`Action ${key} of ${owner.path} serves ${e.method} ${e.path}: not an admin endpoint under /admin/${owner.path}/`);
    const inQuery = inputInQuery({ method });
    const schema = e
      ? docsOf(e, owner.path)
      : {
          tags: [owner.path],
          summary: spec.summary,
          security: [{ batoken: [] }],
          ...(spec.input ? { [inQuery ? 'querystring' : 'body']: spec.input } : {}),
          ...(spec.query && !inQuery ? { querystring: spec.query } : {}),
        };
    const permission = e ? undefined : permissionOf(owner, spec.route ?? key, spec.node);
    const guard = e ? guardOf(e.audience) : { auth: 'admin' as const, ...(permission !== undefined ? { permission } : {}), ...(spec.superAdmin ? { superAdmin: true } : {}) };
    const config = { ...guard, ...(spec.log !== undefined ? { adminLog: spec.log } : {}), ...(e ? { output: e.output } : {}) };
    const inTransaction = spec.transaction ?? method !== 'GET';
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const c = await actionContext(ctx, req);
      const input = spec.input ? (inQuery ? req.query : req.body) : undefined;
      const extra = { query: spec.query && !inQuery ? req.query : undefined, prepared: await spec.prepare?.(input, c), resource: owner.resource };
      const later: (() => Awaitable<void>)[] = [];
      const rc: ActionRunContext = { ...c, onCommit: (fn) => void later.push(fn) };
      const data = inTransaction ? await withTransaction(rc, async (tc) => spec.run(input, tc, extra)) : await spec.run(input, rc, extra);
      for (const fn of later) await fn();
      if (method !== 'GET') await owner.afterWrite?.(c);
      return sendAnswer(reply, data, spec.message);
    };
    api.route({ method, url, schema, config, handler });
  }
}
