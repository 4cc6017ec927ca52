import { dataRecycleDescription, recycleRuleInput, sensitiveDataDescription, sensitiveRuleInput, type RowOf } from '@app/contract';
import { columnsOf, describedTable } from '../../../components/data-table';
import { formSchema } from '../../../components/form-item/types';
import type { FormField } from '../../../components/form-item/form-field';
import { ControllerSelect } from './ControllerSelect';
import { FieldPicker } from './FieldPicker';

/** A row of the recycle or sensitive-data rule list (sensitive rules list their watched fields' titles). */
export type RuleRow = RowOf<typeof dataRecycleDescription> | RowOf<typeof sensitiveDataDescription>;

export type RulePath = 'security.DataRecycle' | 'security.SensitiveData';

/** The table of a rule list, from its description; sensitive rules show their watched fields as tags. */
export function ruleTable(lang: string, sensitive: boolean) {
  return describedTable(
    sensitive ? sensitiveDataDescription : dataRecycleDescription,
    columnsOf<RuleRow>([
      { field: 'id', width: 70 },
      { field: 'name', sort: false, minWidth: 140 },
      { field: 'controller', sort: false, minWidth: 160 },
      { field: 'data_table', sort: false, width: 200 },
      ...(sensitive ? [{ field: 'data_fields', render: 'tags' as const, operator: false as const, minWidth: 200 }] : []),
      { field: 'primary_key', width: 100, show: !sensitive },
      { field: 'status', render: 'switch', sort: false, width: 90 },
      { field: 'update_time', width: 170, show: false },
      { field: 'create_time', width: 170 },
      { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
    ]),
    lang,
  );
}

/** The rule form: the controller picks the table and key; sensitive rules also pick the watched fields. */
export function ruleForm(rulePath: RulePath, lang: string, sensitive: boolean) {
  const fields: FormField[] = [
    { name: 'name', rules: ['required'] },
    {
      name: 'controller',
      type: 'custom',
      rules: ['required'],
      render: (props, { form }) => <ControllerSelect rulePath={rulePath} form={form} placeholder={`${lang}.pickController`} {...props} />,
    },
    { name: 'data_table', inputProps: { readOnly: true }, blockHelp: `${lang}.tableHelp` },
    { name: 'primary_key', inputProps: { readOnly: true } },
  ];
  if (sensitive) {
    fields.push({
      name: 'data_fields',
      type: 'custom',
      rules: ['required'],
      render: (props, { values }) => <FieldPicker table={values.data_table as string | undefined} {...props} />,
    });
  }
  fields.push({ name: 'status', type: 'switch' });
  return formSchema({
    input: sensitive ? sensitiveRuleInput : recycleRuleInput,
    description: sensitive ? sensitiveDataDescription : dataRecycleDescription,
    fields,
    ...(sensitive ? { defaults: { data_fields: {} } } : {}),
    width: sensitive ? 760 : 640,
  });
}
