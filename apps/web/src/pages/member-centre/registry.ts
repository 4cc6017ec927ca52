import type { PageRegistry } from '../../app/rules/rule-routes';

/** Member-centre pages by rule name; a rule missing here shows the "not available yet" page. */
export const memberPages: PageRegistry = {
  'account/overview': { load: () => import('./account/overview'), lang: ['member-account-overview'] },
  'account/profile': { load: () => import('./account/profile'), lang: ['member-account-profile', 'verify-code', 'form-item'] },
  'account/changePassword': { load: () => import('./account/change-password'), lang: ['member-account-change-password'] },
  'account/balance': { load: () => import('./account/balance'), lang: ['member-account-balance'] },
  'account/integral': { load: () => import('./account/integral'), lang: ['member-account-integral'] },
  'knowledge/index': { load: () => import('./knowledge'), lang: ['member-knowledge'] },
  'agent/index': { load: () => import('./agent'), lang: ['member-agent'] },
  'order/shop': { load: () => import('./order/shop'), lang: ['member-order-shop'] },
  'order/index': { load: () => import('./order'), lang: ['member-order'] },
  'agent/commissions': { load: () => import('./agent/commissions'), lang: ['member-agent-commissions'] },
  'agent/wallet': { load: () => import('./agent/wallet'), lang: ['member-agent-wallet'] },
  'agent/withdraw': { load: () => import('./agent/withdraw'), lang: ['member-agent-withdraw'] },
};
