import type { PageRegistry } from '../../app/rules/rule-routes';

/** The language packs of the table and form kit, needed by every page built on it. */
const KIT = ['data-table', 'form-item'] as const;

/** Admin pages by rule name; a rule missing here shows the "not available yet" page. */
export const adminPages: PageRegistry = {
  dashboard: { load: () => import('./dashboard'), lang: ['dashboard'] },
  'auth/admin': { load: () => import('./auth/admin'), lang: [...KIT, 'auth-admin'] },
  'auth/group': { load: () => import('./auth/group'), lang: [...KIT, 'auth-group'] },
  'auth/rule': { load: () => import('./auth/rule'), lang: [...KIT, 'auth-rule'] },
  'auth/adminLog': { load: () => import('./auth/admin-log'), lang: [...KIT, 'auth-admin-log'] },
  'routine/adminInfo': { load: () => import('./routine/admin-info'), lang: [...KIT, 'routine-admin-info'] },
};
