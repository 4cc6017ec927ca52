import { pack as messages } from './messages.ts';
import { defineModule, menu } from '../../core/module/index.ts';
import { moduleStoreRoutes } from './routes.ts';

/** The module store (reference 13): installs packages into DATA_DIR/modules (core/packages). */
export default defineModule({
  routes: moduleStoreRoutes,
  // appendix A rules 78–83; the buttons' titles are the reference's, and so is the route path
  // `moduleStore` (its client loads the page's language file by it; drizzle/0029 for older installs)
  menus: [
    ...menu('moduleStore/moduleStore', '模块市场', { parent: '', icon: 'el-icon-GoodsFilled', weigh: 86, buttons: ['index'], component: '/src/views/backend/module/index.vue', path: 'moduleStore' }),
    ...(
      [
        ['install', '安装'],
        ['changeState', '调整状态'],
        ['uninstall', '卸载'],
        ['update', '更新'],
      ] as const
    ).map(([action, title]) => ({ name: `moduleStore/moduleStore/${action}`, title, type: 'button' as const, parent: 'moduleStore/moduleStore' })),
  ],
  messages: [messages],
});
