import { memberGroupAddInput, memberGroupDescription, type Flag, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

type MemberGroupRow = RowOf<typeof memberGroupDescription>;

const LANG = 'user-group';

const table = describedTable(
  memberGroupDescription,
  columnsOf<MemberGroupRow>([
    { field: 'id', width: 80 },
    { field: 'name', minWidth: 200 },
    { field: 'status', width: 100 },
    { field: 'update_time', width: 170, show: false },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
  ]),
  LANG,
);
export const memberGroupColumns = table.columns;

interface MemberGroupForm {
  name: string;
  rules?: GroupRules;
  status?: Flag;
}

export const memberGroupForm = describedForm<MemberGroupForm>(memberGroupDescription, LANG, {
  input: memberGroupAddInput,
  fields: { rules: ruleTreeField<MemberGroupForm>('user.Rule', `${LANG}.rulesTip`) },
  defaults: { rules: [] },
  width: 760,
  toSubmit: (values) => ({ ...values, rules: groupRulesToSubmit(values.rules) }),
});

/** Member groups (reference 4.8): a name, the member rules as a checkbox tree, a status. */
export default function MemberGroupPage() {
  return <DataTable<MemberGroupRow> {...table} lang={LANG} form={memberGroupForm} />;
}
