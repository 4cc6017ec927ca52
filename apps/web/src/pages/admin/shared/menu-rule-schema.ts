import type { Flag, RowOf, RuleAddInput, memberRuleAddInput, memberRuleDescription, ruleAddInput, ruleDescription } from '@app/contract';
import type { TableColumn } from '../../../components/data-table/types';
import { columnsOf, describedTable, enumContent } from '../../../components/data-table';
import { formSchema, type FormSchema } from '../../../components/form-item/types';
import type { FormField } from '../../../components/form-item/form-field';

/** A row of a rule index (`/admin/auth.Rule/index`, `/admin/user.Rule/index`), a tree: either table's columns. */
export type RuleRow = (RowOf<typeof ruleDescription> | RowOf<typeof memberRuleDescription>) & { children?: RuleRow[] };

/** The form of a rule: every column the two rule tables may have. */
export interface RuleFormValues {
  type?: string;
  pid?: number;
  title: string;
  name: string;
  path?: string;
  icon?: string;
  menu_type?: 'tab' | 'link' | 'iframe' | '' | null;
  url?: string;
  component?: string;
  keepalive?: Flag;
  extend?: RuleAddInput['extend'];
  no_login_valid?: Flag;
  remark?: string;
  weigh?: number;
  status?: Flag;
}

/** What sets the admin rules (auth/rule) and the member rules (user/rule) apart. */
export interface RuleKind {
  /** The table's description: path, fields, its rule types with their labels and colours. */
  description: typeof ruleDescription | typeof memberRuleDescription;
  /** The page's language pack (`typeOptions`, `menuTypeOptions`, `extendOptions`, tips). */
  lang: string;
  /** Types that open something (a page, link or iframe) and so have a menu type. */
  pageTypes: readonly string[];
  /** Types that have a view component besides the tab pages (member `route`). */
  componentTypes?: readonly string[];
  /** Tab pages may stay mounted (admin tabs). */
  keepalive?: boolean;
  /** Types that may be delivered to visitors who are not logged in (member rules' `no_login_valid`). */
  guestTypes?: readonly string[];
  /** The menu type saved for rules that have none: '' (admin, stored null) or 'tab' (member, not nullable). */
  noMenuType: '' | 'tab';
  /** Dialog width (default 780; the type buttons of six types need more). */
  formWidth?: number;
  /** The add input (limits of the form's fields). */
  input: typeof ruleAddInput | typeof memberRuleAddInput;
}

/** The columns and the form of a rule table (reference 4.7, 4.8), declared once for both kinds. */
export function ruleSchemas(kind: RuleKind): { columns: TableColumn<RuleRow>[]; form: FormSchema<RuleFormValues>; quickSearchFields: string[] } {
  const { lang, description: d } = kind;
  const types = enumContent(d, 'type', lang);

  const isPage = (v: Partial<RuleFormValues>) => kind.pageTypes.includes(v.type ?? '');
  const notButton = (v: Partial<RuleFormValues>) => v.type !== 'button';
  const isTab = (v: Partial<RuleFormValues>) => isPage(v) && (v.menu_type ?? 'tab') === 'tab';

  // a tree sorted by weight: only the weight and the time sort
  const { columns, quickSearchFields } = describedTable(
    d,
    columnsOf<RuleRow>([
      { field: 'title', sort: false, minWidth: 200 },
      { field: 'icon', render: 'icon', operator: false, width: 70, align: 'center' },
      { field: 'name', sort: false, minWidth: 160 },
      { field: 'type', sort: false, width: 120 },
      { field: 'menu_type', width: 110, show: false },
      ...(kind.keepalive ? [{ field: 'keepalive', render: 'switch' as const, width: 90 }] : []),
      ...(kind.guestTypes ? [{ field: 'no_login_valid', width: 110 }] : []),
      { field: 'status', render: 'switch', sort: false, width: 90 },
      { field: 'weigh', width: 80, show: false },
      { field: 'update_time', width: 170 },
      { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
    ]),
    lang,
  );

  const fields: (FormField<RuleFormValues> | false | undefined)[] = [
    { name: 'type', type: 'radio', content: types, buttonStyle: true },
    {
      name: 'pid',
      type: 'remoteSelect',
      remote: { resource: d.path, field: 'title', params: { isTree: true } },
      placeholder: `${lang}.topLevel`,
    },
    { name: 'title', rules: ['required'] },
    { name: 'name', rules: ['required'], tip: `${lang}.nameTip` },
    { name: 'path', visible: notButton, tip: `${lang}.pathTip` },
    { name: 'icon', type: 'icon', visible: notButton },
    { name: 'menu_type', type: 'radio', content: enumContent(d, 'menu_type', lang), buttonStyle: true, visible: isPage },
    { name: 'url', rules: ['url'], visible: (v) => isPage(v) && (v.menu_type === 'link' || v.menu_type === 'iframe') },
    {
      name: 'component',
      visible: (v) => isTab(v) || Boolean(kind.componentTypes?.includes(v.type ?? '')),
      tip: `${lang}.componentTip`,
    },
    kind.keepalive && { name: 'keepalive', type: 'switch', visible: isTab },
    { name: 'extend', type: 'select', content: enumContent(d, 'extend', lang), visible: notButton },
    kind.guestTypes && { name: 'no_login_valid', type: 'switch', tip: `${lang}.noLoginValidTip`, visible: (v) => kind.guestTypes!.includes(v.type ?? '') },
    { name: 'remark', type: 'textarea', inputProps: { rows: 2 }, tip: `${lang}.remarkTip` },
    { name: 'weigh', type: 'integer' },
    { name: 'status', type: 'switch' },
  ];

  const form = formSchema<RuleFormValues>({
    input: kind.input,
    // type 'menu', menu type 'tab', extend 'none', status '1', weigh 0, keepalive and no_login_valid '0'
    description: d,
    fields: fields.filter((f): f is FormField<RuleFormValues> => Boolean(f)),
    width: kind.formWidth ?? 780,
    labelWidth: 130,
    // 0 is "no parent": the select shows it empty; a rule without a menu type edits as a tab
    toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined, menu_type: (row.menu_type as RuleFormValues['menu_type']) || 'tab' }) as RuleFormValues,
    toSubmit: (values) => ({
      ...values,
      pid: values.pid ?? 0,
      menu_type: isPage(values) ? (values.menu_type || 'tab') : kind.noMenuType,
    }),
  });

  return { columns, form, quickSearchFields };
}
