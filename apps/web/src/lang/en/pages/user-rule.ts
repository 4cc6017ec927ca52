import type { UserRulePack } from '../../zh-cn/pages/user-rule';
import authRule from './auth-rule';

const userRule: UserRulePack = {
  ...authRule,
  pid: 'Parent rule',
  no_login_valid: 'Valid without login',
  typeOptions: {
    route: 'Plain route',
    menu_dir: 'Member centre folder',
    menu: 'Member centre page',
    nav_user_menu: 'Member dropdown item',
    nav: 'Top navigation item',
    button: 'Page button',
  },
  yes: 'Yes',
  no: 'No',
  nameTip: 'For routes and menus the rule name is the route name; buttons and member API permission nodes are controller path/action (e.g. account/profile).',
  pathTip: 'Route path relative to /user/ (plain routes: relative to the site root).',
  componentTip: 'The page component path, e.g. /src/views/frontend/user/account/profile.vue',
  noLoginValidTip: 'When on, visitors who are not logged in receive this rule too (plain routes, top navigation items and buttons only).',
};

export default userRule;
