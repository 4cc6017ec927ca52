import type { Flag } from '@app/contract';
import { DataTable, columnsOf } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

/** A row of `/admin/user.Group/index`. */
export interface MemberGroupRow extends Record<string, unknown> {
  id: number;
  name: string;
  status: Flag;
  create_time: number;
  update_time: number;
}

const LANG = 'user-group';
const STATUS = { '1': `${LANG}.enable`, '0': `${LANG}.disable` };

export const memberGroupColumns = columnsOf<MemberGroupRow>([
  { field: 'id', width: 80, sort: true, operator: 'RANGE' },
  { field: 'name', operator: 'LIKE', minWidth: 200 },
  { field: 'status', render: 'tag', replaceValue: STATUS, custom: { '1': 'success', '0': 'error' }, width: 100 },
  { field: 'update_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170, show: false },
  { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
]);

interface MemberGroupForm {
  name: string;
  rules?: GroupRules;
  status?: Flag;
}

export const memberGroupForm = formSchema<MemberGroupForm>({
  fields: [
    { name: 'name', rules: ['required'] },
    ruleTreeField<MemberGroupForm>('/admin/user.Rule/index', `${LANG}.rulesTip`),
    { name: 'status', type: 'radio', content: STATUS },
  ],
  defaults: { status: '1', rules: [] },
  width: 760,
  toSubmit: (values) => ({ ...values, rules: groupRulesToSubmit(values.rules) }),
});

/** Member groups (reference 4.8): a name, the member rules as a checkbox tree, a status. */
export default function MemberGroupPage() {
  return <DataTable<MemberGroupRow> resource="user.Group" lang={LANG} columns={memberGroupColumns} form={memberGroupForm} quickSearchFields={['name']} />;
}
