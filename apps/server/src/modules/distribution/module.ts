import { defineModule, memberDir, memberMenu, memberNodes, menu, type RuleSeed } from '../../core/module/index.ts';
import { pack as messages } from './messages.ts';
import { pack as commissionMessages } from './commission/messages.ts';
import { agentResource } from './agent-admin.ts';
import { agentLevelResource } from './level-admin.ts';
import { distributionRoutes } from './member-api.ts';
import { relationResource } from './relation-admin.ts';
import { registerDistributionJobs } from './timers.ts';
import { commissionResource } from './commission/admin.ts';
import { registerSettlementJob } from './commission/jobs.ts';
import { commissionMemberRoutes } from './commission/member-api.ts';

const button = (parent: string, action: string, title: string): RuleSeed => ({ name: `${parent}/${action}`, title, type: 'button', parent });

/**
 * Distribution (issue 13, README.md): the referral tree (`user.Relation`), agents
 * (`distribution.Agent`), the agent levels and global rates (`hq.Commission`), the agent centre's
 * member API and the jobs that unbind expired bindings and raise agents' levels; and the
 * commissions (`commission/`, its README): computed at payment by the order engine, settled by the
 * `commission-settle` job and the admins' "settle now", taken back by refunds, with the admin area
 * `distribution.Commission` and the agent centre's commission and wallet API.
 */
export default defineModule({
  resources: [relationResource, agentResource, agentLevelResource, commissionResource],
  routes(app, ctx) {
    commissionMemberRoutes(app, ctx);
    registerSettlementJob(ctx);
    distributionRoutes(app, ctx);
    registerDistributionJobs(ctx);
  },
  menus: [
    ...menu('user/relation', '会员关系', { parent: 'user', icon: 'fa fa-sitemap', weigh: 0, buttons: ['index'] }),
    button('user/relation', 'move', '移动'),
    button('user/relation', 'unbind', '解除绑定'),
    ...menu('hq/commission', '佣金与等级', { parent: 'hq', icon: 'fa fa-percent', weigh: 74, buttons: ['index', 'add', 'edit', 'del', 'sortable'] }),
    button('hq/commission', 'saveRates', '保存全局比例'),
    { name: 'distribution', title: '分销', type: 'menu_dir', path: 'distribution', icon: 'fa fa-share-alt', weigh: 73 },
    ...menu('distribution/agent', '代理商', { parent: 'distribution', icon: 'fa fa-id-badge', weigh: 72, buttons: ['index', 'add', 'edit'] }),
    button('distribution/agent', 'approve', '通过'),
    button('distribution/agent', 'reject', '驳回'),
    button('distribution/agent', 'disable', '禁用'),
    button('distribution/agent', 'enable', '启用'),
    ...menu('distribution/commission', '佣金管理', { parent: 'distribution', icon: 'fa fa-jpy', weigh: 69, buttons: ['index'] }),
    button('distribution/commission', 'settle', '立即结算'),
  ],
  memberMenus: [
    memberDir('agent', '代理中心', 'fa fa-share-alt', 85),
    memberMenu('agent/index', '代理中心', { parent: 'agent', icon: 'fa fa-id-badge', weigh: 85 }),
    ...memberNodes('agent/index', [['agent/apply', '申请代理'], ['agent/status', '代理状态'], ['agent/team', '我的团队'], ['user/bindInviter', '绑定邀请人']]),
    memberMenu('agent/commissions', '我的佣金', { parent: 'agent', icon: 'fa fa-jpy', weigh: 84 }),
    memberMenu('agent/wallet', '佣金钱包', { parent: 'agent', icon: 'fa fa-credit-card', weigh: 83 }),
  ],
  messages: [messages, commissionMessages],
});
