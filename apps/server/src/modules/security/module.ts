import { pack as messages } from './messages.ts';
import { defineModule, menu } from '../../core/module/index.ts';
import { dataSecurityInterceptor } from '../../core/security/capture.ts';
import { tableAjaxActions } from './ajax-tables.ts';
import { dataRecycleLogResource } from './recycle-log.ts';
import { dataRecycleResource, sensitiveDataResource } from './rules.ts';
import { sensitiveDataLogResource } from './sensitive-log.ts';

const CRUD = ['index', 'add', 'edit', 'del'];
// Seeded groups holding the area (reference 4.2): levels 1 and 3.
const groups = ['一级管理员', '三级管理员'];

/**
 * Data security (reference 9): the recycle and sensitive-data rules, their logs with restore and
 * rollback, and the table helpers their forms use. Capture itself (core/security/capture.ts)
 * intercepts the CRUD kit's writes, so every resource declared with it is covered.
 */
export default defineModule({
  interceptors: [dataSecurityInterceptor],
  messages: [messages],
  resources: [dataRecycleResource, sensitiveDataResource, dataRecycleLogResource, sensitiveDataLogResource],
  actions: [tableAjaxActions],
  // Appendix A ids 55–75.
  menus: [
    { name: 'security', title: '数据安全管理', type: 'menu_dir', path: 'security', icon: 'fa fa-shield', weigh: 85, groups },
    ...menu('security/dataRecycleLog', '数据回收站', { parent: 'security', icon: 'fa fa-database', weigh: 84, groups, buttons: ['index', 'del', 'restore', 'info'] }),
    ...menu('security/sensitiveDataLog', '敏感数据修改记录', { parent: 'security', icon: 'fa fa-expeditedssl', weigh: 83, groups, buttons: ['index', 'del', 'rollback', 'info'] }),
    ...menu('security/dataRecycle', '数据回收规则管理', { parent: 'security', icon: 'fa fa-database', weigh: 82, groups, remark: 'Remark lang', buttons: CRUD }),
    ...menu('security/sensitiveData', '敏感字段规则管理', { parent: 'security', icon: 'fa fa-expeditedssl', weigh: 81, groups, remark: 'Remark lang', buttons: CRUD }),
  ],
});
