/** Backups (routine/backup). */
const routineBackup = {
  create: '立即备份',
  intro: '备份包含数据库、本地上传文件（DATA_DIR/storage）和恢复所需的密钥；存放在云存储桶中的上传文件不在备份内。恢复请在服务器上运行 npm run restore。',
  name: '文件名',
  size: '大小',
  create_time: '备份时间',
  database: '数据库',
  schema: '结构版本',
  operate: '操作',
  download: '下载',
  delete: '删除',
  deleteConfirm: '确定删除此备份文件？',
  downloadFailed: '下载备份失败',
  settings: '计划与保留',
  schedule: '自动备份',
  off: '关闭',
  hourly: '每小时',
  daily: '每天',
  time: '时间',
  timeHint: '站点时区的 HH:MM；每小时备份取其分钟',
  retention: '保留份数',
  retentionHint: '0 表示全部保留',
  save: '保存',
  nextRun: '下次自动备份',
  none: '无',
  empty: '还没有备份',
};

export type RoutineBackupPack = typeof routineBackup;
export default routineBackup;
