import type { PageRegistry } from '../../app/rules/rule-routes';

/** The language packs of the table and form kit, needed by every page built on it. */
const KIT = ['data-table', 'form-item'] as const;

/** Admin pages by rule name; a rule missing here shows the "not available yet" page. */
export const adminPages: PageRegistry = {
  dashboard: { load: () => import('./dashboard'), lang: ['dashboard'] },
  'auth/admin': { load: () => import('./auth/admin'), lang: [...KIT, 'auth-admin'] },
  'auth/group': { load: () => import('./auth/group'), lang: [...KIT, 'rule-tree', 'auth-group'] },
  'auth/rule': { load: () => import('./auth/rule'), lang: [...KIT, 'auth-rule'] },
  'auth/adminLog': { load: () => import('./auth/admin-log'), lang: [...KIT, 'auth-admin-log'] },
  'routine/attachment': { load: () => import('./routine/attachment'), lang: [...KIT, 'routine-attachment'] },
  'routine/adminInfo': { load: () => import('./routine/admin-info'), lang: [...KIT, 'routine-admin-info'] },
  'routine/config': { load: () => import('./routine/config'), lang: [...KIT, 'routine-config'] },
  'user/user': { load: () => import('./user/user'), lang: [...KIT, 'user-user'] },
  'user/group': { load: () => import('./user/group'), lang: [...KIT, 'rule-tree', 'user-group'] },
  'user/rule': { load: () => import('./user/rule'), lang: [...KIT, 'user-rule'] },
  'user/moneyLog': { load: () => import('./user/money-log'), lang: [...KIT, 'user-money-log'] },
  'user/scoreLog': { load: () => import('./user/score-log'), lang: [...KIT, 'user-score-log'] },
  'security/dataRecycle': { load: () => import('./security/data-recycle'), lang: [...KIT, 'security-data-recycle'] },
  'security/dataRecycleLog': { load: () => import('./security/data-recycle-log'), lang: [...KIT, 'security-data-recycle-log'] },
  'security/sensitiveData': { load: () => import('./security/sensitive-data'), lang: [...KIT, 'security-sensitive-data'] },
  'security/sensitiveDataLog': { load: () => import('./security/sensitive-data-log'), lang: [...KIT, 'security-sensitive-data-log'] },
};
