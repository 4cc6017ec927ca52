import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Rule } from '../../api/types';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { currentPath } from '../navigation';
import type { AuthNodeMap } from './auth-node-map';

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

/**
 * Whether the logged-in admin may use a button of the page at `path` (default: the current page),
 * BuildAdmin's `auth()`: `auth('add')` on /admin/auth/admin is granted when the permission nodes
 * of '/admin/auth/admin' list '/admin/auth/admin/add'; `auth({ name, subNodeName })` checks any
 * route. Super administrators pass every check. The server enforces permissions on its own:
 * this only decides what is rendered.
 */
export function auth(query: AuthNodeQuery, path: string = currentPath()): boolean {
  if (useAdminInfo.getState().super) return true;
  return hasAuthNode(useNavTabs.getState().authNode, path, query);
}

export type AuthCheck = (query: AuthNodeQuery) => boolean;

/**
 * `const auth = useAuth(); auth('add') && <Button …/>`. Re-renders when the permissions change;
 * the path is the page's own (a kept-alive page in a hidden tab keeps its path).
 */
export function useAuth(): AuthCheck {
  const { pathname } = useLocation();
  const authNode = useNavTabs((state) => state.authNode);
  const isSuper = useAdminInfo((state) => state.super);
  return useCallback((query: AuthNodeQuery) => isSuper || hasAuthNode(authNode, pathname, query), [authNode, isSuper, pathname]);
}

/** Renders its children only when `node` is granted: `<Auth node="del"><Button danger …/></Auth>`. */
export function Auth({ node, children }: { node: AuthNodeQuery; children?: ReactNode }) {
  const check = useAuth();
  return check(node) ? createElement(Fragment, null, children) : null;
}
