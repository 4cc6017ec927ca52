import type { SecurityDataRecyclePack } from '../../zh-cn/pages/security-data-recycle';

const securityDataRecycle: SecurityDataRecyclePack = {
  id: 'ID',
  name: 'Rule name',
  controller: 'Controller',
  data_table: 'Data table',
  primary_key: 'Primary key',
  status: 'Status',
  enable: 'Enabled',
  disable: 'Disabled',
  update_time: 'Updated',
  create_time: 'Created',
  operate: 'Operate',
  pickController: 'Please select a controller',
  tableHelp: 'Set by the controller: rows it deletes go to the recycle bin whole',
};

export default securityDataRecycle;
