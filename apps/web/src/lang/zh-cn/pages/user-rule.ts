import authRule from './auth-rule';

/** Member rules (user/rule): the admin rule texts, with the member rule types. */
const userRule = {
  ...authRule,
  pid: '上级规则',
  no_login_valid: '未登录有效',
  typeOptions: {
    route: '普通路由',
    menu_dir: '会员中心菜单目录',
    menu: '会员中心菜单项',
    nav_user_menu: '顶栏会员菜单下拉项',
    nav: '顶栏菜单项',
    button: '页面按钮',
  },
  yes: '是',
  no: '否',
  nameTip: '路由和菜单的规则名称即前端路由名称；按钮与会员接口的权限节点为 控制器路径/方法（例如 account/profile）。',
  pathTip: '相对于 /user/ 的路由路径（普通路由相对于站点根目录）。',
  componentTip: '页面组件路径，例如 /src/views/frontend/user/account/profile.vue',
  noLoginValidTip: '开启后，未登录的访客也会收到此规则（仅普通路由、顶栏菜单项和按钮）。',
};

export default userRule;
export type UserRulePack = typeof userRule;
