/**
 * Admin menu rules, one list per area. An area adds its rules here when it lands; the seed
 * inserts the ones missing (matched by name) and grants them to the seeded groups listed.
 */
export interface RuleSeed {
  name: string;
  title: string;
  type: 'menu_dir' | 'menu' | 'button';
  parent?: string;
  path?: string;
  icon?: string;
  menuType?: 'tab' | 'link' | 'iframe';
  component?: string;
  url?: string;
  keepalive?: boolean;
  remark?: string;
  weigh?: number;
  status?: boolean;
  /** Seeded admin groups (by seeded name) that receive this rule. */
  groups?: string[];
}

const buttons = (parent: string, actions: [string, string][], groups?: string[]): RuleSeed[] =>
  actions.map(([action, title]) => ({ name: `${parent}/${action}`, title, type: 'button', parent, groups }));

export const adminRuleSeeds: RuleSeed[] = [
  {
    name: 'dashboard', title: '控制台', type: 'menu', path: 'dashboard', icon: 'fa fa-dashboard', menuType: 'tab',
    component: '/src/views/backend/dashboard.vue', keepalive: true, remark: 'Remark lang', weigh: 999, groups: ['一级管理员'],
  },
  ...buttons('dashboard', [['index', '查看']], ['一级管理员']),

  // Permission management (appendix A ids 2–20); no seeded group below the super group holds them.
  { name: 'auth', title: '权限管理', type: 'menu_dir', path: 'auth', icon: 'fa fa-group', weigh: 100 },
  {
    name: 'auth/group', title: '角色组管理', type: 'menu', parent: 'auth', path: 'auth/group', icon: 'fa fa-group', menuType: 'tab',
    component: '/src/views/backend/auth/group/index.vue', keepalive: true, remark: 'Remark lang', weigh: 99,
  },
  ...buttons('auth/group', [['index', '查看'], ['add', '添加'], ['edit', '编辑'], ['del', '删除']]),
  {
    name: 'auth/admin', title: '管理员管理', type: 'menu', parent: 'auth', path: 'auth/admin', icon: 'el-icon-UserFilled', menuType: 'tab',
    component: '/src/views/backend/auth/admin/index.vue', keepalive: true, weigh: 98,
  },
  ...buttons('auth/admin', [['index', '查看'], ['add', '添加'], ['edit', '编辑'], ['del', '删除']]),
  {
    name: 'auth/rule', title: '菜单规则管理', type: 'menu', parent: 'auth', path: 'auth/rule', icon: 'el-icon-Grid', menuType: 'tab',
    component: '/src/views/backend/auth/rule/index.vue', keepalive: true, weigh: 97,
  },
  ...buttons('auth/rule', [['index', '查看'], ['add', '添加'], ['edit', '编辑'], ['del', '删除'], ['sortable', '快速排序']]),
  {
    name: 'auth/adminLog', title: '管理员日志管理', type: 'menu', parent: 'auth', path: 'auth/adminLog', icon: 'el-icon-List', menuType: 'tab',
    component: '/src/views/backend/auth/adminLog/index.vue', keepalive: true, weigh: 96,
  },
  ...buttons('auth/adminLog', [['index', '查看']]),

  // Routine management (appendix A ids 44, 52–54): the admin's own profile. Like the permission
  // area, no seeded group below the super group holds it yet (the original grants it to 一级管理员).
  { name: 'routine', title: '常规管理', type: 'menu_dir', path: 'routine', icon: 'fa fa-cogs', weigh: 89 },
  {
    name: 'routine/adminInfo', title: '个人资料', type: 'menu', parent: 'routine', path: 'routine/adminInfo', icon: 'fa fa-user', menuType: 'tab',
    component: '/src/views/backend/routine/adminInfo.vue', keepalive: true, weigh: 86,
  },
  ...buttons('routine/adminInfo', [['index', '查看'], ['edit', '编辑']]),
];
