import { pack } from './messages.ts';
import { defineModule, memberMenu } from '../../core/module/index.ts';

/**
 * Signed-in sessions (issue #33 item 4; core/auth/login-sessions.ts): their messages and the
 * member centre's page. The routes are served beside their owners' (the admin profile, the admin
 * list, the member account). The page's rule weighs least of all member rules, so it is seeded
 * after them and the ids of appendix B stay; it is also the account menu's last entry.
 */
export default defineModule({
  messages: [pack],
  memberMenus: [memberMenu('account/sessions', '登录会话', { parent: 'account', icon: 'fa fa-desktop', weigh: 1 })],
});
