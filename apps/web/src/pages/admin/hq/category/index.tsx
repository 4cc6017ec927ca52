import { categoryAddInput, categoryDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';

type CategoryRow = RowOf<typeof categoryDescription>;
const LANG = 'hq-category';
type CategoryInput = z.input<typeof categoryAddInput>;

const table = describedTable(
  categoryDescription,
  columnsOf<CategoryRow>([
    { field: 'name', minWidth: 200 },
    { field: 'image', render: 'image', operator: false, width: 80 },
    { field: 'status', width: 90 },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

export const categoryForm = describedForm<CategoryInput>(categoryDescription, LANG, {
  input: categoryAddInput,
  fields: { pid: { placeholder: `${LANG}.topLevel` }, weigh: false },
  // 0 is "top level": the select shows it empty
  toForm: (row) => ({ ...row, pid: row.pid ? (row.pid as number) : undefined }) as CategoryInput,
  toSubmit: (values) => ({ ...values, pid: values.pid ?? 0 }),
});

/** Product categories (issue 12 item 2): a tree sorted by weight. */
export default function CategoryPage() {
  return <DataTable<CategoryRow> {...table} lang={LANG} form={categoryForm} expandAll />;
}
