import { defineModule } from '../../core/module/index.ts';
import { commonRoutes } from './routes.ts';

/** `/api/common/*`: the click captcha (reference 14.1) and the token refresh (2.6). */
export default defineModule({ routes: commonRoutes });
