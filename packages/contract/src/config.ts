import { z } from 'zod';
import { intInput } from './numbers.ts';

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
export interface KeyValue {
  key: string;
  value: string;
}

/** One setting as `GET index` lists it: the value typed by its input type (reference 7.3). */
export interface ConfigItem {
  id: number;
  name: string;
  group: string;
  /** Translated. */
  title: string;
  /** Translated. */
  tip: string;
  type: ConfigItemType;
  value: unknown;
  /** `{value: label}` for dictionary types, else ''. */
  content: Record<string, string> | '';
  /** Comma list of validator names. */
  rule: string;
  /** Form-item attributes. */
  extend: Record<string, unknown>;
  /** Input attributes. */
  input_extend: Record<string, unknown>;
  allow_del: boolean;
  weigh: number;
}

/** `GET /admin/routine.Config/index` (login + `routine/config/index`). */
export interface ConfigIndex {
  /** Tabs in `config_group` order; settings weigh desc. */
  list: Record<string, { name: string; title: string; list: ConfigItem[] }>;
  remark: string;
  /** Group key → translated title, in tab order. */
  configGroup: Record<string, string>;
  /** Shortcut buttons: translated text → admin route name. */
  quickEntrance: KeyValue[];
}

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
