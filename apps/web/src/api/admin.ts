import { adminIndexEndpoints as api, dashboardEndpoints, routineEndpoints, type AdminLoginInput } from '@app/contract';
import { call } from './endpoint';

/** Whether the admin login asks for the click captcha. */
export const getAdminLoginConfig = () => call(api.loginConfig, undefined);

/** The password step: the session, or for an admin with a second factor a challenge to trade with a code (api/two-factor.ts). */
export const adminLogin = (payload: AdminLoginInput) => call(api.login, payload);

export const adminLogout = (refreshToken: string) => call(api.logout, { refreshToken });

/** The admin bootstrap: who is logged in, their menus and the site configuration. */
export const getAdminIndex = () => call(api.index, undefined);

/** Super admin: clear the server cache (`tp`: the framework cache, `all`: everything). */
export const clearServerCache = (type: 'tp' | 'all') => call(routineEndpoints.clearCache, { type }, { showSuccessMessage: true });

/** The dashboard's help text (the `dashboard` rule remark) and figures. */
export const getDashboardIndex = () => call(dashboardEndpoints.index, undefined, { showErrorMessage: false, showCodeMessage: false });
