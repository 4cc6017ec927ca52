import { categoryAddInput, categoryDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type CategoryRow = RowOf<typeof categoryDescription>;
const LANG = 'hq-category';
type CategoryInput = z.input<typeof categoryAddInput>;

export const categoryTable = describedTable(
  categoryDescription,
  describedColumns<CategoryRow>(categoryDescription, LANG, {
    fields: { id: false, weigh: false, name: { minWidth: 200 }, image: { width: 80 }, status: { width: 90 } },
    operate: ['weigh-sort', 'edit', 'delete'],
  }),
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
  return <DataTable<CategoryRow> {...categoryTable} lang={LANG} form={categoryForm} expandAll />;
}
