import type { SecurityDataRecycleLogPack } from '../../zh-cn/pages/security-data-recycle-log';

const securityDataRecycleLog: SecurityDataRecycleLogPack = {
  id: 'ID',
  admin: { nickname: 'Operator' },
  recycle: { name: 'Recycle rule' },
  data_table: 'Data table',
  primary_key: 'Primary key',
  ip: 'Operator IP',
  useragent: 'User agent',
  create_time: 'Deleted at',
  operate: 'Operate',
  info: 'Details',
  restore: 'Restore',
  restoreConfirm: 'Restore the {{count}} selected records?',
  restoreConfirmOne: 'Restore this record?',
  detailTitle: 'Recycled record',
  data: 'The deleted row',
  field: 'Field',
  value: 'Value',
};

export default securityDataRecycleLog;
