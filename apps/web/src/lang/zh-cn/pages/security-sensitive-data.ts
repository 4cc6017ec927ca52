/** Sensitive-field rules (security/sensitiveData). */
const securitySensitiveData = {
  id: 'ID',
  name: '规则名称',
  controller: '控制器',
  data_table: '数据表',
  primary_key: '数据表主键',
  data_fields: '敏感字段',
  status: '状态',
  enable: '启用',
  disable: '禁用',
  update_time: '修改时间',
  create_time: '创建时间',
  operate: '操作',
  pickController: '请选择控制器',
  pickControllerFirst: '请先选择控制器',
  tableHelp: '由所选控制器决定：通过它修改敏感字段时记录修改前后的值',
  fieldTitle: '{{field}} 的名称',
};

export default securitySensitiveData;
export type SecuritySensitiveDataPack = typeof securitySensitiveData;
