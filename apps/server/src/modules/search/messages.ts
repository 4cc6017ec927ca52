import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** The command palette's record search (modules/search). */
export const pack: MessagePack = {
  'zh-cn': {
    'Please enter at least 3 characters to search': '请输入至少 3 个字符再搜索',
    'Please enter at most 50 characters to search': '搜索内容最多 50 个字符',
  },
  en: {},
};
