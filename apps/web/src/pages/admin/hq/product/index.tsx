import { productAddInput, productDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, ImportButton, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type ProductRow = RowOf<typeof productDescription>;
const LANG = 'hq-product';

export const productTable = describedTable(
  productDescription,
  describedColumns<ProductRow>(productDescription, LANG, {
    fields: { weigh: false, name: { minWidth: 160 }, commission_mode: { width: 130 } },
    operate: ['weigh-sort', 'edit', 'delete'],
    order: ['id', 'cover', 'name', 'category.name'],
  }),
  LANG,
);

const custom = (values: Record<string, unknown>) => values.commission_mode === 'custom';

export const productForm = describedForm<z.input<typeof productAddInput>>(productDescription, LANG, {
  input: productAddInput,
  fields: {
    intro: { inputProps: { rows: 2 } },
    level1_amount: false,
    level2_amount: false,
    level1_rate: { type: 'percent', visible: custom, blockHelp: () => `${LANG}.rateTip` },
    level2_rate: { type: 'percent', visible: custom },
    weigh: false,
  },
  order: ['category_id', 'name', 'cover', 'images', 'intro', 'price', 'market_price', 'cost_price', 'stock', 'unit', 'commission_mode', 'level1_rate', 'level2_rate', 'content'],
  width: 860,
});

/** HQ products (issue 12 item 2): the master catalogue, prices in yuan, commission policy per product; imports from CSV / XLSX. */
export default function ProductPage() {
  return <DataTable<ProductRow> {...productTable} lang={LANG} form={productForm} headerExtra={<ImportButton path="hq.Product" hint={`${LANG}.importHint`} />} />;
}
