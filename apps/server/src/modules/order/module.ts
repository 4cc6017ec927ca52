import { defineModule } from '../../core/module/index.ts';
import { commerceMenus } from '../shop/menus.ts';
import { orderProductResource, orderResource } from './order.ts';

/** Orders and order lines with the engine's transitions (issue 12, item 5); shop-scoped. */
export default defineModule({
  resources: [orderResource, orderProductResource],
  menus: commerceMenus.order,
});
