import type { Side } from './navigation';
import { firstMenuPath, type MenuItem } from './rules/menu-tree';

/** Where the loading screen goes once the area's data is loaded. */
export interface LoadingTarget {
  path: string;
  query: Record<string, string>;
}

export function serializeTo(target: LoadingTarget): string {
  return encodeURIComponent(JSON.stringify(target));
}

/** Reads the `to` route param; tolerates a param that is still URL-encoded. */
export function parseTo(param: string | undefined): LoadingTarget | null {
  if (!param) return null;
  for (const text of [param, safeDecode(param)]) {
    try {
      const value: unknown = JSON.parse(text);
      if (isTarget(value)) return { path: value.path, query: value.query ?? {} };
    } catch {
      // not JSON: try the next form
    }
  }
  return null;
}

/** `/admin/loading/<to>` for an unknown admin URL (same for /user). */
export function loadingPathFor(side: Side, url: { pathname: string; search: string }): string {
  const query = Object.fromEntries(new URLSearchParams(url.search));
  return `/${side}/loading/${serializeTo({ path: url.pathname, query })}`;
}

/** Only same-area paths are followed: `to` comes from the URL and must not become an open redirect. */
export function isTargetOf(side: Side, target: LoadingTarget): boolean {
  const base = `/${side}`;
  return target.path === base || target.path.startsWith(`${base}/`);
}

export function targetHref(target: LoadingTarget): string {
  const search = new URLSearchParams(target.query).toString();
  return search ? `${target.path}?${search}` : target.path;
}

function isTarget(value: unknown): value is { path: string; query?: Record<string, string> } {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Where the loading screen goes: the requested URL when it is a page of this area, else the
 * first menu entry (undefined when there is none).
 */
export function resolveLoadingTarget(side: Side, param: string | undefined, menus: MenuItem[]): string | undefined {
  const target = parseTo(param);
  const isPage = target && isTargetOf(side, target) && target.path !== `/${side}` && !target.path.startsWith(`/${side}/loading`);
  return isPage ? targetHref(target) : firstMenuPath(menus);
}
