import { orderProductDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable } from '../../../../components/data-table';

type OrderProductRow = RowOf<typeof orderProductDescription>;
const LANG = 'order-product';

const table = describedTable(
  orderProductDescription,
  columnsOf<OrderProductRow>([
    { field: 'id', width: 70 },
    { field: 'order.order_no', minWidth: 190 },
    { field: 'image', render: 'image', operator: false, width: 70 },
    { field: 'name', minWidth: 160 },
    { field: 'price', width: 100, align: 'right' },
    { field: 'quantity', width: 90, align: 'right' },
    { field: 'amount', width: 100, align: 'right' },
    { field: 'refunded_quantity', width: 100, align: 'right', operator: false },
    { field: 'order.status', width: 100 },
    { field: 'create_time', width: 170 },
  ]),
  LANG,
);

/** Order products (issue 12 item 5): the snapshot lines of the orders, read-only, with export. */
export default function OrderProductPage() {
  return <DataTable<OrderProductRow> {...table} lang={LANG} buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']} />;
}
