import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DashboardPeriod, DashboardStats } from '@app/contract';
import { loadLangPacks } from '../../../lang/i18n';
import { useAdminInfo } from '../../../stores/admin-info';
import { useLayoutConfig } from '../../../stores/layout-config';
import { useNavTabs } from '../../../stores/nav-tabs';
import { StatsPanel } from './StatsPanel';
import { trendOption } from './TrendChart';

const period = (over: Partial<DashboardPeriod>): DashboardPeriod => ({
  sales: '0.00', paid_amount: '0.00', refund_amount: '0.00', paid_orders: 0, new_members: 0, new_agents: 0,
  commission_pending: '0.00', commission_settled: '0.00', ...over,
});

const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const stats: DashboardStats = {
  scope: 'own_shops',
  shop_ids: [3, 4],
  time_zone: 'Asia/Shanghai',
  today: days[29],
  periods: {
    today: period({ sales: '41.00', paid_amount: '95.00', refund_amount: '54.00', paid_orders: 5, new_members: 2, new_agents: 1, commission_pending: '1.50', commission_settled: '3.00' }),
    yesterday: period({ sales: '12.30', paid_orders: 2 }),
    days30: period({ sales: '1234.56', paid_orders: 77, new_members: 9 }),
  },
  commission: { pending: '8.00', owed: '7.50', owing_agents: 2 },
  trend: days.map((day, i) => ({ day, sales: i === 29 ? '41.00' : '0.00', paid_orders: i === 29 ? 5 : 0, new_members: 0 })),
  top_shops: [{ shop_id: 3, name: 'Shop A', sales: '38.00', paid_orders: 4 }],
  top_products: [{ product_id: 7, name: 'Tea', quantity: 3, sales: '30.00' }, { product_id: 8, name: 'Cake', quantity: 2, sales: '8.00' }],
  todo: { orders_to_fulfil: 4, after_sales_to_review: 1, returns_to_receive: 0, withdrawals_to_review: 3, refunds_to_handle: 0, low_stock: 2, low_stock_threshold: 10 },
};

function renderPanel(props: Partial<Parameters<typeof StatsPanel>[0]> = {}) {
  const onRefresh = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <StatsPanel stats={stats} loading={false} error={false} onRefresh={onRefresh} {...props} /> }]);
  render(<RouterProvider router={router} />);
  return onRefresh;
}

const figure = (testId: string) => screen.getByTestId(testId).querySelector('.dashboard-figure-value')!.textContent;

beforeAll(async () => {
  useLayoutConfig.getState().setLang('en');
  await loadLangPacks(['dashboard']);
});

describe('dashboard figures', () => {
  it("shows a period's figures and switches between today, yesterday and 30 days", () => {
    renderPanel();
    expect(figure('figure-sales')).toBe('¥41.00');
    expect(screen.getByTestId('figure-sales').textContent).toContain('Received ¥95.00 · refunded ¥54.00');
    expect(figure('figure-paid-orders')).toBe('5');
    expect(figure('figure-commission-settled')).toBe('¥3.00');
    // an own-shops admin is told so, and the member figure says what it counts
    expect(screen.getByTestId('dashboard-scope').textContent).toContain('Only the 2 shop(s) you manage');
    expect(screen.getByTestId('figure-new-members').textContent).toContain('New members (bought at your shops)');
    fireEvent.click(screen.getByText('Last 30 days'));
    expect(figure('figure-sales')).toBe('¥1234.56');
    expect(figure('figure-paid-orders')).toBe('77');
    fireEvent.click(screen.getByText('Yesterday'));
    expect(figure('figure-sales')).toBe('¥12.30');
  });

  it('lists the to-dos, the commission owed and the top shops and products', () => {
    renderPanel();
    const todo = within(screen.getByTestId('dashboard-todo'));
    expect(todo.getByTestId('todo-orders').querySelector('.dashboard-figure-value')!.textContent).toBe('4');
    expect(todo.getByTestId('todo-low-stock').textContent).toContain('Stock of 10 or less');
    expect(todo.getByTestId('todo-withdrawals').querySelector('.dashboard-figure-value')!.textContent).toBe('3');
    expect(figure('commission-owed')).toBe('¥7.50');
    expect(screen.getByTestId('commission-owed').textContent).toContain('2 agent(s)');
    const products = within(screen.getByTestId('dashboard-top-products'));
    expect(products.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1Tea3¥30.00', '2Cake2¥8.00']);
    expect(within(screen.getByTestId('dashboard-top-shops')).getByText('Shop A')).toBeTruthy();
  });

  it('draws the trend with ECharts in its own chunk, dark in dark mode', async () => {
    renderPanel();
    const chart = await screen.findByTestId('dashboard-trend-chart');
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const light = trendOption(stats.trend, { sales: 'S', orders: 'O', members: 'M' }, false);
    const dark = trendOption(stats.trend, { sales: 'S', orders: 'O', members: 'M' }, true);
    expect(light.series[0].data.at(-1)).toBe(41);
    expect(light.series[1].data.at(-1)).toBe(5);
    expect(light.xAxis.data[0]).toBe('10-01');
    expect(dark.legend.textStyle.color).not.toBe(light.legend.textStyle.color);
    useLayoutConfig.setState((s) => ({ layout: { ...s.layout, isDark: true } }));
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-trend-chart').querySelector('svg')).not.toBeNull());
  });

  it('links a to-do to its page only for an admin who may open that page; the figures stay for everyone', () => {
    const links = () => screen.queryByTestId('dashboard-links')?.querySelectorAll('a') ?? [];
    const hrefs = () => [...links()].map((a) => a.getAttribute('href'));
    // the dashboard and the members' list only: no link at all, the to-do figures still shown
    useAdminInfo.setState({ super: false });
    useNavTabs.setState({ authNode: new Map([['/admin/dashboard', ['/admin/dashboard/index']], ['/admin/user/user', ['/admin/user/user/index']]]) });
    renderPanel();
    expect(screen.queryByTestId('dashboard-links')).toBeNull();
    expect(figure('todo-orders')).toBe('4');
    expect(figure('todo-low-stock')).toBe('2');
    cleanup();

    // the orders page granted: its link only
    useNavTabs.setState({ authNode: new Map([['/admin/order/order', ['/admin/order/order/index']]]) });
    renderPanel();
    expect(hrefs()).toEqual(['/admin/order/order']);
    expect(screen.getByRole('link', { name: 'Orders to hand over' })).toBeTruthy();
  });

  it('links every to-do for a super administrator', () => {
    useAdminInfo.setState({ super: true });
    useNavTabs.setState({ authNode: new Map() });
    renderPanel();
    expect([...screen.getByTestId('dashboard-links').querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/admin/order/order', '/admin/shop/product', '/admin/order/gatewayRefund']);
    useAdminInfo.setState({ super: false });
  });

  it('offers a retry when the figures could not be loaded', () => {
    const onRefresh = renderPanel({ stats: null, error: true });
    expect(screen.getByText('The figures could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByText('Refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
