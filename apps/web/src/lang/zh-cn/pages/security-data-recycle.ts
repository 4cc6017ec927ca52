/** Recycle rules (security/dataRecycle). */
const securityDataRecycle = {
  id: 'ID',
  name: '规则名称',
  controller: '控制器',
  data_table: '数据表',
  primary_key: '数据表主键',
  status: '状态',
  enable: '启用',
  disable: '禁用',
  update_time: '修改时间',
  create_time: '创建时间',
  operate: '操作',
  pickController: '请选择控制器',
  tableHelp: '由所选控制器决定：删除其数据时整行进入回收站',
};

export default securityDataRecycle;
export type SecurityDataRecyclePack = typeof securityDataRecycle;
