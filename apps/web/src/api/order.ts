import { commerceEndpoints as api, type AfterSaleInput, type OrderCreateInput, type OrderStatus } from '@app/contract';
import { call } from './endpoint';

export type { ActivityRow, AfterSaleRow, OrderDetail, OrderListRow, OrderQuote, OrderStatus, ShopProductRow, ShopRow } from '@app/contract';

/** The member ordering API (server `modules/order/routes.ts`). */

export function createOrder(data: OrderCreateInput) {
  return call(api.create, data, { showSuccessMessage: true });
}

export function payWithBalance(id: number) {
  return call(api.pay, { id, pay_type: 'balance' }, { showSuccessMessage: true });
}

export function cancelOrder(id: number) {
  return call(api.cancel, { id }, { showSuccessMessage: true });
}

/** The input of own orders, newest first; `status` narrows to one status (the kit's member list protocol). */
export const ordersInput = ({ page, limit, status }: { page: number; limit: number; status?: OrderStatus }) => ({
  page,
  limit,
  ...(status ? { search: [{ field: 'status', val: status, operator: 'eq' }] } : {}),
});

export function applyAfterSale(data: AfterSaleInput) {
  return call(api.afterSale, data, { showSuccessMessage: true });
}

export function withdrawAfterSale(id: number) {
  return call(api.afterSaleCancel, { id }, { showSuccessMessage: true });
}
