import { defineModule } from '../../core/module/index.ts';
import { commerceMenus } from '../shop/menus.ts';
import { orderProductResource, orderResource } from './order.ts';
import { afterSaleResource } from './after-sale.ts';

/** Orders and order lines with the engine's transitions (issue 12, item 5), and the after-sales (item 11); shop-scoped. */
export default defineModule({
  resources: [orderResource, orderProductResource, afterSaleResource],
  menus: commerceMenus.order,
});
