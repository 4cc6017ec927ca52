import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * `GET /admin/Dashboard/index` (issue 14, item 4): the dashboard rule's help text (`remark`, as
 * in the reference) and the operator's figures, each limited to the admin's shops under the
 * "own shops" data scope. Money is a yuan string with two decimals; days are YYYY-MM-DD in the
 * site's time zone.
 */

/** The figures of one period: today, yesterday, or the last 30 days (today and the 29 before). */
export const dashboardPeriod = z.object({
  /** Money received less money refunded in the period. */
  sales: z.string(),
  paid_amount: z.string(),
  refund_amount: z.string(),
  /** Orders that became paid in the period. */
  paid_orders: z.number().int(),
  /** Members who registered in the period (an own-shops admin: those of them who bought at the admin's shops). */
  new_members: z.number().int(),
  /** Agents approved in the period (an own-shops admin: agents bound to the admin's shops). */
  new_agents: z.number().int(),
  /** Commission earned in the period that is still pending. */
  commission_pending: z.string(),
  /** Commission settled into agents' wallets in the period. */
  commission_settled: z.string(),
});
export type DashboardPeriod = z.output<typeof dashboardPeriod>;

export const dashboardTrendDay = z.object({ day: z.string(), sales: z.string(), paid_orders: z.number().int(), new_members: z.number().int() });
export type DashboardTrendDay = z.output<typeof dashboardTrendDay>;

export const dashboardTopShop = z.object({ shop_id: z.number().int(), name: z.string(), sales: z.string(), paid_orders: z.number().int() });
export type DashboardTopShop = z.output<typeof dashboardTopShop>;

export const dashboardTopProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  /** Net quantity sold (sold less refunded) in the last 30 days. */
  quantity: z.number().int(),
  sales: z.string(),
});
export type DashboardTopProduct = z.output<typeof dashboardTopProduct>;

export const dashboardTodo = z.object({
  /** Paid orders not handed over yet. */
  orders_to_fulfil: z.number().int(),
  /** After-sales waiting for approval, and approved returns waiting for the goods. */
  after_sales_to_review: z.number().int(),
  returns_to_receive: z.number().int(),
  /** Withdrawals of commission waiting for review (by the agent's shop). */
  withdrawals_to_review: z.number().int(),
  /** Gateway refunds an operator should look at: failed (to pay to the balance), or pending after the gateway refused the last try. */
  refunds_to_handle: z.number().int(),
  /** Shop products on sale with `low_stock_threshold` or fewer in stock. */
  low_stock: z.number().int(),
  low_stock_threshold: z.number().int(),
});
export type DashboardTodo = z.output<typeof dashboardTodo>;

export const dashboardStats = z.object({
  /** `all`: every shop; `own_shops`: the shops bound to the admin (`shop_ids`). */
  scope: z.enum(['all', 'own_shops']),
  shop_ids: z.array(z.number().int()).nullable(),
  time_zone: z.string(),
  today: z.string(),
  periods: z.object({ today: dashboardPeriod, yesterday: dashboardPeriod, days30: dashboardPeriod }),
  /** Pending commission now (every day), and what agents owe now (reversals their wallets could not cover). */
  commission: z.object({ pending: z.string(), owed: z.string(), owing_agents: z.number().int() }),
  /** The last 30 days, oldest first, every day present. */
  trend: z.array(dashboardTrendDay),
  /** Best 10 of the last 30 days by sales. */
  top_shops: z.array(dashboardTopShop),
  top_products: z.array(dashboardTopProduct),
  todo: dashboardTodo,
});
export type DashboardStats = z.output<typeof dashboardStats>;

export const dashboardIndex = z.object({ remark: z.string(), stats: dashboardStats });
export type DashboardIndex = z.output<typeof dashboardIndex>;

export const dashboardEndpoints = {
  /** Node `dashboard/index` (its menu is the auth area's). */
  index: endpoint({ method: 'GET', path: '/admin/Dashboard/index', audience: { admin: true }, output: dashboardIndex, summary: 'The dashboard: help text and figures' }),
};
