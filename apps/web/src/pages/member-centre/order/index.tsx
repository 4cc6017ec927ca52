import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, type TableColumnsType } from 'antd';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '@app/contract';
import type { OrderListRow, OrderStatus } from '../../../api/order';
import { orderQueries } from '../../../api/order-queries';
import { formatDateTime } from '../../../utils/date';
import { MemberCard } from '../account/MemberCard';
import { MemberTable } from '../account/MemberTable';
import { PullToRefresh } from '../account/PullToRefresh';
import { RefreshButton } from '../account/RefreshButton';
import { ORDER_COLORS, OrderActions, OrderDrawer } from './OrderDrawer';
import '../account/account.css';
import './order.css';

const L = 'member-order';
const PAGE_SIZE = 10;
const EMPTY: { list: OrderListRow[]; total: number } = { list: [], total: 0 };
const itemsOf = (row: OrderListRow) => row.products.map((p) => `${p.name} × ${p.quantity}`).join(', ');

/** "My orders": the member's own orders by status, newest first; one opens in the drawer (`?id=`). */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data = EMPTY, isFetching: loading, refetch } = useQuery(orderQueries.orders({ page, limit: PAGE_SIZE, status: status || undefined }));
  const openId = Number(params.get('id')) || undefined;

  const show = (id: number | undefined) => setParams(id ? { id: String(id) } : {}, { replace: true });
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);

  const columns: TableColumnsType<OrderListRow> = [
    { key: 'order_no', title: t(`${L}.orderNo`), render: (_, row) => <Button type="link" className="order-link" onClick={() => show(row.id)}>{row.order_no}</Button> },
    { key: 'shop', dataIndex: 'shop_name', title: t(`${L}.shop`) },
    { key: 'products', title: t(`${L}.products`), render: (_, row) => itemsOf(row) },
    { key: 'pay', dataIndex: 'pay_amount', title: t(`${L}.payAmount`), align: 'right', render: (v: string) => `¥${v}` },
    { key: 'status', dataIndex: 'status', title: t(`${L}.status`), render: (v: string) => <StatusTag status={v} /> },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), width: 170, render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid="my-orders">
      <PullToRefresh onRefresh={refetch}>
        <MemberCard title={<h1 className="member-page-title">{t(`${L}.ordersHeading`)}</h1>} extra={<RefreshButton loading={loading} onRefresh={refetch} />}>
          <Tabs
            activeKey={status || 'all'}
            onChange={(k) => (setStatus(k === 'all' ? '' : (k as OrderStatus)), setPage(1))}
            items={[{ key: 'all', label: t(`${L}.all`) }, ...ORDER_STATUSES.map((s) => ({ key: s, label: t(`${L}.statusOptions.${s}`) }))]}
          />
          <MemberTable<OrderListRow>
            loading={loading}
            columns={columns}
            dataSource={data.list}
            scrollX={720}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage }}
            onOpen={(row) => show(row.id)}
            card={(row) => <OrderCard row={row} onOpen={() => show(row.id)} />}
          />
        </MemberCard>
      </PullToRefresh>
      <OrderDrawer id={openId} onClose={close} />
    </div>
  );
}

function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLORS[status]}>{t(`${L}.statusOptions.${status}`)}</Tag>;
}

/** An order on a phone: number (opens the drawer, as a tap on the card does), shop, state, total, time, items and what its state allows. */
function OrderCard({ row, onOpen }: { row: OrderListRow; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <article className="order-card" data-testid="order-card">
      <header className="order-card-head">
        <Button type="link" className="order-link" onClick={onOpen}>{row.order_no}</Button>
        <StatusTag status={row.status} />
      </header>
      <div className="order-card-shop">{row.shop_name}</div>
      <div className="order-muted order-card-items">{itemsOf(row)}</div>
      <div className="order-card-foot">
        <span className="order-muted" data-testid="order-card-time">{formatDateTime(row.create_time)}</span>
        <strong className="order-card-total" aria-label={t(`${L}.payAmount`)}>¥{row.pay_amount}</strong>
      </div>
      <div className="order-card-actions">
        <OrderActions order={row} />
      </div>
    </article>
  );
}
