import { pack as messages } from '../../core/i18n/packs/commerce.ts';
import { defineModule, memberDir, memberMenu } from '../../core/module/index.ts';
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
  // The shops to order from and the member's own orders (the ordering API needs no node).
  memberMenus: [
    memberDir('order', '购物', 'fa fa-shopping-cart', 94),
    memberMenu('order/shop', '门店购物', { parent: 'order', icon: 'fa fa-shopping-bag', weigh: 94 }),
    memberMenu('order/index', '我的订单', { parent: 'order', icon: 'fa fa-list-alt', weigh: 93 }),
  ],
  messages: [messages],
});
