import type { AuthGroupPack } from '../../zh-cn/pages/auth-group';

const authGroup: AuthGroupPack = {
  id: 'ID',
  pid: 'Parent group',
  name: 'Group name',
  rules: 'Permissions',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  rulesTip: 'Checking a menu or button grants it; parent menus are included with their children.',
  loadingRules: 'Loading the permission rules...',
  selectAll: 'Select all',
  expandAll: 'Expand all',
  noRules: 'No permission rules to grant',
  topLevel: 'None (top-level group)',
};

export default authGroup;
