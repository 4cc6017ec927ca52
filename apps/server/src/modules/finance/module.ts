import { defineModule, memberMenu, memberNodes, menu, type RuleSeed } from '../../core/module/index.ts';
import { pack as messages } from './messages/withdraw.ts';
import { pack as payoutMessages } from './messages/payout.ts';
import { withdrawResource } from './admin.ts';
import { alipayTransferGateway } from './alipay-transfer.ts';
import { registerReconcileJob } from './jobs.ts';
import { withdrawMemberRoutes } from './member-api.ts';
import { wechatTransferNotifyRoute } from './notify.ts';
import { registerPayoutGateway } from './payout.ts';
import { wechatTransferGateway } from './wechat-transfer.ts';

const button = (parent: string, action: string, title: string): RuleSeed => ({ name: `${parent}/${action}`, title, type: 'button', parent });

/**
 * Withdrawals of commission (issue 14, items 1–3; README.md): the member API, the payout engine
 * (transitions.ts, the gateways registered in payout.ts: WeChat 商家转账 with its notify and Alipay
 * transfer, the `withdraw-reconcile` job) and the
 * admin area `finance.Withdraw` under the 财务 (Finance) menu.
 */
export default defineModule({
  resources: [withdrawResource],
  routes(app, ctx) {
    withdrawMemberRoutes(app, ctx);
    registerPayoutGateway(wechatTransferGateway);
    registerPayoutGateway(alipayTransferGateway);
    wechatTransferNotifyRoute(app, ctx);
    registerReconcileJob(ctx);
  },
  menus: [
    { name: 'finance', title: '财务', type: 'menu_dir', path: 'finance', icon: 'fa fa-money', weigh: 68 },
    ...menu('finance/withdraw', '佣金提现', { parent: 'finance', icon: 'fa fa-credit-card', weigh: 67, buttons: ['index'] }),
    button('finance/withdraw', 'approve', '审核通过'),
    button('finance/withdraw', 'reject', '拒绝提现'),
    button('finance/withdraw', 'pay', '确认打款'),
    button('finance/withdraw', 'fail', '标记失败'),
  ],
  // The agent centre's withdraw page, in the distribution area's `agent` folder, and the nodes of its member API.
  memberMenus: [
    memberMenu('agent/withdraw', '佣金提现', { parent: 'agent', icon: 'fa fa-money', weigh: 82 }),
    ...memberNodes('agent/withdraw', [['withdraw/apply', '申请提现'], ['withdraw/index', '提现记录'], ['withdraw/cancel', '取消提现']]),
  ],
  messages: [messages, payoutMessages],
});
