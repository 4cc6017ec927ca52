import type { PageRegistry } from '../../app/rules/rule-routes';

const account = ['member-account'];

/** Member-centre pages by rule name; a rule missing here shows the "not available yet" page. */
export const memberPages: PageRegistry = {
  'account/overview': { load: () => import('./account/overview'), lang: account },
  'account/profile': { load: () => import('./account/profile'), lang: [...account, 'verify-code', 'form-item'] },
  'account/changePassword': { load: () => import('./account/change-password'), lang: account },
  'account/balance': { load: () => import('./account/balance'), lang: account },
  'account/integral': { load: () => import('./account/integral'), lang: account },
  'knowledge/index': { load: () => import('./knowledge'), lang: ['member-knowledge'] },
  'agent/index': { load: () => import('./agent'), lang: ['member-agent'] },
  'order/shop': { load: () => import('./order/shop'), lang: ['member-order'] },
  'order/index': { load: () => import('./order'), lang: ['member-order'] },
  'agent/commissions': { load: () => import('./agent/commissions'), lang: ['member-commission'] },
  'agent/wallet': { load: () => import('./agent/wallet'), lang: ['member-commission'] },
  'agent/withdraw': { load: () => import('./agent/withdraw'), lang: ['member-withdraw'] },
};
