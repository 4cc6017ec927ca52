import { pack as accountMessages } from './messages/account.ts';
import { pack as memberMessages } from './messages/member.ts';
import { defineModule, memberDir, memberMenu, memberNodes } from '../../core/module/index.ts';
import { accountRoutes } from './account-routes.ts';
import { balanceList, integralList } from './ledger-lists.ts';
import { memberRoutes } from './member-routes.ts';

/**
 * The member centre, the member's own side (README, Layout: naming): login, logout, registration
 * and the public-site bootstrap (reference 2.7, 2.8, 3.4), and the account API (reference 15),
 * where every endpoint works on the signed-in member's own row only. The admin side's member
 * management is the `user` area.
 */
export default defineModule({
  memberLists: [balanceList, integralList],
  routes(app, ctx) {
    accountRoutes(app, ctx);
    memberRoutes(app, ctx);
  },
  messages: [accountMessages, memberMessages],
  // Appendix B's account pages.
  memberMenus: [
    memberDir('account', '我的账户', 'fa fa-user-circle', 98),
    memberMenu('account/overview', '账户概览', { parent: 'account', icon: 'fa fa-home', weigh: 99 }),
    memberMenu('account/profile', '个人资料', { parent: 'account', icon: 'fa fa-user-circle-o', weigh: 98 }),
    memberMenu('account/changePassword', '修改密码', { parent: 'account', icon: 'fa fa-shield', weigh: 97 }),
    memberMenu('account/integral', '积分记录', { parent: 'account', icon: 'fa fa-tag', weigh: 96 }),
    memberMenu('account/balance', '余额记录', { parent: 'account', icon: 'fa fa-money', weigh: 95 }),
    // The member upload's node (POST /api/ajax/upload, routine area), under the profile page that uploads the avatar, so a
    // member group can be granted it; the reference seeds none and relies on the default group's '*'.
    ...memberNodes('account/profile', [['ajax/upload', '上传文件']]),
  ],
});
