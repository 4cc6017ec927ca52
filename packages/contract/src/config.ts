import { z } from 'zod';
import { idsQuery } from './crud.ts';
import { endpoint } from './endpoint.ts';
import { intInput } from './numbers.ts';
import { siteConfigBlock } from './admin-index.ts';

/**
 * The config centre (reference 7, `/admin/routine.Config/*`): grouped settings, each drawn by
 * one FormItem input type and checked by client validators named in its `rule`.
 */

/** Every input type a setting can have (the FormItem kit's types, reference 16.6). */
export const CONFIG_ITEM_TYPES = [
  'string', 'password', 'mobile', 'idNumber', 'account', 'varName', 'email', 'url', 'textarea',
  'number', 'integer', 'float', 'switch', 'radio', 'checkbox', 'select', 'selects', 'remoteSelect',
  'remoteSelects', 'date', 'datetime', 'year', 'time', 'array', 'city', 'image', 'images', 'file',
  'files', 'icon', 'color', 'editor',
] as const;
export type ConfigItemType = (typeof CONFIG_ITEM_TYPES)[number];

/** Types whose options come from the dictionary (`content`). */
export const DICTIONARY_TYPES = ['radio', 'checkbox', 'select', 'selects'] as const;

/** Client validators a setting may name (reference 16.6); the server checks them too. */
export const CONFIG_RULES = [
  'required', 'mobile', 'idNumber', 'account', 'password', 'varName', 'editorRequired', 'url', 'email',
  'date', 'number', 'integer', 'float',
] as const;
export type ConfigRule = (typeof CONFIG_RULES)[number];

/** A variable name: a letter, `_`, `$` or a non-ASCII character first, then also digits. */
export const VAR_NAME_RE = /^([^\x00-\xff]|[a-zA-Z_$])([^\x00-\xff]|[a-zA-Z0-9_$])*$/;
/** The admin entrance path (reference 7.6). */
export const BACKEND_ENTRANCE_RE = /^\/[a-zA-Z0-9]+$/;

/** One `{key, value}` row of an `array` setting (groups, quick entrances…). */
export const keyValue = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.output<typeof keyValue>;

/** Any JSON value (a setting's value by its type, an operator's form attributes). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export const jsonValue: z.ZodType<JsonValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]));

/** One setting as `GET index` lists it: the value typed by its input type (reference 7.3). */
export const configItem = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  /** Translated. */
  title: z.string(),
  /** Translated. */
  tip: z.string(),
  type: z.enum(CONFIG_ITEM_TYPES),
  value: jsonValue,
  /** `{value: label}` for dictionary types (a `a.b=c` line nests), else ''. */
  content: z.union([z.record(z.string(), jsonValue), z.literal('')]),
  /** Comma list of validator names. */
  rule: z.string(),
  /** Form-item attributes. */
  extend: z.record(z.string(), jsonValue),
  /** Input attributes. */
  input_extend: z.record(z.string(), jsonValue),
  allow_del: z.boolean(),
  weigh: z.number().int(),
});
export type ConfigItem = z.output<typeof configItem>;

/** `GET /admin/routine.Config/index` (login + `routine/config/index`). */
export const configIndex = z.object({
  /** Tabs in `config_group` order; settings weigh desc. */
  list: z.record(z.string(), z.object({ name: z.string(), title: z.string(), list: z.array(configItem) })),
  remark: z.string(),
  /** Group key → translated title, in tab order. */
  configGroup: z.record(z.string(), z.string()),
  /** Shortcut buttons: translated text → admin route name. */
  quickEntrance: z.array(keyValue),
});
export type ConfigIndex = z.output<typeof configIndex>;

/**
 * `POST /admin/routine.Config/edit?group=<tab>`: `{name: value}` of that tab's settings. Only the
 * names sent change; a name of another tab or no setting at all is refused.
 */
/** The tab; without it (the reference's client), the tab of the items sent, which must all be on one. */
export const configEditQuery = z.object({ group: z.string().min(1).max(30).optional() });
export const configEditInput = z.record(z.string().max(30), z.unknown());
export type ConfigEditInput = z.input<typeof configEditInput>;

const lines = z.string().max(2000).optional().default('');

/** `POST /admin/routine.Config/add`: a new setting (reference 7.7); it can be deleted later. */
export const configAddInput = z.object({
  group: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(30),
  title: z.string().trim().min(1).max(50),
  type: z.enum(CONFIG_ITEM_TYPES),
  tip: z.string().trim().max(100).optional().default(''),
  rule: z.union([z.array(z.enum(CONFIG_RULES)), z.enum(CONFIG_RULES).transform((r) => [r])]).optional().default([]),
  weigh: intInput(-1_000_000, 1_000_000).optional().default(0),
  /** Dictionary of radio/checkbox/select/selects: one `key=value` per line. */
  content: lines,
  /** Form-item attributes: one `attr=value` per line (`a.b=c` nests, true/false and numbers are typed). */
  extend: lines,
  /** Input attributes, same format. */
  inputExtend: lines,
});
export type ConfigAddInput = z.input<typeof configAddInput>;

/** `POST /admin/routine.Config/sendTestMail`: the unsaved mail settings and where to send (super admins). */
export const sendTestMailInput = z.object({
  smtp_server: z.string().trim().min(1).max(255),
  smtp_port: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,5}$/)),
  smtp_user: z.string().max(255).optional().default(''),
  smtp_pass: z.string().max(255).optional().default(''),
  smtp_verification: z.enum(['SSL', 'TLS']),
  smtp_sender_mail: z.string().trim().pipe(z.email()),
  testMail: z.string().trim().pipe(z.email()),
});
export type SendTestMailInput = z.input<typeof sendTestMailInput>;

/** The config centre's endpoints: a group of actions on no table; each write drops the settings cache. */
export const configEndpoints = {
  index: endpoint({ method: 'GET', path: '/admin/routine.Config/index', audience: { admin: true }, output: configIndex, summary: 'Settings by tab, tab titles and quick entrances' }),
  /** The saved site block, which the page puts to use without a reload. */
  edit: endpoint({
    method: 'POST',
    path: '/admin/routine.Config/edit',
    audience: { admin: true },
    query: configEditQuery,
    input: configEditInput,
    output: z.object({ siteConfig: siteConfigBlock }),
    summary: 'Save the settings of one tab: `{name: value}`; `group` names the tab, else it is the tab of the items',
  }),
  add: endpoint({ method: 'POST', path: '/admin/routine.Config/add', audience: { admin: true }, input: configAddInput, output: z.null(), summary: 'Add a setting (it can be deleted later)' }),
  del: endpoint({ method: 'DELETE', path: '/admin/routine.Config/del', audience: { admin: true }, input: idsQuery, output: z.null(), summary: 'Delete settings that allow it' }),
  /** No rule of this name is seeded, so only super administrators pass (reference 7.9), unless an operator creates one and grants it. */
  sendTestMail: endpoint({
    method: 'POST',
    path: '/admin/routine.Config/sendTestMail',
    audience: { admin: 'routine/config/sendTestMail' },
    input: sendTestMailInput,
    output: z.null(),
    summary: 'Send a test mail through the posted (unsaved) SMTP settings',
  }),
};
