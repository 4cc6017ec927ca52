import type { RoutineBackupPack } from '../../zh-cn/pages/routine-backup';

const routineBackup: RoutineBackupPack = {
  create: 'Back up now',
  intro: 'A backup holds the database, the local uploads (DATA_DIR/storage) and the keys a restore needs; uploads kept in a cloud bucket are not in it. To restore, run npm run restore on the server.',
  name: 'File',
  size: 'Size',
  create_time: 'Backed up at',
  database: 'Database',
  schema: 'Schema',
  operate: 'Operate',
  download: 'Download',
  delete: 'Delete',
  deleteConfirm: 'Delete this backup file?',
  downloadFailed: 'The backup could not be downloaded',
  settings: 'Schedule and retention',
  schedule: 'Scheduled backups',
  off: 'Off',
  hourly: 'Hourly',
  daily: 'Daily',
  time: 'Time',
  timeHint: 'HH:MM of the site time zone; hourly backups take its minute',
  retention: 'Backups kept',
  retentionHint: '0 keeps every backup',
  save: 'Save',
  nextRun: 'Next scheduled backup',
  none: 'None',
  empty: 'No backups yet',
};

export default routineBackup;
