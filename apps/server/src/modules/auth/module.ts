import { defineModule, menu } from '../../core/module/index.ts';
import { adminResource } from './admin.ts';
import { adminSessionActions } from './admin-sessions.ts';
import { adminLogResource } from './admin-log.ts';
import { groupResource } from './group.ts';
import { ruleResource } from './rule.ts';

const CRUD = ['index', 'add', 'edit', 'del'];

/** The permission areas of the back office (reference 4.5–4.7, 6.3) and the dashboard's menu (its route: modules/dashboard). */
export default defineModule({
  resources: [adminResource, groupResource, ruleResource, adminLogResource],
  actions: [adminSessionActions],
  menus: [
    {
      name: 'dashboard', title: '控制台', type: 'menu', path: 'dashboard', icon: 'fa fa-dashboard', menuType: 'tab',
      component: '/src/views/backend/dashboard.vue', keepalive: true, remark: 'Remark lang', weigh: 999, groups: ['一级管理员'],
    },
    { name: 'dashboard/index', title: '查看', type: 'button', parent: 'dashboard', groups: ['一级管理员'] },
    // Permission management (appendix A ids 2–20); no seeded group below the super group holds them.
    { name: 'auth', title: '权限管理', type: 'menu_dir', path: 'auth', icon: 'fa fa-group', weigh: 100 },
    ...menu('auth/group', '角色组管理', { parent: 'auth', icon: 'fa fa-group', weigh: 99, remark: 'Remark lang', buttons: CRUD }),
    ...menu('auth/admin', '管理员管理', { parent: 'auth', icon: 'el-icon-UserFilled', weigh: 98, buttons: CRUD }),
    ...menu('auth/rule', '菜单规则管理', { parent: 'auth', icon: 'el-icon-Grid', weigh: 97, buttons: [...CRUD, 'sortable'] }),
    ...menu('auth/adminLog', '管理员日志管理', { parent: 'auth', icon: 'el-icon-List', weigh: 96, buttons: ['index'] }),
  ],
});
