/** Knowledge categories (knowledge/category). */
const knowledgeCategory = {
  id: 'ID',
  pid: '上级分类',
  name: '分类名称',
  icon: '图标',
  weigh: '权重',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  topLevel: '无（顶级分类）',
};

export default knowledgeCategory;
export type KnowledgeCategoryPack = typeof knowledgeCategory;
