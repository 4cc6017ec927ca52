import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** Backups (core/backup, modules/backup). */
export const pack: MessagePack = {
  'zh-cn': {
    'A backup is under way, please try again after it completes': '正在备份，请在其完成后重试',
    'Backup not found': '备份文件不存在',
    'Backup failed: %s': '备份失败：%s',
    'Backup created': '备份已创建',
  },
  en: {},
};
