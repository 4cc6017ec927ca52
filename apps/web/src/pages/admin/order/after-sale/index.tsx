import { useRef, useState } from 'react';
import { FileSearchOutlined } from '@ant-design/icons';
import { afterSaleDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, crudApi, describedTable, useDataTable, type TableStore } from '../../../../components/data-table';
import { AfterSaleDetail } from './AfterSaleDetail';

type AfterSaleRow = RowOf<typeof afterSaleDescription>;
const LANG = 'order-after-sale';

/** After-sales (issue 12 item 11): members' requests, decided here (approve, refuse with a reason, receive the return); shop-scoped. */
export default function AfterSalePage() {
  const [open, setOpen] = useState<number | null>(null);
  const store = useRef<TableStore<AfterSaleRow> | null>(null);
  const [cols] = useState(() =>
    describedTable(
      afterSaleDescription,
      columnsOf<AfterSaleRow>([
        { field: 'id', width: 70, show: false },
        { field: 'after_sale_no', minWidth: 190 },
        { field: 'order.order_no', minWidth: 190 },
        { field: 'order_id', width: 90, show: false },
        { field: 'shop_id', width: 90, comSearchRender: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' }, show: false },
        { field: 'shop.name', minWidth: 120 },
        { field: 'user_id', width: 90, show: false },
        { field: 'user.username', width: 120 },
        { field: 'type', width: 120 },
        { field: 'status', width: 100 },
        { field: 'amount', width: 110, align: 'right' },
        { field: 'create_time', width: 170 },
        { field: 'audit_time', width: 170, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 90, enableColumnDisplayControl: false,
          buttons: [{ name: 'detail', title: `${LANG}.detail`, icon: <FileSearchOutlined />, click: (row) => setOpen(row.id) }],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<AfterSaleRow>({ api: crudApi<AfterSaleRow>(afterSaleDescription.path), columns: cols.columns });
  store.current = table;
  return (
    <DataTable<AfterSaleRow> table={table} lang={LANG} columns={cols.columns} quickSearchFields={cols.quickSearchFields} buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}>
      <AfterSaleDetail id={open} lang={LANG} onClose={() => setOpen(null)} onChanged={() => void store.current?.getState().refresh()} />
    </DataTable>
  );
}
