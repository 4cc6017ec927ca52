import { pack as accountMessages } from '../../core/i18n/packs/account.ts';
import { pack as memberMessages } from '../../core/i18n/packs/member.ts';
import { defineModule } from '../../core/module/index.ts';
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
});
