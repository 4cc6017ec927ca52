import { knowledgeCategoryAddInput, knowledgeCategoryDescription, type KnowledgeCategoryAddInput, type RowOf } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type CategoryRow = RowOf<typeof knowledgeCategoryDescription>;
const LANG = 'knowledge-category';

const table = describedTable(
  knowledgeCategoryDescription,
  describedColumns<CategoryRow>(knowledgeCategoryDescription, LANG, {
    // the tree's rows unfold from the name
    order: ['name'],
    fields: { name: { minWidth: 200, align: 'left' }, status: { render: 'switch' } },
    operate: ['weigh-sort', 'edit', 'delete'],
  }),
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
