import { productAddInput, productDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, ImportButton, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

type ProductRow = RowOf<typeof productDescription>;
const LANG = 'hq-product';

const table = describedTable(
  productDescription,
  columnsOf<ProductRow>([
    { field: 'id', width: 70 },
    { field: 'cover', render: 'image', operator: false, width: 70 },
    { field: 'name', minWidth: 160 },
    { field: 'category.name', width: 120 },
    { field: 'price', width: 100, align: 'right' },
    { field: 'market_price', width: 110, align: 'right', show: false },
    { field: 'cost_price', width: 110, align: 'right', show: false },
    { field: 'stock', width: 90, align: 'right' },
    { field: 'sales', width: 90, align: 'right' },
    { field: 'commission_mode', width: 130 },
    { field: 'status', width: 90 },
    { field: 'create_time', width: 170, show: false },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

const custom = (values: Record<string, unknown>) => values.commission_mode === 'custom';

const productForm = formSchema<z.input<typeof productAddInput>>({
  input: productAddInput,
  fields: [
    { name: 'category_id', type: 'remoteSelect', remote: { resource: 'hq.Category', field: 'name', params: { isTree: true } } },
    { name: 'name', rules: ['required'] },
    { name: 'cover', type: 'image' },
    { name: 'images', type: 'images' },
    { name: 'intro', type: 'textarea', inputProps: { rows: 2 } },
    { name: 'price', type: 'float', rules: ['required'] },
    { name: 'market_price', type: 'float' },
    { name: 'cost_price', type: 'float' },
    { name: 'stock', type: 'integer' },
    { name: 'unit' },
    { name: 'commission_mode', type: 'radio', content: enumContent(productDescription, 'commission_mode', LANG) },
    { name: 'level1_rate', type: 'percent', visible: custom, blockHelp: () => `${LANG}.rateTip` },
    { name: 'level2_rate', type: 'percent', visible: custom },
    { name: 'content', type: 'editor' },
    { name: 'status', type: 'radio', content: enumContent(productDescription, 'status', LANG) },
  ],
  defaults: { status: 'on', commission_mode: 'default', stock: 0 },
  width: 860,
});

/** HQ products (issue 12 item 2): the master catalogue, prices in yuan, commission policy per product; imports from CSV / XLSX. */
export default function ProductPage() {
  return <DataTable<ProductRow> {...table} lang={LANG} form={productForm} headerExtra={<ImportButton path="hq.Product" hint={`${LANG}.importHint`} />} />;
}
