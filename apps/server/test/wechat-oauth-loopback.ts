import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A loopback stand-in for WeChat's login endpoints, written from WeChat's documentation apart from
 * the app's client (modules/wechat/openid.ts) so that the two check each other:
 *
 * - `GET /connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope&state` (open.weixin.qq.com,
 *   网页授权 step 1): the WeChat user `browsing` is sent back to `redirect_uri?code=…&state=…` (302).
 * - `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` (api.weixin.qq.com,
 *   step 2): `{access_token, expires_in, refresh_token, openid, scope, is_snapshotuser?}`.
 * - `GET /sns/jscode2session?appid&secret&js_code&grant_type=authorization_code` (小程序登录):
 *   `{openid, session_key, unionid}`.
 *
 * An error answers 200 with `{errcode, errmsg}` as WeChat does: 40013 invalid appid, 40125 invalid
 * appsecret, 40029 invalid code, 40163 code been used. A code is the app's and used once.
 */
export interface WechatApp {
  appid: string;
  secret: string;
}

export async function startWechatOauthLoopback(apps: { oa: WechatApp; mini: WechatApp }) {
  /** The codes handed out: to whose openid under which AppID, and whether used. */
  const codes = new Map<string, { appid: string; openid: string; used: boolean; snapshot?: boolean }>();
  /** Every call to the API (path and query), AppSecret included, for the tests to read. */
  const calls: { path: string; query: Record<string, string> }[] = [];
  const state = { browsing: '', snapshot: false };

  const grant = (appid: string, openid: string, snapshot = false) => {
    const code = crypto.randomBytes(16).toString('hex');
    codes.set(code, { appid, openid, used: false, snapshot });
    return code;
  };
  const json = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' }); // WeChat's own (odd) content type
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, errcode: number, errmsg: string) => json(res, { errcode, errmsg: `${errmsg}, rid: ${crypto.randomBytes(4).toString('hex')}` });

  /** The shared checks of both exchanges: the app, its secret, the grant type, and a fresh code of this app. */
  const exchange = (res: http.ServerResponse, q: Record<string, string>, app: WechatApp, code: string) => {
    if (q.appid !== app.appid) return error(res, 40013, 'invalid appid');
    if (q.secret !== app.secret) return error(res, 40125, 'invalid appsecret');
    if (q.grant_type !== 'authorization_code') return error(res, 40002, 'invalid grant_type');
    const c = codes.get(code);
    if (!c || c.appid !== app.appid) return error(res, 40029, 'invalid code');
    if (c.used) return error(res, 40163, 'code been used');
    c.used = true;
    return c;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const q = Object.fromEntries(url.searchParams);
    if (url.pathname === '/connect/oauth2/authorize') {
      if (q.appid !== apps.oa.appid || q.response_type !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(q.scope) || !q.redirect_uri || (q.state ?? '').length > 128) {
        res.writeHead(400).end('bad authorize request');
        return;
      }
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', grant(q.appid, state.browsing, state.snapshot));
      back.searchParams.set('state', q.state ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    calls.push({ path: url.pathname, query: q });
    if (url.pathname === '/sns/oauth2/access_token') {
      const c = exchange(res, q, apps.oa, q.code ?? '');
      if (!c) return;
      const body: Record<string, unknown> = {
        access_token: crypto.randomBytes(24).toString('base64url'), expires_in: 7200, refresh_token: crypto.randomBytes(24).toString('base64url'),
        openid: c.openid, scope: 'snsapi_base',
      };
      if (c.snapshot) body.is_snapshotuser = 1;
      return json(res, body);
    }
    if (url.pathname === '/sns/jscode2session') {
      const c = exchange(res, q, apps.mini, q.js_code ?? '');
      if (!c) return;
      return json(res, { openid: c.openid, session_key: SESSION_KEY, unionid: `union-${c.openid}` });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    api: `http://127.0.0.1:${port}`,
    authorize: `http://127.0.0.1:${port}/connect/oauth2/authorize`,
    calls,
    /** Who opens the next authorize page, and whether from a Moments snapshot. */
    browse(openid: string, snapshot = false) {
      state.browsing = openid;
      state.snapshot = snapshot;
    },
    /** The code `wx.login()` would give the mini-program for this WeChat user. */
    miniCode: (openid: string) => grant(apps.mini.appid, openid),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The session_key every code2Session answers: it must never reach an answer or a log. */
export const SESSION_KEY = 'tiihtNczf5v6AKRyjwEUhQ==';
