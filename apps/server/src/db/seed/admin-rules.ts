/**
 * Admin menu rules, one list per area. An area adds its rules here when it lands; the seed
 * inserts the ones missing (matched by name) and grants them to the seeded groups listed.
 */
export interface RuleSeed {
  name: string;
  title: string;
  type: 'menu_dir' | 'menu' | 'button';
  parent?: string;
  path?: string;
  icon?: string;
  menuType?: 'tab' | 'link' | 'iframe';
  component?: string;
  url?: string;
  keepalive?: boolean;
  remark?: string;
  weigh?: number;
  status?: boolean;
  /** Seeded admin groups (by seeded name) that receive this rule. */
  groups?: string[];
}

const buttons = (parent: string, actions: [string, string][], groups?: string[]): RuleSeed[] =>
  actions.map(([action, title]) => ({ name: `${parent}/${action}`, title, type: 'button', parent, groups }));

export const adminRuleSeeds: RuleSeed[] = [
  {
    name: 'dashboard', title: '控制台', type: 'menu', path: 'dashboard', icon: 'fa fa-dashboard', menuType: 'tab',
    component: '/src/views/backend/dashboard.vue', keepalive: true, remark: 'Remark lang', weigh: 999, groups: ['一级管理员'],
  },
  ...buttons('dashboard', [['index', '查看']], ['一级管理员']),
];
