import type { SecuritySensitiveDataLogPack } from '../../zh-cn/pages/security-sensitive-data-log';

const securitySensitiveDataLog: SecuritySensitiveDataLogPack = {
  id: 'ID',
  admin: { nickname: 'Operator' },
  sensitive: { name: 'Rule name' },
  data_table: 'Data table',
  data_field: 'Field',
  data_comment: 'Changed item',
  id_value: 'Changed record',
  before: 'Before',
  after: 'After',
  ip: 'Operator IP',
  useragent: 'User agent',
  create_time: 'Changed at',
  operate: 'Operate',
  info: 'Details',
  rollback: 'Roll back',
  rollbackConfirm: 'Roll back the {{count}} selected changes?',
  rollbackConfirmOne: 'Roll back this change?',
  detailTitle: 'Change details',
};

export default securitySensitiveDataLog;
