/** The envelope every API response carries (HTTP 200 for every logical outcome). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

export type RuleType = 'menu_dir' | 'menu' | 'button' | 'route' | 'nav' | 'nav_user_menu';
export type MenuType = 'tab' | 'link' | 'iframe';
export type RuleExtend = 'none' | 'add_rules_only' | 'add_menu_only';

/** An admin_rule / user_rule node as the bootstrap endpoints send it (a tree by `children`). */
export interface Rule {
  id: number;
  pid: number;
  type: RuleType;
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: MenuType | null | '';
  url: string;
  component: string;
  /** The rule name when the page is kept alive between tab switches, else 0. */
  keepalive: string | number;
  extend: RuleExtend;
  children?: Rule[];
}
