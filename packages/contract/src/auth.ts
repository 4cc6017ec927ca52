import { z } from 'zod';
import { flag } from './crud.ts';
import { ADMIN_USERNAME_LENGTH } from './auth-limits.ts';
import { endpoint } from './endpoint.ts';
import { commonRoutes } from './first-load.routes.ts';

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

export const memberUserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.string().nullable(),
  money: z.string(),
  score: z.number().int(),
  join_time: z.number().int().nullable(),
  motto: z.string(),
  last_login_time: z.number().int().nullable(),
  last_login_ip: z.string(),
  token: z.string(),
  refresh_token: z.string(),
});
export type MemberUserInfo = z.output<typeof memberUserInfo>;

/** A click captcha to solve: the labels to click in order, on a PNG. */
export const clickCaptchaData = z.object({
  id: z.string(),
  /** Labels of the targets, in the order they must be clicked. */
  text: z.array(z.string()),
  /** data:image/png;base64,… */
  base64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ClickCaptchaData = z.output<typeof clickCaptchaData>;

/** `/api/common/*`: the click captcha (reference 14.1) and the token refresh (2.6); no login. */
export const commonEndpoints = {
  clickCaptcha: endpoint({
    ...commonRoutes.clickCaptcha,
    input: clickCaptchaQuery,
    output: clickCaptchaData,
    summary: 'A new click captcha for a client-chosen id',
  }),
  checkClickCaptcha: endpoint({
    ...commonRoutes.checkClickCaptcha,
    input: checkClickCaptchaInput,
    output: z.null(),
    summary: 'Check the clicked points (unset consumes the captcha)',
  }),
  refreshToken: endpoint({
    ...commonRoutes.refreshToken,
    input: refreshTokenInput,
    output: z.object({ type: z.enum(['admin-refresh', 'user-refresh']), token: z.string() }),
    summary: 'A new access token for a refresh token',
  }),
};
