import { groupAddInput, groupDescription, type GroupAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';
import { groupRulesToSubmit, ruleTreeField, type GroupRules } from '../../../../components/rule-tree/rule-tree-field';

type GroupRow = RowOf<typeof groupDescription>;

const LANG = 'auth-group';

/** My own groups (the index's `group`) cannot be edited or deleted by me. */
const notMine = (button: string, row: GroupRow, extra: Record<string, unknown>) =>
  !(button === 'edit' || button === 'delete') || !((extra.group as number[] | undefined) ?? []).includes(row.id);

const table = describedTable(
  groupDescription,
  columnsOf<GroupRow>([
    { field: 'name', sort: false, minWidth: 200 },
    { field: 'rules', operator: false, ellipsis: true, minWidth: 200 },
    { field: 'data_scope', sort: false, width: 110 },
    { field: 'status', sort: false, width: 100 },
    { field: 'update_time', width: 170, show: false },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], rowButtonsDisplay: notMine, operator: false, width: 100, enableColumnDisplayControl: false },
  ]),
  LANG,
);
export const groupColumns = table.columns;

type GroupForm = Omit<GroupAddInput, 'rules'> & { rules?: GroupRules };

export const groupForm = describedForm<GroupForm>(groupDescription, LANG, {
  input: groupAddInput,
  fields: {
    pid: { placeholder: `${LANG}.topLevel` },
    rules: ruleTreeField<GroupForm>('auth.Rule', `${LANG}.rulesTip`),
    data_scope: { blockHelp: () => `${LANG}.dataScopeTip` },
  },
  defaults: { rules: [] },
  width: 760,
  // 0 is "no parent": the select shows it empty
  toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined } as GroupForm),
  toSubmit: (values) => ({ ...values, pid: values.pid ?? 0, rules: groupRulesToSubmit(values.rules) }),
});

/** Admin groups (reference 4.5): tree table, rule checkbox tree, parent group select. */
export default function GroupPage() {
  return <DataTable<GroupRow> {...table} lang={LANG} form={groupForm} expandAll />;
}
