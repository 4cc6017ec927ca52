/** The recycle bin (security/dataRecycleLog). */
const securityDataRecycleLog = {
  id: 'ID',
  admin: { nickname: '操作管理员' },
  recycle: { name: '回收规则' },
  data_table: '数据表',
  primary_key: '数据表主键',
  ip: '操作者 IP',
  useragent: 'User Agent',
  create_time: '删除时间',
  operate: '操作',
  info: '查看详情',
  restore: '还原',
  restoreConfirm: '确定还原选中的 {{count}} 条记录吗？',
  restoreConfirmOne: '确定还原这条记录吗？',
  detailTitle: '回收数据详情',
  data: '被删除的数据',
  field: '字段',
  value: '值',
};

export default securityDataRecycleLog;
export type SecurityDataRecycleLogPack = typeof securityDataRecycleLog;
