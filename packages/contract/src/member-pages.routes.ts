import type { EndpointRoutes } from './endpoint.ts';

/**
 * The routes (`EndpointRoute`) of the endpoint groups the member centre's first screens read: the
 * account (the overview a member lands on) and the ordering API (the shop). Zod-free, as
 * first-load.routes.ts: a page reads and writes by these routes and takes the types from the
 * endpoints with `import type`, so opening it evaluates no schema. The groups' endpoints spread
 * them (a contract test holds each group to its routes).
 */

const member = { member: true } as const;
/** Signed-in members, no per-endpoint rule (as the rest of the ordinary member API). */
const signedIn = { member: false } as const;

/** The routes of `accountEndpoints` (account.ts). */
export const accountRoutes = {
  balance: { method: 'GET', path: '/api/account/balance', audience: member },
  integral: { method: 'GET', path: '/api/account/integral', audience: member },
  overview: { method: 'GET', path: '/api/account/overview', audience: member },
  profile: { method: 'GET', path: '/api/account/profile', audience: member },
  editProfile: { method: 'POST', path: '/api/account/profile', audience: member },
  verification: { method: 'POST', path: '/api/account/verification', audience: signedIn },
  changeBind: { method: 'POST', path: '/api/account/changeBind', audience: signedIn },
  changePassword: { method: 'POST', path: '/api/account/changePassword', audience: member },
} as const satisfies EndpointRoutes;

/** The routes of `commerceEndpoints` (order.ts). */
export const commerceRoutes = {
  orders: { method: 'GET', path: '/api/order/index', audience: member },
  shops: { method: 'GET', path: '/api/shop/index', audience: signedIn },
  shop: { method: 'GET', path: '/api/shop/detail', audience: signedIn },
  shopProducts: { method: 'GET', path: '/api/shop/products', audience: signedIn },
  activities: { method: 'GET', path: '/api/activity/index', audience: signedIn },
  quote: { method: 'POST', path: '/api/order/quote', audience: signedIn },
  create: { method: 'POST', path: '/api/order/create', audience: signedIn },
  pay: { method: 'POST', path: '/api/order/pay', audience: signedIn },
  cancel: { method: 'POST', path: '/api/order/cancel', audience: signedIn },
  detail: { method: 'GET', path: '/api/order/detail', audience: signedIn },
  afterSales: { method: 'GET', path: '/api/order/afterSale', audience: signedIn },
  afterSale: { method: 'POST', path: '/api/order/afterSale', audience: signedIn },
  afterSaleCancel: { method: 'POST', path: '/api/order/afterSaleCancel', audience: signedIn },
  refunds: { method: 'GET', path: '/api/order/refunds', audience: signedIn },
} as const satisfies EndpointRoutes;
