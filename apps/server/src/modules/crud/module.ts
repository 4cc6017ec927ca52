import { defineModule, menu } from '../../core/module/index.ts';
import { pack as messages } from './messages.ts';
import { crudActions, crudLogResource } from './crud.ts';

/** The CRUD generator and its log (reference 11, issue 16): super administrators only. */
export default defineModule({
  resources: [crudLogResource],
  actions: [crudActions],
  menus: [
    { name: 'crud', title: 'CRUD', type: 'menu_dir', path: 'crud', icon: 'fa fa-code', weigh: 5 },
    // The reference's page path (its client opens only that); the web app finds the page by the rule's name.
    ...menu('crud/crud', '代码生成', { parent: 'crud', icon: 'fa fa-magic', weigh: 4, buttons: ['index'], component: '/src/views/backend/crud/index.vue' }),
    ...menu('crud/log', 'CRUD记录', { parent: 'crud', icon: 'fa fa-history', weigh: 3, buttons: ['index'] }),
  ],
  messages: [messages],
});
