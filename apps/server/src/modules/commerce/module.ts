import { pack as messages } from '../../core/i18n/packs/commerce.ts';
import { defineModule } from '../../core/module/index.ts';
import { commerceRoutes, memberOrderList } from './routes.ts';
import { registerOrderTimers } from './timers.ts';
import { registerRefundOutbox } from './gateway-refunds.ts';
import { registerGatewayOrderJobs } from './gateway-orders.ts';

/**
 * Commerce (issue 12, design/domain.md): the order engine, its timers and the member ordering
 * API. The admin areas (shops, HQ catalogue, activities, orders) are declared here next.
 */
export default defineModule({
  routes(app, ctx) {
    commerceRoutes(app, ctx);
    registerOrderTimers(ctx);
    registerRefundOutbox(ctx);
    registerGatewayOrderJobs(ctx);
  },
  memberLists: [memberOrderList],
  messages: [messages],
});
