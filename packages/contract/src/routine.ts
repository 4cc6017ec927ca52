import { z } from 'zod';
import { MOBILE_RE, PASSWORD_RE } from './auth.ts';

const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/**
 * `POST /admin/routine.AdminInfo/edit`: the signed-in admin's own profile. With `avatar` only the
 * avatar changes; otherwise the profile (an empty password keeps the current one).
 */
export const adminInfoEditInput = z.object({
  avatar: z.string().max(255).optional(),
  nickname: z.string().trim().min(1).max(50).optional(),
  email: emptyOr(z.string().trim().max(50).pipe(z.email())).optional(),
  mobile: emptyOr(z.string().trim().regex(MOBILE_RE, 'Please input correct mobile')).optional(),
  motto: z.string().max(255).optional(),
  password: emptyOr(z.string().regex(PASSWORD_RE, 'Password format error')).optional(),
  /** Required with a new password: the current one. */
  old_password: z.string().max(32).optional(),
});
export type AdminInfoEditInput = z.input<typeof adminInfoEditInput>;

/** `GET /admin/routine.AdminInfo/index` → `{info}`: the signed-in admin (times formatted in the site's zone). */
export interface AdminInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  /** 'YYYY-MM-DD HH:mm:ss', or '' before the first login. */
  last_login_time: string;
}

/** `POST /admin/ajax/clearCache`: `tp` (the server's caches) or `all`; both clear everything the server caches. */
export const clearCacheInput = z.object({
  type: z.enum(['tp', 'all']),
});
export type ClearCacheInput = z.input<typeof clearCacheInput>;
