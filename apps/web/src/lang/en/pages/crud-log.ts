import type { CrudLogPack } from '../../zh-cn/pages/crud-log';

const crudLog: CrudLogPack = {
  id: 'ID',
  table_name: 'Table',
  status: 'Status',
  error: 'Error',
  create_time: 'Generated',
  operate: 'Operate',
  statusOptions: { start: 'Generating', success: 'Success', error: 'Failed', delete: 'Deleted' },
  startFromLog: 'Start a design from this record',
  deleteFiles: 'Delete the generated code',
  deleteFilesConfirm: 'Delete the files and menus this record generated? The table stays.',
};

export default crudLog;
