/** Product categories (hq/category): column titles and form labels by field name. */
const hqCategory = {
  id: 'ID',
  pid: '上级分类',
  name: '分类名称',
  image: '图片',
  weigh: '权重',
  status: '状态',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  statusOptions: {
    1: '启用',
    0: '禁用',
  },
  topLevel: '无(顶级分类)',
};

export default hqCategory;
export type HqCategoryPack = typeof hqCategory;
