/** Member groups (user/group). */
const userGroup = {
  id: 'ID',
  name: '组名',
  rules: '权限',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  rulesTip: '勾选会员规则即授予该组会员对应的页面、菜单与接口权限；上级规则随下级自动勾选。',
};

export default userGroup;
export type UserGroupPack = typeof userGroup;
