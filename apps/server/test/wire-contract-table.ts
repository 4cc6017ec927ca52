/**
 * The wire contract: every field of the answers of reference sections 2–10, 14 and 15, with its
 * JSON type, taken from the reference (§17 schema: int → number, varchar/text → string,
 * enum('0','1') → '0'/'1' string, times → unix seconds; §3.1, §8, §9, §14 and Appendix E for
 * the shapes). `wire-contract.test.ts` walks the routes and compares.
 *
 * - `ours`: a field the reference does not have (an addition its clients ignore).
 * - `differs`: a deliberate difference of type, with the reason.
 * - `omitted`: a reference field we deliberately do not send, with the reason.
 * docs/wire-differences.md lists the `differs` and `omitted` entries.
 */

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
export interface FieldSpec {
  /** The JSON types the field may have (`|` separated). */
  type: string;
  ours?: string;
  differs?: string;
  omitted?: string;
  /** Present on some rows only (tree children). */
  optional?: true;
}
export type Shape = Record<string, FieldSpec | string>;

export interface RouteContract {
  method: 'GET' | 'POST';
  url: string;
  /** Where the reference describes it. */
  ref: string;
  /** The admin (super) token, the member token, or none. */
  auth: 'admin' | 'member' | 'none';
  body?: unknown;
  /** Maps a seen path to its table path (answers keyed by data: config groups, free-form objects). */
  normalize?: (path: string) => string;
  /** Field paths of `data` (`list[].id`; tree children are checked as their parent rows). */
  data: Shape;
}

const S = 'string';
const N = 'number';
const B = 'boolean';
const A = 'array';
const O = 'object';
const FLAG = S; // enum('0','1'): '0' or '1'

