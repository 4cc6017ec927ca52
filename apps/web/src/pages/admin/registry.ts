import type { PageRegistry } from '../../app/rules/rule-routes';

/** Admin pages by rule name; a rule missing here shows the "not available yet" page. */
export const adminPages: PageRegistry = {
  dashboard: { load: () => import('./dashboard'), lang: ['dashboard'] },
};
