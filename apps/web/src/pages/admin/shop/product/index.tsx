import { shopProductAddInput, shopProductDescription, type RowOf } from '@app/contract';
import type { z } from 'zod';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
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

const form = formSchema<z.input<typeof shopProductAddInput>>({
  input: shopProductAddInput,
  fields: [
    { name: 'shop_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'shop.Shop', field: 'name' }, visible: (_v, operate) => operate === 'add' },
    { name: 'product_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'hq.Product', field: 'name' }, visible: (_v, operate) => operate === 'add' },
    { name: 'price', type: 'float', blockHelp: () => `${LANG}.priceTip` },
    { name: 'stock', type: 'integer' },
    { name: 'status', type: 'radio', content: enumContent(shopProductDescription, 'status', LANG) },
  ],
  defaults: { status: 'on', stock: 0 },
  // an empty price sells at the HQ price
  toSubmit: ({ shop_id, product_id, ...values }, operate) => ({ ...values, ...(operate === 'add' ? { shop_id, product_id } : {}), price: values.price ?? '' }),
});

/** Shop products (issue 12 item 3): HQ products added in a batch, the shop's price, stock and order. */
export default function ShopProductPage() {
  return <DataTable<ShopProductRow> {...table} lang={LANG} form={form} headerExtra={<BatchAdd lang={LANG} />} />;
}