/** Fields of a row, under a prefix (`list[]`, `row`). */
const rowOf = (prefix: string, fields: Shape): Shape => Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}.${k}`, v]));
const listOf = (fields: Shape, extra: Shape = {}): Shape => ({ list: A, 'list[]': O, ...rowOf('list[]', fields), total: N, remark: S, ...extra });

const TIMES = { update_time: N, create_time: N };

const ADMIN: Shape = {
  id: N, username: S, nickname: S, avatar: S, email: S, mobile: S,
  last_login_time: { type: S }, // formatted 'Y-m-d H:i:s' by the model (§17.1)
  last_login_ip: S, motto: S, status: FLAG, ...TIMES,
  group_arr: A, 'group_arr[]': N, group_name_arr: A, 'group_name_arr[]': S,
  login_failure: { type: N, omitted: 'the lockout counter is not for clients (the reference lists it too)' },
};
const ADMIN_GROUP: Shape = { id: N, pid: N, name: S, rules: S, data_scope: S, status: FLAG, ...TIMES, children: { type: A, optional: true }, 'children[]': { type: O, optional: true } };
const RULE_COMMON: Shape = { id: N, pid: N, type: S, title: S, name: S, path: S, icon: S, url: S, component: S, extend: S, remark: S, weigh: N, status: FLAG, ...TIMES, children: { type: A, optional: true }, 'children[]': { type: O, optional: true } };
const ADMIN_RULE: Shape = {
  ...RULE_COMMON,
  menu_type: 'string|null',
  keepalive: { type: S, differs: "tinyint in §17.4 (a number); sent as '0'/'1' like every admin on/off column (issue 11.1), which the reference's switch reads alike" },
};
const USER_RULE: Shape = {
  ...RULE_COMMON,
  menu_type: S,
  no_login_valid: { type: S, differs: "tinyint in §17.20 (a number); sent as '0'/'1' like every admin on/off column (issue 11.1), which the reference's tag column reads alike" },
};
const USER_GROUP: Shape = { id: N, name: S, rules: S, status: FLAG, ...TIMES };
const ADMIN_LOG: Shape = { id: N, admin_id: N, username: S, url: S, title: S, data: S, ip: S, useragent: S, create_time: N };
const SECURITY_RULE: Shape = { id: N, name: S, controller: S, controller_as: S, data_table: S, connection: S, primary_key: S, status: FLAG, ...TIMES };
const WHO = { admin: O, 'admin.nickname': 'string|null', 'admin.username': 'string|null' };
const RECYCLE_LOG: Shape = {
  id: N, admin_id: N, recycle_id: N, data_table: S, connection: S, primary_key: S, ip: S, useragent: S, create_time: N,
  is_restore: { type: N, omitted: 'unused in the reference (§17.13)' },
  data: S, // the deleted row's JSON text (masked), as the reference lists its text column
  recycle: O, 'recycle.name': 'string|null', 'recycle.controller_as': 'string|null', ...WHO,
};
const SENSITIVE_LOG: Shape = {
  id: N, admin_id: N, sensitive_id: N, data_table: S, connection: S, primary_key: S, data_field: S, data_comment: S,
  id_value: { type: S, differs: 'int in §17.15, which cannot hold a non-integer key (the reference names that a quirk); the text of the key' },
  before: 'string|null', after: 'string|null', ip: S, useragent: S, create_time: N,
  is_rollback: { type: N, omitted: 'unused in the reference (§17.15)' },
  sensitive: O, 'sensitive.name': 'string|null', 'sensitive.controller_as': 'string|null', ...WHO,
};
const MEMBER: Shape = {
  id: N, group_id: N, username: S, nickname: S, email: S, mobile: S, avatar: S, gender: N, birthday: 'string|null',
  money: S, // yuan string (§17.18: "API: yuan string")
  score: N, last_login_time: 'number|null', last_login_ip: S, join_ip: S, join_time: 'number|null', motto: S, status: S, ...TIMES,
  group: O, 'group.id': 'number|null', 'group.name': 'string|null',
  login_failure: { type: N, omitted: 'the lockout counter is not for clients' },
  invite_code: { type: S, ours: "the member's invitation code (product spec)" },
};
const LEDGER = (amount: 'money' | 'score'): Shape => ({
  id: N, user_id: N, [amount]: amount === 'money' ? S : N, before: amount === 'money' ? S : N, after: amount === 'money' ? S : N, memo: S, create_time: N,
  user: O, 'user.username': 'string|null', 'user.nickname': 'string|null',
});
/** The member's own info (§2.8): `id, username, nickname, email, mobile, avatar, gender, birthday, money, score, join_time, motto, last_login_time, last_login_ip, token, refresh_token`. */
const MEMBER_INFO: Shape = {
  id: N, username: S, nickname: S, email: S, mobile: S, avatar: S, gender: N, birthday: 'string|null',
  money: S, score: N, join_time: 'number|null', motto: S, last_login_time: 'number|null', last_login_ip: S, token: S, refresh_token: S,
};
const MEMBER_MENU: Shape = {
  id: N, pid: N, type: S, title: S, name: S, path: S, icon: S, menu_type: S, url: S, component: S,
  keepalive: N, // always 0 on the member side
  extend: S, no_login_valid: N, children: { type: A, optional: true }, 'children[]': { type: O, optional: true },
};
const MEMBER_LEDGER = (amount: 'money' | 'score'): Shape => ({
  id: N, user_id: N, [amount]: amount === 'money' ? S : N, before: amount === 'money' ? S : N, after: amount === 'money' ? S : N, memo: S, create_time: N,
});
const ATTACHMENT: Shape = {
  id: N, topic: S, admin_id: N, user_id: N, url: S, width: N, height: N, name: S, size: N, mimetype: S, quote: N, storage: S, sha1: S,
  create_time: N, last_upload_time: N, suffix: S, full_url: S,
};
const UPLOAD: Shape = {
  'upload': O, 'upload.maxSize': N, 'upload.saveName': S, 'upload.allowedSuffixes': S, 'upload.allowedMimeTypes': A, 'upload.mode': S,
  'upload.maxsize': { type: N, ours: "the spec's spelling of maxSize, which our client reads" },
  'upload.videoMaxsize': { type: N, ours: 'a separate video limit (spec §3)' },
  'upload.mimetype': { type: S, ours: "the spec's one pre-check list" },
  'upload.savename': { type: S, ours: "the spec's spelling of saveName" },
};
const SITE: Shape = {
  siteName: S, recordNumber: S, version: S, cdnUrl: S, apiUrl: S, ...UPLOAD,
  headNav: { type: A, ours: 'top navigation of the public site (spec)' },
  initialize: { type: O, ours: 'whether the admin and member sides are set up (spec)' },
  'initialize.admin': B, 'initialize.user': B,
  timeZone: { type: S, ours: 'the site time zone (config centre time_zone) every date is shown in' },
  map: { type: O, ours: 'the map tiles of the position pickers (config centre group map)' },
  'map.tileUrl': S, 'map.subdomains': S, 'map.attribution': S,
};
const site = (prefix: string) => rowOf(prefix, SITE);
const MENU: Shape = {
  id: N, pid: N, type: S, title: S, name: S, path: S, icon: S, menu_type: 'string|null', url: S, component: S,
  keepalive: 'string|number', // the rule name when kept alive, else 0 (§3.1)
  extend: S, children: { type: A, optional: true }, 'children[]': { type: O, optional: true },
};

export const CONTRACT: RouteContract[] = [
  {
    method: 'POST', url: '/admin/Index/login', ref: '§2.5, Appendix E', auth: 'none',
    data: {
      userInfo: O, 'userInfo.id': N, 'userInfo.username': S, 'userInfo.nickname': S, 'userInfo.avatar': S, 'userInfo.last_login_time': S,
      'userInfo.token': S, 'userInfo.refresh_token': S,
    },
  },
  {
    method: 'GET', url: '/admin/Index/index', ref: '§3.1', auth: 'admin',
    data: {
      adminInfo: O, 'adminInfo.id': N, 'adminInfo.username': S, 'adminInfo.nickname': S, 'adminInfo.avatar': S, 'adminInfo.last_login_time': S, 'adminInfo.super': B,
      menus: A, 'menus[]': O, ...rowOf('menus[]', MENU),
      siteConfig: O, ...site('siteConfig'),
      terminal: O, 'terminal.phpDevelopmentServer': B, 'terminal.npmPackageManager': S,
    },
  },
  {
    method: 'GET', url: '/api/index/index', ref: '§3.4', auth: 'none',
    data: {
      site: O, ...site('site'), openMemberCenter: B, userInfo: A, rules: A, menus: A,
    },
  },
  { method: 'GET', url: '/admin/auth.Admin/index', ref: '§4.6, §17.1', auth: 'admin', data: listOf(ADMIN) },
  { method: 'GET', url: '/admin/auth.Admin/edit?id=1', ref: '§4.6, §5.3', auth: 'admin', data: { row: O, ...rowOf('row', { ...ADMIN, password: S }) } },
  { method: 'GET', url: '/admin/auth.Group/index', ref: '§4.5, §17.2', auth: 'admin', data: listOf(ADMIN_GROUP, { group: A, 'group[]': N }) },
  { method: 'GET', url: '/admin/auth.Group/edit?id=1', ref: '§4.5', auth: 'admin', data: { row: O, ...rowOf('row', { ...ADMIN_GROUP, rules: A, 'rules[]': N }) } },
  { method: 'GET', url: '/admin/auth.Rule/index', ref: '§4.7, §17.4', auth: 'admin', data: listOf(ADMIN_RULE) },
  { method: 'GET', url: '/admin/auth.Rule/edit?id=1', ref: '§4.7', auth: 'admin', data: { row: O, ...rowOf('row', ADMIN_RULE) } },
  { method: 'GET', url: '/admin/auth.AdminLog/index', ref: '§6.3, §17.5', auth: 'admin', data: listOf(ADMIN_LOG) },
  { method: 'GET', url: '/admin/routine.Attachment/index', ref: '§8.5, §17.7', auth: 'admin', data: listOf({ ...ATTACHMENT, admin: 'object|null', 'admin.nickname': 'string|null', 'admin.username': 'string|null', user: 'object|null', 'user.nickname': 'string|null' }) },
  { method: 'GET', url: '/admin/routine.AdminInfo/index', ref: '§4.6 (own profile)', auth: 'admin', data: { info: O, 'info.id': N, 'info.username': S, 'info.nickname': S, 'info.avatar': S, 'info.email': S, 'info.mobile': S, 'info.motto': S, 'info.last_login_time': S } },
  { method: 'GET', url: '/admin/security.DataRecycle/index', ref: '§9.1, §17.12', auth: 'admin', data: listOf(SECURITY_RULE) },
  { method: 'GET', url: '/admin/security.SensitiveData/index', ref: '§9.3, §17.14', auth: 'admin', data: listOf({ ...SECURITY_RULE, data_fields: A, 'data_fields[]': S }) },
  { method: 'GET', url: '/admin/security.DataRecycleLog/index', ref: '§9.2, §17.13', auth: 'admin', data: listOf(RECYCLE_LOG) },
  { method: 'GET', url: '/admin/security.SensitiveDataLog/index', ref: '§9.4, §17.15', auth: 'admin', data: listOf(SENSITIVE_LOG) },
  { method: 'GET', url: '/admin/user.User/index', ref: '§10.1, §17.18', auth: 'admin', data: listOf(MEMBER) },
  { method: 'GET', url: '/admin/user.Group/index', ref: '§4.8, §17.19', auth: 'admin', data: listOf(USER_GROUP) },
  { method: 'GET', url: '/admin/user.Rule/index', ref: '§4.8, §17.20', auth: 'admin', data: listOf(USER_RULE) },
  { method: 'GET', url: '/admin/user.MoneyLog/index', ref: '§10.2, §17.21', auth: 'admin', data: listOf(LEDGER('money')) },
  { method: 'GET', url: '/admin/user.ScoreLog/index', ref: '§10.3, §17.22', auth: 'admin', data: listOf(LEDGER('score')) },
  {
    method: 'GET', url: '/admin/routine.Config/index', ref: '§7.4, §17.9', auth: 'admin',
    normalize: (p) =>
      p
        .replace(/^list\.[a-z0-9_]+/, 'list.*')
        .replace(/^(list\.\*\.list\[\]\.(?:value|content|extend|input_extend))[.[].*$/, '$1.*')
        .replace(/^configGroup\..+$/, 'configGroup.*'),
    data: {
      list: O, 'list.*': O, 'list.*.name': S, 'list.*.title': S, 'list.*.list': A, 'list.*.list[]': O,
      ...rowOf('list.*.list[]', {
        id: N, name: S, group: S, title: S, tip: S, type: S, rule: S, weigh: N,
        value: { type: 'string|array|boolean|number', differs: "decoded by type: a switch is a boolean (the reference sends '1'/'0'), a number item a number (the reference sends its text); arrays and lists as JSON as in the reference" },
        'value.*': 'object|string|number|boolean|null',
        content: 'object|string|null', 'content.*': S,
        extend: 'object|string', 'extend.*': 'string|number|boolean|object|null',
        input_extend: O, 'input_extend.*': 'string|number|boolean|object|null',
        allow_del: { type: B, differs: 'tinyint in §17.9 (0/1); a boolean, which the reference client tests for truth alike' },
      }),
      remark: S, configGroup: O, 'configGroup.*': S,
      quickEntrance: A, 'quickEntrance[]': O, 'quickEntrance[].key': S, 'quickEntrance[].value': S,
    },
  },
  {
    method: 'GET', url: '/api/common/clickCaptcha?id=contract', ref: '§14.1', auth: 'none',
    data: { id: S, text: A, 'text[]': S, base64: S, width: N, height: N },
  },
  {
    method: 'GET', url: '/api/user/checkIn', ref: '§2.8, §15', auth: 'none',
    data: {
      userLoginCaptchaSwitch: B, accountVerificationType: A, 'accountVerificationType[]': S,
      registerVerification: { type: S, ours: 'which code registration asks for: none, email or mobile (config centre)' },
    },
  },
  {
    method: 'POST', url: '/api/user/checkIn', ref: '§2.8', auth: 'none', body: { tab: 'login', username: 'wire1', password: 'member-pass' },
    data: {
      userInfo: O, ...rowOf('userInfo', MEMBER_INFO), routePath: S,
    },
  },
  {
    method: 'GET', url: '/api/index/index', ref: '§3.4 (signed in)', auth: 'member',
    data: {
      site: O, ...site('site'), openMemberCenter: B, userInfo: O, ...rowOf('userInfo', MEMBER_INFO),
      rules: A, 'rules[]': O, ...rowOf('rules[]', MEMBER_MENU), menus: A, 'menus[]': O, ...rowOf('menus[]', MEMBER_MENU),
    },
  },
  { method: 'GET', url: '/api/account/overview', ref: '§15', auth: 'member', data: { days: A, 'days[]': S, score: A, 'score[]': N, money: A, 'money[]': S } },
  { method: 'GET', url: '/api/account/profile', ref: '§15', auth: 'member', data: { accountVerificationType: A, 'accountVerificationType[]': S } },
  { method: 'GET', url: '/api/account/balance', ref: '§15', auth: 'member', data: { list: A, 'list[]': O, ...rowOf('list[]', MEMBER_LEDGER('money')), total: N } },
  { method: 'GET', url: '/api/account/integral', ref: '§15', auth: 'member', data: { list: A, 'list[]': O, ...rowOf('list[]', MEMBER_LEDGER('score')), total: N } },
];
