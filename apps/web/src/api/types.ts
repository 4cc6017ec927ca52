import type { AdminMenu, MemberRuleNode } from '@app/contract';

/** The envelope every API response carries (HTTP 200 for every logical outcome). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

/**
 * A rule node as the bootstrap endpoints send it (a tree by `children`): the back office's menus
 * (`GET /admin/Index/index`) or the site's rules and member-centre menus (`GET /api/index/index`),
 * as the contract declares them. Types only: no zod reaches a first load.
 */
export type Rule = AdminMenu | MemberRuleNode;
export type RuleType = Rule['type'];
export type MenuType = NonNullable<Rule['menu_type']>;
export type RuleExtend = Rule['extend'];
