import type { RuleAddInput } from '@app/contract';
import { DataTable, columnsOf } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

/** A row of `/admin/auth.Rule/index` (a tree). */
export interface RuleRow extends Record<string, unknown> {
  id: number;
  pid: number;
  type: 'menu_dir' | 'menu' | 'button';
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: 'tab' | 'link' | 'iframe' | null;
  url: string;
  component: string;
  keepalive: boolean;
  extend: 'none' | 'add_rules_only' | 'add_menu_only';
  remark: string;
  weigh: number;
  status: boolean;
  create_time: number;
  update_time: number;
  children?: RuleRow[];
}

const LANG = 'auth-rule';
const TYPES = { menu_dir: `${LANG}.typeOptions.menu_dir`, menu: `${LANG}.typeOptions.menu`, button: `${LANG}.typeOptions.button` };
const MENU_TYPES = { tab: `${LANG}.menuTypeOptions.tab`, link: `${LANG}.menuTypeOptions.link`, iframe: `${LANG}.menuTypeOptions.iframe` };
const EXTENDS = { none: `${LANG}.extendOptions.none`, add_rules_only: `${LANG}.extendOptions.add_rules_only`, add_menu_only: `${LANG}.extendOptions.add_menu_only` };

export const ruleColumns = columnsOf<RuleRow>([
  { field: 'title', operator: 'LIKE', minWidth: 200 },
  { field: 'icon', render: 'icon', operator: false, width: 70, align: 'center' },
  { field: 'name', operator: 'LIKE', minWidth: 160 },
  { field: 'type', render: 'tag', replaceValue: TYPES, custom: { menu_dir: 'processing', menu: 'success', button: 'default' }, width: 120 },
  { field: 'menu_type', render: 'tag', replaceValue: MENU_TYPES, width: 110, show: false },
  { field: 'keepalive', render: 'switch', width: 90 },
  { field: 'status', render: 'switch', width: 90 },
  { field: 'weigh', operator: 'RANGE', sort: true, width: 80, show: false },
  { field: 'update_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  {
    field: 'operate',
    render: 'buttons',
    buttons: ['weigh-sort', 'edit', 'delete'],
    operator: false,
    width: 130,
    enableColumnDisplayControl: false,
  },
]);

type RuleForm = RuleAddInput;

const isMenu = (v: Partial<RuleForm>) => v.type === 'menu';
const notButton = (v: Partial<RuleForm>) => v.type !== 'button';

export const ruleForm = formSchema<RuleForm>({
  fields: [
    { name: 'type', type: 'radio', content: TYPES, buttonStyle: true },
    {
      name: 'pid',
      type: 'remoteSelect',
      remote: { url: '/admin/auth.Rule/index', field: 'title', params: { isTree: true } },
      placeholder: `${LANG}.topLevel`,
    },
    { name: 'title', rules: ['required'] },
    { name: 'name', rules: ['required'], tip: `${LANG}.nameTip` },
    { name: 'path', visible: notButton, tip: `${LANG}.pathTip` },
    { name: 'icon', type: 'icon', visible: notButton },
    { name: 'menu_type', type: 'radio', content: MENU_TYPES, buttonStyle: true, visible: isMenu },
    { name: 'url', rules: ['url'], visible: (v) => isMenu(v) && (v.menu_type === 'link' || v.menu_type === 'iframe') },
    { name: 'component', visible: (v) => isMenu(v) && v.menu_type === 'tab', tip: `${LANG}.componentTip` },
    { name: 'keepalive', type: 'switch', visible: (v) => isMenu(v) && v.menu_type === 'tab' },
    { name: 'extend', type: 'select', content: EXTENDS, visible: notButton },
    { name: 'remark', type: 'textarea', inputProps: { rows: 2, maxLength: 255 }, tip: `${LANG}.remarkTip` },
    { name: 'weigh', type: 'integer' },
    { name: 'status', type: 'switch' },
  ],
  defaults: { type: 'menu', menu_type: 'tab', extend: 'none', keepalive: false, status: true, weigh: 0 },
  width: 780,
  labelWidth: 130,
  // 0 is "no parent": the select shows it empty; a folder or button has no menu type
  toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined, menu_type: (row.menu_type as RuleForm['menu_type']) ?? 'tab' }) as RuleForm,
  toSubmit: (values) => ({ ...values, pid: values.pid ?? 0, menu_type: values.type === 'menu' ? (values.menu_type ?? 'tab') : '' }),
});

/** Menu rules (reference 4.7): a tree table with drag sort and every rule field in the form. */
export default function RulePage() {
  return <DataTable<RuleRow> resource="auth.Rule" lang={LANG} columns={ruleColumns} form={ruleForm} tree quickSearchFields={['title']} />;
}
