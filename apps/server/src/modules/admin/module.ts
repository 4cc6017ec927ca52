import { defineModule } from '../../core/module/index.ts';
import { ajaxRoutes } from './ajax.ts';
import { adminIndexRoutes } from './index-routes.ts';

/** `/admin/Index/*` (login, logout, the back-office bootstrap: reference 2.5, 2.7, 3.1) and `/admin/ajax/*`. */
export default defineModule({
  routes(app, ctx) {
    adminIndexRoutes(app, ctx);
    ajaxRoutes(app, ctx);
  },
});
