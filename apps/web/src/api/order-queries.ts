import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AfterSaleInput, OrderCreateInput, OrderStatus } from '@app/contract';
import {
  applyAfterSale, cancelOrder, createOrder, getActivities, getAfterSales, getOrder, getOrders, getShopProducts, getShops, payWithBalance, quoteOrder, withdrawAfterSale,
} from './order';
import { accountKeys, moneyKeys, orderKeys, shopKeys } from './query-keys';
import type { Write } from './write';

/** The member's ordering reads: shops, their products and activities, own orders (keys: `shopKeys`, `orderKeys`). */
export const orderQueries = {
  shops: (params: { page: number; limit: number; keyword?: string }) =>
    queryOptions({ queryKey: shopKeys.list(params), queryFn: () => getShops(params), placeholderData: keepPreviousData }),
  products: (shopId: number, page: number, limit: number) =>
    queryOptions({
      queryKey: shopKeys.products(shopId, page),
      queryFn: () => getShopProducts({ shop_id: shopId, page, limit }),
      placeholderData: keepPreviousData,
    }),
  quote: (shopId: number, products: { product_id: number; quantity: number }[]) =>
    queryOptions({ queryKey: shopKeys.quote(shopId, products), queryFn: () => quoteOrder({ shop_id: shopId, products }) }),
  activities: (shopId: number) => queryOptions({ queryKey: shopKeys.activities(shopId), queryFn: async () => (await getActivities(shopId)).list }),
  orders: (params: { page: number; limit: number; status?: OrderStatus }) =>
    queryOptions({ queryKey: orderKeys.list(params), queryFn: () => getOrders(params), placeholderData: keepPreviousData }),
  order: (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: async () => (await getOrder(id)).row }),
  afterSales: (orderId: number) => queryOptions({ queryKey: orderKeys.afterSales(orderId), queryFn: async () => (await getAfterSales(orderId)).list }),
};

/** The member's order writes and the figures each changes. */
export const orderWrites = {
  /**
   * A new unpaid order: nothing is taken from stock or balance until it is paid. The balance is
   * read again for the dialog that offers to pay it (a top-up may have come meanwhile).
   */
  create: {
    run: async (data: OrderCreateInput) => (await createOrder(data)).row,
    touches: () => [orderKeys.lists(), accountKeys.info()],
  } satisfies Write<OrderCreateInput, unknown>,
  /** Paying with the balance: the order's status, the balance, and the shop's stock and sales. */
  pay: {
    run: async (id: number) => (await payWithBalance(id)).row,
    touches: (id: number) => [orderKeys.lists(), orderKeys.detail(id), ...moneyKeys(), shopKeys.allProducts()],
  } satisfies Write<number, unknown>,
  cancel: {
    run: async (id: number) => (await cancelOrder(id)).row,
    touches: (id: number) => [orderKeys.lists(), orderKeys.detail(id)],
  } satisfies Write<number, unknown>,
  applyAfterSale: {
    run: async (data: AfterSaleInput) => (await applyAfterSale(data)).row,
    touches: (data: AfterSaleInput) => [orderKeys.lists(), orderKeys.detail(Number(data.order_id)), orderKeys.afterSales(Number(data.order_id))],
  } satisfies Write<AfterSaleInput, unknown>,
  withdrawAfterSale: {
    run: async ({ id }: { id: number; orderId: number }) => (await withdrawAfterSale(id)).row,
    touches: ({ orderId }: { id: number; orderId: number }) => [orderKeys.lists(), orderKeys.detail(orderId), orderKeys.afterSales(orderId)],
  } satisfies Write<{ id: number; orderId: number }, unknown>,
};
