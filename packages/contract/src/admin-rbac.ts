import { z } from 'zod';
import { ACCOUNT_RE, MOBILE_RE, PASSWORD_RE } from './auth.ts';
import { flag } from './crud.ts';
import { describeResource, type EnumValue, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { idInput, intInput } from './numbers.ts';

/**
 * Inputs of the RBAC areas (reference 4.5–4.7): `/admin/auth.Admin/*`, `/admin/auth.Group/*`,
 * `/admin/auth.Rule/*`. Keys are the wire (column) names; unknown keys (joined or read-only
 * fields the form sends back) are dropped. `edit` takes the same fields, all optional, plus `id`.
 */

const id = idInput();
const ids = z.array(id).max(10_000);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** Status of the admin-side tables: '1' enabled, '0' disabled (labels `enable`, `disable` of the page's pack). */
export const FLAG_STATUS: readonly EnumValue[] = [
  { value: '1', label: 'enable', color: 'success' },
  { value: '0', label: 'disable', color: 'error' },
];

/** What add takes for an account's own fields, admins' and members' alike. */
export const accountInputs = {
  username: z.string().trim().regex(ACCOUNT_RE, 'Please input correct username'),
  nickname: z.string().trim().min(1).max(50),
  password: z.string().regex(PASSWORD_RE, 'Password format error'),
  email: emptyOr(z.string().trim().max(50).pipe(z.email())),
  mobile: emptyOr(z.string().trim().regex(MOBILE_RE, 'Please input correct mobile')),
  avatar: z.string().max(255),
  motto: z.string().max(255),
};
/** Edit's password: '' (or none) keeps the old one. */
export const keptPassword = emptyOr(accountInputs.password).optional();

/**
 * An admin's fields, each declared once: its kind, search and sort, and what add takes (the
 * password only there: never listed). The row is declared apart: it lists the avatar before the
 * e-mail where add takes it after the mobile, and both orders are the wire's.
 */
const adminFields = {
  id: { kind: 'id', search: true, sort: true },
  username: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: accountInputs.username, required: true },
  nickname: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: accountInputs.nickname, required: true },
  password: { kind: 'text', input: accountInputs.password, required: true, view: 'password' },
  email: { kind: 'text', search: true, sort: true, index: 'trgm', input: accountInputs.email },
  mobile: { kind: 'text', search: true, sort: true, index: 'trgm', input: accountInputs.mobile },
  avatar: { kind: 'text', input: accountInputs.avatar, view: 'image' },
  motto: { kind: 'text', search: ['LIKE'], index: 'trgm', input: accountInputs.motto, view: 'textarea' },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, input: flag },
  last_login_time: { kind: 'time', search: true, sort: true },
  last_login_ip: { kind: 'text', search: true, index: 'trgm' },
  create_time: { kind: 'time', search: true, sort: true },
  update_time: { kind: 'time', search: true, sort: true },
  /** Ids of the admin's groups; at least one. */
  group_arr: { kind: 'json', input: ids.min(1, 'Please select at least one group'), required: true, ref: { resource: 'auth.Group', label: 'name', tree: true, multiple: true } },
} as const satisfies Record<string, FieldDescription>;

export const adminAddInput = addInputOf(adminFields);
export type AdminAddInput = z.input<typeof adminAddInput>;

/** Every field optional (a table switch posts `{id, status}` only); an empty password keeps the old one. */
export const adminEditInput = adminAddInput.partial().extend({ password: keptPassword });
export type AdminEditInput = z.input<typeof adminEditInput>;

const flagValue = z.enum(['0', '1']);

/** A row of `GET /admin/auth.Admin/index` (and `{row}` of edit GET, where `password` is ''). */
export const adminRow = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  mobile: z.string(),
  motto: z.string(),
  status: flagValue,
  /** Formatted in the site's time zone ("2026-01-02 03:04:05"), '' when never. */
  last_login_time: z.string(),
  last_login_ip: z.string(),
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
  group_arr: z.array(z.number()),
  group_name_arr: z.array(z.string()),
});
export type AdminRow = z.output<typeof adminRow>;

/** `/admin/auth.Admin/*` (reference 4.6), described once. */
export const adminDescription = describeResource({
  path: 'auth.Admin',
  order: 'id,desc',
  row: adminRow,
  fields: adminFields,
});

/** A group's data scope: every row, or the rows of the shops its admins are bound to (admin_shop). */
export const GROUP_DATA_SCOPES = ['all', 'own_shops'] as const;
export type GroupDataScope = (typeof GROUP_DATA_SCOPES)[number];

