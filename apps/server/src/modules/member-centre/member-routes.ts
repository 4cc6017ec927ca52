import { afterMemberRegistered } from '../distribution/index.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberEndpoints as api, type MemberRuleNode } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError, needLogin, tokenExpired } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { memberTokenOf, signInDeviceOf } from '../../core/auth/request-tokens.ts';
import { endSessionOfToken } from '../../core/auth/login-sessions.ts';
import { buildTree, grantedRules } from '../../core/rbac/rules.ts';
import { memberCenterOpen, siteConfig } from '../../core/site/site-config.ts';
import { loginThrottle } from '../common/index.ts';
import { memberInfo, memberLogin } from './member-auth.ts';
import { memberRegister, registerVerification } from './member-register.ts';
import { accountVerificationTypes } from './verification-types.ts';

const alreadyLoggedIn = () => new ApiError('You have already logged in. There is no need to log in again~', 303, { type: 'logged in' });

/** Member login, logout and the public-site bootstrap (reference 2.7, 2.8, 3.4). */
export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const guardCheckIn = async (token: string) => {
    if (!(await memberCenterOpen(ctx.settings))) throw new ApiError('Member center disabled');
    if ((await ctx.sessions.member(token)).state === 'ok') throw alreadyLoggedIn();
  };

  serve(app, api.checkInConfig, async (_input, req) => {
    await guardCheckIn(memberTokenOf(req));
    return {
      userLoginCaptchaSwitch: ctx.config.userLoginCaptcha,
      accountVerificationType: await accountVerificationTypes(ctx),
      registerVerification: await registerVerification(ctx),
    };
  });

  // the login counts towards the throttle before its input is read
  app.register(async (scope) => {
    scope.addHook('preValidation', loginThrottle(ctx));
    serve(scope, api.checkIn, async (body, req) => {
      await guardCheckIn(memberTokenOf(req));
      if (body.tab === 'register') {
        const userInfo = await memberRegister(ctx, body, signInDeviceOf(req));
        // Distribution: the invite code binds the new member to its agent (when valid and allowed), and the earn mode may make them an agent.
        await afterMemberRegistered(ctx, userInfo.id, body.inviteCode ?? '', req.log);
        return answer({ userInfo, routePath: '/user' }, 'Registration succeeded!');
      }
      if (ctx.config.userLoginCaptcha) {
        const passed = await ctx.clickCaptcha.check(body.captchaId ?? '', body.captchaInfo ?? '', true);
        if (!passed) throw new ApiError('Captcha error');
      }
      const userInfo = await memberLogin(ctx, { username: body.username, password: body.password, keep: body.keep }, signInDeviceOf(req));
      return answer({ userInfo, routePath: '/user' }, 'Login succeeded!');
    });
  });

  serve(app, api.logout, async (body, req) => {
    // Ends the sign-in (both its tokens); a token of another kind is left alone.
    await endSessionOfToken(ctx, body.refreshToken, ['user-refresh']);
    await endSessionOfToken(ctx, memberTokenOf(req), ['user']);
    return null;
  });

  serve(app, api.index, async (query, req) => {
    const token = memberTokenOf(req);
    const session = await ctx.sessions.member(token);
    const site = await siteConfig(ctx.settings, req);
    const openMemberCenter = await memberCenterOpen(ctx.settings);
    const all = await ctx.userRules.get();
    const shape = (rows: typeof all) =>
      buildTree(rows.map((r): MemberRuleNode => ({
        // seeded titles in the request's language (menus pack); edited ones as typed
        id: r.id, pid: r.pid, type: r.type as MemberRuleNode['type'], title: seededText(req.lang, r.title), name: r.name, path: r.path, icon: r.icon,
        menu_type: r.menuType as MemberRuleNode['menu_type'], url: r.url, component: r.component, keepalive: 0,
        extend: r.extend as MemberRuleNode['extend'], no_login_valid: r.noLoginValid ? 1 : 0,
      })));

    if (session.state === 'ok') {
      const [row] = await ctx.db.select().from(user).where(eq(user.id, session.principal.id));
      const tree = shape(grantedRules(all, session.principal.granted));
      return {
        site, openMemberCenter,
        userInfo: memberInfo(row, token, ''),
        rules: tree.filter((n) => n.type !== 'menu'),
        menus: tree.filter((n) => n.type === 'menu_dir'),
      };
    }
    if (query.requiredLogin === '1') throw session.state === 'expired' ? tokenExpired() : needLogin();
    const publicRules = all.filter((r) => r.noLoginValid && ['route', 'nav', 'button'].includes(r.type));
    return { site, openMemberCenter, userInfo: [] as [], rules: shape(grantedRules(publicRules, '*')), menus: [] };
  });
}
