import type { ComponentType } from 'react';
import type { PageRegistry } from '../../app/rules/rule-routes';
import { pagesByRule } from '../page-folders';

/** The language packs of the table and form kit (and its rule tree), needed by every area page built on it. */
const KIT = ['data-table', 'form-item', 'rule-tree'] as const;

/**
 * Admin pages by rule name, found on disk: the page of rule `auth/adminLog` is the folder
 * `auth/admin-log/` (its `index.tsx`), with the language pack `auth-admin-log`; a page of an area
 * also gets the kit's packs. No list to edit: a new page folder is its route. A rule without a
 * folder shows the "not available yet" page (a server test keeps seeded rules and folders in step).
 */
export const adminPages: PageRegistry = pagesByRule(
  import.meta.glob<{ default: ComponentType }>(['./*/index.tsx', './*/*/index.tsx', '!./login/index.tsx']),
  (folder) => (folder.includes('/') ? [...KIT, folder.replace('/', '-')] : [folder]),
);
