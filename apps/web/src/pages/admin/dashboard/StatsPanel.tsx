import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Empty, Segmented, Skeleton, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardStats, DashboardTopProduct, DashboardTopShop } from '@app/contract';
import { useAuth } from '../../../app/rules/auth-node';
import { useLayoutConfig } from '../../../stores/layout-config';

/** ECharts comes in its own chunk, asked for only when the dashboard shows its figures. */
const TrendChart = lazy(() => import('./TrendChart'));

type PeriodKey = keyof DashboardStats['periods'];
const PERIODS: PeriodKey[] = ['today', 'yesterday', 'days30'];

/** The pages the to-dos are handled on, by their figure's label: linked only for an admin who may open them. */
const TODO_PAGES = [
  { to: '/admin/order/order', label: 'ordersToFulfil' },
  { to: '/admin/shop/product', label: 'lowStock' },
  { to: '/admin/order/gatewayRefund', label: 'refundsToHandle' },
] as const;

function Figure({ label, value, hint, testId }: { label: string; value: string | number; hint?: string; testId: string }) {
  return (
    <div className="dashboard-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="dashboard-figure-value">{value}</dd>
      {hint && <dd className="dashboard-figure-hint">{hint}</dd>}
    </div>
  );
}

/**
 * The operator's figures (GET /admin/Dashboard/index `stats`): a period's sales, orders, members,
 * agents and commission; the commission owed; the 30-day trend; the top shops and products; the
 * to-dos.
 */
export function StatsPanel({ stats, loading, error, onRefresh }: { stats: DashboardStats | null; loading: boolean; error: boolean; onRefresh(): void }) {
  const { t } = useTranslation();
  const dark = useLayoutConfig((s) => s.layout.isDark);
  const can = useAuth();
  const [period, setPeriod] = useState<PeriodKey>('today');
  const p = (key: string) => `dashboard.stats.${key}`;
  const yuan = (value: string) => t(p('yuan'), { value });

  if (!stats) {
    return (
      <section className="dashboard-panel" aria-busy={loading}>
        {error ? <Alert type="error" showIcon message={t(p('loadFailed'))} action={<Button size="small" onClick={onRefresh}>{t(p('refresh'))}</Button>} /> : <Skeleton active title={false} />}
      </section>
    );
  }
  const f = stats.periods[period];
  const own = stats.scope === 'own_shops';
  // a page the admin may not open would only lead to the no-permission page: its figure stays, unlinked
  const links = TODO_PAGES.filter(({ to }) => can({ name: to }));
  const rank = { title: t(p('rank')), key: 'rank', width: 64, render: (_: unknown, __: unknown, i: number) => i + 1 };

  return (
    <>
      <section className="dashboard-panel" aria-labelledby="dashboard-figures-title" data-testid="dashboard-figures">
        <header className="dashboard-panel-head">
          <h2 id="dashboard-figures-title">{t(p('title'))}</h2>
          {own && <span className="dashboard-scope" data-testid="dashboard-scope">{t(p('scopeOwnShops'), { count: stats.shop_ids?.length ?? 0 })}</span>}
          <Segmented<PeriodKey>
            value={period}
            onChange={setPeriod}
            options={PERIODS.map((key) => ({ value: key, label: t(p(`periods.${key}`)) }))}
            data-testid="dashboard-period"
          />
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading} aria-label={t(p('refresh'))} />
        </header>
        <dl className="dashboard-figures">
          <Figure testId="figure-sales" label={t(p('sales'))} value={yuan(f.sales)} hint={t(p('paidAmount'), { paid: yuan(f.paid_amount), refunded: yuan(f.refund_amount) })} />
          <Figure testId="figure-paid-orders" label={t(p('paidOrders'))} value={f.paid_orders} />
          <Figure testId="figure-new-members" label={t(p(own ? 'newMembersOwn' : 'newMembers'))} value={f.new_members} />
          <Figure testId="figure-new-agents" label={t(p('newAgents'))} value={f.new_agents} />
          <Figure testId="figure-commission-pending" label={t(p('commissionPending'))} value={yuan(f.commission_pending)} />
          <Figure testId="figure-commission-settled" label={t(p('commissionSettled'))} value={yuan(f.commission_settled)} />
        </dl>
      </section>

      <div className="dashboard-grid">
        <section className="dashboard-panel dashboard-trend" aria-labelledby="dashboard-trend-title">
          <h2 id="dashboard-trend-title">{t(p('trend'))}</h2>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
            <TrendChart trend={stats.trend} dark={dark} />
          </Suspense>
        </section>
        <section className="dashboard-panel" aria-labelledby="dashboard-todo-title" data-testid="dashboard-todo">
          <h2 id="dashboard-todo-title">{t(p('todo'))}</h2>
          <dl className="dashboard-todo">
            <Figure testId="todo-orders" label={t(p('ordersToFulfil'))} value={stats.todo.orders_to_fulfil} />
            <Figure testId="todo-after-sales" label={t(p('afterSalesToReview'))} value={stats.todo.after_sales_to_review} />
            <Figure testId="todo-returns" label={t(p('returnsToReceive'))} value={stats.todo.returns_to_receive} />
            <Figure testId="todo-withdrawals" label={t(p('withdrawalsToReview'))} value={stats.todo.withdrawals_to_review} />
            <Figure testId="todo-refunds" label={t(p('refundsToHandle'))} value={stats.todo.refunds_to_handle} />
            <Figure testId="todo-low-stock" label={t(p('lowStock'))} value={stats.todo.low_stock} hint={t(p('lowStockHint'), { threshold: stats.todo.low_stock_threshold })} />
          </dl>
          <h2>{t(p('commission'))}</h2>
          <dl className="dashboard-todo">
            <Figure testId="commission-pending" label={t(p('pendingNow'))} value={yuan(stats.commission.pending)} />
            <Figure testId="commission-owed" label={t(p('owed'))} value={yuan(stats.commission.owed)} hint={t(p('owingAgents'), { count: stats.commission.owing_agents })} />
          </dl>
          {links.length > 0 && (
            <p className="dashboard-links" data-testid="dashboard-links">
              {links.map(({ to, label }) => (
                <Link key={to} to={to}>{t(p(label))}</Link>
              ))}
            </p>
          )}
        </section>
      </div>

      <div className="dashboard-grid dashboard-grid-even">
        <section className="dashboard-panel" aria-labelledby="dashboard-top-shops-title">
          <h2 id="dashboard-top-shops-title">{t(p('topShops'))}</h2>
          <Table<DashboardTopShop>
            size="small"
            pagination={false}
            rowKey="shop_id"
            data-testid="dashboard-top-shops"
            dataSource={stats.top_shops}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(p('empty'))} /> }}
            columns={[rank, { title: t(p('shop')), dataIndex: 'name' }, { title: t(p('orders')), dataIndex: 'paid_orders', align: 'right' }, { title: t(p('sales')), dataIndex: 'sales', align: 'right', render: yuan }]}
          />
        </section>
        <section className="dashboard-panel" aria-labelledby="dashboard-top-products-title">
          <h2 id="dashboard-top-products-title">{t(p('topProducts'))}</h2>
          <Table<DashboardTopProduct>
            size="small"
            pagination={false}
            rowKey="product_id"
            data-testid="dashboard-top-products"
            dataSource={stats.top_products}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(p('empty'))} /> }}
            columns={[rank, { title: t(p('product')), dataIndex: 'name' }, { title: t(p('quantity')), dataIndex: 'quantity', align: 'right' }, { title: t(p('sales')), dataIndex: 'sales', align: 'right', render: yuan }]}
          />
        </section>
      </div>
    </>
  );
}
