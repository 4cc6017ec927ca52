import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FileSearchOutlined } from '@ant-design/icons';
import { orderDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, crudApi, describedTable, useDataTable, type TableStore } from '../../../../components/data-table';
import { OrderDetail } from './OrderDetail';
import { RedeemButton } from './RedeemButton';

type OrderRow = RowOf<typeof orderDescription>;
const LANG = 'order-order';

/** Orders (issue 12 item 5): every filter, the detail with lines and timeline, the engine's actions, export. */
export default function OrderPage() {
  // `?detail=<id>` opens an order, `?redeem=1` the redeem dialog (the command palette's links)
  const { search } = useLocation();
  const [asked] = useState(() => new URLSearchParams(search));
  const [open, setOpen] = useState<number | null>(() => Number(asked.get('detail')) || null);
  const store = useRef<TableStore<OrderRow> | null>(null);
  const [cols] = useState(() =>
    describedTable(
      orderDescription,
      columnsOf<OrderRow>([
        { field: 'id', width: 70, show: false },
        { field: 'order_no', minWidth: 190 },
        { field: 'shop_id', width: 90, comSearchRender: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' }, show: false },
        { field: 'shop.name', minWidth: 120 },
        { field: 'user_id', width: 90, show: false },
        { field: 'user.username', width: 120 },
        { field: 'status', width: 100 },
        { field: 'pay_amount', width: 110, align: 'right' },
        { field: 'pay_type', width: 100 },
        { field: 'delivery_type', width: 100, show: false },
        { field: 'create_time', width: 170 },
        { field: 'paid_time', width: 170, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 90, enableColumnDisplayControl: false,
          buttons: [{ name: 'detail', title: `${LANG}.detail`, icon: <FileSearchOutlined />, click: (row) => setOpen(row.id) }],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<OrderRow>({ api: crudApi<OrderRow>(orderDescription.path), columns: cols.columns });
  store.current = table;
  return (
    <DataTable<OrderRow> table={table} lang={LANG} columns={cols.columns} quickSearchFields={cols.quickSearchFields} buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      headerExtra={<RedeemButton lang={LANG} initialOpen={asked.has('redeem')} onRedeemed={(id) => { void store.current?.getState().refresh(); setOpen(id); }} />}>
      <OrderDetail id={open} lang={LANG} onClose={() => setOpen(null)} onChanged={() => void store.current?.getState().refresh()} />
    </DataTable>
  );
}
