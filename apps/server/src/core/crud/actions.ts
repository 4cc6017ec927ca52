import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actionContext } from './action-context.ts';
import { controllerPath } from './remark.ts';
import type { Compiled } from './resource.ts';
import { withTransaction } from './transaction.ts';
import type { ActionContext } from './types.ts';

/**
 * Declared custom actions (`actions: { restore: action({ input, run }) }` on a resource, or a
 * group of them on a path without a table, `defineActions`): the kit registers
 * `/admin/<path>/<route>` behind the guard (the action's button node), documents it from its zod
 * input, runs it in one transaction and answers the envelope; the admin log records it like every
 * admin POST and DELETE (core/admin-log). Every custom action is served the same way.
 */

type Awaitable<T> = T | Promise<T>;
type AnySchema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The context of a declared action: the admin action context, plus work to do after its transaction committed. */
export interface ActionRunContext extends ActionContext {
  /** Runs `fn` once the action's transaction has committed (cache drops); after `run` when it has no transaction. */
  onCommit(fn: () => Awaitable<void>): void;
}

/** What `run` gets besides its input and context. */
export interface ActionExtra<Q, P, R> {
  /** The parsed query string of a POST that declares `query`. */
  query: Q;
  /** What `prepare` answered, before the transaction opened. */
  prepared: P;
  /** The resource the action belongs to (undefined in a `defineActions` group). */
  resource: R;
}

export interface ActionSpec<I extends AnySchema | undefined = AnySchema | undefined, Q extends AnySchema | undefined = AnySchema | undefined, P = unknown, R = Compiled | undefined> {
  /** Default POST. The input is the body of a POST, the query string of a GET or DELETE. */
  method?: 'GET' | 'POST' | 'DELETE';
  /** Route segment; default the action's key (`addForm` may serve `GET add`). */
  route?: string;
  input?: I;
  /** Query string schema of a POST. */
  query?: Q;
  /** OpenAPI summary. */
  summary: string;
  /**
   * Permission node: a button name under the resource's nodes (default the route, as the guard
   * derives it from the URL), a whole node when it has a `/` (several separated by commas: any
   * of them opens the route, as the guard checks them), or false for any logged-in admin.
   */
  node?: string | false;
  /** Only a super administrator, whatever nodes a group holds (the guard's `superAdmin`). */
  superAdmin?: boolean;
  /** One transaction around `run` (default for POST and DELETE); false for reads and actions that keep their own. */
  transaction?: boolean;
  /**
   * Work before the transaction opens, with the input: reading caches (on the embedded database
   * a query outside the transaction would wait for it) and slow work (password hashing).
   */
  prepare?(input: Out<I>, c: ActionContext): Awaitable<P>;
  run(input: Out<I>, c: ActionRunContext, extra: ActionExtra<Out<Q>, P, R>): Awaitable<unknown>;
  /** Message of the answer; default none (`run` may answer `answer(data, message)` to choose one). */
  message?: string;
  /** Admin-log title of this route (default: the title of its rule), or false to never record it. */
  log?: { title: string } | false;
}

/** An answer with its own message (`return answer(null, 'Avatar modified successfully!')`). */
export class ActionAnswer {
  constructor(
    readonly data: unknown,
    readonly message: string,
  ) {}
}
export const answer = (data: unknown, message: string) => new ActionAnswer(data, message);

/** Types one action (its input flows into `run`); the identity function. */
export const action = <I extends AnySchema | undefined = undefined, Q extends AnySchema | undefined = undefined, P = undefined, R = Compiled>(
  spec: ActionSpec<I, Q, P, R>,
): ActionSpec<I, Q, P, R> => spec;

/** Declared actions by key. */
export type Actions<R = Compiled> = Readonly<Record<string, ActionSpec<any, any, any, R>>>;

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
    const route = spec.route ?? key;
    const inQuery = method !== 'POST';
    const permission = permissionOf(owner, route, spec.node);
    const schema = {
      tags: [owner.path],
      summary: spec.summary,
      security: [{ batoken: [] }],
      ...(spec.input ? { [inQuery ? 'querystring' : 'body']: spec.input } : {}),
      ...(spec.query && !inQuery ? { querystring: spec.query } : {}),
    };
    const config = {
      auth: 'admin' as const,
      ...(permission !== undefined ? { permission } : {}),
      ...(spec.log !== undefined ? { adminLog: spec.log } : {}),
      ...(spec.superAdmin ? { superAdmin: true } : {}),
    };
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
      if (data instanceof ActionAnswer) return reply.ok(data.data ?? null, data.message);
      return reply.ok(data ?? null, spec.message);
    };
    api.route({ method, url: `/admin/${owner.path}/${route}`, schema, config, handler });
  }
}
