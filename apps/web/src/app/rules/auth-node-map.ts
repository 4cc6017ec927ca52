/** Permission (button) nodes per route path, e.g. '/admin/auth/admin' → ['/admin/auth/admin/add', …]. */
export type AuthNodeMap = Map<string, string[]>;
