import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inputInQuery, type AnyEndpoint, type Audience, type EndpointOutput, type InputSchemaOf, type QuerySchemaOf } from '@app/contract';

/**
 * Serving a declared endpoint (packages/contract/src/endpoint.ts): its method and path, the
 * guard's config (`auth`, `permission`, `superAdmin`) and the OpenAPI security entry come from
 * its audience, its input is validated, and its declared output rides in the route config
 * (`config.output`): the docs document it (app.ts) and the tests check every answer against it
 * (check-answers.ts). It is never a Fastify response schema, so nothing serialises through it
 * and production answers are the bytes the handler sent.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared envelope `data` of a success (an endpoint's output). */
    output?: z.ZodType;
    /** A route answering a file: the content types (without parameters) a success may carry. */
    file?: readonly string[];
  }
}

type Awaitable<T> = T | Promise<T>;

/** An answer with its own message (`return answer(data, 'Session ended')`). */
export class Answer<T = unknown> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
export const answer = <T>(data: T, message: string) => new Answer(data, message);

/** What a declared handler returns: the data, or the data with a message. */
export type Answered<E extends AnyEndpoint> = EndpointOutput<E> | Answer<EndpointOutput<E>>;

/** The guard's config of an audience. */
export function guardOf(audience: Audience): Pick<FastifyContextConfig, 'auth' | 'permission' | 'superAdmin'> {
  if (audience === 'none') return { auth: 'none' };
  const [auth, node] = 'admin' in audience ? (['admin', audience.admin] as const) : (['member', audience.member] as const);
  return {
    auth,
    ...(node === true ? {} : { permission: node }),
    ...('superAdmin' in audience && audience.superAdmin ? { superAdmin: true } : {}),
  };
}

/** The OpenAPI description of an endpoint: summary, tag, security entry and input (zod, turned into JSON schema by the docs). */
export function docsOf(e: AnyEndpoint, tag: string) {
  const security = e.audience === 'none' ? [] : 'admin' in e.audience ? [{ batoken: [] }] : [{ baUserToken: [] }];
  return {
    tags: [tag],
    summary: e.summary,
    ...(security.length ? { security } : {}),
    ...(e.input ? { [inputInQuery(e) ? 'querystring' : 'body']: e.input } : {}),
    ...(e.query && !inputInQuery(e) ? { querystring: e.query } : {}),
  };
}

/** The tag of a path: its controller (`/admin/routine.AdminInfo/x` → `routine.AdminInfo`, `/api/account/x` → `account`). */
const tagOf = (path: string) => path.split('/')[2] ?? path;

/** The parsed input of a request to `e` (the body of a POST, the query string otherwise). */
export const inputOf = (e: AnyEndpoint, req: FastifyRequest): unknown => (e.input ? (inputInQuery(e) ? req.query : req.body) : undefined);

/** Sends what a declared handler answered. */
export const sendAnswer = (reply: FastifyReply, data: unknown, message?: string) =>
  data instanceof Answer ? reply.ok(data.data ?? null, data.message) : reply.ok(data ?? null, message);

type In<E extends AnyEndpoint> = InputSchemaOf<E> extends z.ZodType ? z.output<InputSchemaOf<E>> : undefined;
type Query<E extends AnyEndpoint> = QuerySchemaOf<E> extends z.ZodType ? z.output<QuerySchemaOf<E>> : undefined;

/**
 * Serves `e`: `run` gets the parsed input (and a POST's parsed query) and answers the data.
 * `config` adds route settings the declaration does not hold (`adminLog`, `twoFactorSetup`).
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  e: E,
  run: (input: In<E>, req: FastifyRequest, extra: { query: Query<E>; reply: FastifyReply }) => Awaitable<Answered<E>>,
  config: Omit<FastifyContextConfig, 'auth' | 'permission' | 'superAdmin' | 'output'> = {},
): void {
  app.route({
    method: e.method,
    url: e.path,
    schema: docsOf(e, tagOf(e.path)),
    config: { ...config, ...guardOf(e.audience), output: e.output },
    handler: async (req, reply) => {
      const data = await run(inputOf(e, req) as In<E>, req, { query: (e.query && !inputInQuery(e) ? req.query : undefined) as Query<E>, reply });
      return sendAnswer(reply, data);
    },
  });
}

/** The envelope around a declared output, as the docs show an answer. */
export const envelopeOf = (output: z.ZodType) => z.object({ code: z.literal(1), msg: z.string(), time: z.number().int(), data: output });
