import type { MessagePack } from './types.ts';

/**
 * The seeded menu and button titles (appendix A and B) in English; an area's own titles are in
 * its messages. Rule titles are data an operator may edit: the bootstraps, the rule lists and the
 * groups' permissions show a title translated only while it is one of these seeded texts
 * (`seededText`, ../seeded.ts); an edited title is shown as typed, in every language.
 */
const seededTitles: Record<string, string> = {
  控制台: 'Dashboard',
  权限管理: 'Permissions',
  角色组管理: 'Role groups',
  管理员管理: 'Administrators',
  菜单规则管理: 'Menu rules',
  管理员日志管理: 'Admin log',
  会员管理: 'Members',
  会员分组管理: 'Member groups',
  会员规则管理: 'Member rules',
  会员余额管理: 'Balance log',
  会员积分管理: 'Score log',
  常规管理: 'Routine',
  系统配置: 'System config',
  附件管理: 'Attachments',
  个人资料: 'Profile',
  数据备份: 'Backups',
  数据安全管理: 'Data security',
  数据回收站: 'Recycle bin',
  敏感数据修改记录: 'Sensitive data log',
  数据回收规则管理: 'Recycle rules',
  敏感字段规则管理: 'Sensitive field rules',
  我的账户: 'My account',
  账户概览: 'Overview',
  修改密码: 'Change password',
  积分记录: 'Score log',
  余额记录: 'Balance log',
  登录会话: 'Sessions',
  // the usual buttons (permission nodes) of a menu: core/module/menus.ts BUTTON_TITLES
  查看: 'View',
  添加: 'Add',
  编辑: 'Edit',
  删除: 'Delete',
  快速排序: 'Quick sort',
  还原: 'Restore',
  回滚: 'Rollback',
  查看详情: 'Details',
  导入: 'Import',
};

export const pack: MessagePack = {
  'zh-cn': Object.fromEntries(Object.keys(seededTitles).map((title) => [title, title])),
  en: seededTitles,
};
