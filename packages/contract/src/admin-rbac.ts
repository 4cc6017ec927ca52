import { z } from 'zod';
import { ACCOUNT_RE, MOBILE_RE, PASSWORD_RE } from './auth.ts';
import { flag } from './crud.ts';

/**
 * Inputs of the RBAC areas (reference 4.5–4.7): `/admin/auth.Admin/*`, `/admin/auth.Group/*`,
 * `/admin/auth.Rule/*`. Keys are the wire (column) names; unknown keys (joined or read-only
 * fields the form sends back) are dropped. `edit` takes the same fields, all optional, plus `id`.
 */

const id = z.coerce.number().int().positive();
const ids = z.array(id).max(10_000);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const adminAddInput = z.object({
  username: z.string().trim().regex(ACCOUNT_RE, 'Please input correct username'),
  nickname: z.string().trim().min(1).max(50),
  password: z.string().regex(PASSWORD_RE, 'Password format error'),
  email: emptyOr(z.string().trim().max(50).pipe(z.email())).optional(),
  mobile: emptyOr(z.string().trim().regex(MOBILE_RE, 'Please input correct mobile')).optional(),
  avatar: z.string().max(255).optional(),
  motto: z.string().max(255).optional(),
  status: flag.optional(),
  /** Ids of the admin's groups; at least one. */
  group_arr: ids.min(1, 'Please select at least one group'),
});
export type AdminAddInput = z.input<typeof adminAddInput>;

/** Every field optional (a table switch posts `{id, status}` only); an empty password keeps the old one. */
export const adminEditInput = adminAddInput.partial().extend({
  password: emptyOr(z.string().regex(PASSWORD_RE, 'Password format error')).optional(),
});
export type AdminEditInput = z.input<typeof adminEditInput>;

export const groupAddInput = z.object({
  pid: z.coerce.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(100),
  /** Checked and half-checked rule ids; all rules are stored as '*'. Missing or empty: unchanged. */
  rules: ids.optional(),
  status: flag.optional(),
});
export type GroupAddInput = z.input<typeof groupAddInput>;
export const groupEditInput = groupAddInput.partial();

export const RULE_TYPES = ['menu_dir', 'menu', 'button'] as const;
export const RULE_MENU_TYPES = ['tab', 'link', 'iframe'] as const;
export const RULE_EXTENDS = ['none', 'add_rules_only', 'add_menu_only'] as const;

/** The columns both rule tables share (admin rules and member rules), as add input. */
export const ruleInputShape = {
  pid: z.coerce.number().int().min(0).optional(),
  title: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(50),
  path: z.string().trim().max(100).optional(),
  icon: z.string().trim().max(50).optional(),
  url: z.string().trim().max(255).optional(),
  /** View path; backslashes become slashes. */
  component: z.string().trim().max(100).optional().transform((v) => v?.replace(/\\/g, '/')),
  extend: z.enum(RULE_EXTENDS).optional(),
  remark: z.string().max(255).optional(),
  weigh: z.coerce.number().int().min(-2147483648).max(2147483647).optional(),
  status: flag.optional(),
};

export const ruleAddInput = z.object({
  ...ruleInputShape,
  type: z.enum(RULE_TYPES).optional(),
  /** '' or null: none (folders and buttons). */
  menu_type: z.union([z.enum(RULE_MENU_TYPES), z.literal(''), z.null()]).optional().transform((v) => (v === '' ? null : v)),
  keepalive: flag.optional(),
});
export type RuleAddInput = z.input<typeof ruleAddInput>;
export const ruleEditInput = ruleAddInput.partial();
