import type {
  ActivityRow, AfterSaleInput, AfterSaleRow, CommerceList, OrderCreateInput, OrderDetail, OrderListRow, OrderQuote, OrderQuoteInput, OrderStatus, ShopProductRow, ShopRow,
} from '@app/contract';
import { request } from './request';
import { toQueryString } from '../components/data-table/search-params';

export type { ActivityRow, AfterSaleRow, OrderDetail, OrderListRow, OrderQuote, OrderStatus, ShopProductRow, ShopRow } from '@app/contract';

/** The member ordering API (server `modules/commerce/routes.ts`). */

export function getShops(params: { page: number; limit: number; keyword?: string }) {
  return request<CommerceList<ShopRow>>({ url: '/api/shop/index', method: 'GET', params });
}

export function getShopProducts(params: { shop_id: number; page: number; limit: number; keyword?: string }) {
  return request<CommerceList<ShopProductRow>>({ url: '/api/shop/products', method: 'GET', params });
}

/** HQ's published activities running now and the shop's own. */
export function getActivities(shopId: number) {
  return request<{ list: ActivityRow[] }>({ url: '/api/activity/index', method: 'GET', params: { shop_id: shopId } });
}

/** What the order would cost now, priced by the server as `createOrder` prices it (the checkout's total). */
export function quoteOrder(data: OrderQuoteInput) {
  return request<OrderQuote>({ url: '/api/order/quote', method: 'POST', data });
}

export function createOrder(data: OrderCreateInput) {
  return request<{ row: OrderDetail }>({ url: '/api/order/create', method: 'POST', data }, { showSuccessMessage: true });
}

export function payWithBalance(id: number) {
  return request<{ row: OrderDetail }>({ url: '/api/order/pay', method: 'POST', data: { id, pay_type: 'balance' } }, { showSuccessMessage: true });
}

export function cancelOrder(id: number) {
  return request<{ row: OrderDetail }>({ url: '/api/order/cancel', method: 'POST', data: { id } }, { showSuccessMessage: true });
}

/** Own orders, newest first; `status` narrows to one status (the kit's member list protocol). */
export function getOrders({ page, limit, status }: { page: number; limit: number; status?: OrderStatus }) {
  const params: Record<string, unknown> = { page, limit };
  if (status) params.search = [{ field: 'status', val: status, operator: 'eq' }];
  return request<CommerceList<OrderListRow>>({ url: '/api/order/index', method: 'GET', params, paramsSerializer: { serialize: toQueryString } });
}

export function getOrder(id: number) {
  return request<{ row: OrderDetail }>({ url: '/api/order/detail', method: 'GET', params: { id } });
}

export function getAfterSales(orderId: number) {
  return request<{ list: AfterSaleRow[] }>({ url: '/api/order/afterSale', method: 'GET', params: { order_id: orderId } });
}

export function applyAfterSale(data: AfterSaleInput) {
  return request<{ row: AfterSaleRow }>({ url: '/api/order/afterSale', method: 'POST', data }, { showSuccessMessage: true });
}

export function withdrawAfterSale(id: number) {
  return request<{ row: AfterSaleRow }>({ url: '/api/order/afterSaleCancel', method: 'POST', data: { id } }, { showSuccessMessage: true });
}
