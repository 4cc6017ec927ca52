import { z } from 'zod';
import { FLAG_STATUS, accountInputs, keptPassword, RULE_EXTENDS, RULE_MENU_TYPES, ruleFields, ruleInputShape, ruleRowShape } from './admin-rbac.ts';
import { flag, flagOut } from './crud.ts';
import { centsOf } from './money.ts';
import { describeResource, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { endpoint } from './endpoint.ts';
import { idInput, intInput, moneyText } from './numbers.ts';

/**
 * Member administration (reference 4.8, 10.1–10.4, 8.6): `/admin/user.User/*`,
 * `/admin/user.Group/*`, `/admin/user.Rule/*`, `/admin/user.MoneyLog/*`,
 * `/admin/user.ScoreLog/*` and the area lookup `GET /admin/ajax/area`, `GET /api/ajax/area`.
 * Keys are the wire (column) names; unknown keys (joined or read-only fields a form sends back,
 * such as `money` and `score` on a member) are dropped. Money travels as yuan strings ("12.30").
 */

const id = idInput();
const ids = z.array(id).max(10_000);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

// ---------------------------------------------------------------- money

/** The largest change one ledger row may carry: 100,000,000.00 yuan, 1,000,000,000 points. */
export const MONEY_CHANGE_MAX_CENTS = 10_000_000_000;
export const SCORE_CHANGE_MAX = 1_000_000_000;

/** A money change in yuan (string or number, at most two decimals, not zero) → cents. */
const moneyChange = moneyText()
  .transform((v, ctx) => {
    const cents = centsOf(v);
    if (cents === null || Math.abs(cents) > MONEY_CHANGE_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: cents === null ? 'Please enter a valid amount' : 'The change must be within ±100,000,000.00' });
      return z.NEVER;
    }
    if (cents === 0) {
      ctx.addIssue({ code: 'custom', message: 'The change cannot be 0' });
      return z.NEVER;
    }
    return cents;
  });

const scoreChange = intInput(-SCORE_CHANGE_MAX, SCORE_CHANGE_MAX)
  .refine((n) => n !== 0, 'The change cannot be 0');

/**
 * `POST /admin/user.MoneyLog/add`: changes the member's balance by `money` yuan (negative
 * takes away) and writes the ledger row with the balance before and after, in one transaction.
 * A change that would make the balance negative is refused. `memo` is required ("Change note
 * cannot be blank"); it is checked by the server so that every caller of the ledger gets it.
 */
export const moneyLogAddInput = z.object({
  user_id: id,
  money: moneyChange,
  memo: z.string().max(255).optional().default(''),
});
export type MoneyLogAddInput = z.input<typeof moneyLogAddInput>;

/** `POST /admin/user.ScoreLog/add`: the same with whole points. */
export const scoreLogAddInput = z.object({
  user_id: id,
  score: scoreChange,
  memo: z.string().max(255).optional().default(''),
});
export type ScoreLogAddInput = z.input<typeof scoreLogAddInput>;

const ledgerMember = z.object({ username: z.string().nullable(), nickname: z.string().nullable() });

/** A row of `GET /admin/user.MoneyLog/index`: money, before and after in yuan. */
export const moneyLogRow = z.object({
  id: z.number(),
  user_id: z.number(),
  money: z.string(),
  before: z.string(),
  after: z.string(),
  memo: z.string(),
  create_time: z.number(),
  user: ledgerMember,
});
export type MoneyLogRow = z.output<typeof moneyLogRow>;

/** A row of `GET /admin/user.ScoreLog/index`. */
export const scoreLogRow = z.object({
  id: z.number(),
  user_id: z.number(),
  score: z.number(),
  before: z.number(),
  after: z.number(),
  memo: z.string(),
  create_time: z.number(),
  user: ledgerMember,
});
export type ScoreLogRow = z.output<typeof scoreLogRow>;

