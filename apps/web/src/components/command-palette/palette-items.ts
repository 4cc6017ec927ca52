import type { MenuItem } from '../../app/rules/menu-tree';

/** Where a palette entry comes from (its tag in the list). */
export type PaletteSource = 'recent' | 'menu' | 'action' | 'orders' | 'members' | 'shops';

/** One entry of the palette: what it shows and where Enter takes the admin. */
export interface PaletteItem {
  key: string;
  source: PaletteSource;
  label: string;
  detail?: string;
  /** A SPA route (`/admin/order/order?detail=3`), or an external URL for a link menu. */
  to: string;
  external?: boolean;
}

/** Every term of the query (split on whitespace) is in one of the texts, ignoring case. */
export function matches(texts: readonly string[], query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = texts.join('\n').toLowerCase();
  return terms.every((term) => hay.includes(term));
}

/** The pages of the menu tree (tab, iframe and link entries), each with the titles of its folders. */
export function menuPages(menus: readonly MenuItem[], title: (menu: MenuItem) => string, trail: string[] = []): { menu: MenuItem; title: string; trail: string[] }[] {
  const out: { menu: MenuItem; title: string; trail: string[] }[] = [];
  for (const menu of menus) {
    const own = title(menu);
    if (menu.children.length) out.push(...menuPages(menu.children, title, [...trail, own]));
    if (menu.type === 'menu' && menu.path && menu.extend !== 'add_menu_only') out.push({ menu, title: own, trail });
  }
  return out;
}

/** The menu entries matching the query, by their title in this language, their folders' and their rule name. */
export function menuItems(menus: readonly MenuItem[], title: (menu: MenuItem) => string, query: string, limit = 8): PaletteItem[] {
  if (!query.trim()) return [];
  return menuPages(menus, title)
    .filter((p) => matches([p.title, ...p.trail, p.menu.name], query))
    .slice(0, limit)
    .map((p) => ({ key: `menu:${p.menu.id}`, source: 'menu', label: p.title, detail: p.trail.join(' / ') || undefined, to: p.menu.path, external: p.menu.menuType === 'link' }));
}

/** A page the admin opened, remembered per admin in this browser. */
export interface RecentPage {
  path: string;
  title: string;
}

const RECENT_MAX = 8;
export const recentKey = (adminId: number) => `commandPaletteRecent:${adminId}`;

export function recentPages(adminId: number, storage: Storage = localStorage): RecentPage[] {
  try {
    const saved = JSON.parse(storage.getItem(recentKey(adminId)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((p): p is RecentPage => typeof p?.path === 'string' && p.path.startsWith('/') && typeof p?.title === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a page first among the admin's recent pages (once, at most RECENT_MAX). */
export function rememberPage(adminId: number, page: RecentPage, storage: Storage = localStorage): void {
  if (!adminId || !page.path.startsWith('/')) return;
  const pages = [page, ...recentPages(adminId, storage).filter((p) => p.path !== page.path)].slice(0, RECENT_MAX);
  try {
    storage.setItem(recentKey(adminId), JSON.stringify(pages));
  } catch {
    // a full or disabled storage only loses the history
  }
}

/** The next highlighted entry for an arrow key (wrapping), or undefined when the key does not move it (Home and End stay the text box's). */
export function moveActive(index: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    default:
      return undefined;
  }
}
