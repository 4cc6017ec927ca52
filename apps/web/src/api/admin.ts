import type { AdminLoginChallenge, DashboardIndex } from '@app/contract';
import { request } from './request';
import type { Rule } from './types';
import type { AdminInfo } from '../stores/admin-info';
import type { SiteConfig } from '../stores/site-config';

export interface AdminLoginPayload {
  username: string;
  password: string;
  keep: boolean;
  captchaId?: string;
  captchaInfo?: string;
}

export interface AdminIndexData {
  adminInfo: Omit<AdminInfo, 'token' | 'refresh_token'>;
  menus: Rule[];
  siteConfig: Partial<SiteConfig>;
  terminal: { phpDevelopmentServer?: boolean; npmPackageManager?: string };
}

/** Whether the admin login asks for the click captcha. */
export function getAdminLoginConfig() {
  return request<{ captcha: boolean }>({ url: '/admin/Index/login', method: 'GET' });
}

/** The password step: the session, or for an admin with a second factor a challenge to trade with a code (api/two-factor.ts). */
export function adminLogin(payload: AdminLoginPayload) {
  return request<{ userInfo: Omit<AdminInfo, 'super'> } | AdminLoginChallenge>({ url: '/admin/Index/login', method: 'POST', data: payload });
}

export function adminLogout(refreshToken: string) {
  return request<null>({ url: '/admin/Index/logout', method: 'POST', data: { refreshToken } });
}

/** The admin bootstrap: who is logged in, their menus and the site configuration. */
export function getAdminIndex() {
  return request<AdminIndexData>({ url: '/admin/Index/index', method: 'GET' });
}

/** Super admin: clear the server cache (`tp`: the framework cache, `all`: everything). */
export function clearServerCache(type: 'tp' | 'all') {
  return request<null>({ url: '/admin/ajax/clearCache', method: 'POST', data: { type } }, { showSuccessMessage: true });
}

/** The dashboard's help text (the `dashboard` rule remark). */
export function getDashboardIndex() {
  return request<Partial<DashboardIndex>>({ url: '/admin/Dashboard/index', method: 'GET' }, { showErrorMessage: false, showCodeMessage: false });
}
