import { z } from 'zod';
import { adminLoginInput, adminUserInfo, logoutInput } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { adminIndexRoutes } from './first-load.routes.ts';
import { adminLoginChallenge, adminLoginDone, adminLoginTwoFactorInput } from './two-factor.ts';
import { RULE_EXTENDS, RULE_MENU_TYPES, RULE_TYPES } from './admin-rbac.ts';

/**
 * The back office's entry (`/admin/Index/*`, reference 2.5, 2.7, 3.1): the login, the logout and
 * the bootstrap (who is signed in, their menus, the site's settings).
 */

/** The upload settings the pickers check a file against before sending it. */
export const clientUploadConfig = z.object({
  mode: z.string(),
  maxsize: z.number(),
  videoMaxsize: z.number(),
  /** Comma-separated extensions or mime patterns, or `*`. */
  mimetype: z.string(),
  savename: z.string(),
  maxSize: z.number(),
  saveName: z.string(),
  allowedSuffixes: z.string(),
  allowedMimeTypes: z.array(z.string()),
});

/** The site block of both bootstraps (`/admin/Index/index`, `/api/index/index`). */
export const siteConfigBlock = z.object({
  siteName: z.string(),
  recordNumber: z.string(),
  version: z.string(),
  /** The site time zone (config centre), in which clients show times. */
  timeZone: z.string(),
  cdnUrl: z.string(),
  apiUrl: z.string(),
  upload: clientUploadConfig,
  /** The map tiles of the position pickers: a Leaflet URL template, its subdomains and the credit. */
  map: z.object({ tileUrl: z.string(), subdomains: z.string(), attribution: z.string() }),
  headNav: z.array(z.never()),
  initialize: z.object({ admin: z.boolean(), user: z.boolean() }),
});
export type SiteConfigBlock = z.output<typeof siteConfigBlock>;

/** One menu of the bootstrap's tree (a granted admin rule, its title translated). */
export interface AdminMenu {
  id: number;
  pid: number;
  type: (typeof RULE_TYPES)[number];
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: (typeof RULE_MENU_TYPES)[number] | null;
  url: string;
  component: string;
  /** The rule name when the page is kept alive between tab switches, else 0. */
  keepalive: string | 0;
  extend: (typeof RULE_EXTENDS)[number];
  children?: AdminMenu[];
}
export const adminMenu: z.ZodType<AdminMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    type: z.enum(RULE_TYPES),
    title: z.string(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    menu_type: z.enum(RULE_MENU_TYPES).nullable(),
    url: z.string(),
    component: z.string(),
    keepalive: z.union([z.string(), z.literal(0)]),
    extend: z.enum(RULE_EXTENDS),
    children: z.array(adminMenu).optional(),
  }),
);

/** `GET /admin/Index/index`: the signed-in admin, the menus granted, the site and the terminal. */
export const adminIndexOutput = z.object({
  adminInfo: adminUserInfo.omit({ token: true, refresh_token: true }).extend({ super: z.boolean() }),
  menus: z.array(adminMenu),
  siteConfig: siteConfigBlock,
  terminal: z.object({ phpDevelopmentServer: z.boolean(), npmPackageManager: z.string() }),
});
export type AdminIndexOutput = z.output<typeof adminIndexOutput>;

export const adminIndexEndpoints = {
  loginConfig: endpoint({
    ...adminIndexRoutes.loginConfig,
    output: z.object({ captcha: z.boolean() }),
    summary: 'Whether the admin login asks for the click captcha',
  }),
  /** With a second factor: a challenge, no tokens (docs/wire-differences.md). */
  login: endpoint({
    ...adminIndexRoutes.login,
    input: adminLoginInput,
    output: z.union([adminLoginDone, adminLoginChallenge]),
    summary: 'Admin login',
  }),
  loginTwoFactor: endpoint({
    ...adminIndexRoutes.loginTwoFactor,
    input: adminLoginTwoFactorInput,
    output: adminLoginDone,
    summary: "Admin login's second step: the challenge and a TOTP or recovery code",
  }),
  logout: endpoint({ ...adminIndexRoutes.logout, input: logoutInput, output: z.null(), summary: 'Admin logout' }),
  index: endpoint({
    ...adminIndexRoutes.index,
    output: adminIndexOutput,
    summary: 'Back-office bootstrap: admin info, menu tree, site config',
  }),
};
