import { memberRoutes, type EndpointInput, type EndpointOutput, type memberEndpoints } from '@app/contract';
import { routeCalls, type CallOptions } from './call';

/**
 * The member's sign-in, sign-out and the site's bootstrap (`memberEndpoints`): called by their
 * zod-free routes, since the member login's and the public site's first loads call them; their
 * types are the endpoints'.
 */
const api = routeCalls<typeof memberEndpoints>(memberRoutes);

/** The password login's input (registration shares the endpoint: api/account.ts). */
export type UserLoginPayload = Extract<EndpointInput<typeof memberEndpoints.checkIn>, { tab: 'login' }>;

/** The site bootstrap's answer. */
export type IndexData = EndpointOutput<typeof memberEndpoints.index>;

/** The login form's settings: the click captcha, the verification types, what registration needs. */
export const getCheckInConfig = () => api('checkInConfig', undefined);

export const userLogin = (payload: UserLoginPayload) => api('checkIn', payload);

export const userLogout = (refreshToken: string) => api('logout', { refreshToken });

/** Site bootstrap; `requiredLogin` makes the server answer 303/409 when the member is not logged in. */
export const getIndex = (requiredLogin = false, options?: CallOptions) => api('index', requiredLogin ? { requiredLogin: '1' } : {}, options);
