import type { UserGroupPack } from '../../zh-cn/pages/user-group';

const userGroup: UserGroupPack = {
  id: 'ID',
  name: 'Group name',
  rules: 'Permissions',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  rulesTip: "Checking a member rule grants the group's members that page, menu or API; parent rules are included with their children.",
};

export default userGroup;
