import type { HqCategoryPack } from '../../zh-cn/pages/hq-category';

const hqCategory: HqCategoryPack = {
  id: 'ID',
  pid: 'Parent category',
  name: 'Name',
  image: 'Image',
  weigh: 'Weight',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  statusOptions: {
    1: 'Enabled',
    0: 'Disabled',
  },
  topLevel: 'None (top level)',
};

export default hqCategory;
