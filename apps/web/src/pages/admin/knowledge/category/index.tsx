import { knowledgeCategoryAddInput, knowledgeCategoryDescription, type KnowledgeCategoryAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';

type CategoryRow = RowOf<typeof knowledgeCategoryDescription>;
const LANG = 'knowledge-category';

const table = describedTable(
  knowledgeCategoryDescription,
  columnsOf<CategoryRow>([
    { field: 'name', minWidth: 200, align: 'left' },
    { field: 'icon', render: 'icon', operator: false, width: 80 },
    { field: 'id', width: 80 },
    { field: 'weigh', width: 90 },
    { field: 'status', render: 'switch', width: 90 },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

type CategoryForm = Omit<KnowledgeCategoryAddInput, 'status'> & { status?: string };

export const categoryForm = describedForm<CategoryForm>(knowledgeCategoryDescription, LANG, {
  input: knowledgeCategoryAddInput,
  fields: {
    pid: { placeholder: `${LANG}.topLevel` },
  },
  defaults: { status: '1', weigh: 0 },
  // 0 is "top level": the select shows it empty
  toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined }) as CategoryForm,
  toSubmit: (values) => ({ ...values, pid: values.pid ?? 0 }),
});

/** Knowledge categories: a tree sorted by weight. */
export default function KnowledgeCategoryPage() {
  return <DataTable<CategoryRow> {...table} lang={LANG} form={categoryForm} expandAll />;
}
