import { adminIndexRoutes, type adminIndexEndpoints, type EndpointInput } from '@app/contract';
import { routeCalls } from './call';

/**
 * The back office's entry (`adminIndexEndpoints`): called by their zod-free routes, since the admin
 * login's first load calls them; their types are the endpoints'.
 */
const api = routeCalls<typeof adminIndexEndpoints>(adminIndexRoutes);

/** Whether the admin login asks for the click captcha. */
export const getAdminLoginConfig = () => api('loginConfig', undefined);

/** The password step: the session, or for an admin with a second factor a challenge to trade with a code (`loginTwoFactor`). */
export const adminLogin = (payload: EndpointInput<typeof adminIndexEndpoints.login>) => api('login', payload);

/** The login's second step: the challenge of the password step and a TOTP or recovery code. */
export const loginTwoFactor = (challenge: string, code: string) => api('loginTwoFactor', { challenge, code });

export const adminLogout = (refreshToken: string) => api('logout', { refreshToken });

/** The admin bootstrap: who is logged in, their menus and the site configuration. */
export const getAdminIndex = () => api('index', undefined);
