import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { accountQueries } from './account-queries';
import { orderQueries, orderWrites } from './order-queries';
import { agentQueries, agentWrites } from './agent-queries';
import { afterSaleAdminEndpoints, dashboardEndpoints, orderAdminEndpoints } from '@app/contract';
import { rowSteps } from './admin-queries';
import { endpointKey } from './endpoint';
import { envelope, fakeServer } from './test-server';
import { setFeedback } from './feedback';
import { useWrite, type Write } from './write';

// Every key a member or admin screen may hold (as its query builds it), so that a write touching more than it names shows.
const seeded: Record<string, QueryKey> = {
  info: accountQueries.info().queryKey,
  overview: accountQueries.overview().queryKey,
  balanceLog1: accountQueries.balanceLog(1, 10).queryKey,
  balanceLog2: accountQueries.balanceLog(2, 10).queryKey,
  integralLog1: accountQueries.integralLog(1, 10).queryKey,
  shops: orderQueries.shops({ page: 1, limit: 20 }).queryKey,
  productsShop1: orderQueries.products(1, 1, 12).queryKey,
  productsShop2: orderQueries.products(2, 1, 12).queryKey,
  activities: orderQueries.activities(1).queryKey,
  orders: orderQueries.orders({ page: 1, limit: 10 }).queryKey,
  unpaidOrders: orderQueries.orders({ page: 1, limit: 10, status: 'unpaid' }).queryKey,
  order7: orderQueries.order(7).queryKey,
  order8: orderQueries.order(8).queryKey,
  afterSales7: orderQueries.afterSales(7).queryKey,
  agentStatus: agentQueries.status().queryKey,
  commissions: agentQueries.commissions({ page: 1, limit: 10 }).queryKey,
  wallet: agentQueries.wallet({ page: 1, limit: 10 }).queryKey,
  withdrawals: agentQueries.withdrawals({ page: 1, limit: 10 }).queryKey,
  adminOrder7: endpointKey(orderAdminEndpoints.detail, { id: 7 }),
  adminAfterSale7: endpointKey(afterSaleAdminEndpoints.detail, { id: 7 }),
  adminDashboard: endpointKey(dashboardEndpoints.index),
};

let client: QueryClient;

beforeEach(() => {
  setFeedback({ success: () => {}, codeError: () => {}, httpError: () => {} });
  client = createQueryClient();
  for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });
});

/** Runs `write` as a screen does and names the seeded queries it left invalidated. */
async function invalidatedBy<Vars>(write: Write<Vars, unknown>, vars: Vars): Promise<string[]> {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useWrite(write), { wrapper });
  await result.current.mutateAsync(vars).catch(() => undefined);
  return Object.entries(seeded)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('writes invalidate exactly the keys they name', () => {
  beforeEach(() => {
    fakeServer(() => envelope(1, { row: { id: 7 } }));
  });

  it('paying an order: the order lists, that order, the balance (info, overview, every balance-log page) and every shop\'s stock', async () => {
    expect(await invalidatedBy(orderWrites.pay, 7)).toEqual(
      ['balanceLog1', 'balanceLog2', 'info', 'order7', 'orders', 'overview', 'productsShop1', 'productsShop2', 'unpaidOrders'],
    );
  });

  it('placing an order: the order lists and the balance offered to pay it', async () => {
    expect(await invalidatedBy(orderWrites.create, { shop_id: 1, products: [{ product_id: 1, quantity: 1 }], delivery_type: 'pickup' })).toEqual(
      ['info', 'orders', 'unpaidOrders'],
    );
  });

  it('cancelling an order: the lists and that order only (nothing was taken yet)', async () => {
    expect(await invalidatedBy(orderWrites.cancel, 7)).toEqual(['order7', 'orders', 'unpaidOrders']);
  });

  it('withdrawing an after-sale: the lists, its order and the order\'s after-sales', async () => {
    expect(await invalidatedBy(orderWrites.withdrawAfterSale, { id: 3, orderId: 7 })).toEqual(['afterSales7', 'order7', 'orders', 'unpaidOrders']);
  });

  it('a commission withdrawal: the withdrawals, the wallet and the balance', async () => {
    const apply = { channel: 'balance', amount: '10.00', account_name: '', account_no: '', bank_name: '', bank_branch: '' } as const;
    expect(await invalidatedBy(agentWrites.withdraw, apply)).toEqual(['balanceLog1', 'balanceLog2', 'info', 'overview', 'wallet', 'withdrawals']);
  });

  it('an admin action on an order: that order\'s detail (not the after-sale of the same id) and the dashboard\'s figures', async () => {
    expect(await invalidatedBy(rowSteps(orderAdminEndpoints.detail, 'order.Order'), { step: orderAdminEndpoints.refund, id: 7, data: { reason: 'x' } })).toEqual(['adminDashboard', 'adminOrder7']);
  });
});

describe('a refused write', () => {
  it('still reads again what it names: the balance the server has shows after a payment it refused', async () => {
    const calls = fakeServer(() => envelope(0, null, 'Insufficient balance'));
    expect(await invalidatedBy(orderWrites.pay, 7)).toContain('info');
    expect(calls).toHaveLength(1);
  });
});
