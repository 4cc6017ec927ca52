import { pack as messages } from '../../core/i18n/packs/account.ts';
import { defineModule } from '../../core/module/index.ts';
import { balanceList, integralList } from './ledger-lists.ts';
import { accountRoutes } from './routes.ts';

/** The member centre's account API (reference 15): every endpoint works on the signed-in member's own row only. */
export default defineModule({ memberLists: [balanceList, integralList], routes: accountRoutes, messages: [messages] });
