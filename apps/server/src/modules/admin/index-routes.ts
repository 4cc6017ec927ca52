import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginInput, logoutInput } from '@app/contract';
import type { AdminRuleRow, AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { adminTokenOf } from '../../core/auth/request-tokens.ts';
import { buildTree, grantedRules, type Granted } from '../../core/rbac/rules.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf, siteConfig } from '../../core/site/site-config.ts';
import { adminLogin } from './admin-auth.ts';
import { loginThrottle } from '../common/login-throttle.ts';

// The menu tree of a set of granted rules in a language, built once per rule-table load (the loaded array is the key).
const menuMemo = new WeakMap<readonly AdminRuleRow[], Map<string, unknown[]>>();
function menusOf(all: readonly AdminRuleRow[], granted: Granted, lang: Lang): unknown[] {
  let byGrant = menuMemo.get(all);
  if (!byGrant) menuMemo.set(all, (byGrant = new Map()));
  const key = `${lang}:${granted === '*' ? '*' : [...granted].sort((a, b) => a - b).join(',')}`;
  let tree = byGrant.get(key);
  if (!tree) {
    tree = buildTree(
      grantedRules(all, granted).map((r) => ({
        id: r.id, pid: r.pid, type: r.type, title: t(lang, r.title), name: r.name, path: r.path, icon: r.icon,
        menu_type: r.menuType, url: r.url, component: r.component, keepalive: r.keepalive ? r.name : 0, extend: r.extend,
      })),
    );
    byGrant.set(key, tree);
  }
  return tree;
}

const alreadyLoggedIn = () => new ApiError('You have already logged in. There is no need to log in again~', 303, { type: 'logged in' });

/** `/admin/Index/*`: login, logout and the back-office bootstrap (reference 2.5, 2.7, 3.1). */
export function adminIndexRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(ctx);

  r.get('/admin/Index/login', { schema: { tags: ['admin'], summary: 'Whether the admin login asks for the click captcha' } }, async (req, reply) => {
    if ((await ctx.sessions.admin(adminTokenOf(req))).state === 'ok') throw alreadyLoggedIn();
    return reply.ok({ captcha: ctx.config.adminLoginCaptcha });
  });

  r.post('/admin/Index/login', { schema: { tags: ['admin'], summary: 'Admin login', body: adminLoginInput }, preValidation: throttle }, async (req, reply) => {
    if ((await ctx.sessions.admin(adminTokenOf(req))).state === 'ok') throw alreadyLoggedIn();
    const body = req.body;
    if (ctx.config.adminLoginCaptcha) {
      const passed = await ctx.clickCaptcha.check(body.captchaId ?? '', body.captchaInfo ?? '', true);
      if (!passed) throw new ApiError('Captcha error');
    }
    const userInfo = await adminLogin(ctx, { username: body.username, password: body.password, keep: body.keep }, req.ip);
    return reply.ok({ userInfo }, 'Login succeeded!');
  });

  r.post('/admin/Index/logout', { schema: { tags: ['admin'], summary: 'Admin logout', body: logoutInput } }, async (req, reply) => {
    const refresh = req.body.refreshToken;
    if (refresh) {
      const stored = await ctx.tokens.find(refresh);
      if (stored?.type === 'admin-refresh') await ctx.tokens.revoke(refresh);
    }
    const access = adminTokenOf(req);
    if (access && (await ctx.tokens.find(access))?.type === 'admin') await ctx.tokens.revoke(access);
    return reply.ok();
  });

  r.get('/admin/Index/index', { schema: { tags: ['admin'], summary: 'Back-office bootstrap: admin info, menu tree, site config' }, config: { auth: 'admin', permission: false } }, async (req, reply) => {
    const me = req.admin!;
    const menus = menusOf(await ctx.adminRules.get(), me.granted, req.lang);
    if (!menus.length) throw new ApiError('No background menu, please contact super administrator!');
    return reply.ok({
      adminInfo: {
        id: me.id, username: me.username, nickname: me.nickname, avatar: avatarOf(me.avatar),
        last_login_time: formatDateTime(me.lastLoginTime, await ctx.settings.get('time_zone', 'Asia/Shanghai')),
        super: me.granted === '*',
      },
      menus,
      siteConfig: await siteConfig(ctx.settings, req),
      terminal: { phpDevelopmentServer: false, npmPackageManager: 'pnpm' },
    });
  });
}
