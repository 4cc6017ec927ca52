import type { QueryKey } from '@tanstack/react-query';

/**
 * The query keys of every read, one factory per area. A key starts with its area and then the
 * figure it shows, so a write invalidates a prefix (`account.money()`) and every page, filter
 * and id below it is read again. Writes name what they touch in `*-queries.ts`. The keys of
 * declared endpoints are derived from them (`endpointKey`, endpoint.ts).
 */

/** The signed-in member's own account: the info (balance, score), the overview, the logs. */
export const accountKeys = {
  all: ['account'] as const,
  /** The member info of `/api/index/index` (what the user store holds). */
  info: () => ['account', 'info'] as const,
  overview: () => ['account', 'overview'] as const,
  balanceLogs: () => ['account', 'balance-log'] as const,
  balanceLog: (page: number) => ['account', 'balance-log', page] as const,
  integralLogs: () => ['account', 'integral-log'] as const,
  integralLog: (page: number) => ['account', 'integral-log', page] as const,
};

/** What a change of the balance shows on: the info, the overview's chart, the balance log. */
export const moneyKeys = (): QueryKey[] => [accountKeys.info(), accountKeys.overview(), accountKeys.balanceLogs()];
/** What a change of the score shows on. */
export const scoreKeys = (): QueryKey[] => [accountKeys.info(), accountKeys.overview(), accountKeys.integralLogs()];

/** The shops a member orders from: their products (stock, sales) and activities. */
export const shopKeys = {
  all: ['shop'] as const,
  list: (params: { page: number; limit: number; keyword?: string }) => ['shop', 'list', params] as const,
  /** Every shop's products (a payment changes stock and sales). */
  allProducts: () => ['shop', 'products'] as const,
  products: (shopId: number, page: number) => ['shop', 'products', shopId, page] as const,
  activities: (shopId: number) => ['shop', 'activities', shopId] as const,
  /** The server's pricing of a cart at checkout. */
  quote: (shopId: number, products: { product_id: number; quantity: number }[]) => ['shop', 'quote', shopId, products] as const,
};

/** The member's own orders and their after-sales. */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => ['order', 'list'] as const,
  list: (params: { page: number; limit: number; status?: string }) => ['order', 'list', params] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
  afterSales: (orderId: number) => ['order', 'after-sales', orderId] as const,
};

/** The agent centre: status and team, commissions, the commission wallet, withdrawals. */
export const agentKeys = {
  all: ['agent'] as const,
  status: () => ['agent', 'status'] as const,
  team: (params: { level: 1 | 2; page: number; limit: number }) => ['agent', 'team', params] as const,
  commissions: (params: { status?: string; page: number; limit: number }) => ['agent', 'commissions', params] as const,
  /** Every page of the wallet (its totals are on each). */
  wallets: () => ['agent', 'wallet'] as const,
  wallet: (params: { page: number; limit: number }) => ['agent', 'wallet', params] as const,
  allWithdrawals: () => ['agent', 'withdrawals'] as const,
  withdrawals: (params: { page: number; limit: number }) => ['agent', 'withdrawals', params] as const,
};

/**
 * The back office: a resource's tables by controller path (`order.Order`; each DataTable of the
 * resource, whatever its filter, is below `table(path)`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  table: (path: string) => ['admin', 'table', path] as const,
  /** The signed-in admin's own profile. */
  info: () => ['admin', 'info'] as const,
};

/**
 * The roots of the keys of declared endpoints (endpoint.ts), by audience: the admin's share the
 * back office's root (`adminKeys.all`), the member's are dropped with the member's other figures.
 */
export const endpointRoots = {
  admin: ['admin'] as const,
  member: ['member'] as const,
  public: ['public'] as const,
};
