import type { PageRegistry } from '../../app/rules/rule-routes';

/** Member-centre pages by rule name; a rule missing here shows the "not available yet" page. */
export const memberPages: PageRegistry = {
  'account/overview': { load: () => import('./member-home'), lang: ['member-home'] },
};
