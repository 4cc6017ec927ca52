import type { ComponentType } from 'react';
import type { PageRegistry } from '../app/rules/rule-routes';

/** `admin-log` → `adminLog`: a rule name's segment from its page folder's name. */
export const ruleSegment = (folder: string) => folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Pages by rule name from an `import.meta.glob` of page folders (`./auth/admin-log/index.tsx`
 * → rule `auth/adminLog`), each loading the language packs `lang(folder)` with its code.
 */
export function pagesByRule(modules: Record<string, () => Promise<{ default: ComponentType }>>, lang: (folder: string) => string[]): PageRegistry {
  return Object.fromEntries(
    Object.entries(modules).map(([file, load]) => {
      const folder = file.replace(/^\.\//, '').replace(/\/index\.tsx$/, '');
      return [folder.split('/').map(ruleSegment).join('/'), { load, lang: lang(folder) }];
    }),
  );
}
