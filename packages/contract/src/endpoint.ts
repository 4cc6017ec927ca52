import type { z } from 'zod';

/**
 * Endpoints declared once (issue #30): method, path, who may call, input and the envelope's
 * `data`. The server serves a declaration (apps/server/src/core/http/serve.ts, or an admin
 * action's `endpoint`), documents its answer in OpenAPI and, in tests, checks every answer
 * against `output` strictly; the web calls it and derives its query keys from it
 * (apps/web/src/api/endpoint.ts). See apps/server/src/core/crud/README.md, "Endpoints".
 */

export type EndpointMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The permission node of a guarded endpoint: `true` the node its path gives (as the guard derives
 * it: `/admin/auth.Admin/edit` → `auth/admin/edit`), a string a whole node (several separated by
 * commas: any of them opens it), `false` no node (any signed-in admin or member).
 */
export type EndpointNode = true | string | false;

/** Who may call: anyone, a signed-in member, or a signed-in admin (`superAdmin`: only super administrators, whatever nodes a group holds). */
export type Audience = 'none' | { member: EndpointNode } | { admin: EndpointNode; superAdmin?: true };

export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> {
  method: M;
  /** The whole URL path (`/admin/routine.AdminInfo/sessions`, `/api/account/sessions`). */
  path: string;
  audience: Audience;
  /** The body of a POST, the query string of a GET or DELETE. */
  input?: I;
  /** The query string of a POST. */
  query?: Q;
  /** The envelope's `data` on success (`z.null()` when there is none): concrete, never `any` or `unknown`. */
  output: O;
  /** OpenAPI summary. */
  summary: string;
}

/** Declares an endpoint (the identity function, keeping the literal method and the schemas' types). */
export const endpoint = <M extends EndpointMethod, O extends z.ZodType, I extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: Endpoint<M, I, Q, O>,
): Endpoint<M, I, Q, O> => spec;

/** Any declared endpoint. */
export type AnyEndpoint = Endpoint<EndpointMethod, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** The input schema of an endpoint (undefined when it takes none). */
export type InputSchemaOf<E> = E extends Endpoint<EndpointMethod, infer I, z.ZodType | undefined, z.ZodType> ? I : never;
/** The query schema of a POST endpoint (undefined when it takes none). */
export type QuerySchemaOf<E> = E extends Endpoint<EndpointMethod, z.ZodType | undefined, infer Q, z.ZodType> ? Q : never;

/** What a caller sends: the input schema's input side (nothing when there is no input). */
export type EndpointInput<E extends AnyEndpoint> = InputSchemaOf<E> extends z.ZodType ? z.input<InputSchemaOf<E>> : void;
/** What a caller sends in a POST's query string. */
export type EndpointQuery<E extends AnyEndpoint> = QuerySchemaOf<E> extends z.ZodType ? z.input<QuerySchemaOf<E>> : void;
/** What the envelope's `data` holds. */
export type EndpointOutput<E extends AnyEndpoint> = z.output<E['output']>;

/** Permission node of an admin or member action path, as the guard derives it: `/admin/auth.Admin/index` → `auth/admin/index`. */
export function nodeOfPath(urlPath: string, app: 'admin' | 'api'): string {
  const rest = urlPath.split('?')[0].replace(new RegExp(`^/${app}/`, 'i'), '');
  const [controller = 'index', action = 'index'] = rest.split('/');
  return `${controller.replace(/\./g, '/')}/${action}`.toLowerCase();
}

/** Where the input travels: the body of a POST, the query string otherwise. */
export const inputInQuery = (e: Pick<AnyEndpoint, 'method'>): boolean => e.method !== 'POST';
