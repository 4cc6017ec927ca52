import { defineModule, menu } from '../../core/module/index.ts';
import { areaRoutes } from './area-routes.ts';
import { memberGroupResource } from './group.ts';
import { moneyLogResource, scoreLogResource } from './ledger-logs.ts';
import { memberResource } from './member.ts';
import { memberRuleResource } from './rule.ts';

const CRUD = ['index', 'add', 'edit', 'del'];
// Seeded groups holding the area (reference 4.2): levels 1 and 2.
const groups = ['一级管理员', '二级管理员'];

/** Member administration (reference 10, 4.8) and the area lookup of the city select (8.6). */
export default defineModule({
  resources: [memberResource, memberGroupResource, memberRuleResource, moneyLogResource, scoreLogResource],
  routes: areaRoutes,
  // Appendix A ids 21–43.
  menus: [
    { name: 'user', title: '会员管理', type: 'menu_dir', path: 'user', icon: 'fa fa-drivers-license', weigh: 95, groups },
    ...menu('user/user', '会员管理', { parent: 'user', icon: 'fa fa-user', weigh: 94, groups, buttons: CRUD }),
    ...menu('user/group', '会员分组管理', { parent: 'user', icon: 'fa fa-group', weigh: 93, groups, buttons: CRUD }),
    ...menu('user/rule', '会员规则管理', { parent: 'user', icon: 'fa fa-th-list', weigh: 92, groups, buttons: [...CRUD, 'sortable'] }),
    ...menu('user/moneyLog', '会员余额管理', { parent: 'user', icon: 'el-icon-Money', weigh: 91, groups, buttons: ['index', 'add'] }),
    ...menu('user/scoreLog', '会员积分管理', { parent: 'user', icon: 'el-icon-Discount', weigh: 90, groups, buttons: ['index', 'add'] }),
  ],
});
