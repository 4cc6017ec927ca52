import { pack as messages } from './messages.ts';
import { defineModule, menu } from '../../core/module/index.ts';
import { adResource } from './ad.ts';
import { adSpaceResource } from './ad-space.ts';
import { adRoutes } from './routes.ts';

/** The mini-program's ad spaces and ads (issue 15, design/domain.md), and the public API that shows and counts them. */
export default defineModule({
  resources: [adSpaceResource, adResource],
  routes: adRoutes,
  menus: [
    { name: 'miniprogram', title: '小程序', type: 'menu_dir', path: 'miniprogram', icon: 'fa fa-weixin', weigh: 65 },
    ...menu('miniprogram/adSpace', '广告位管理', { parent: 'miniprogram', icon: 'fa fa-th-large', weigh: 64, buttons: ['index', 'add', 'edit', 'del'] }),
    ...menu('miniprogram/ad', '广告管理', { parent: 'miniprogram', icon: 'fa fa-image', weigh: 63, buttons: ['index', 'add', 'edit', 'del', 'sortable'] }),
  ],
  messages: [messages],
});
