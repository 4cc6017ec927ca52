/** Admin groups (auth/group). */
const authGroup = {
  id: 'ID',
  pid: '上级分组',
  name: '组名',
  rules: '权限',
  data_scope: '数据范围',
  dataScopeOptions: { all: '全部数据', own_shops: '所属门店' },
  dataScopeTip: '所属门店:本组管理员只能看到其绑定门店的数据(门店、门店商品、门店活动、订单)。',
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
