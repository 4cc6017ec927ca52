import { pack as messages } from '../../core/i18n/packs/member.ts';
import { defineModule } from '../../core/module/index.ts';
import { memberRoutes } from './routes.ts';

/** Member login, logout, registration and the public-site bootstrap (reference 2.7, 2.8, 3.4). */
export default defineModule({ routes: memberRoutes, messages: [messages] });
