import { memberGroupAddInput, memberGroupDescription, type Flag, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

type MemberGroupRow = RowOf<typeof memberGroupDescription>;

const LANG = 'user-group';
const STATUS = enumContent(memberGroupDescription, 'status', LANG);

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

export const memberGroupForm = formSchema<MemberGroupForm>({
  input: memberGroupAddInput,
  description: memberGroupDescription,
  fields: [
    { name: 'name', rules: ['required'] },
    ruleTreeField<MemberGroupForm>('user.Rule', `${LANG}.rulesTip`),
    { name: 'status', type: 'radio', content: STATUS },
  ],
  defaults: { rules: [] },
  width: 760,
  toSubmit: (values) => ({ ...values, rules: groupRulesToSubmit(values.rules) }),
});

/** Member groups (reference 4.8): a name, the member rules as a checkbox tree, a status. */
export default function MemberGroupPage() {
  return <DataTable<MemberGroupRow> {...table} lang={LANG} form={memberGroupForm} />;
}
