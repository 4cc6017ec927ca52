import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { driverError } from '../../core/crud/db-errors.ts';
import { ApiError } from '../../core/http/errors.ts';
import { wechatOauthState, wechatOpenid } from './schema.ts';

/**
 * The member's openid per AppID (README.md): obtained from WeChat by the server, stored, and the
 * only openid JSAPI payment and WeChat withdrawals pay.
 */

export const PUBLIC_API = 'https://api.weixin.qq.com';
export const PUBLIC_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** How long a state of web authorization can be used. */
export const STATE_SECONDS = 600;

/** The WeChat settings of the config centre's `pay` group. */
export interface WechatSettings {
  /** 公众号 (official account): web authorization in WeChat's browser. */
  oaAppid: string;
  oaSecret: string;
  /** 小程序 (mini-program): code2Session. */
  miniAppid: string;
  miniSecret: string;
  api: string;
  authorize: string;
}

const setting = async (ctx: AppContext, name: string) => String((await ctx.settings.get<unknown>(name, '')) ?? '').trim();

export async function wechatSettings(ctx: AppContext): Promise<WechatSettings> {
  const [oaAppid, oaSecret, miniAppid, miniSecret, api, authorize] = await Promise.all(
    ['wechat_oa_appid', 'wechat_oa_secret', 'wechat_mini_appid', 'wechat_mini_secret', 'wechat_api_endpoint', 'wechat_authorize_url'].map((n) => setting(ctx, n)),
  );
  return { oaAppid, oaSecret, miniAppid, miniSecret, api: (api || PUBLIC_API).replace(/\/+$/, ''), authorize: authorize || PUBLIC_AUTHORIZE };
}

/** The openid stored for `userId` under `appid`, or '' when there is none. */
export async function storedOpenid(db: Db, appid: string, userId: number): Promise<string> {
  if (!appid) return '';
  const [row] = await db.select({ openid: wechatOpenid.openid }).from(wechatOpenid).where(and(eq(wechatOpenid.appid, appid), eq(wechatOpenid.userId, userId)));
  return row?.openid ?? '';
}

/** The openid a payment or a transfer under `appid` pays: the stored one, else a refusal telling the member to authorize first. */
export async function payerOpenid(db: Db, appid: string, userId: number): Promise<string> {
  const openid = await storedOpenid(db, appid, userId);
  if (!openid) throw new ApiError('Please authorize with WeChat first');
  return openid;
}

/**
 * Stores `openid` as the member's under `appid`, replacing the member's earlier one there (they
 * authorized from another WeChat). An openid already stored for ANOTHER member under this AppID is
 * refused: it is one WeChat user, and two members paying out to one WeChat would be a way around
 * the per-member withdrawal limits (README.md "Bindings").
 */
export async function storeOpenid(db: Db, appid: string, userId: number, openid: string, source: 'oauth' | 'mini'): Promise<void> {
  try {
    await db.insert(wechatOpenid).values({ appid, userId, openid, source })
      .onConflictDoUpdate({ target: [wechatOpenid.appid, wechatOpenid.userId], set: { openid, source, updateTime: sql`now()` } });
  } catch (e) {
    const { code, constraint } = driverError(e);
    if (code === '23505' && constraint === 'wechat_openid_appid_openid_key') throw new ApiError('This WeChat account is already bound to another member');
    throw e;
  }
}

/** The HMAC of a state: its nonce for this member's sign-in and this AppID. */
const signature = (key: Buffer, nonce: string, userId: number, sessionId: number, appid: string) =>
  crypto.createHmac('sha256', key).update(`wechat-oauth-state\n${nonce}\n${userId}\n${sessionId}\n${appid}`).digest('base64url');

/** A state for one web authorization: `nonce.signature`, its nonce stored until used or expired. */
export async function issueState(ctx: AppContext, userId: number, sessionId: number, appid: string): Promise<string> {
  const nonce = crypto.randomBytes(24).toString('base64url');
  await ctx.db.delete(wechatOauthState).where(lt(wechatOauthState.expireTime, sql`now()`));
  await ctx.db.insert(wechatOauthState).values({ nonce, userId, sessionId, appid, expireTime: sql`now() + make_interval(secs => ${STATE_SECONDS})` });
  return `${nonce}.${signature(ctx.secretsKey, nonce, userId, sessionId, appid)}`;
}

