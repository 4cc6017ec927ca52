import { buttons, defineModule } from '../../core/module/index.ts';
import { pack } from './messages.ts';
import { importRoutes } from '../../core/import/routes.ts';
import { memberImport } from '../user/index.ts';
import { productImport } from '../hq/index.ts';

/**
 * Imports of members and HQ products from CSV or XLSX (issue 32 item 5). The `import` buttons are
 * seeded after every other rule (the appendices' ids stay) and granted to no seeded group: an
 * import writes opening balances, so an operator grants it on purpose (super admins hold it).
 */
export default defineModule({
  routes(app, ctx) {
    importRoutes(app, ctx, memberImport);
    importRoutes(app, ctx, productImport);
  },
  menus: [...buttons('user/user', ['import']), ...buttons('hq/product', ['import'])],
  messages: [pack],
});
