import type { FastifyInstance } from 'fastify';
import { adminIndexEndpoints as api } from '@app/contract';
import type { AdminRuleRow, AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { sendSerialisedCachedTail } from '../../core/http/protocol.ts';
import { answer, docsOf, guardOf, serve } from '../../core/http/serve.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { adminTokenOf, signInDeviceOf } from '../../core/auth/request-tokens.ts';
import { endSessionOfToken } from '../../core/auth/login-sessions.ts';
import type { AdminPrincipal } from '../../core/auth/sessions.ts';
import { buildTree, grantedRules, type Granted } from '../../core/rbac/rules.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf, siteConfigJson } from '../../core/site/site-config.ts';
import { adminLogin, loginWithSecondFactor } from './admin-auth.ts';
import { loginThrottle } from '../common/index.ts';
import { terminalConfigOf } from '../terminal/index.ts';

// The menu tree of a set of granted rules in a language, serialised once per rule-table load
// (the loaded array is the key; it stays the same until the rules change).
const grantKeys = new WeakMap<Set<number>, string>();
function grantKey(granted: Granted): string {
  if (granted === '*') return '*';
  let key = grantKeys.get(granted);
  if (key === undefined) grantKeys.set(granted, (key = [...granted].sort((a, b) => a - b).join(',')));
  return key;
}

const menuMemo = new WeakMap<readonly AdminRuleRow[], Map<string, string>>();
function menusJson(all: readonly AdminRuleRow[], granted: Granted, lang: Lang): string {
  let byGrant = menuMemo.get(all);
  if (!byGrant) menuMemo.set(all, (byGrant = new Map()));
  const key = `${lang}:${grantKey(granted)}`;
  let json = byGrant.get(key);
  if (json === undefined) {
    json = JSON.stringify(
      buildTree(
        grantedRules(all, granted).map((r) => ({
          id: r.id, pid: r.pid, type: r.type, title: seededText(lang, r.title), name: r.name, path: r.path, icon: r.icon,
          menu_type: r.menuType, url: r.url, component: r.component, keepalive: r.keepalive ? r.name : 0, extend: r.extend,
        })),
      ),
    );
    byGrant.set(key, json);
  }
  return json;
}

// The admin block, serialised once per resolved session (a session is re-read at most every second).
const adminInfoMemo = new WeakMap<AdminPrincipal, { timeZone: string; json: string }>();
function adminInfoJson(me: AdminPrincipal, timeZone: string): string {
  let memo = adminInfoMemo.get(me);
  if (memo?.timeZone !== timeZone) {
    const info = {
      id: me.id, username: me.username, nickname: me.nickname, avatar: avatarOf(me.avatar),
      last_login_time: formatDateTime(me.lastLoginTime, timeZone), super: me.granted === '*',
    };
    adminInfoMemo.set(me, (memo = { timeZone, json: JSON.stringify(info) }));
  }
  return memo.json;
}

// The rest of the answer after the admin block, encoded once: menus JSON → site JSON → terminal
// JSON → bytes (the same string objects come back from the caches until a change, so the lookups
// hash nothing new on a request).
const tails = new Map<string, Map<string, Map<string, Buffer>>>();
const MAX_TAILS = 64;
function cached<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= MAX_TAILS) map.clear();
    map.set(key, (value = make()));
  }
  return value;
}
const bootstrapTail = (menus: string, site: string, terminal: string): Buffer =>
  cached(cached(cached(tails, menus, () => new Map()), site, () => new Map()), terminal, () =>
    Buffer.from(`"menus":${menus},"siteConfig":${site},"terminal":${terminal}}`));

const alreadyLoggedIn = () => new ApiError('You have already logged in. There is no need to log in again~', 303, { type: 'logged in' });

/** `/admin/Index/*`: login, logout and the back-office bootstrap (reference 2.5, 2.7, 3.1). */
export function adminIndexRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = loginThrottle(ctx);

  serve(app, api.loginConfig, async (_input, req) => {
    if ((await ctx.sessions.admin(adminTokenOf(req))).state === 'ok') throw alreadyLoggedIn();
    return { captcha: ctx.config.adminLoginCaptcha };
  });

  // the two logins count towards the throttle before their input is read
  app.register(async (scope) => {
    scope.addHook('preValidation', throttle);

    serve(scope, api.login, async (body, req) => {
      if ((await ctx.sessions.admin(adminTokenOf(req))).state === 'ok') throw alreadyLoggedIn();
      if (ctx.config.adminLoginCaptcha) {
        const passed = await ctx.clickCaptcha.check(body.captchaId ?? '', body.captchaInfo ?? '', true);
        if (!passed) throw new ApiError('Captcha error');
      }
      const done = await adminLogin(ctx, { username: body.username, password: body.password, keep: body.keep }, signInDeviceOf(req));
      // with a second factor: a challenge, no tokens (docs/wire-differences.md)
      return answer(done, 'userInfo' in done ? 'Login succeeded!' : 'Enter the code of your authenticator app');
    });

    serve(
      scope,
      api.loginTwoFactor,
      async (body, req) => {
        if ((await ctx.sessions.admin(adminTokenOf(req))).state === 'ok') throw alreadyLoggedIn();
        return answer(await loginWithSecondFactor(ctx, body, signInDeviceOf(req)), 'Login succeeded!');
      },
      { adminLog: { title: 'Login', mask: ['challenge', 'code'] } },
    );
  });

  serve(app, api.logout, async (body, req) => {
    // Ends the sign-in (both its tokens); a token of another kind is left alone.
    await endSessionOfToken(ctx, body.refreshToken, ['admin-refresh']);
    await endSessionOfToken(ctx, adminTokenOf(req), ['admin']);
    return null;
  });

  // Not through `serve`: every block is cached JSON and a request only writes the envelope around
  // them (a gzip answer holds the tail's deflate, made once).
  app.get('/admin/Index/index', { schema: docsOf(api.index, 'admin'), config: { ...guardOf(api.index.audience), output: api.index.output } }, async (req, reply) => {
    const me = req.admin!;
    const menus = menusJson(await ctx.adminRules.get(), me.granted, req.lang);
    if (menus === '[]') throw new ApiError('No background menu, please contact super administrator!');
    const adminInfo = adminInfoJson(me, await ctx.settings.get('time_zone', 'Asia/Shanghai'));
    return sendSerialisedCachedTail(reply, `{"adminInfo":${adminInfo},`, bootstrapTail(menus, await siteConfigJson(ctx.settings, req), terminalConfigOf(ctx.config.dataDir).bootstrap));
  });
}
