import { inputInQuery, type AnyEndpoint, type EndpointInput, type EndpointOutput, type EndpointQuery, type EndpointRoute } from '@app/contract';
import type { HttpRequest } from './http';
import { request, type RequestOptions } from './request';

/**
 * Calls of endpoints declared in the contract (packages/contract/src/endpoint.ts): the URL and
 * method come from the declaration, never written here again. This file loads neither zod nor
 * TanStack Query, so a first load calls through it: by a route (`routeCalls`, for the groups
 * whose routes a zod-free file declares) with the endpoint's types imported with `import type`.
 * Reads and writes through TanStack Query are endpoint.ts.
 */

/** How a call is sent besides its declaration: the request layer's options, and a timeout (0: none, a long write). */
export interface CallOptions extends RequestOptions {
  timeout?: number;
}

/** The options of a call of `E`: for a POST that declares a query string, that query (`query`). */
export type CallOptionsOf<E extends AnyEndpoint> = CallOptions & { query?: EndpointQuery<E> };

/** Sends `input` to a route (the body of a POST, the query string otherwise; a POST's declared query string in `query`) and answers the envelope's data. */
async function send<T>(route: EndpointRoute, input: unknown, { timeout, query, ...options }: CallOptions & { query?: unknown } = {}): Promise<T> {
  const sent = input === undefined ? {} : inputInQuery(route) ? { params: input } : { data: input };
  const config: HttpRequest = { url: route.path, method: route.method, ...sent, ...(query === undefined ? {} : { params: query }) };
  if (timeout !== undefined) config.timeout = timeout;
  return (await request<T>(config, options)).data;
}

/** Calls `e` with `input` (the body of a POST, the query string otherwise; a POST's declared query in `options.query`) and answers the envelope's data. */
export function call<E extends AnyEndpoint>(e: E, input: EndpointInput<E>, options?: CallOptionsOf<E>): Promise<EndpointOutput<E>> {
  return send(e, input, options);
}

/**
 * The calls of a group of endpoints by their zod-free routes (`adminIndexRoutes` for
 * `adminIndexEndpoints`): `routeCalls<typeof group>(routes)('login', input)` sends the route named
 * `login` and is typed by the group's `login` endpoint. The group's endpoints spread their routes
 * (a contract test holds it), so a name reaches the same method and path either way.
 */
export const routeCalls =
  <G extends Record<string, AnyEndpoint>>(routes: { readonly [K in keyof G]: EndpointRoute<G[K]['method']> }) =>
  <K extends keyof G & string>(name: K, input: EndpointInput<G[K]>, options?: CallOptions): Promise<EndpointOutput<G[K]>> =>
    send(routes[name], input, options);
