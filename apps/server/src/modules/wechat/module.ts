import { defineModule } from '../../core/module/index.ts';
import { wechatAdminActions } from './admin-routes.ts';
import { pack as messages } from './messages.ts';
import { wechatRoutes } from './routes.ts';

/** The member's WeChat openids per AppID (issue #34 item 2, README.md): web authorization and the mini-program's code2Session. */
export default defineModule({
  routes: wechatRoutes,
  actions: [wechatAdminActions],
  // the back office's view of the bindings: buttons of the members page (migration 0038 adds them to an installed database)
  menus: [
    { name: 'user/wechat/index', title: '查看微信绑定', type: 'button', parent: 'user/user', groups: ['一级管理员', '二级管理员'] },
    { name: 'user/wechat/del', title: '解除微信绑定', type: 'button', parent: 'user/user', groups: ['一级管理员', '二级管理员'] },
  ],
  messages: [messages],
});
