import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail } from '@app/contract';
import { loadEnglishPacks } from '../../../test/lang';
import { useLayoutConfig } from '../../../stores/layout-config';
import { createQueryClient } from '../../../api/query-client';
import { envelope, fakeServer } from '../../../api/test-server';
import { OrderDrawer } from './OrderDrawer';

const order = (over: Partial<OrderDetail>): OrderDetail => ({
  id: 7, order_no: 'O7', shop_id: 1, shop_name: 'Shop', activity_id: null, activity_title: '', status: 'cancelled',
  goods_amount: '9.00', discount_amount: '0.00', pay_amount: '9.00', pay_type: '', paid_time: null, completed_time: null,
  cancelled_time: 1780000000, cancel_reason: '', refunded_time: null, refund_amount: '0.00', refund_reason: '',
  contact_name: '', contact_mobile: '', delivery_type: 'pickup', address: '', pickup_code: '', express_no: '',
  fulfilled_time: null, remark: '', create_time: 1780000000, products: [], logs: [], ...over,
} as OrderDetail);

function openWith(row: OrderDetail) {
  fakeServer((config) => (config.url === '/api/order/detail' ? envelope(1, { row }) : envelope(1, { list: [] })));
  render(<QueryClientProvider client={createQueryClient()}><OrderDrawer id={7} onClose={() => undefined} /></QueryClientProvider>);
}

beforeAll(async () => {
  useLayoutConfig.getState().setLang('en');
  await loadEnglishPacks(['member-order', 'member-order-shared']);
});

describe("an order's cancel reason", () => {
  it('shows a code the system wrote in the reader\'s language, never the code', async () => {
    openWith(order({ cancel_reason: 'timeout' }));
    expect(await screen.findByText('Not paid in time, cancelled automatically')).toBeTruthy();
    expect(screen.queryByText('timeout')).toBeNull();
  });

  it("shows a person's own reason as written", async () => {
    openWith(order({ cancel_reason: 'Ordered the wrong size' }));
    expect(await screen.findByText('Ordered the wrong size')).toBeTruthy();
  });
});
