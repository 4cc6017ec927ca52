import type { MessagePack } from './types.ts';

/**
 * The names the install seeds for groups (db/seed/index.ts) in English. Like rule titles they are
 * data an operator may edit: shown translated only while a row still holds the seed's name
 * (`seededText`, ../seeded.ts); a name an operator typed is shown as typed, in every language.
 */
const seededNames: Record<string, string> = {
  超级管理组: 'Super administrators',
  一级管理员: 'Level 1 administrators',
  二级管理员: 'Level 2 administrators',
  三级管理员: 'Level 3 administrators',
  默认分组: 'Default group',
};

export const pack: MessagePack = {
  'zh-cn': Object.fromEntries(Object.keys(seededNames).map((name) => [name, name])),
  en: seededNames,
};
