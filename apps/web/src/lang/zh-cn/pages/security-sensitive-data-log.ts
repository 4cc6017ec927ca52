/** Changes of sensitive fields (security/sensitiveDataLog). */
const securitySensitiveDataLog = {
  id: 'ID',
  admin: { nickname: '操作管理员' },
  sensitive: { name: '规则名称' },
  data_table: '数据表',
  data_field: '字段',
  data_comment: '被修改项',
  id_value: '被修改记录',
  before: '修改前',
  after: '修改后',
  ip: '操作者 IP',
  useragent: 'User Agent',
  create_time: '修改时间',
  operate: '操作',
  info: '查看详情',
  rollback: '回滚',
  rollbackConfirm: '确定回滚选中的 {{count}} 条修改吗？',
  rollbackConfirmOne: '确定回滚这条修改吗？',
  detailTitle: '修改详情',
};

export default securitySensitiveDataLog;
export type SecuritySensitiveDataLogPack = typeof securitySensitiveDataLog;
