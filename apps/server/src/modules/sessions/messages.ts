import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** Signed-in sessions (core/auth/login-sessions), shown to admins and members alike. */
export const pack: MessagePack = {
  'zh-cn': {
    'Session not found': '找不到该登录会话，它可能已经结束',
    'Please choose a session': '请选择要结束的登录会话',
    '%s on %s': '%s（%s）',
    'Session ended': '登录会话已结束',
  },
  en: {
    'Session not found': 'This session was not found; it may have ended already',
  },
};
