import type { MenuType, Rule, RuleExtend, RuleType } from '../../api/types';

/** A sidebar / navigation entry built from a rule. */
export interface MenuItem {
  id: number;
  name: string;
  title: string;
  icon: string;
  type: RuleType;
  menuType: MenuType | '';
  /** SPA path for tab and iframe entries, the external URL for link entries. */
  path: string;
  keepalive: string | number;
  /** add_menu_only entries are shown but have no route (add_rules_only ones are never in the menu). */
  extend: RuleExtend;
  /** The rule's URL (link and iframe entries). */
  url: string;
  children: MenuItem[];
}

/** SPA path of the page that shows `url` in an iframe. */
export function iframePath(prefix: string, url: string): string {
  return `${prefix}iframe/${encodeURIComponent(url)}`;
}

/**
 * The menu tree of a rule tree (BuildAdmin's handleMenuRule): only the given types; rules marked
 * add_rules_only, folders without entries, tabs without a component and links or iframes
 * without a URL are left out.
 */
export function buildMenuTree(
  rules: Rule[],
  prefix: string,
  types: RuleType[] = ['menu', 'menu_dir'],
): MenuItem[] {
  const menus: MenuItem[] = [];
  for (const rule of rules) {
    if (rule.extend === 'add_rules_only' || !types.includes(rule.type)) continue;
    const menuType = rule.menu_type ?? '';
    if (rule.type !== 'menu_dir') {
      if (menuType === 'tab' && !rule.component) continue;
      if ((menuType === 'link' || menuType === 'iframe') && !rule.url) continue;
    }
    const children = rule.children?.length ? buildMenuTree(rule.children, prefix, types) : [];
    if (rule.type === 'menu_dir' && children.length === 0) continue;
    menus.push({
      id: rule.id,
      name: rule.name,
      title: rule.title,
      icon: rule.icon,
      type: rule.type,
      menuType,
      path: menuPath(rule, prefix),
      keepalive: rule.keepalive,
      extend: rule.extend ?? 'none',
      url: rule.url ?? '',
      children,
    });
  }
  return menus;
}

function menuPath(rule: Rule, prefix: string): string {
  if (rule.menu_type === 'link') return rule.url;
  if (rule.menu_type === 'iframe') return iframePath(prefix, rule.url);
  return prefix + rule.path.replace(/^\/+/, '');
}

/** Depth-first, the first entry that opens a page inside the area (not a menu_dir or an external link). */
export function firstMenuPath(menus: MenuItem[]): string | undefined {
  for (const menu of menus) {
    if (menu.type === 'menu' && (menu.menuType === 'tab' || menu.menuType === 'iframe')) return menu.path;
    const inChildren = firstMenuPath(menu.children);
    if (inChildren) return inChildren;
  }
  return undefined;
}

export function findMenu(menus: MenuItem[], match: (menu: MenuItem) => boolean): MenuItem | undefined {
  for (const menu of menus) {
    if (match(menu)) return menu;
    const found = findMenu(menu.children, match);
    if (found) return found;
  }
  return undefined;
}

/** Paths of the folders that lead to `path`, outermost first (to open the sidebar on it). */
export function menuAncestors(menus: MenuItem[], path: string): string[] {
  for (const menu of menus) {
    if (menu.path === path) return [];
    const below = menuAncestors(menu.children, path);
    if (below.length || menu.children.some((child) => child.path === path)) return [menu.path, ...below];
  }
  return [];
}

/** The first-level entry `path` belongs to (itself, or the folder it is in): the Double layout's branch. */
export function topLevelMenuOf(menus: MenuItem[], path: string): MenuItem | undefined {
  return menus.find((menu) => menu.path === path || findMenu(menu.children, (child) => child.path === path));
}

/** Where a click on an entry goes: a page goes to itself, a folder to its first page. */
export function menuTarget(menu: MenuItem): MenuItem | undefined {
  if (menu.type !== 'menu_dir') return menu;
  for (const child of menu.children) {
    const target = menuTarget(child);
    if (target && target.menuType !== 'link') return target;
  }
  return undefined;
}
