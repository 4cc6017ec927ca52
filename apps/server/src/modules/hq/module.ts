import { defineModule } from '../../core/module/index.ts';
import { commerceMenus, hqActivityResource } from '../shop/index.ts';
import { categoryResource } from './category.ts';
import { productResource } from './product.ts';

/** The HQ catalogue and chain-wide activities (issue 12, items 2, 4). */
export default defineModule({
  resources: [categoryResource, productResource, hqActivityResource],
  menus: commerceMenus.hq,
});
