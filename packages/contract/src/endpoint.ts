import type { z } from 'zod';

/**
 * Endpoints declared once (issue #30): method, path, who may call, input and the envelope's
 * `data`. The server serves a declaration (apps/server/src/core/http/serve.ts, or an admin
 * action's `endpoint`), documents its answer in OpenAPI and, in tests, checks every answer
 * against `output` strictly; the web calls it and derives its query keys from it
 * (apps/web/src/api/endpoint.ts). An answer other than the envelope is declared as well: a file
 * or stream (`fileEndpoint`, its content types) or another party's protocol (`protocolEndpoint`,
 * its statuses and bodies). See apps/server/src/core/crud/README.md, "Endpoints".
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

/** What every declaration holds besides its answer. */
export interface Declaration<M extends EndpointMethod = EndpointMethod, I extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined> {
  method: M;
  /** The whole URL path (`/admin/routine.AdminInfo/sessions`, `/api/account/sessions`). */
  path: string;
  audience: Audience;
  /** The body of a POST, the query string of a GET or DELETE. */
  input?: I;
  /** The query string of a POST. */
  query?: Q;
  /** A multipart body (an upload) rather than JSON: its file part and the fields that may come before it. */
  multipart?: Multipart;
  /** OpenAPI summary. */
  summary: string;
}

/**
 * What a call is sent by: method, path and audience, without the schemas. A group of endpoints a
 * first load calls (the logins, the bootstraps, the token refresh; the member centre's account and
 * ordering) declares these in a zod-free file (`first-load.routes.ts`, `member-pages.routes.ts`),
 * which its endpoints spread: a page names the endpoint without loading zod, and takes its types
 * from the endpoint with `import type` (apps/web/src/api/call.ts).
 */
export interface EndpointRoute<M extends EndpointMethod = EndpointMethod> {
  method: M;
  path: string;
  audience: Audience;
}

/** The routes of a group of endpoints, by the names its endpoints have. */
export type EndpointRoutes = Record<string, EndpointRoute>;

/** An endpoint answering the envelope. */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> extends Declaration<M, I, Q> {
  /** The envelope's `data` on success (`z.null()` when there is none): concrete, never `any` or `unknown`. */
  output: O;
}

/**
 * A multipart body: the field holding the file and the text fields that may come before it (as
 * they come from the query string too, `fields` is often the endpoint's `query`). The handler
 * reads the parts itself; the docs show the body, nothing validates it as JSON.
 */
export interface Multipart {
  file: string;
  fields?: z.ZodObject;
}

/** Declares an endpoint (the identity function, keeping the literal method and the schemas' types). */
export const endpoint = <M extends EndpointMethod, O extends z.ZodType, I extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: Endpoint<M, I, Q, O>,
): Endpoint<M, I, Q, O> => spec;

/** Any declared endpoint. */
export type AnyEndpoint = Endpoint<EndpointMethod, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** The input schema of an endpoint (undefined when it takes none). */
export type InputSchemaOf<E> = E extends Declaration<EndpointMethod, infer I, z.ZodType | undefined> ? I : never;
/** The query schema of a POST endpoint (undefined when it takes none). */
export type QuerySchemaOf<E> = E extends Declaration<EndpointMethod, z.ZodType | undefined, infer Q> ? Q : never;

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

/** Any declaration, whatever it answers. */
export type Declared = Declaration;

/**
 * An endpoint answering a file or a stream rather than the envelope (a refusal still is the
 * envelope): the content types, without parameters, a success may carry. The server serves it
 * with `serveFile` (apps/server/src/core/http/serve.ts); the web opens or downloads `path`.
 */
export interface FileEndpoint<M extends EndpointMethod = EndpointMethod, I extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined>
  extends Declaration<M, I, Q> {
  file: readonly string[];
}
export const fileEndpoint = <M extends EndpointMethod, I extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: FileEndpoint<M, I, Q>,
): FileEndpoint<M, I, Q> => spec;

/**
 * The answers of an endpoint speaking another party's protocol (a payment provider's notify):
 * the status of an accepted call and its body (`null`: none), and the body of a refusal, which
 * is any other status the route sends itself (the kit's own errors stay the envelope).
 */
export interface ProtocolAnswers {
  success: { status: number; body: null | { type: string; schema: z.ZodType } };
  refusal: { type: string; schema: z.ZodType };
}

/** An endpoint answering in another party's protocol, not the envelope (served with `serveProtocol`). */
export interface ProtocolEndpoint<M extends EndpointMethod = EndpointMethod, I extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined>
  extends Declaration<M, I, Q> {
  protocol: ProtocolAnswers;
}
export const protocolEndpoint = <M extends EndpointMethod, I extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: ProtocolEndpoint<M, I, Q>,
): ProtocolEndpoint<M, I, Q> => spec;
