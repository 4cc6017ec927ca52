import type { EndpointRoutes } from './endpoint.ts';

/**
 * The routes (`EndpointRoute`) of the endpoint groups a first load calls: the logins, the
 * bootstraps, the logout and the token refresh. Zod-free, so a page names these endpoints without
 * loading zod; the groups' endpoints spread them (a contract test holds each group to its routes).
 * One file: the request layer's token refresh puts it in the web's entry chunk, so the routes of
 * the logins cost no request of their own.
 */

/** The routes of `adminIndexEndpoints` (admin-index.ts): the admin login, its second step, the logout, the bootstrap. */
export const adminIndexRoutes = {
  loginConfig: { method: 'GET', path: '/admin/Index/login', audience: 'none' },
  login: { method: 'POST', path: '/admin/Index/login', audience: 'none' },
  loginTwoFactor: { method: 'POST', path: '/admin/Index/loginTwoFactor', audience: 'none' },
  logout: { method: 'POST', path: '/admin/Index/logout', audience: 'none' },
  index: { method: 'GET', path: '/admin/Index/index', audience: { admin: false } },
} as const satisfies EndpointRoutes;

/** The routes of `memberEndpoints` (account.ts): the member login, the logout, the site's bootstrap and the codes. */
export const memberRoutes = {
  checkInConfig: { method: 'GET', path: '/api/user/checkIn', audience: 'none' },
  checkIn: { method: 'POST', path: '/api/user/checkIn', audience: 'none' },
  logout: { method: 'POST', path: '/api/user/logout', audience: 'none' },
  index: { method: 'GET', path: '/api/index/index', audience: 'none' },
  emsSend: { method: 'POST', path: '/api/Ems/send', audience: 'none' },
  smsSend: { method: 'POST', path: '/api/Sms/send', audience: 'none' },
  area: { method: 'GET', path: '/api/ajax/area', audience: 'none' },
  retrievePassword: { method: 'POST', path: '/api/account/retrievePassword', audience: 'none' },
} as const satisfies EndpointRoutes;

/** The routes of `commonEndpoints` (auth.ts): the click captcha and the token refresh. */
export const commonRoutes = {
  clickCaptcha: { method: 'GET', path: '/api/common/clickCaptcha', audience: 'none' },
  checkClickCaptcha: { method: 'POST', path: '/api/common/checkClickCaptcha', audience: 'none' },
  refreshToken: { method: 'POST', path: '/api/common/refreshToken', audience: 'none' },
} as const satisfies EndpointRoutes;
