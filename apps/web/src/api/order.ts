import { commerceRoutes, type AfterSaleInput, type commerceEndpoints, type OrderCreateInput, type OrderStatus } from '@app/contract';
import { routeCalls } from './call';

/** The ordering API by its zod-free routes, typed by its endpoints: the shop page evaluates no schema. */
const api = routeCalls<typeof commerceEndpoints>(commerceRoutes);

export type { ActivityRow, AfterSaleRow, OrderDetail, OrderListRow, OrderQuote, OrderStatus, ShopProductRow, ShopRow } from '@app/contract';

/** The member ordering API (server `modules/order/routes.ts`). */

export function createOrder(data: OrderCreateInput) {
  return api('create', data, { showSuccessMessage: true });
}

export function payWithBalance(id: number) {
  return api('pay', { id, pay_type: 'balance' }, { showSuccessMessage: true });
}

export function cancelOrder(id: number) {
  return api('cancel', { id }, { showSuccessMessage: true });
}

/** The input of own orders, newest first; `status` narrows to one status (the kit's member list protocol). */
export const ordersInput = ({ page, limit, status }: { page: number; limit: number; status?: OrderStatus }) => ({
  page,
  limit,
  ...(status ? { search: [{ field: 'status', val: status, operator: 'eq' }] } : {}),
});

export function applyAfterSale(data: AfterSaleInput) {
  return api('afterSale', data, { showSuccessMessage: true });
}

export function withdrawAfterSale(id: number) {
  return api('afterSaleCancel', { id }, { showSuccessMessage: true });
}
