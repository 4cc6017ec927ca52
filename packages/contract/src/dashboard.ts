/**
 * `GET /admin/Dashboard/index` (issue 14, item 4): the dashboard rule's help text (`remark`, as
 * in the reference) and the operator's figures, each limited to the admin's shops under the
 * "own shops" data scope. Money is a yuan string with two decimals; days are YYYY-MM-DD in the
 * site's time zone.
 */

/** The figures of one period: today, yesterday, or the last 30 days (today and the 29 before). */
export interface DashboardPeriod {
  /** Money received less money refunded in the period. */
  sales: string;
  paid_amount: string;
  refund_amount: string;
  /** Orders that became paid in the period. */
  paid_orders: number;
  /** Members who registered in the period (an own-shops admin: those of them who bought at the admin's shops). */
  new_members: number;
  /** Agents approved in the period (an own-shops admin: agents bound to the admin's shops). */
  new_agents: number;
  /** Commission earned in the period that is still pending. */
  commission_pending: string;
  /** Commission settled into agents' wallets in the period. */
  commission_settled: string;
}

export interface DashboardTrendDay {
  day: string;
  sales: string;
  paid_orders: number;
  new_members: number;
}

export interface DashboardTopShop {
  shop_id: number;
  name: string;
  sales: string;
  paid_orders: number;
}

export interface DashboardTopProduct {
  product_id: number;
  name: string;
  /** Net quantity sold (sold less refunded) in the last 30 days. */
  quantity: number;
  sales: string;
}

export interface DashboardTodo {
  /** Paid orders not handed over yet. */
  orders_to_fulfil: number;
  /** After-sales waiting for approval, and approved returns waiting for the goods. */
  after_sales_to_review: number;
  returns_to_receive: number;
  /** Withdrawals of commission waiting for review (by the agent's shop). */
  withdrawals_to_review: number;
  /** Shop products on sale with `low_stock_threshold` or fewer in stock. */
  low_stock: number;
  low_stock_threshold: number;
}

export interface DashboardStats {
  /** `all`: every shop; `own_shops`: the shops bound to the admin (`shop_ids`). */
  scope: 'all' | 'own_shops';
  shop_ids: number[] | null;
  time_zone: string;
  today: string;
  periods: { today: DashboardPeriod; yesterday: DashboardPeriod; days30: DashboardPeriod };
  /** Pending commission now (every day), and what agents owe now (reversals their wallets could not cover). */
  commission: { pending: string; owed: string; owing_agents: number };
  /** The last 30 days, oldest first, every day present. */
  trend: DashboardTrendDay[];
  /** Best 10 of the last 30 days by sales. */
  top_shops: DashboardTopShop[];
  top_products: DashboardTopProduct[];
  todo: DashboardTodo;
}

export interface DashboardIndex {
  remark: string;
  stats: DashboardStats;
}
