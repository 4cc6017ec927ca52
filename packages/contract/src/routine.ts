import { z } from 'zod';
import { MOBILE_RE, PASSWORD_RE } from './auth.ts';
import { endpoint, fileEndpoint } from './endpoint.ts';
import { intInput } from './numbers.ts';
import { terminalRoute } from './terminal.routes.ts';

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
export const adminInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  mobile: z.string(),
  motto: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', or '' before the first login. */
  last_login_time: z.string(),
});
export type AdminInfo = z.output<typeof adminInfo>;

/** `POST /admin/ajax/clearCache`: `tp` (the server's caches) or `all`; both clear everything the server caches. */
export const clearCacheInput = z.object({
  type: z.enum(['tp', 'all']),
});
export type ClearCacheInput = z.input<typeof clearCacheInput>;

/** `POST /admin/ajax/changeTerminalConfig` (super administrators): the terminal's package manager and port. */
export const PACKAGE_MANAGERS = ['npm', 'cnpm', 'pnpm', 'yarn', 'ni', 'none'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const changeTerminalConfigInput = z.object({
  manager: z.enum(PACKAGE_MANAGERS).optional(),
  port: intInput(1, 65535).optional(),
});

/** `GET /admin/ajax/terminal`: the command to run and what every message echoes; the token in the query (an EventSource sends no headers). */
export const terminalQuery = z.object({
  command: z.string().optional().describe('whitelisted command key, e.g. version.node or web-build.npm'),
  uuid: z.string().optional().describe("the client's task id, echoed in every message"),
  extend: z.string().optional().describe('opaque string echoed in every message'),
  batoken: z.string().optional().describe('admin access token (EventSource cannot send headers)'),
  server: z.string().optional(),
});
export type TerminalQuery = z.input<typeof terminalQuery>;

/** The endpoints of the signed-in admin's profile and of the back office's helpers. */
export const routineEndpoints = {
  adminInfo: endpoint({ method: 'GET', path: '/admin/routine.AdminInfo/index', audience: { admin: true }, output: z.object({ info: adminInfo }), summary: 'My profile' }),
  editAdminInfo: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/edit',
    audience: { admin: true },
    input: adminInfoEditInput,
    output: z.null(),
    summary: 'Save my profile; with `avatar`, only the avatar',
  }),
  /** Login only, no permission node (reference appendix C). */
  clearCache: endpoint({
    method: 'POST',
    path: '/admin/ajax/clearCache',
    audience: { admin: false },
    input: clearCacheInput,
    output: z.null(),
    summary: "Clear the server's caches (type tp or all)",
  }),
  /** The path's node (`ajax/changeterminalconfig`) is seeded for no one: the route refuses anyone but a super administrator even if an operator adds it. */
  changeTerminalConfig: endpoint({
    method: 'POST',
    path: '/admin/ajax/changeTerminalConfig',
    audience: { admin: true },
    input: changeTerminalConfigInput,
    output: z.object({}),
    summary: "Change the terminal's package manager and port",
  }),
  /**
   * An event stream of unnamed messages `{data, uuid, extend, key}` (reference 12.2). No guard:
   * the route checks the query's token (a super administrator) itself and refuses in the stream.
   */
  terminal: fileEndpoint({
    ...terminalRoute,
    input: terminalQuery,
    file: ['text/event-stream'],
    summary: 'Run a whitelisted command (super admin); output as an event stream',
  }),
};
