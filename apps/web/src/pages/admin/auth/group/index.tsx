import type { Flag, GroupAddInput } from '@app/contract';
import { DataTable, columnsOf } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

/** A row of `/admin/auth.Group/index` (a tree). */
export interface GroupRow extends Record<string, unknown> {
  id: number;
  pid: number;
  name: string;
  /** A description of the rules ("Super administrator", "<title> and N rules"). */
  rules: string;
  status: Flag;
  create_time: number;
  update_time: number;
  children?: GroupRow[];
}

const LANG = 'auth-group';

/** My own groups (the index's `group`) cannot be edited or deleted by me. */
const notMine = (button: string, row: GroupRow, extra: Record<string, unknown>) =>
  !(button === 'edit' || button === 'delete') || !((extra.group as number[] | undefined) ?? []).includes(row.id);

export const groupColumns = columnsOf<GroupRow>([
  { field: 'name', operator: 'LIKE', minWidth: 200 },
  { field: 'rules', operator: false, ellipsis: true, minWidth: 200 },
  { field: 'status', render: 'tag', replaceValue: { '1': `${LANG}.enable`, '0': `${LANG}.disable` }, custom: { '1': 'success', '0': 'error' }, width: 100 },
  { field: 'update_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170, show: false },
  { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], rowButtonsDisplay: notMine, operator: false, width: 100, enableColumnDisplayControl: false },
]);

type GroupForm = Omit<GroupAddInput, 'rules'> & { rules?: GroupRules };

export const groupForm = formSchema<GroupForm>({
  fields: [
    {
      name: 'pid',
      type: 'remoteSelect',
      remote: { url: '/admin/auth.Group/index', field: 'name', params: { isTree: true } },
      placeholder: `${LANG}.topLevel`,
    },
    { name: 'name', rules: ['required'] },
    ruleTreeField<GroupForm>('/admin/auth.Rule/index', `${LANG}.rulesTip`),
    {
      name: 'status',
      type: 'radio',
      content: [
        { value: '1', label: `${LANG}.enable` },
        { value: '0', label: `${LANG}.disable` },
      ],
    },
  ],
  defaults: { status: '1', rules: [] },
  width: 760,
  // 0 is "no parent": the select shows it empty
  toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined } as GroupForm),
  toSubmit: (values) => ({ ...values, pid: values.pid ?? 0, rules: groupRulesToSubmit(values.rules) }),
});

/** Admin groups (reference 4.5): tree table, rule checkbox tree, parent group select. */
export default function GroupPage() {
  return <DataTable<GroupRow> resource="auth.Group" lang={LANG} columns={groupColumns} form={groupForm} tree expandAll quickSearchFields={['name']} />;
}
