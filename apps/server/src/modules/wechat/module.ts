import { defineModule } from '../../core/module/index.ts';
import { pack as messages } from './messages.ts';
import { wechatRoutes } from './routes.ts';

/** The member's WeChat openids per AppID (issue #34 item 2, README.md): web authorization and the mini-program's code2Session. */
export default defineModule({
  routes: wechatRoutes,
  messages: [messages],
});
