import { defineModule, memberMenu, menu, type RuleSeed } from '../../core/module/index.ts';
import { pack as messages } from '../../core/i18n/packs/commission.ts';
import { commissionResource } from './admin.ts';
import { registerSettlementJob } from './jobs.ts';
import { commissionMemberRoutes } from './member-api.ts';

const button = (parent: string, action: string, title: string): RuleSeed => ({ name: `${parent}/${action}`, title, type: 'button', parent });

/**
 * Commissions (issue 13, items 4–7; README.md): computed at payment by the order engine, settled
 * by the `commission-settle` job and the admins' "settle now", taken back by refunds; the admin
 * area `distribution.Commission` and the agent centre's commission and wallet API.
 */
export default defineModule({
  resources: [commissionResource],
  routes(app, ctx) {
    commissionMemberRoutes(app, ctx);
    registerSettlementJob(ctx);
  },
  menus: [
    ...menu('distribution/commission', '佣金管理', { parent: 'distribution', icon: 'fa fa-jpy', weigh: 69, buttons: ['index'] }),
    button('distribution/commission', 'settle', '立即结算'),
  ],
  // The agent centre's commission pages, in the distribution area's `agent` folder.
  memberMenus: [
    memberMenu('agent/commissions', '我的佣金', { parent: 'agent', icon: 'fa fa-jpy', weigh: 84 }),
    memberMenu('agent/wallet', '佣金钱包', { parent: 'agent', icon: 'fa fa-credit-card', weigh: 83 }),
  ],
  messages: [messages],
});
