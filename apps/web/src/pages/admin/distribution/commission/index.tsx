import { useRef, useState } from 'react';
import { Button, Popconfirm, Space, Statistic, theme } from 'antd';
import { CheckCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATES, commissionAdminEndpoints as api, commissionDescription, type CommissionTotals, type RowOf } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { DataTable, columnsOf, crudApi, describedTable, useAuth, useDataTable, useTable, useTableStore, type TableStore } from '../../../../components/data-table';

type CommissionRow = RowOf<typeof commissionDescription>;
const LANG = 'distribution-commission';
const PATH = commissionDescription.path;
const SAY = { showSuccessMessage: true };

/** The totals of the filtered set (the index answer's `totals`), whatever page is shown. */
function Totals() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const totals = useTable((s) => s.extra.totals as CommissionTotals | undefined);
  if (!totals) return null;
  const item = (key: keyof CommissionTotals) => (
    <Statistic key={key} title={t(`${LANG}.totals.${key}`)} value={totals[key]} valueStyle={{ fontSize: 16, color: token.colorText }} />
  );
  return (
    <Space size="large" className="commission-totals" data-testid="commission-totals" style={{ padding: '4px 12px' }} wrap>
      {(['count', 'amount', 'pending', 'settled', 'cancelled', 'reversed'] as const).map(item)}
    </Space>
  );
}

/** "Settle now": the selected rows, or every due commission; behind the `settle` node. */
function SettleButtons() {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const selection = useTable((s) => s.selection);
  if (!auth('settle')) return null;
  const after = () => store.getState().refresh();
  return (
    <>
      <Popconfirm title={t(`${LANG}.settleSelectedConfirm`, { count: selection.length })} disabled={!selection.length}
        onConfirm={() => call(api.settle, { ids: selection.map(Number) }, SAY).then(after, () => undefined)}>
        <Button icon={<CheckCircleOutlined />} disabled={!selection.length}>{t(`${LANG}.settleSelected`)}</Button>
      </Popconfirm>
      <Popconfirm title={t(`${LANG}.settleDueConfirm`)} onConfirm={() => call(api.settleDue, {}, SAY).then(after, () => undefined)}>
        <Button type="primary" icon={<ThunderboltOutlined />}>{t(`${LANG}.settleDue`)}</Button>
      </Popconfirm>
    </>
  );
}

/** Commissions (issue 13 item 6): filters by agent, buyer, order, status, level, time; the filtered set's totals; settle now; export. */
export default function CommissionPage() {
  const store = useRef<TableStore<CommissionRow> | null>(null);
  const [cols] = useState(() =>
    describedTable(
      commissionDescription,
      columnsOf<CommissionRow>([
        { field: 'id', width: 70 },
        { field: 'order.order_no', minWidth: 190 },
        { field: 'order_id', width: 90, show: false },
        { field: 'user_id', width: 90, show: false },
        { field: 'user.username', width: 120 },
        { field: 'buyer_id', width: 90 },
        { field: 'shop_id', width: 90, comSearchRender: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' }, show: false },
        { field: 'level', width: 80 },
        { field: 'rate_source', width: 100 },
        { field: 'rate', width: 80, operator: false, render: (v) => `${(Number(v) / 100).toFixed(2)}%` },
        { field: 'base_amount', width: 110, align: 'right', operator: false },
        { field: 'amount', width: 100, align: 'right' },
        { field: 'cancelled_amount', width: 100, align: 'right', operator: false, show: false },
        { field: 'reversed_amount', width: 100, align: 'right', operator: false, show: false },
        { field: 'status', width: 100 },
        { field: 'settle_after', width: 170 },
        { field: 'settled_time', width: 170, show: false },
        { field: 'create_time', width: 170 },
        {
          field: 'operate', render: 'buttons', operator: false, width: 90, enableColumnDisplayControl: false,
          buttons: [{
            name: 'settle', title: `${LANG}.settle`, icon: <CheckCircleOutlined />, auth: 'settle', confirm: `${LANG}.settleConfirm`,
            display: (row) => COMMISSION_STATES.can('settle', row),
            click: (row) => void call(api.settle, { ids: [row.id] }, SAY).then(() => store.current?.getState().refresh(), () => undefined),
          }],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<CommissionRow>({ api: crudApi<CommissionRow>(PATH), columns: cols.columns });
  store.current = table;
  return (
    <DataTable<CommissionRow>
      table={table}
      lang={LANG}
      columns={cols.columns}
      quickSearchFields={cols.quickSearchFields}
      buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      selectable
      headerExtra={
        <>
          <SettleButtons />
          <Totals />
        </>
      }
    />
  );
}
