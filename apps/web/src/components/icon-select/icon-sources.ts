import faNames from './fa-icons.json';
import { elIconMap } from '../icon/el-icon-map';
import { localIcons } from '../icon/local-icons';

/** The four icon sources of the picker (spec §1): component library, Font Awesome 4.7, local SVGs, iconfont. */
export type IconSource = 'antd' | 'fa' | 'local' | 'iconfont';
export const ICON_SOURCES: readonly IconSource[] = ['antd', 'fa', 'local', 'iconfont'];

/** Which source a stored icon name comes from (undefined for URLs and unknown forms). */
export function sourceOf(name: string | undefined): IconSource | undefined {
  const icon = name?.trim() ?? '';
  if (icon.startsWith('el-icon-')) return 'antd';
  if (icon.startsWith('fa ')) return 'fa';
  if (icon.startsWith('local-')) return 'local';
  if (icon.startsWith('iconfont ')) return 'iconfont';
  return undefined;
}

/**
 * Icon class names of the iconfont stylesheets loaded in the page (BuildAdmin reads them the same
 * way): `.icon-<name>:before` rules of sheets that also style `.iconfont`.
 */
export function iconfontNames(sheets: Iterable<CSSStyleSheet> = Array.from(document.styleSheets)): string[] {
  const names = new Set<string>();
  for (const sheet of sheets) {
    let rules: CSSRule[];
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      continue; // a cross-origin sheet without CORS cannot be read
    }
    const selectors = rules.map((rule) => (rule as CSSStyleRule).selectorText ?? '');
    if (!selectors.some((selector) => /(^|[\s,])\.iconfont\b/.test(selector))) continue;
    for (const selector of selectors) {
      for (const match of selector.matchAll(/\.icon-([\w-]+)::?before/g)) names.add(`iconfont icon-${match[1]}`);
    }
  }
  return [...names];
}

/** Every icon name (as stored in rules) a source offers. */
export function iconNames(source: IconSource): string[] {
  switch (source) {
    case 'antd':
      return Object.keys(elIconMap).map((name) => `el-icon-${name}`);
    case 'fa':
      return (faNames as string[]).map((name) => `fa fa-${name}`);
    case 'local':
      return Object.keys(localIcons).map((name) => `local-${name}`);
    case 'iconfont':
      return iconfontNames();
  }
}

/** Case-insensitive search on the name without its prefix (`user` finds `fa fa-user-o`). */
export function filterIcons(names: string[], query: string): string[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return names;
  return names.filter((name) => name.toLowerCase().replace(/^(el-icon-|fa fa-|local-|iconfont icon-)/, '').includes(wanted));
}