/** An admin group's fields, each declared once (a tree: `pid` 0 is the top). */
const groupFields = {
  id: { kind: 'id', search: true, sort: true },
  pid: { kind: 'ref', search: true, sort: true, input: intInput(0), ref: { resource: 'auth.Group', label: 'name', tree: true } },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(100), required: true },
  /**
   * Written: the checked and half-checked rule ids, all rules stored as '*' (missing or empty:
   * unchanged). Listed: a description of them ("Super administrator", "<title> and N rules").
   */
  rules: { kind: 'text', input: ids },
  /** `own_shops`: the group's admins see only the rows of the shops they are bound to, in every shop-scoped area. */
  data_scope: {
    kind: 'enum', search: ['eq'],
    enum: [{ value: 'all', label: 'dataScopeOptions.all', color: 'default' }, { value: 'own_shops', label: 'dataScopeOptions.own_shops', color: 'warning' }],
    out: z.enum(GROUP_DATA_SCOPES), input: z.enum(GROUP_DATA_SCOPES),
  },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagValue, input: flag },
  create_time: { kind: 'time', search: true, sort: true },
  update_time: { kind: 'time', search: true, sort: true },
} as const satisfies Record<string, FieldDescription>;

export const groupAddInput = addInputOf(groupFields);
export type GroupAddInput = z.input<typeof groupAddInput>;
export const groupEditInput = groupAddInput.partial();

/** A row of `GET /admin/auth.Group/index` (a tree: `children`). */
export const groupRow = rowOf(groupFields);
export type GroupRow = z.output<typeof groupRow> & { children?: GroupRow[] };

/** `/admin/auth.Group/*` (reference 4.5), a tree, described once. */
export const groupDescription = describeResource({
  path: 'auth.Group',
  order: 'id,asc',
  tree: { pid: 'pid' },
  row: groupRow,
  fields: groupFields,
});

export const RULE_TYPES = ['menu_dir', 'menu', 'button'] as const;
export const RULE_MENU_TYPES = ['tab', 'link', 'iframe'] as const;
export const RULE_EXTENDS = ['none', 'add_rules_only', 'add_menu_only'] as const;

/** The columns both rule tables share (admin rules and member rules), as add input. */
export const ruleInputShape = {
  pid: intInput(0).optional(),
  title: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(50),
  path: z.string().trim().max(100).optional(),
  icon: z.string().trim().max(50).optional(),
  url: z.string().trim().max(255).optional(),
  /** View path; backslashes become slashes. */
  component: z.string().trim().max(100).optional().transform((v) => v?.replace(/\\/g, '/')),
  extend: z.enum(RULE_EXTENDS).optional(),
  remark: z.string().max(255).optional(),
  weigh: intInput(-2147483648, 2147483647).optional(),
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

/** The columns both rule tables list (a tree: `children`). */
export const ruleRowShape = {
  id: z.number(),
  pid: z.number(),
  type: z.string(),
  title: z.string(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  url: z.string(),
  component: z.string(),
  extend: z.enum(RULE_EXTENDS),
  remark: z.string(),
  weigh: z.number(),
  status: flagValue,
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
};

/** A row of `GET /admin/auth.Rule/index`: folders and buttons have no menu type. */
export const ruleRow = z.object({ ...ruleRowShape, type: z.enum(RULE_TYPES), menu_type: z.enum(RULE_MENU_TYPES).nullable(), keepalive: flagValue });
export type RuleRow = z.output<typeof ruleRow>;

/** The listed fields both rule tables share; `types` are the table's rule types with their tag colours. */
export function ruleFields(types: readonly EnumValue[]) {
  return {
    id: { kind: 'id', search: true, sort: true },
    pid: { kind: 'ref', search: true, sort: true },
    // a new rule is a menu (a page) unless told otherwise
    type: { kind: 'enum', search: true, sort: true, index: 'trgm', enum: types, default: 'menu' },
    title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    name: { kind: 'text', search: true, sort: true, index: 'trgm' },
    path: { kind: 'text', search: true, index: 'trgm' },
    icon: { kind: 'text', search: true, index: 'trgm' },
    menu_type: { kind: 'enum', search: true, index: 'trgm', enum: RULE_MENU_TYPES.map((v) => ({ value: v, label: `menuTypeOptions.${v}` })) },
    url: { kind: 'text', search: true, index: 'trgm' },
    component: { kind: 'text', search: true, index: 'trgm' },
    extend: { kind: 'enum', search: true, index: 'trgm', enum: RULE_EXTENDS.map((v) => ({ value: v, label: `extendOptions.${v}` })) },
    status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS },
    weigh: { kind: 'number', search: true, sort: true },
    create_time: { kind: 'time', search: true, sort: true },
    update_time: { kind: 'time', search: true, sort: true },
  } as const satisfies Record<string, FieldDescription>;
}

/**
 * `/admin/auth.Rule/*` (reference 4.7), a tree sorted by weight (the server orders by `weigh`
 * descending, then id), described once.
 */
export const ruleDescription = describeResource({
  path: 'auth.Rule',
  tree: { pid: 'pid' },
  row: ruleRow,
  fields: {
    ...ruleFields([
      { value: 'menu_dir', label: 'typeOptions.menu_dir', color: 'processing' },
      { value: 'menu', label: 'typeOptions.menu', color: 'success' },
      { value: 'button', label: 'typeOptions.button', color: 'default' },
    ]),
    keepalive: { kind: 'enum', search: true, enum: FLAG_STATUS, default: '0' },
  },
});
