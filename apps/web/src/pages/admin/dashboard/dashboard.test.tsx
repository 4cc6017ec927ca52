import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { orderAdminEndpoints, type DashboardPeriod, type DashboardStats } from '@app/contract';
import { loadLangPacks } from '../../../lang/i18n';
import { useLayoutConfig } from '../../../stores/layout-config';
import { createQueryClient } from '../../../api/query-client';
import { rowSteps } from '../../../api/admin-queries';
import { envelope, fakeServer } from '../../../api/test-server';
import { invalidateTouched } from '../../../api/write';
import Dashboard from './index';

const period = (paidOrders: number): DashboardPeriod => ({
  sales: '0.00', paid_amount: '0.00', refund_amount: '0.00', paid_orders: paidOrders, new_members: 0, new_agents: 0,
  commission_pending: '0.00', commission_settled: '0.00',
});
const statsWith = (paidOrders: number): DashboardStats => ({
  scope: 'all', shop_ids: null, time_zone: 'Asia/Shanghai', today: '2026-10-30',
  periods: { today: period(paidOrders), yesterday: period(0), days30: period(paidOrders) },
  commission: { pending: '0.00', owed: '0.00', owing_agents: 0 },
  trend: [], top_shops: [], top_products: [],
  todo: { orders_to_fulfil: 0, after_sales_to_review: 0, returns_to_receive: 0, withdrawals_to_review: 0, refunds_to_handle: 0, low_stock: 0, low_stock_threshold: 10 },
});

beforeAll(async () => {
  useLayoutConfig.getState().setLang('en');
  await loadLangPacks(['dashboard']);
});

describe('dashboard page', () => {
  it("reads its figures again after an admin's action on a row, without a reload", async () => {
    let paidOrders = 2;
    fakeServer(() => envelope(1, { remark: 'Rule help', stats: statsWith(paidOrders) }));
    const client = createQueryClient();
    const router = createMemoryRouter([{ path: '/', element: <Dashboard /> }]);
    render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
    const paid = () => screen.getByTestId('figure-paid-orders').querySelector('.dashboard-figure-value')?.textContent;
    await waitFor(() => expect(paid()).toBe('2'));
    expect(screen.getByTestId('dashboard-remark').textContent).toBe('Rule help');

    paidOrders = 3; // an order paid meanwhile; the operator refunds another in its detail dialog
    await invalidateTouched(client, rowSteps(orderAdminEndpoints.detail, 'order.Order').touches({ step: orderAdminEndpoints.refund, id: 7 }));
    await waitFor(() => expect(paid()).toBe('3'));
  });
});
