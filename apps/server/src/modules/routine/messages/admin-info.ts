import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** The admin's own profile (routine.AdminInfo). */
export const pack: MessagePack = {
  'zh-cn': {
    'Please enter the old password': '请输入旧密码',
    'Old password error': '旧密码错误',
  },
};
