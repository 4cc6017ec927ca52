import type { Rule } from '../../api/types';

/** Permission (button) nodes per route path, e.g. '/admin/auth/admin' → ['/admin/auth/admin/add', …]. */
export type AuthNodeMap = Map<string, string[]>;

/**
 * For every rule with button children: key `prefix + rule name`, value the buttons'
 * `prefix + name`. Buttons at the top level are keyed by the prefix itself.
 */
export function assembleAuthNode(rules: Rule[], prefix: string): AuthNodeMap {
  const authNode: AuthNodeMap = new Map();
  const walk = (nodes: Rule[], parentKey: string) => {
    const buttons = nodes.filter((node) => node.type === 'button').map((node) => prefix + node.name);
    if (buttons.length) authNode.set(parentKey, buttons);
    for (const node of nodes) {
      if (node.children?.length) walk(node.children, prefix + node.name);
    }
  };
  walk(rules, prefix);
  return authNode;
}

export type AuthNodeQuery = string | { name: string; subNodeName?: string };

/**
 * A node name is granted when `currentPath/name` is listed for the current path; the object form
 * checks that the named route has the sub-node (or, without one, that the route has nodes).
 */
export function hasAuthNode(authNode: AuthNodeMap, currentPath: string, query: AuthNodeQuery): boolean {
  if (typeof query === 'string') {
    const nodes = authNode.get(currentPath);
    const wanted = currentPath + (currentPath === '/' ? '' : '/') + query;
    return Boolean(nodes?.includes(wanted));
  }
  if (!query.name || !authNode.has(query.name)) return false;
  if (!query.subNodeName) return true;
  return Boolean(authNode.get(query.name)?.includes(query.subNodeName));
}
