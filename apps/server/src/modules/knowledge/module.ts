import { defineModule, memberDir, memberMenu, memberNodes, menu } from '../../core/module/index.ts';
import { pack as messages } from './messages.ts';
import { knowledgeCategoryResource } from './category.ts';
import { knowledgeFileResource } from './file.ts';
import { knowledgeList, knowledgeRoutes } from './member-api.ts';

const CRUD = ['index', 'add', 'edit', 'del', 'sortable'];

/** The knowledge base (issue 15, design/domain.md): categories and files for the operators, the visible part for members. */
export default defineModule({
  resources: [knowledgeCategoryResource, knowledgeFileResource],
  memberLists: [knowledgeList],
  routes: knowledgeRoutes,
  menus: [
    { name: 'knowledge', title: '知识库', type: 'menu_dir', path: 'knowledge', icon: 'fa fa-book', weigh: 70 },
    ...menu('knowledge/category', '知识库分类', { parent: 'knowledge', icon: 'fa fa-folder-open', weigh: 69, buttons: CRUD }),
    ...menu('knowledge/file', '知识库文件', { parent: 'knowledge', icon: 'fa fa-file-text-o', weigh: 68, buttons: CRUD }),
  ],
  // The member page and the nodes of its API.
  memberMenus: [
    memberDir('knowledge', '知识库', 'fa fa-book', 90),
    memberMenu('knowledge/index', '知识库', { parent: 'knowledge', icon: 'fa fa-book', weigh: 90 }),
    ...memberNodes('knowledge/index', [['knowledge/categories', '知识库分类列表'], ['knowledge/detail', '查看资料'], ['knowledge/download', '下载资料']]),
  ],
  messages: [messages],
});
