import type { RegisterVerification } from '@app/contract';
import { request, type RequestOptions } from './request';
import type { Rule } from './types';
import type { UserInfo } from '../stores/user-info';
import type { SiteConfig } from '../stores/site-config';

export interface UserLoginPayload {
  tab: 'login';
  username: string;
  password: string;
  keep: boolean;
  captchaId?: string;
  captchaInfo?: string;
}

export interface CheckInConfig {
  userLoginCaptchaSwitch: boolean;
  accountVerificationType: ('email' | 'mobile')[];
  /** What registration needs besides username and password: the click captcha only, or a code. */
  registerVerification: RegisterVerification;
}

export interface IndexData {
  site: Partial<SiteConfig>;
  openMemberCenter: boolean;
  /** An empty array when nobody is logged in. */
  userInfo: Partial<UserInfo> | [];
  /** Public-site routes, header navigation, member dropdown entries and buttons. */
  rules: Rule[];
  /** The member-centre sidebar (only when logged in). */
  menus: Rule[];
}

export function getCheckInConfig() {
  return request<CheckInConfig>({ url: '/api/user/checkIn', method: 'GET' });
}

export function userLogin(payload: UserLoginPayload) {
  return request<{ userInfo: Partial<UserInfo>; routePath?: string }>({
    url: '/api/user/checkIn',
    method: 'POST',
    data: payload,
  });
}

export function userLogout(refreshToken: string) {
  return request<null>({ url: '/api/user/logout', method: 'POST', data: { refreshToken } });
}

/** Site bootstrap; `requiredLogin` makes the server answer 303/409 when the member is not logged in. */
export function getIndex(requiredLogin = false, options?: RequestOptions) {
  return request<IndexData>(
    { url: '/api/index/index', method: 'GET', params: requiredLogin ? { requiredLogin: 1 } : undefined },
    options,
  );
}