const ledgerFields = {
  id: { kind: 'id', search: true, sort: true },
  user_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
  memo: { kind: 'text', search: ['LIKE', 'eq'], index: 'trgm' },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  'user.username': { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
  'user.nickname': { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
} as const;

/**
 * `/admin/user.MoneyLog/*` (reference 10.2): the list and its export; `add` is the ledger's own
 * route. Amounts are cents in SQL, searched and shown in yuan.
 */
export const moneyLogDescription = describeResource({
  path: 'user.MoneyLog',
  order: 'id,desc',
  row: moneyLogRow,
  fields: {
    ...ledgerFields,
    money: { kind: 'money', search: true, sort: true },
    before: { kind: 'money', search: true, sort: true },
    after: { kind: 'money', search: true, sort: true },
  },
});

/** `/admin/user.ScoreLog/*` (reference 10.3): the same with whole points. */
export const scoreLogDescription = describeResource({
  path: 'user.ScoreLog',
  order: 'id,desc',
  row: scoreLogRow,
  fields: {
    ...ledgerFields,
    score: { kind: 'number', search: true, sort: true },
    before: { kind: 'number', search: true, sort: true },
    after: { kind: 'number', search: true, sort: true },
  },
});

// ---------------------------------------------------------------- members

export const MEMBER_STATUSES = ['enable', 'disable'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** 0 unknown, 1 male, 2 female. */
export const MEMBER_GENDERS = [0, 1, 2] as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD'; '' or null clears it. */
const birthday = z
  .union([z.literal(''), z.null(), z.string().regex(DATE_RE, 'Please enter a date as YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(s)), 'Please enter a date as YYYY-MM-DD')])
  .transform((v) => (v ? v : null));

/**
 * A member's fields, each declared once: kind, search and sort, and what add takes (the password
 * only there). `money` and `score` are not inputs: they change only through the money and score
 * logs. The row is declared apart: it has the invite code, which listed here would join the
 * export (the kit exports every described field add does not take).
 */
const memberFields = {
  id: { kind: 'id', search: true, sort: true, quick: true, index: ['btree', 'trgm'] },
  group_id: { kind: 'ref', search: ['eq', 'ne', 'IN', 'NOT IN'], sort: true, index: 'btree', input: id, required: true, ref: { resource: 'user.Group', label: 'name' } },
  username: { kind: 'text', search: true, sort: true, quick: true, index: ['btree', 'trgm'], input: accountInputs.username, required: true },
  nickname: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: accountInputs.nickname, required: true },
  password: { kind: 'text', input: accountInputs.password, required: true, view: 'password', column: false },
  email: { kind: 'text', search: true, sort: true, index: 'trgm', input: accountInputs.email, column: 'hidden' },
  mobile: { kind: 'text', search: true, sort: true, index: 'trgm', input: accountInputs.mobile },
  avatar: { kind: 'text', input: accountInputs.avatar, view: 'image' },
  gender: {
    kind: 'enum', search: ['eq', 'ne', 'IN', 'NOT IN'], sort: true,
    enum: [
      { value: '0', label: 'genderOptions.0', color: 'default' },
      { value: '1', label: 'genderOptions.1', color: 'processing' },
      { value: '2', label: 'genderOptions.2', color: 'magenta' },
    ],
    input: intInput(0, 2),
  },
  birthday: { kind: 'text', search: true, sort: true, input: birthday },
  // cents in SQL, yuan on the wire
  money: { kind: 'money', search: true, sort: true, index: 'btree' },
  score: { kind: 'number', search: true, sort: true, index: 'btree' },
  last_login_time: { kind: 'time', search: true, sort: true, index: 'btree', column: 'hidden' },
  last_login_ip: { kind: 'text', search: true, index: 'trgm' },
  join_ip: { kind: 'text', search: true, index: 'trgm' },
  join_time: { kind: 'time', search: true, sort: true },
  motto: { kind: 'text', search: ['LIKE'], index: 'trgm', input: accountInputs.motto, view: 'textarea', column: false },
  status: {
    kind: 'enum', search: ['eq', 'ne', 'IN'], sort: true,
    enum: [
      { value: 'enable', label: 'statusOptions.enable', color: 'success' },
      { value: 'disable', label: 'statusOptions.disable', color: 'error' },
    ],
    input: z.enum(MEMBER_STATUSES),
  },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  update_time: { kind: 'time', search: true, sort: true },
  'group.name': { kind: 'text', search: true, sort: true, index: 'trgm' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/user.User/add`. */
export const memberAddInput = addInputOf(memberFields);
export type MemberAddInput = z.input<typeof memberAddInput>;

/** Every field optional (a table switch posts `{id, status}`); a non-empty password resets it and signs the member out everywhere. */
export const memberEditInput = memberAddInput.partial().extend({ password: keptPassword });
export type MemberEditInput = z.input<typeof memberEditInput>;

/**
 * A row of `GET /admin/user.User/index` (and `{row}` of edit GET, where `password` is '').
 * With `select=true` each row also has `nickname_text` = "<username>(ID:<id>)".
 */
export const memberRow = z.object({
  id: z.number(),
  group_id: z.number(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The default avatar when none is set. */
  avatar: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.string().nullable(),
  /** Yuan string, read-only. */
  money: z.string(),
  /** Read-only. */
  score: z.number(),
  last_login_time: z.number().nullable(),
  last_login_ip: z.string(),
  join_ip: z.string(),
  join_time: z.number().nullable(),
  motto: z.string(),
  invite_code: z.string(),
  status: z.enum(MEMBER_STATUSES),
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
  group: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  nickname_text: z.string().optional(),
});
export type MemberRow = z.output<typeof memberRow>;

/** `/admin/user.User/*` (reference 10.1), described once. Money and score are shown, never written here. */
export const memberDescription = describeResource({
  path: 'user.User',
  order: 'id,desc',
  row: memberRow,
  fields: memberFields,
});

// ---------------------------------------------------------------- groups

/**
 * A member group's fields, each declared once. `rules` are written as the checked and half-checked
 * rule ids (every member rule is stored as '*'; missing or empty: unchanged) and listed as stored
 * ('*' or a comma list of rule ids); edit GET answers them as an array of leaf ids (a rule that is
 * the parent of another selected one is left out).
 */
const memberGroupFields = {
  id: { kind: 'id', search: true, sort: true },
  name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm', input: z.string().trim().min(1).max(50), required: true },
  rules: { kind: 'text', input: ids, column: false },
  status: { kind: 'enum', search: true, sort: true, enum: FLAG_STATUS, out: flagOut, input: flag },
  create_time: { kind: 'time', search: true, sort: true },
  update_time: { kind: 'time', search: true, sort: true, column: 'hidden' },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/user.Group/add`. */
export const memberGroupAddInput = addInputOf(memberGroupFields);
export type MemberGroupAddInput = z.input<typeof memberGroupAddInput>;
export const memberGroupEditInput = memberGroupAddInput.partial();

/** A row of `GET /admin/user.Group/index`. */
export const memberGroupRow = rowOf(memberGroupFields);
export type MemberGroupRow = z.output<typeof memberGroupRow>;

/** `/admin/user.Group/*` (reference 4.8), described once. */
export const memberGroupDescription = describeResource({
  path: 'user.Group',
  order: 'id,desc',
  row: memberGroupRow,
  fields: memberGroupFields,
});

// ---------------------------------------------------------------- rules

/**
 * `route` public-site route, `menu_dir` member-centre sidebar folder, `menu` member-centre page,
 * `nav_user_menu` item of the top-bar member dropdown, `nav` top navigation item, `button`
 * permission node.
 */
export const MEMBER_RULE_TYPES = ['route', 'menu_dir', 'menu', 'nav_user_menu', 'nav', 'button'] as const;
export type MemberRuleType = (typeof MEMBER_RULE_TYPES)[number];
// Menu types and extend flags are those of admin rules.
export const MEMBER_RULE_MENU_TYPES = RULE_MENU_TYPES;
export const MEMBER_RULE_EXTENDS = RULE_EXTENDS;

/**
 * `POST /admin/user.Rule/add`. After insert the rule's `weigh` becomes its id, and every group
 * holding the parent gets the new rule too. `no_login_valid`: delivered to anonymous visitors
 * (route, nav and button rules). `menu_type` is never empty here: '' or null keep the default 'tab'.
 */
export const memberRuleAddInput = z.object({
  ...ruleInputShape,
  type: z.enum(MEMBER_RULE_TYPES).optional(),
  menu_type: z.union([z.enum(MEMBER_RULE_MENU_TYPES), z.literal(''), z.null()]).optional().transform((v) => (v ? v : undefined)),
  no_login_valid: flag.optional(),
});
export type MemberRuleAddInput = z.input<typeof memberRuleAddInput>;
export const memberRuleEditInput = memberRuleAddInput.partial();

/** A row of `GET /admin/user.Rule/index` (a tree: `children`); the menu type is never empty. */
export const memberRuleRow = z.object({ ...ruleRowShape, type: z.enum(MEMBER_RULE_TYPES), menu_type: z.enum(MEMBER_RULE_MENU_TYPES), no_login_valid: z.enum(['0', '1']) });
export type MemberRuleRow = z.output<typeof memberRuleRow>;

/** `/admin/user.Rule/*` (reference 4.8), a tree sorted by weight, described once. */
export const memberRuleDescription = describeResource({
  path: 'user.Rule',
  tree: { pid: 'pid' },
  row: memberRuleRow,
  fields: {
    ...ruleFields([
      { value: 'route', label: 'typeOptions.route', color: 'purple' },
      { value: 'menu_dir', label: 'typeOptions.menu_dir', color: 'processing' },
      { value: 'menu', label: 'typeOptions.menu', color: 'success' },
      { value: 'nav_user_menu', label: 'typeOptions.nav_user_menu', color: 'cyan' },
      { value: 'nav', label: 'typeOptions.nav', color: 'geekblue' },
      { value: 'button', label: 'typeOptions.button', color: 'default' },
    ]),
    no_login_valid: {
      kind: 'enum', search: true,
      enum: [{ value: '1', label: 'yes', color: 'warning' }, { value: '0', label: 'no', color: 'default' }],
      default: '0',
    },
  },
});

// ---------------------------------------------------------------- areas

/**
 * `GET /admin/ajax/area` (signed-in admin) and `GET /api/ajax/area` (anyone): no parameters →
 * provinces; `province` → its cities; `province` and `city` → the city's districts. Empty
 * values count as absent.
 */
export const areaQuery = z.object({
  province: emptyOr(idInput()).optional(),
  city: emptyOr(idInput()).optional(),
});
export type AreaQuery = z.input<typeof areaQuery>;

/** One option of the area answer: `value` is the area id (its GB/T 2260 code), `label` its name. */
export const areaOption = z.object({ value: z.number().int(), label: z.string() });
export type AreaOption = z.output<typeof areaOption>;

/** The admin side of the area select (any signed-in admin); unknown parameters are ignored. */
export const adminAreaEndpoint = endpoint({
  method: 'GET',
  path: '/admin/ajax/area',
  audience: { admin: false },
  input: areaQuery.loose(),
  output: z.array(areaOption),
  summary: 'Provinces, cities of a province, or districts of a city',
});

/** `GET /admin/user.MoneyLog/add?userId=` (and ScoreLog) → `{user}`: the member and the current balance, for the "current → after" preview. */
export const ledgerFormMember = memberRow.pick({ id: true, group_id: true, username: true, nickname: true, email: true, mobile: true, avatar: true, gender: true, status: true, money: true, score: true });
export type LedgerMember = z.output<typeof ledgerFormMember>;
const ledgerAddQuery = z.object({ userId: z.string().max(20).optional() }).loose();
const ledgerAddForm = z.object({ user: ledgerFormMember });

/** The ledgers' own add (node `user/moneylog/add`, `user/scorelog/add`): the form's member, and the change with its log row. */
export const ledgerEndpoints = {
  moneyAddForm: endpoint({ method: 'GET', path: '/admin/user.MoneyLog/add', audience: { admin: true }, input: ledgerAddQuery, output: ledgerAddForm, summary: 'The member and the current balance, for the add form' }),
  moneyAdd: endpoint({ method: 'POST', path: '/admin/user.MoneyLog/add', audience: { admin: true }, input: moneyLogAddInput, output: z.null(), summary: 'Change the balance by `money` yuan with its log row' }),
  scoreAddForm: endpoint({ method: 'GET', path: '/admin/user.ScoreLog/add', audience: { admin: true }, input: ledgerAddQuery, output: ledgerAddForm, summary: 'The member and the current score, for the add form' }),
  scoreAdd: endpoint({ method: 'POST', path: '/admin/user.ScoreLog/add', audience: { admin: true }, input: scoreLogAddInput, output: z.null(), summary: 'Change the score by `score` points with its log row' }),
};
