import { memberGroupAddInput, memberGroupDescription, type Flag, type RowOf } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

type MemberGroupRow = RowOf<typeof memberGroupDescription>;

const LANG = 'user-group';

const table = describedTable(
  memberGroupDescription,
  describedColumns<MemberGroupRow>(memberGroupDescription, LANG, { fields: { name: { minWidth: 200 } } }),
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
