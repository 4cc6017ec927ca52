import type { SecuritySensitiveDataPack } from '../../zh-cn/pages/security-sensitive-data';

const securitySensitiveData: SecuritySensitiveDataPack = {
  id: 'ID',
  name: 'Rule name',
  controller: 'Controller',
  data_table: 'Data table',
  primary_key: 'Primary key',
  data_fields: 'Sensitive fields',
  status: 'Status',
  enable: 'Enabled',
  disable: 'Disabled',
  update_time: 'Updated',
  create_time: 'Created',
  operate: 'Operate',
  pickController: 'Please select a controller',
  pickControllerFirst: 'Select a controller first',
  tableHelp: 'Set by the controller: changes of the sensitive fields made through it are logged with the old and new values',
  fieldTitle: 'Title of {{field}}',
};

export default securitySensitiveData;
