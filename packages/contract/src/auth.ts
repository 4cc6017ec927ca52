import { z } from 'zod';
import { flag } from './crud.ts';
import { ADMIN_USERNAME_LENGTH } from './auth-limits.ts';

/** Account names: 3–15 characters after a leading letter, letters, digits and underscore. */
export const ACCOUNT_RE = /^[a-zA-Z][a-zA-Z0-9_]{2,15}$/;
/** 6–32 characters without & < > " ' or line breaks. */
export const PASSWORD_RE = /^(?!.*[&<>"'\n\r]).{6,32}$/;
export const MOBILE_RE = /^1[3-9]\d{9}$/;


const captchaFields = {
  captchaId: z.string().max(100).optional(),
  captchaInfo: z.string().max(200).optional(),
};

export const adminLoginInput = z.object({
  username: z.string().trim().min(ADMIN_USERNAME_LENGTH.min).max(ADMIN_USERNAME_LENGTH.max),
  password: z.string().regex(PASSWORD_RE, 'Password format error'),
  keep: flag.optional().default(false),
  ...captchaFields,
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

export const memberLoginInput = z.object({
  tab: z.enum(['login', 'register']),
  username: z.string().trim().min(1).max(50),
  password: z.string().regex(PASSWORD_RE, 'Password format error'),
  keep: flag.optional().default(false),
  ...captchaFields,
});
export type MemberLoginInput = z.input<typeof memberLoginInput>;

export const logoutInput = z.object({ refreshToken: z.string().max(100).optional().default('') }).optional().default({ refreshToken: '' });

export const refreshTokenInput = z.object({ refreshToken: z.string().min(1).max(100) });

export const clickCaptchaQuery = z.object({ id: z.string().min(1).max(100) });
export const checkClickCaptchaInput = z.object({
  id: z.string().min(1).max(100),
  info: z.string().min(1).max(200),
  unset: flag.optional().default(false),
});

/** The signed-in admin that both logins answer (`{userInfo}`); `last_login_time` formatted in the site's zone. */
export const adminUserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  last_login_time: z.string(),
  token: z.string(),
  refresh_token: z.string(),
});
export type AdminUserInfo = z.output<typeof adminUserInfo>;

export interface MemberUserInfo {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  gender: 0 | 1 | 2;
  birthday: string | null;
  money: string;
  score: number;
  join_time: number | null;
  motto: string;
  last_login_time: number | null;
  last_login_ip: string;
  token: string;
  refresh_token: string;
}
