import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  inputInQuery, type AnyEndpoint, type Audience, type Declared, type EndpointOutput, type FileEndpoint, type InputSchemaOf, type Multipart, type ProtocolAnswers, type ProtocolEndpoint, type QuerySchemaOf,
} from '@app/contract';

/**
 * Serving a declared endpoint (packages/contract/src/endpoint.ts): its method and path, the
 * guard's config (`auth`, `permission`, `superAdmin`) and the OpenAPI security entry come from
 * its audience, its input is validated, and its declared output rides in the route config
 * (`config.output`): the docs document it (app.ts) and the tests check every answer against it
 * (check-answers.ts). It is never a Fastify response schema, so nothing serialises through it
 * and production answers are the bytes the handler sent. A file or stream endpoint
 * (`serveFile`: `config.file`, its content types) and one answering another party's protocol
 * (`serveProtocol`: `config.protocol`, its statuses and bodies) are checked and documented the same way.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared envelope `data` of a success (an endpoint's output). */
    output?: z.ZodType;
    /** A route answering a file: the content types (without parameters) a success may carry. */
    file?: readonly string[];
    /** A route answering another party's protocol (a payment provider's notify), not the envelope. */
    protocol?: ProtocolAnswers;
    /** A multipart body (the docs show it; the handler reads the parts). */
    multipart?: Multipart;
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
export function docsOf(e: Declared, tag: string) {
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
export const tagOf = (path: string) => path.split('/')[2] ?? path;

/** The parsed input of a request to `e` (the body of a POST, the query string otherwise). */
export const inputOf = (e: Declared, req: FastifyRequest): unknown => (e.input ? (inputInQuery(e) ? req.query : req.body) : undefined);

/** Sends what a declared handler answered. */
export const sendAnswer = (reply: FastifyReply, data: unknown, message?: string) =>
  data instanceof Answer ? reply.ok(data.data ?? null, data.message) : reply.ok(data ?? null, message);

type In<E extends Declared> = InputSchemaOf<E> extends z.ZodType ? z.output<InputSchemaOf<E>> : undefined;
type Query<E extends Declared> = QuerySchemaOf<E> extends z.ZodType ? z.output<QuerySchemaOf<E>> : undefined;
/** What a handler gets besides its input: a POST's parsed query, and the reply. */
type Extra<E extends Declared> = { query: Query<E>; reply: FastifyReply };
const queryOf = (e: Declared, req: FastifyRequest) => (e.query && !inputInQuery(e) ? req.query : undefined);

/**
 * Serves `e`: `run` gets the parsed input (and a POST's parsed query) and answers the data.
 * `config` adds route settings the declaration does not hold (`adminLog`, `twoFactorSetup`).
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  e: E,
  run: (input: In<E>, req: FastifyRequest, extra: Extra<E>) => Awaitable<Answered<E>>,
  config: RouteConfig = {},
): void {
  app.route({
    ...routeOf(e, config, { output: e.output, ...(e.multipart ? { multipart: e.multipart } : {}) }),
    handler: async (req, reply) => sendAnswer(reply, await run(...argsOf(e, req, reply))),
  });
}

/** What every served declaration's route holds: its method, path, docs, and the guard's config from its audience beside `declared`. */
const routeOf = (e: Declared, config: RouteConfig, declared: Partial<FastifyContextConfig>) => ({
  method: e.method,
  url: e.path,
  schema: docsOf(e, tagOf(e.path)),
  config: { ...config, ...guardOf(e.audience), ...declared },
});

/** The arguments of a handler's `run`: the parsed input, the request, and a POST's parsed query with the reply. */
const argsOf = <E extends Declared>(e: E, req: FastifyRequest, reply: FastifyReply): [In<E>, FastifyRequest, Extra<E>] => [
  inputOf(e, req) as In<E>,
  req,
  { query: queryOf(e, req) as Query<E>, reply },
];

/** Route settings a declaration does not hold. */
type RouteConfig = Omit<FastifyContextConfig, 'auth' | 'permission' | 'superAdmin' | 'output' | 'file' | 'protocol' | 'multipart'>;

/**
 * Serves a file or stream endpoint: `run` sends the file itself (`reply.type(…).send(…)`, one of
 * the declared content types) and returns the reply; a refusal throws as anywhere (the envelope).
 * `options` adds route options the declaration does not hold (`compress: false` for a stream).
 */
export function serveFile<E extends FileEndpoint>(
  app: FastifyInstance,
  e: E,
  run: (input: In<E>, req: FastifyRequest, extra: Extra<E>) => Awaitable<FastifyReply>,
  config: RouteConfig = {},
  options: { compress?: false } = {},
): void {
  app.route({ ...routeOf(e, config, { file: e.file }), ...options, handler: async (req, reply) => run(...argsOf(e, req, reply)) });
}

/**
 * Serves an endpoint answering another party's protocol: `run` sends the declared answers itself
 * (`reply.code(204).send()`, a refusal's status and body) and returns the reply. `scope` is where
 * the route goes (a scope with its own body parser, as a notify's raw body needs).
 */
export function serveProtocol<E extends ProtocolEndpoint>(
  scope: FastifyInstance,
  e: E,
  run: (input: In<E>, req: FastifyRequest, extra: Extra<E>) => Awaitable<FastifyReply>,
  config: RouteConfig = {},
): void {
  scope.route({ ...routeOf(e, config, { protocol: e.protocol }), handler: async (req, reply) => run(...argsOf(e, req, reply)) });
}

/** The envelope around a declared output, as the docs show an answer. */
export const envelopeOf = (output: z.ZodType) => z.object({ code: z.literal(1), msg: z.string(), time: z.number().int(), data: output });