/**
 * Checks a state came from `issueState` for this member's sign-in and AppID, and uses it up: a
 * forged, foreign, expired or repeated state is refused before WeChat is asked anything.
 */
export async function consumeState(ctx: AppContext, state: string, userId: number, sessionId: number, appid: string): Promise<void> {
  const refused = new ApiError('The authorization has expired or is not yours, please authorize again');
  const [nonce, sig, more] = state.split('.');
  if (!nonce || !sig || more !== undefined) throw refused;
  const want = Buffer.from(signature(ctx.secretsKey, nonce, userId, sessionId, appid));
  const got = Buffer.from(sig);
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) throw refused;
  const used = await ctx.db.delete(wechatOauthState)
    .where(and(eq(wechatOauthState.nonce, nonce), eq(wechatOauthState.userId, userId), eq(wechatOauthState.sessionId, sessionId), eq(wechatOauthState.appid, appid), gt(wechatOauthState.expireTime, sql`now()`)))
    .returning({ nonce: wechatOauthState.nonce });
  if (!used.length) throw refused;
}

/** WeChat's errcodes of a bad code (invalid, used, expired): the member can simply try again. */
const CODE_ERRORS = new Set([40029, 40163, 40028, 41008]);
/** Errcodes of a misconfiguration (AppID, AppSecret, IP allowlist): the site's administrator must act. */
const CONFIG_ERRORS = new Set([40013, 40125, 40164, 41002, 41004, 40226, 48001]);

/** WeChat's answer of an error as the member's refusal (the errcode kept; the errmsg is English and may hold a request id). */
export function wechatRefusal(errcode: number): ApiError {
  if (CODE_ERRORS.has(errcode)) return new ApiError('WeChat did not accept the authorization code (errcode %s), please authorize again', 0, null, [errcode]);
  if (CONFIG_ERRORS.has(errcode)) return new ApiError('WeChat refused the site\'s AppID or AppSecret (errcode %s), please contact the administrator', 0, null, [errcode]);
  return new ApiError('WeChat refused the authorization (errcode %s)', 0, null, [errcode]);
}

/**
 * `GET {api}{path}?…`: WeChat's JSON answer, or a refusal for its `errcode` (an error answers 200
 * with `{errcode, errmsg}`); no answer at all is "could not be reached". The query holds the
 * AppSecret, so the URL is never logged.
 */
async function wechatGet(api: string, path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
  let body: Record<string, unknown>;
  try {
    const res = await fetch(`${api}${path}?${new URLSearchParams(params).toString()}`, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
    body = (await res.json()) as Record<string, unknown>;
    if (!body || typeof body !== 'object') throw new Error('not an object');
  } catch {
    throw new ApiError('WeChat could not be reached, please try again later');
  }
  const errcode = Number(body.errcode ?? 0);
  if (errcode) throw wechatRefusal(errcode);
  return body;
}

const openidOf = (body: Record<string, unknown>): string => {
  const openid = typeof body.openid === 'string' ? body.openid.trim() : '';
  if (!openid || openid.length > 128) throw new ApiError('WeChat did not return an openid, please authorize again');
  return openid;
};

/**
 * 网页授权 step 2: `GET /sns/oauth2/access_token` exchanges the code for the openid (snsapi_base:
 * no user information is asked). A "snapshot" user (`is_snapshotuser` 1: the page opened from a
 * Moments snapshot, its openid a virtual one) is refused.
 */
export async function oauthOpenid(s: WechatSettings, code: string): Promise<string> {
  const body = await wechatGet(s.api, '/sns/oauth2/access_token', { appid: s.oaAppid, secret: s.oaSecret, code, grant_type: 'authorization_code' });
  if (Number(body.is_snapshotuser) === 1) throw new ApiError('Please open the page in WeChat (not from a Moments snapshot) to authorize');
  return openidOf(body);
}

/** 小程序登录: `GET /sns/jscode2session` for the code of `wx.login()`; the session_key is dropped unread. */
export async function miniOpenid(s: WechatSettings, code: string): Promise<string> {
  const body = await wechatGet(s.api, '/sns/jscode2session', { appid: s.miniAppid, secret: s.miniSecret, js_code: code, grant_type: 'authorization_code' });
  return openidOf(body);
}
