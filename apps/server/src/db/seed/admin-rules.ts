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

const CRUD: [string, string][] = [['index', '查看'], ['add', '添加'], ['edit', '编辑'], ['del', '删除']];
// The seeded groups holding each area (reference 4.2): 2 all of them, 3 members, 4 data security.
const L2 = ['一级管理员'];
const L23 = ['一级管理员', '二级管理员'];
const L24 = ['一级管理员', '三级管理员'];

/** A menu page of the back office; its component path names the page (the web registry keys pages by rule name). */
const menu = (name: string, title: string, parent: string, icon: string, weigh: number, groups?: string[]): RuleSeed => ({
  name, title, type: 'menu', parent, path: name, icon, menuType: 'tab', component: `/src/views/backend/${name}/index.vue`, keepalive: true, weigh, groups,
});

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

  // Members (appendix A ids 21–43): groups 2 and 3.
  { name: 'user', title: '会员管理', type: 'menu_dir', path: 'user', icon: 'fa fa-drivers-license', weigh: 95, groups: L23 },
  menu('user/user', '会员管理', 'user', 'fa fa-user', 94, L23),
  ...buttons('user/user', CRUD, L23),
  menu('user/group', '会员分组管理', 'user', 'fa fa-group', 93, L23),
  ...buttons('user/group', CRUD, L23),
  menu('user/rule', '会员规则管理', 'user', 'fa fa-th-list', 92, L23),
  ...buttons('user/rule', [...CRUD, ['sortable', '快速排序']], L23),
  menu('user/moneyLog', '会员余额管理', 'user', 'el-icon-Money', 91, L23),
  ...buttons('user/moneyLog', [['index', '查看'], ['add', '添加']], L23),
  menu('user/scoreLog', '会员积分管理', 'user', 'el-icon-Discount', 90, L23),
  ...buttons('user/scoreLog', [['index', '查看'], ['add', '添加']], L23),

  // Routine management (appendix A ids 44–54, 77, 88): group 2.
  { name: 'routine', title: '常规管理', type: 'menu_dir', path: 'routine', icon: 'fa fa-cogs', weigh: 89, groups: L2 },
  menu('routine/config', '系统配置', 'routine', 'el-icon-Tools', 88, L2),
  ...buttons('routine/config', [['index', '查看'], ['edit', '编辑'], ['add', '添加'], ['del', '删除']], L2),
  { ...menu('routine/attachment', '附件管理', 'routine', 'fa fa-folder', 87, L2), remark: 'Remark lang' },
  ...buttons('routine/attachment', [['index', '查看'], ['edit', '编辑'], ['del', '删除']], L2),
  { ...menu('routine/adminInfo', '个人资料', 'routine', 'fa fa-user', 86, L2), component: '/src/views/backend/routine/adminInfo.vue' },
  ...buttons('routine/adminInfo', [['index', '查看'], ['edit', '编辑']], L2),

  // Data security (appendix A ids 55–75): groups 2 and 4.
  { name: 'security', title: '数据安全管理', type: 'menu_dir', path: 'security', icon: 'fa fa-shield', weigh: 85, groups: L24 },
  menu('security/dataRecycleLog', '数据回收站', 'security', 'fa fa-database', 84, L24),
  ...buttons('security/dataRecycleLog', [['index', '查看'], ['del', '删除'], ['restore', '还原'], ['info', '查看详情']], L24),
  menu('security/sensitiveDataLog', '敏感数据修改记录', 'security', 'fa fa-expeditedssl', 83, L24),
  ...buttons('security/sensitiveDataLog', [['index', '查看'], ['del', '删除'], ['rollback', '回滚'], ['info', '查看详情']], L24),
  { ...menu('security/dataRecycle', '数据回收规则管理', 'security', 'fa fa-database', 82, L24), remark: 'Remark lang' },
  ...buttons('security/dataRecycle', CRUD, L24),
  { ...menu('security/sensitiveData', '敏感字段规则管理', 'security', 'fa fa-expeditedssl', 81, L24), remark: 'Remark lang' },
  ...buttons('security/sensitiveData', CRUD, L24),
];
