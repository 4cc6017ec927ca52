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

/**
 * Whether `pathname` is an admin page of this web app, granted to the signed-in admin or not
 * (a rule's path is its name: `/admin/order/order` → `order/order`). The catch-all tells a page
 * the admin may not open (the no-permission page) from a path that is nobody's (404).
 */
export function isAdminPagePath(pathname: string): boolean {
  if (!pathname.startsWith('/admin/')) return false;
  return Object.hasOwn(adminPages, pathname.slice('/admin/'.length).replace(/\/+$/, ''));
}
