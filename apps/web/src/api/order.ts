import { commerceEndpoints as api, type AfterSaleInput, type OrderCreateInput, type OrderQuoteInput, type OrderStatus } from '@app/contract';
import { call } from './endpoint';

export type { ActivityRow, AfterSaleRow, OrderDetail, OrderListRow, OrderQuote, OrderStatus, ShopProductRow, ShopRow } from '@app/contract';

/** The member ordering API (server `modules/commerce/routes.ts`). */

export function getShops(params: { page: number; limit: number; keyword?: string }) {
  return call(api.shops, params);
}

export function getShopProducts(params: { shop_id: number; page: number; limit: number; keyword?: string }) {
  return call(api.shopProducts, params);
}

/** HQ's published activities running now and the shop's own. */
export function getActivities(shopId: number) {
  return call(api.activities, { shop_id: shopId });
}

/** What the order would cost now, priced by the server as `createOrder` prices it (the checkout's total). */
export function quoteOrder(data: OrderQuoteInput) {
  return call(api.quote, data);
}

export function createOrder(data: OrderCreateInput) {
  return call(api.create, data, { showSuccessMessage: true });
}

export function payWithBalance(id: number) {
  return call(api.pay, { id, pay_type: 'balance' }, { showSuccessMessage: true });
}

export function cancelOrder(id: number) {
  return call(api.cancel, { id }, { showSuccessMessage: true });
}

/** Own orders, newest first; `status` narrows to one status (the kit's member list protocol). */
export function getOrders({ page, limit, status }: { page: number; limit: number; status?: OrderStatus }) {
  return call(api.orders, { page, limit, ...(status ? { search: [{ field: 'status', val: status, operator: 'eq' }] } : {}) });
}

export function getOrder(id: number) {
  return call(api.detail, { id });
}

export function getAfterSales(orderId: number) {
  return call(api.afterSales, { order_id: orderId });
}

export function applyAfterSale(data: AfterSaleInput) {
  return call(api.afterSale, data, { showSuccessMessage: true });
}

export function withdrawAfterSale(id: number) {
  return call(api.afterSaleCancel, { id }, { showSuccessMessage: true });
}
