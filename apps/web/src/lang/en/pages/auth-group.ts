import type { AuthGroupPack } from '../../zh-cn/pages/auth-group';

const authGroup: AuthGroupPack = {
  id: 'ID',
  pid: 'Parent group',
  name: 'Group name',
  rules: 'Permissions',
  data_scope: 'Data scope',
  dataScopeOptions: { all: 'All data', own_shops: 'Own shops' },
  dataScopeTip: 'Own shops: the admins of this group see only the rows of the shops they are bound to (shops, shop products, shop activities, orders).',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  rulesTip: 'Checking a menu or button grants it; parent menus are included with their children.',
  topLevel: 'None (top-level group)',
};

export default authGroup;
