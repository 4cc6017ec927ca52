import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointOutput, EndpointQuery, EndpointRoute } from '@app/contract';
import { call, routeCalls, type CallOptions } from './call';
import { routeKey } from './query-keys';
import { request, type RequestOptions } from './request';
import type { Write } from './write';

/**
 * Calls and reads of endpoints declared in the contract (packages/contract/src/endpoint.ts): the
 * URL, method and types come from the declaration, never written here again.
 */

/** The query key of an endpoint's reads (`routeKey`): without an input, the prefix of every input's (what a write invalidates). */
export const endpointKey = <E extends AnyEndpoint>(e: E, input?: EndpointInput<E>): QueryKey => routeKey(e, input);

export { call, routeCalls, type CallOptions } from './call';

/**
 * Sends a file to a POST endpoint that takes one (multipart, its declared `query` in the query
 * string; no time limit for a large file). `onProgress` hears the bytes sent so far.
 */
export async function upload<E extends AnyEndpoint>(
  e: E,
  form: FormData,
  query: EndpointQuery<E>,
  options?: RequestOptions,
  onProgress?: (loaded: number) => void,
): Promise<EndpointOutput<E>> {
  const config = { url: e.path, method: e.method, data: form, params: query ?? undefined, timeout: 0, onUploadProgress: onProgress };
  return (await request<EndpointOutput<E>>(config, options)).data;
}

/** The input argument of a read: none for an endpoint without input. */
type InputArg<E extends AnyEndpoint> = EndpointInput<E> extends void ? [] : [input: EndpointInput<E>];

/** A read of `e` through TanStack Query, under `endpointKey(e, input)`. */
export const endpointQuery = <E extends AnyEndpoint>(e: E, ...[input]: InputArg<E>) =>
  queryOptions({ queryKey: endpointKey(e, input as EndpointInput<E>), queryFn: () => call(e, input as EndpointInput<E>) });

/**
 * The reads of a group of endpoints by their zod-free routes (as `routeCalls`, call.ts):
 * `routeReads<typeof group>(routes)('overview')` reads what `endpointQuery(group.overview)` reads,
 * under the same key, typed by the group's endpoint, without evaluating its schemas.
 */
export const routeReads = <G extends Record<string, AnyEndpoint>>(routes: { readonly [K in keyof G]: EndpointRoute<G[K]['method']> }) => {
  const send = routeCalls<G>(routes);
  return <K extends keyof G & string>(name: K, ...[input]: InputArg<G[K]>) =>
    queryOptions({ queryKey: routeKey(routes[name], input), queryFn: () => send(name, input as EndpointInput<G[K]>) });
};

/** What a write touches: an endpoint or its route (its reads with every input), or a query key. */
export type Touched = Pick<EndpointRoute, 'path' | 'audience'> | QueryKey;
const keyOf = (t: Touched): QueryKey => (Array.isArray(t) ? t : routeKey(t as EndpointRoute));
/** The keys of what a write touches (for a `Write` written by hand). */
export const touchedKeys = (touched: readonly Touched[]): QueryKey[] => touched.map(keyOf);

/**
 * A write calling `e`: `input` maps the screen's variables to the endpoint's input (default: they
 * are its input), `touches` names the endpoints and keys whose reads it changes.
 */
export function endpointWrite<E extends AnyEndpoint, Vars = EndpointInput<E>>(
  e: E,
  spec: { touches: (vars: Vars) => Touched[]; input?: (vars: Vars) => EndpointInput<E>; options?: CallOptions },
): Write<Vars, EndpointOutput<E>> {
  return {
    run: (vars) => call(e, spec.input ? spec.input(vars) : (vars as unknown as EndpointInput<E>), spec.options),
    touches: (vars) => spec.touches(vars).map(keyOf),
  };
}
