import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '@app/contract';
import type { OrderListRow, OrderStatus } from '../../../api/order';
import { orderQueries } from '../../../api/order-queries';
import { formatDateTime } from '../../../utils/date';
import { MemberCard } from '../account/MemberCard';
import { RefreshButton } from '../account/RefreshButton';
import { ORDER_COLORS, OrderDrawer } from './OrderDrawer';
import '../account/account.css';
import './order.css';

const L = 'member-order';
const PAGE_SIZE = 10;
const EMPTY: { list: OrderListRow[]; total: number } = { list: [], total: 0 };

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
    { key: 'products', title: t(`${L}.products`), render: (_, row) => row.products.map((p) => `${p.name} × ${p.quantity}`).join(', ') },
    { key: 'pay', dataIndex: 'pay_amount', title: t(`${L}.payAmount`), align: 'right', render: (v: string) => `¥${v}` },
    { key: 'status', dataIndex: 'status', title: t(`${L}.status`), render: (v: string) => <Tag color={ORDER_COLORS[v]}>{t(`${L}.statusOptions.${v}`)}</Tag> },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), width: 170, render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid="my-orders">
      <MemberCard title={<h1 className="member-page-title">{t(`${L}.ordersHeading`)}</h1>} extra={<RefreshButton loading={loading} onRefresh={refetch} />}>
        <Tabs
          activeKey={status || 'all'}
          onChange={(k) => (setStatus(k === 'all' ? '' : (k as OrderStatus)), setPage(1))}
          items={[{ key: 'all', label: t(`${L}.all`) }, ...ORDER_STATUSES.map((s) => ({ key: s, label: t(`${L}.statusOptions.${s}`) }))]}
        />
        <Table<OrderListRow>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data.list}
          scroll={{ x: 720 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: setPage }}
        />
      </MemberCard>
      <OrderDrawer id={openId} onClose={close} />
    </div>
  );
}
