import { defineModule, memberDir, memberMenu } from '../../core/module/index.ts';
import { commerceMenus } from '../shop/index.ts';
import { pack as messages } from './messages.ts';
import { orderProductResource, orderResource } from './order-resource.ts';
import { afterSaleResource } from './after-sale-resource.ts';
import { gatewayRefundResource } from './gateway-refund-resource.ts';
import { commerceRoutes, memberOrderList } from './routes.ts';
import { registerOrderTimers } from './timers.ts';
import { registerRefundOutbox } from './gateway-refunds.ts';
import { registerGatewayOrderJobs } from './gateway-orders.ts';

/**
 * Orders (issue 12, README.md, design/domain.md): the order engine with its timers and the member
 * ordering API; the admin areas of orders and order lines with the engine's transitions, the
 * after-sales and the gateway refunds; shop-scoped.
 */
export default defineModule({
  resources: [orderResource, orderProductResource, afterSaleResource, gatewayRefundResource],
  routes(app, ctx) {
    commerceRoutes(app, ctx);
    registerOrderTimers(ctx);
    registerRefundOutbox(ctx);
    registerGatewayOrderJobs(ctx);
  },
  menus: commerceMenus.order,
  memberLists: [memberOrderList],
  // The shops to order from and the member's own orders (the ordering API needs no node).
  memberMenus: [
    memberDir('order', '购物', 'fa fa-shopping-cart', 94),
    memberMenu('order/shop', '门店购物', { parent: 'order', icon: 'fa fa-shopping-bag', weigh: 94 }),
    memberMenu('order/index', '我的订单', { parent: 'order', icon: 'fa fa-list-alt', weigh: 93 }),
  ],
  messages: [messages],
});
