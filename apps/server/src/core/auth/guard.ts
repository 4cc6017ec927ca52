import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError, needLogin, noPermission, notSuperAdmin, tokenExpired } from '../http/errors.ts';
import { nodeOfPath } from '@app/contract';
import { checkPermission, grantedRules, type Granted, type RuleLike } from '../rbac/rules.ts';
import { adminTokenOf, memberTokenOf } from './request-tokens.ts';
import { memberCenterOpen } from '../site/site-config.ts';
import type { AdminPrincipal, MemberPrincipal } from './sessions.ts';
import { asksSelect } from '../crud/select-grant.ts';
import { mustHaveTwoFactor, twoFactorPolicy, twoFactorRequired } from './two-factor-policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: an admin, a member, or anyone (default). */
    auth?: 'admin' | 'member' | 'none';
    /** The permission node; default from the path (`/admin/auth.Admin/edit` → `auth/admin/edit`); false for login-only. */
    permission?: string | false;
    /**
     * Only a super administrator (a group granting `*`), whatever nodes a group holds: for what is
     * more powerful than any node, such as installing code (the module store, like the terminal).
     */
    superAdmin?: boolean;
    /** Other nodes that open the route in remote-select mode (`select=true`), each with the label field it may read. */
    selectGrants?: () => { node: string; label: string }[];
    /** Open to an admin whom the two-factor policy holds at enrolment (the enrolment routes); every other admin route is not. */
    twoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    admin: AdminPrincipal | null;
    member: MemberPrincipal | null;
    /** Let in by a form's remote-select grant instead of the route's node: the label fields it may read. */
    selectOnly: string[] | null;
  }
}

async function allowed(node: string, granted: Granted, rules: Promise<RuleLike[]>, req: FastifyRequest) {
  if (granted === '*') return true;
  const params = { ...(req.query as object), ...(typeof req.body === 'object' ? (req.body as object) : {}) };
  return checkPermission(node, grantedRules(await rules, granted), params as Record<string, unknown>);
}

/** Whether an admin is a super administrator: a group of theirs grants every rule (`*`). The terminal checks the same. */
export const isSuperAdmin = (principal: Pick<AdminPrincipal, 'granted'>) => principal.granted === '*';

/**
 * The login and permission gate of reference 2.4 on every route that asks for it: 303 when not
 * logged in, 409 when the access token exists but expired, 401 without the permission node.
 */
export function installGuard(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('admin', null);
  app.decorateRequest('member', null);
  app.decorateRequest('selectOnly', null);

  app.addHook('preValidation', async (req) => {
    const { auth, permission } = req.routeOptions.config;
    if (!auth || auth === 'none') return;
    const app = auth === 'admin' ? 'admin' : 'api';
    const session = auth === 'admin' ? await ctx.sessions.admin(adminTokenOf(req)) : await ctx.sessions.member(memberTokenOf(req));
    if (session.state === 'expired') throw tokenExpired();
    if (session.state !== 'ok') throw needLogin();
    if (auth === 'admin') {
      req.admin = session.principal as AdminPrincipal;
      if (!req.admin.twoFactor && !req.routeOptions.config.twoFactorSetup && mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), req.admin)) throw twoFactorRequired();
      if (req.routeOptions.config.superAdmin && !isSuperAdmin(req.admin)) throw notSuperAdmin();
    } else {
      // A closed member centre closes every member action, not just its login.
      if (!(await memberCenterOpen(ctx.settings))) throw new ApiError('Member center disabled');
      req.member = session.principal as MemberPrincipal;
    }
    if (permission === false) return;
    const node = permission ?? nodeOfPath(req.routeOptions.url ?? req.url, app);
    const rules = (auth === 'admin' ? ctx.adminRules.get() : ctx.userRules.get()) as Promise<RuleLike[]>;
    if (await allowed(node, session.principal.granted, rules, req)) return;
    const grants = asksSelect(req) ? (req.routeOptions.config.selectGrants?.() ?? []) : [];
    const labels: string[] = [];
    for (const g of grants) if (await allowed(g.node, session.principal.granted, rules, req)) labels.push(g.label);
    if (!labels.length) throw noPermission();
    req.selectOnly = [...new Set(labels)];
  });
}
