import type { Flag } from '@app/contract';
import { columnsOf, type TableColumn } from '../../../components/data-table';
import { formSchema, type FormField } from '../../../components/form-item/types';
import { ControllerSelect } from './ControllerSelect';
import { FieldPicker } from './FieldPicker';

/** A row of the recycle or sensitive-data rule list. */
export interface RuleRow extends Record<string, unknown> {
  id: number;
  name: string;
  controller: string;
  controller_as: string;
  data_table: string;
  primary_key: string;
  status: Flag;
  update_time: number;
  create_time: number;
  /** Sensitive rules: the watched fields' titles in the list, `{column: title}` in the edit form. */
  data_fields?: string[] | Record<string, string>;
}

export type RulePath = 'security.DataRecycle' | 'security.SensitiveData';

/** The columns of a rule list; sensitive rules show their watched fields as tags. */
export function ruleColumns(lang: string, sensitive: boolean): TableColumn<RuleRow>[] {
  const status = { '1': `${lang}.enable`, '0': `${lang}.disable` };
  return columnsOf<RuleRow>([
    { field: 'id', width: 70, sort: true, operator: 'RANGE' },
    { field: 'name', operator: 'LIKE', minWidth: 140 },
    { field: 'controller', operator: 'LIKE', minWidth: 160 },
    { field: 'data_table', operator: 'LIKE', width: 200 },
    ...(sensitive ? [{ field: 'data_fields', render: 'tags' as const, operator: false as const, minWidth: 200 }] : []),
    { field: 'primary_key', width: 100, show: !sensitive },
    { field: 'status', render: 'switch', replaceValue: status, width: 90 },
    { field: 'update_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170, show: false },
    { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
  ]);
}

/** The rule form: the controller picks the table and key; sensitive rules also pick the watched fields. */
export function ruleForm(rulePath: RulePath, lang: string, sensitive: boolean) {
  const fields: FormField[] = [
    { name: 'name', rules: ['required'], inputProps: { maxLength: 50 } },
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
    fields,
    defaults: { status: '1', ...(sensitive ? { data_fields: {} } : {}) },
    width: sensitive ? 760 : 640,
  });
}
