/** The CRUD log (crud/log). */
const crudLog = {
  id: 'ID',
  table_name: '数据表',
  status: '状态',
  error: '错误信息',
  create_time: '生成时间',
  operate: '操作',
  statusOptions: { start: '生成中', success: '成功', error: '失败', delete: '已删除' },
  startFromLog: '以此记录开始设计',
  deleteFiles: '删除生成的代码',
  deleteFilesConfirm: '删除此记录生成的文件和菜单？数据表保留。',
};

export default crudLog;
export type CrudLogPack = typeof crudLog;
