import { defineModule } from '../../core/module/index.ts';
import { pack } from './messages.ts';
import { shopActivityResource } from './activity.ts';
import { shopProductResource } from './product.ts';
import { shopResource } from './shop.ts';
import { commerceMenus } from './menus.ts';

/** Shops, what they sell and their own activities (issue 12, items 1, 3, 4); shop-scoped by the "own shops" data scope. */
export default defineModule({
  resources: [shopResource, shopProductResource, shopActivityResource],
  menus: commerceMenus.shop,
  messages: [pack],
});
