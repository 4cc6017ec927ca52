/** Admin groups (auth/group). */
const authGroup = {
  id: 'ID',
  pid: '上级分组',
  name: '组名',
  rules: '权限',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  rulesTip: '勾选菜单或按钮即授予对应权限；上级菜单随下级自动勾选。',
  topLevel: '无（顶级分组）',
};

export default authGroup;
export type AuthGroupPack = typeof authGroup;
