import { shopProductAddInput, shopProductDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';
import type { FormField } from '../../../../components/form-item/form-field';
import { BatchAdd } from './BatchAdd';

type ShopProductRow = RowOf<typeof shopProductDescription>;
const LANG = 'shop-product';

const table = describedTable(
  shopProductDescription,
  columnsOf<ShopProductRow>([
    { field: 'id', width: 70 },
    { field: 'product.cover', render: 'image', operator: false, width: 70 },
    { field: 'product.name', minWidth: 160 },
    { field: 'shop.name', minWidth: 120 },
    { field: 'product.price', width: 110, align: 'right', operator: false },
    { field: 'price', width: 110, align: 'right', default: '—' },
    { field: 'stock', width: 90, align: 'right' },
    { field: 'sales', width: 90, align: 'right' },
    { field: 'status', width: 90 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

const addOnly: FormField['visible'] = (_v, operate) => operate === 'add';

export const productForm = describedForm<z.input<typeof shopProductAddInput>>(shopProductDescription, LANG, {
  input: shopProductAddInput,
  fields: {
    shop_id: { visible: addOnly },
    product_id: { visible: addOnly },
    price: { type: 'float', blockHelp: () => `${LANG}.priceTip` },
    weigh: false,
  },
  // an empty price sells at the HQ price
  toSubmit: ({ shop_id, product_id, ...values }, operate) => ({ ...values, ...(operate === 'add' ? { shop_id, product_id } : {}), price: values.price ?? '' }),
});

/** Shop products (issue 12 item 3): HQ products added in a batch, the shop's price, stock and order. */
export default function ShopProductPage() {
  return <DataTable<ShopProductRow> {...table} lang={LANG} form={productForm} headerExtra={<BatchAdd lang={LANG} />} />;
}
