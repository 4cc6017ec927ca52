import type { MessagePack } from './types.ts';

/**
 * The names the install seeds for groups (db/seed/index.ts) and for the data-security rules and
 * their watched fields' titles (db/seed/security-rules.ts) in English. Like rule titles they are
 * data an operator may edit: shown translated only while a row still holds the seed's name
 * (`seededText`, ../seeded.ts); a name an operator typed is shown as typed, in every language.
 */
const seededNames: Record<string, string> = {
  超级管理组: 'Super administrators',
  一级管理员: 'Level 1 administrators',
  二级管理员: 'Level 2 administrators',
  三级管理员: 'Level 3 administrators',
  默认分组: 'Default group',
  // data recycle rules
  管理员: 'Administrators',
  菜单规则: 'Menu rules',
  系统配置项: 'Configuration items',
  会员: 'Members',
  数据回收规则: 'Data recycle rules',
  // sensitive-data rules and the titles of their fields (copied into each change's log)
  管理员数据: 'Administrator data',
  会员数据: 'Member data',
  管理员权限: 'Administrator permissions',
  用户名: 'Username',
  手机: 'Mobile',
  手机号: 'Mobile number',
  密码: 'Password',
  状态: 'Status',
  邮箱地址: 'Email address',
  权限规则ID: 'Permission rule IDs',
};

export const pack: MessagePack = {
  'zh-cn': Object.fromEntries(Object.keys(seededNames).map((name) => [name, name])),
  en: seededNames,
};
