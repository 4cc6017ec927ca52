/** An admin menu rule as an area declares it; the seed inserts the missing ones in declaration order. */
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

/**
 * Seeded button titles of the usual actions (rule titles are data: Chinese, as the reference seeds
 * them). These generic ones have no English title yet (shown as seeded in both languages); an
 * area's own button titles have theirs in its messages (a test checks).
 */
export const BUTTON_TITLES: Record<string, string> = {
  index: '查看',
  add: '添加',
  edit: '编辑',
  del: '删除',
  sortable: '快速排序',
  restore: '还原',
  rollback: '回滚',
  info: '查看详情',
  import: '导入',
};

/** Buttons (permission nodes) of a menu: `buttons('user/user', ['index', 'add'], groups)`. */
export const buttons = (parent: string, actions: readonly string[], groups?: string[]): RuleSeed[] =>
  actions.map((action) => {
    const title = BUTTON_TITLES[action];
    if (!title) throw new Error(`menu ${parent}: button "${action}" has no seeded title`);
    return { name: `${parent}/${action}`, title, type: 'button', parent, groups };
  });

/**
 * A menu page of the back office and its buttons. Its component path names the page: the web
 * app finds the page of a rule at `pages/admin/<name in kebab-case>/` (a test checks both ways).
 */
export const menu = (
  name: string,
  title: string,
  opts: { parent: string; icon: string; weigh: number; buttons: readonly string[]; groups?: string[]; remark?: string; component?: string; path?: string },
): RuleSeed[] => [
  {
    name, title, type: 'menu', parent: opts.parent, path: opts.path ?? name, icon: opts.icon, menuType: 'tab',
    component: opts.component ?? `/src/views/backend/${name}/index.vue`, keepalive: true, weigh: opts.weigh, groups: opts.groups,
    ...(opts.remark ? { remark: opts.remark } : {}),
  },
  ...buttons(name, opts.buttons, opts.groups),
];

/** A member-centre rule (reference appendix B) as an area declares it; the seed inserts the missing ones. */
export interface MemberRuleSeed {
  name: string;
  title: string;
  type: 'route' | 'menu_dir' | 'menu' | 'nav_user_menu' | 'nav' | 'button';
  parent?: string;
  path: string;
  icon: string;
  component?: string;
  weigh: number;
}

/** A member-centre folder of pages: `memberDir('agent', '代理中心', 'fa fa-share-alt', 85)`. */
export const memberDir = (name: string, title: string, icon: string, weigh: number): MemberRuleSeed => ({ name, title, type: 'menu_dir', path: name, icon, weigh });

/**
 * A member-centre page, with BuildAdmin's component path; the web app finds its page at
 * `pages/member-centre/<that path in kebab-case>/` (`account/changePassword` → `account/change-password/`,
 * `knowledge/index` → `knowledge/`; a test checks both ways).
 */
export const memberMenu = (name: string, title: string, opts: { parent: string; icon: string; weigh: number }): MemberRuleSeed => ({
  name, title, type: 'menu', parent: opts.parent, path: name, icon: opts.icon, component: `/src/views/frontend/user/${name}.vue`, weigh: opts.weigh,
});

/** Permission nodes of a member page's API (`[name, title]` pairs), granted with the page in member groups. */
export const memberNodes = (parent: string, nodes: readonly (readonly [name: string, title: string])[]): MemberRuleSeed[] =>
  nodes.map(([name, title]) => ({ name, title, type: 'button', parent, path: '', icon: '', weigh: 0 }));
