import type { QueryKey } from '@tanstack/react-query';
import type { EndpointRoute } from '@app/contract';

/**
 * The query keys. A read is keyed by the route it calls (`routeKey`: root by audience, path,
 * input): a declared endpoint's (`endpointKey`, endpoint.ts) and a resource's generic CRUD
 * actions alike (`resourceKeys`, the DataTable kit's list and edit row), so a write names the
 * endpoints it touches and every page, filter and id of their reads is read again.
 */

/** The back office's root (every admin read is below it) and the signed-in admin's own profile. */
export const adminKeys = {
  all: ['admin'] as const,
  /** The signed-in admin's own profile. */
  info: () => ['admin', 'info'] as const,
};

/**
 * The roots of the keys of declared endpoints (endpoint.ts), by audience: the admin's share the
 * back office's root (`adminKeys.all`), the member's are dropped with the member's other figures.
 */
export const endpointRoots = {
  admin: ['admin'] as const,
  member: ['member'] as const,
  public: ['public'] as const,
};

/** The root of a route's keys by its audience: the query client drops the admin's or the member's when someone else signs in. */
const rootOf = (route: Pick<EndpointRoute, 'audience'>) =>
  route.audience === 'none' ? endpointRoots.public : 'admin' in route.audience ? endpointRoots.admin : endpointRoots.member;

/** The query key of a route's reads: without an input, the prefix of every input's (what a write invalidates). */
export const routeKey = (route: Pick<EndpointRoute, 'path' | 'audience'>, input?: unknown): QueryKey =>
  input === undefined ? [...rootOf(route), route.path] : [...rootOf(route), route.path, input];

/** The base URL of a resource's generic actions: the controller path (`auth.Admin`) or a whole base (`/admin/auth.Admin/`). */
export const resourceBase = (path: string): string => (path.startsWith('/') ? path.replace(/\/?$/, '/') : `/admin/${path}/`);

/**
 * The reads of a resource's generic actions (`index`, the edit form's `edit` row), served from the
 * resource's description (apps/server/src/core/crud) rather than declared one by one: routes as a
 * declared endpoint's, the back office's audience.
 */
export const resourceRoutes = (path: string) => {
  const base = resourceBase(path);
  const admin = { admin: true } as const;
  return {
    index: { method: 'GET', path: base + 'index', audience: admin },
    edit: { method: 'GET', path: base + 'edit', audience: admin },
  } as const satisfies Record<string, EndpointRoute>;
};

/** The keys of a resource's reads (what its DataTables read): without an input, every filter's or row's. */
export const resourceKeys = {
  list: (path: string, input?: unknown): QueryKey => routeKey(resourceRoutes(path).index, input),
  row: (path: string, id?: unknown): QueryKey => routeKey(resourceRoutes(path).edit, id === undefined ? undefined : { id }),
  /** Every read of the resource: its lists and rows. */
  all: (path: string): QueryKey[] => [resourceKeys.list(path), resourceKeys.row(path)],
};
