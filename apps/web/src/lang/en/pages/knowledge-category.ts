import type { KnowledgeCategoryPack } from '../../zh-cn/pages/knowledge-category';

const knowledgeCategory: KnowledgeCategoryPack = {
  id: 'ID',
  pid: 'Parent category',
  name: 'Category name',
  icon: 'Icon',
  weigh: 'Weight',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  topLevel: 'None (top-level category)',
};

export default knowledgeCategory;
