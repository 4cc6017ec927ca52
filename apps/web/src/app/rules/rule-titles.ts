import type { Rule } from '../../api/types';
import type { LangName } from '../../stores/layout-config';

/**
 * The seeded menu titles in both languages, by rule name. Titles are data an operator may edit,
 * so a title is translated only while it is still the seeded zh-cn text; an edited title is shown
 * as typed, in every language.
 */
const SEEDED_TITLES: Record<string, { 'zh-cn': string; en: string }> = {
  dashboard: { 'zh-cn': '控制台', en: 'Dashboard' },
  auth: { 'zh-cn': '权限管理', en: 'Permissions' },
  'auth/group': { 'zh-cn': '角色组管理', en: 'Role groups' },
  'auth/admin': { 'zh-cn': '管理员管理', en: 'Administrators' },
  'auth/rule': { 'zh-cn': '菜单规则管理', en: 'Menu rules' },
  'auth/adminLog': { 'zh-cn': '管理员日志管理', en: 'Admin log' },
  user: { 'zh-cn': '会员管理', en: 'Members' },
  'user/user': { 'zh-cn': '会员管理', en: 'Members' },
  'user/group': { 'zh-cn': '会员分组管理', en: 'Member groups' },
  'user/rule': { 'zh-cn': '会员规则管理', en: 'Member rules' },
  'user/moneyLog': { 'zh-cn': '会员余额管理', en: 'Balance log' },
  'user/scoreLog': { 'zh-cn': '会员积分管理', en: 'Score log' },
  routine: { 'zh-cn': '常规管理', en: 'Routine' },
  'routine/config': { 'zh-cn': '系统配置', en: 'System config' },
  'routine/attachment': { 'zh-cn': '附件管理', en: 'Attachments' },
  'routine/adminInfo': { 'zh-cn': '个人资料', en: 'Profile' },
  security: { 'zh-cn': '数据安全管理', en: 'Data security' },
  'security/dataRecycleLog': { 'zh-cn': '数据回收站', en: 'Recycle bin' },
  'security/sensitiveDataLog': { 'zh-cn': '敏感数据修改记录', en: 'Sensitive data log' },
  'security/dataRecycle': { 'zh-cn': '数据回收规则管理', en: 'Recycle rules' },
  'security/sensitiveData': { 'zh-cn': '敏感字段规则管理', en: 'Sensitive field rules' },
  // member centre (appendix B)
  account: { 'zh-cn': '我的账户', en: 'My account' },
  'account/overview': { 'zh-cn': '账户概览', en: 'Overview' },
  'account/profile': { 'zh-cn': '个人资料', en: 'Profile' },
  'account/changePassword': { 'zh-cn': '修改密码', en: 'Change password' },
  'account/integral': { 'zh-cn': '积分记录', en: 'Score log' },
  'account/balance': { 'zh-cn': '余额记录', en: 'Balance log' },
};

/** The rules with seeded titles in the page's language (the tree is copied, not changed). */
export function localizeRuleTitles<T extends Pick<Rule, 'name' | 'title'> & { children?: T[] }>(rules: T[], lang: LangName): T[] {
  return rules.map((rule) => {
    const seeded = SEEDED_TITLES[rule.name];
    const title = seeded && rule.title === seeded['zh-cn'] ? seeded[lang] : rule.title;
    return { ...rule, title, ...(rule.children ? { children: localizeRuleTitles(rule.children, lang) } : {}) };
  });
}
