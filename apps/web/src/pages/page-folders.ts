import type { ComponentType } from 'react';
import type { PageRegistry } from '../app/rules/rule-routes';

/** `admin-log` → `adminLog`: a rule name's segment from its page folder's name. */
export const ruleSegment = (folder: string) => folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `auth/admin-log` → `auth/adminLog`: the rule name of a page folder. */
export const ruleName = (folder: string) => folder.split('/').map(ruleSegment).join('/');

/**
 * Pages by rule name from an `import.meta.glob` of page folders (`./auth/admin-log/index.tsx`
 * → rule `rule(folder)`, by default `auth/adminLog`), each loading the language packs `lang(folder)` with its code,
 * inside the antd scope where `antd(folder)` (`PageEntry.antd`).
 */
export function pagesByRule(
  modules: Record<string, () => Promise<{ default: ComponentType }>>,
  lang: (folder: string) => string[],
  rule: (folder: string) => string = ruleName,
  antd: (folder: string) => boolean = () => false,
): PageRegistry {
  return Object.fromEntries(
    Object.entries(modules).map(([file, load]) => {
      const folder = file.replace(/^\.\//, '').replace(/\/index\.tsx$/, '');
      return [rule(folder), { load, lang: lang(folder), antd: antd(folder) }];
    }),
  );
}
