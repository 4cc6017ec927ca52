import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { commerceRoutes as api, memberRoutes, type AfterSaleInput, type commerceEndpoints, type OrderCreateInput, type OrderStatus } from '@app/contract';
import { routeReads, touchedKeys } from './endpoint';
import { routeKey } from './query-keys';
import { applyAfterSale, cancelOrder, createOrder, ordersInput, payWithBalance, withdrawAfterSale } from './order';
import { moneyTouches } from './account-queries';
import type { Write } from './write';

/** The ordering API's reads by their zod-free routes. */
const read = routeReads<typeof commerceEndpoints>(api);

/** The member's ordering reads: shops, their products and activities, own orders (keyed by their endpoints' routes). */
export const orderQueries = {
  /** With the member's `lng`/`lat`: nearest first, each with its distance in metres. */
  shops: (params: { page: number; limit: number; keyword?: string; lng?: number; lat?: number }) => queryOptions({ ...read('shops', params), placeholderData: keepPreviousData }),
  products: (shopId: number, page: number, limit: number) =>
    queryOptions({ ...read('shopProducts', { shop_id: shopId, page, limit }), placeholderData: keepPreviousData }),
  /** The server's pricing of a cart at checkout. */
  quote: (shopId: number, products: { product_id: number; quantity: number }[]) => read('quote', { shop_id: shopId, products }),
  activities: (shopId: number) => queryOptions({ ...read('activities', { shop_id: shopId }), select: (data) => data.list }),
  orders: (params: { page: number; limit: number; status?: OrderStatus }) => queryOptions({ ...read('orders', ordersInput(params)), placeholderData: keepPreviousData }),
  order: (id: number) => queryOptions({ ...read('detail', { id }), select: (data) => data.row }),
  afterSales: (orderId: number) => queryOptions({ ...read('afterSales', { order_id: orderId }), select: (data) => data.list }),
  /** The order's refunds sent to its payment gateway (WeChat Pay) and where each stands. */
  refunds: (orderId: number) => queryOptions({ ...read('refunds', { order_id: orderId }), select: (data) => data.list }),
};

/** One order's detail, and with its after-sales (the lists are `api.orders`: every page and filter). */
const detail = (id: number) => routeKey(api.detail, { id });
const withAfterSales = (id: number) => [detail(id), routeKey(api.afterSales, { order_id: id })];

/** The member's order writes and the figures each changes. */
export const orderWrites = {
  /**
   * A new unpaid order: nothing is taken from stock or balance until it is paid. The balance is
   * read again for the dialog that offers to pay it (a top-up may have come meanwhile).
   */
  create: {
    run: async (data: OrderCreateInput) => (await createOrder(data)).row,
    touches: () => touchedKeys([api.orders, memberRoutes.index]),
  } satisfies Write<OrderCreateInput, unknown>,
  /** Paying with the balance: the order's status, the balance, and every shop's stock and sales. */
  pay: {
    run: async (id: number) => (await payWithBalance(id)).row,
    touches: (id: number) => [...touchedKeys([api.orders, ...moneyTouches(), api.shopProducts]), detail(id)],
  } satisfies Write<number, unknown>,
  cancel: {
    run: async (id: number) => (await cancelOrder(id)).row,
    touches: (id: number) => [...touchedKeys([api.orders]), detail(id)],
  } satisfies Write<number, unknown>,
  applyAfterSale: {
    run: async (data: AfterSaleInput) => (await applyAfterSale(data)).row,
    touches: (data: AfterSaleInput) => [...touchedKeys([api.orders]), ...withAfterSales(Number(data.order_id))],
  } satisfies Write<AfterSaleInput, unknown>,
  withdrawAfterSale: {
    run: async ({ id }: { id: number; orderId: number }) => (await withdrawAfterSale(id)).row,
    touches: ({ orderId }: { id: number; orderId: number }) => [...touchedKeys([api.orders]), ...withAfterSales(orderId)],
  } satisfies Write<{ id: number; orderId: number }, unknown>,
};
