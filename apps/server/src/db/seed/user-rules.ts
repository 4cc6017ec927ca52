/** Member-centre rules (reference appendix B); later areas append theirs. */
export interface UserRuleSeed {
  name: string;
  title: string;
  type: 'route' | 'menu_dir' | 'menu' | 'nav_user_menu' | 'nav' | 'button';
  parent?: string;
  path: string;
  icon: string;
  component?: string;
  weigh: number;
}

export const userRuleSeeds: UserRuleSeed[] = [
  { name: 'account', title: '我的账户', type: 'menu_dir', path: 'account', icon: 'fa fa-user-circle', weigh: 98 },
  { name: 'account/overview', title: '账户概览', type: 'menu', parent: 'account', path: 'account/overview', icon: 'fa fa-home', component: '/src/views/frontend/user/account/overview.vue', weigh: 99 },
  { name: 'account/profile', title: '个人资料', type: 'menu', parent: 'account', path: 'account/profile', icon: 'fa fa-user-circle-o', component: '/src/views/frontend/user/account/profile.vue', weigh: 98 },
  { name: 'account/changePassword', title: '修改密码', type: 'menu', parent: 'account', path: 'account/changePassword', icon: 'fa fa-shield', component: '/src/views/frontend/user/account/changePassword.vue', weigh: 97 },
  { name: 'account/integral', title: '积分记录', type: 'menu', parent: 'account', path: 'account/integral', icon: 'fa fa-tag', component: '/src/views/frontend/user/account/integral.vue', weigh: 96 },
  { name: 'account/balance', title: '余额记录', type: 'menu', parent: 'account', path: 'account/balance', icon: 'fa fa-money', component: '/src/views/frontend/user/account/balance.vue', weigh: 95 },
  // The member upload's node (POST /api/ajax/upload), under the profile page that uploads the avatar, so a
  // member group can be granted it; the reference seeds none and relies on the default group's '*'.
  { name: 'ajax/upload', title: '上传文件', type: 'button', parent: 'account/profile', path: '', icon: '', weigh: 0 },
  // The knowledge base (modules/knowledge): its page and the nodes of its member API.
  { name: 'knowledge', title: '知识库', type: 'menu_dir', path: 'knowledge', icon: 'fa fa-book', weigh: 90 },
  { name: 'knowledge/index', title: '知识库', type: 'menu', parent: 'knowledge', path: 'knowledge/index', icon: 'fa fa-book', component: '/src/views/frontend/user/knowledge/index.vue', weigh: 90 },
  { name: 'knowledge/categories', title: '知识库分类列表', type: 'button', parent: 'knowledge/index', path: '', icon: '', weigh: 0 },
  { name: 'knowledge/detail', title: '查看资料', type: 'button', parent: 'knowledge/index', path: '', icon: '', weigh: 0 },
  { name: 'knowledge/download', title: '下载资料', type: 'button', parent: 'knowledge/index', path: '', icon: '', weigh: 0 },
  // The agent centre (modules/distribution): its page and the nodes of its member API; the commission
  // pages (commissions, wallet) join the `agent` menu.
  { name: 'agent', title: '代理中心', type: 'menu_dir', path: 'agent', icon: 'fa fa-share-alt', weigh: 85 },
  { name: 'agent/index', title: '代理中心', type: 'menu', parent: 'agent', path: 'agent/index', icon: 'fa fa-id-badge', component: '/src/views/frontend/user/agent/index.vue', weigh: 85 },
  { name: 'agent/apply', title: '申请代理', type: 'button', parent: 'agent/index', path: '', icon: '', weigh: 0 },
  { name: 'agent/status', title: '代理状态', type: 'button', parent: 'agent/index', path: '', icon: '', weigh: 0 },
  { name: 'agent/team', title: '我的团队', type: 'button', parent: 'agent/index', path: '', icon: '', weigh: 0 },
  { name: 'user/bindInviter', title: '绑定邀请人', type: 'button', parent: 'agent/index', path: '', icon: '', weigh: 0 },
  { name: 'agent/commissions', title: '我的佣金', type: 'menu', parent: 'agent', path: 'agent/commissions', icon: 'fa fa-jpy', component: '/src/views/frontend/user/agent/commissions.vue', weigh: 84 },
  { name: 'agent/wallet', title: '佣金钱包', type: 'menu', parent: 'agent', path: 'agent/wallet', icon: 'fa fa-credit-card', component: '/src/views/frontend/user/agent/wallet.vue', weigh: 83 },
  // Withdrawals of commission (modules/withdraw): the agent centre's page and the nodes of its member API.
  { name: 'agent/withdraw', title: '佣金提现', type: 'menu', parent: 'agent', path: 'agent/withdraw', icon: 'fa fa-money', component: '/src/views/frontend/user/agent/withdraw.vue', weigh: 82 },
  { name: 'withdraw/apply', title: '申请提现', type: 'button', parent: 'agent/withdraw', path: '', icon: '', weigh: 0 },
  { name: 'withdraw/index', title: '提现记录', type: 'button', parent: 'agent/withdraw', path: '', icon: '', weigh: 0 },
  { name: 'withdraw/cancel', title: '取消提现', type: 'button', parent: 'agent/withdraw', path: '', icon: '', weigh: 0 },
  // Commerce (modules/commerce): the shops to order from and the member's own orders (the ordering API needs no node).
  { name: 'order', title: '购物', type: 'menu_dir', path: 'order', icon: 'fa fa-shopping-cart', weigh: 94 },
  { name: 'order/shop', title: '门店购物', type: 'menu', parent: 'order', path: 'order/shop', icon: 'fa fa-shopping-bag', component: '/src/views/frontend/user/order/shop.vue', weigh: 94 },
  { name: 'order/index', title: '我的订单', type: 'menu', parent: 'order', path: 'order/index', icon: 'fa fa-list-alt', component: '/src/views/frontend/user/order/index.vue', weigh: 93 },
];
