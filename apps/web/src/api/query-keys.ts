/**
 * The roots of the query keys. A read of a declared endpoint is keyed by it (`endpointKey`,
 * endpoint.ts: root, path, input), so a write names the endpoints it touches and every page,
 * filter and id of their reads is read again. The back office's DataTables key their resource's
 * rows by controller path (`adminKeys.table`).
 */

/**
 * The back office: a resource's tables by controller path (`order.Order`; each DataTable of the
 * resource, whatever its filter, is below `table(path)`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  table: (path: string) => ['admin', 'table', path] as const,
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
