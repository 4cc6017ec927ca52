import { pack as adminInfoMessages } from './messages/admin-info.ts';
import { pack as configMessages } from './messages/config.ts';
import { pack as uploadMessages } from './messages/upload.ts';
import { pack as mapMessages } from './messages/map.ts';
import { defineModule, menu } from '../../core/module/index.ts';
import { registerUploadCleanupJob } from '../../core/upload/upload-cleanup.ts';
import { adminInfoActions } from './admin-info.ts';
import { configActions, recycleConfigDeletes } from './config.ts';
import { myLogResource } from './my-log.ts';
import { uploadRoutes } from './upload-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { tourRoutes } from './tour-routes.ts';
import { pack as twoFactorMessages } from './messages/two-factor.ts';

// Seeded groups holding the area (reference 4.2): level 1.
const groups = ['一级管理员'];

/** The routine area (reference 7, 8, 18.5): the admin's own profile and log, the config centre, uploads (and the clean-up of abandoned ones). */
export default defineModule({
  messages: [adminInfoMessages, configMessages, uploadMessages, mapMessages, twoFactorMessages],
  resources: [myLogResource],
  actions: [adminInfoActions, configActions],
  routes(app, ctx) {
    recycleConfigDeletes(ctx);
    uploadRoutes(app, ctx);
    twoFactorRoutes(app, ctx);
    tourRoutes(app, ctx);
    registerUploadCleanupJob(ctx);
  },
  // Appendix A ids 44–54, 77, 88.
  menus: [
    { name: 'routine', title: '常规管理', type: 'menu_dir', path: 'routine', icon: 'fa fa-cogs', weigh: 89, groups },
    ...menu('routine/config', '系统配置', { parent: 'routine', icon: 'el-icon-Tools', weigh: 88, groups, buttons: ['index', 'edit', 'add', 'del'] }),
    ...menu('routine/attachment', '附件管理', { parent: 'routine', icon: 'fa fa-folder', weigh: 87, groups, remark: 'Remark lang', buttons: ['index', 'edit', 'del'] }),
    ...menu('routine/adminInfo', '个人资料', {
      parent: 'routine', icon: 'fa fa-user', weigh: 86, groups, component: '/src/views/backend/routine/adminInfo.vue', buttons: ['index', 'edit'],
    }),
    // super administrators only (no group): a backup holds every row and the keys (modules/backup)
    ...menu('routine/backup', '数据备份', { parent: 'routine', icon: 'fa fa-database', weigh: 85, buttons: ['index', 'add', 'del', 'edit'] }),
    { name: 'routine/backup/download', title: '下载', type: 'button', parent: 'routine/backup' },
  ],
});
