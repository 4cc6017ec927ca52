import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInput } from './numbers.ts';

/**
 * The member's WeChat openids (issue #34 item 2): one per AppID, obtained by the server from WeChat
 * itself (web authorization `snsapi_base` in WeChat's browser, `code2Session` in the mini-program),
 * never taken from the client. JSAPI payment and WeChat withdrawals pay the openid stored under
 * the AppID they pay under (apps/server/src/modules/wechat/README.md).
 */

/** WeChat's `state`: our signed, single-use nonce (at most 128 bytes, letters, digits, `-_.`). */
const stateText = z.string().trim().min(1).max(128).regex(/^[A-Za-z0-9_.-]+$/, 'Invalid state');
/** A WeChat `code` (about 32 characters; WeChat does not promise a length). */
const codeText = z.string().trim().min(1).max(128);

/** `GET /api/wechat/status`: what the member centre needs to decide whether to ask WeChat for the openid. */
export const wechatStatus = z.object({
  /** The official account's AppID ('' while web authorization is not configured: nothing to do). */
  appid: z.string(),
  /** Whether an openid is stored for this member under `appid`. */
  bound: z.boolean(),
  /** The authorize page to send WeChat's browser to (`https://open.weixin.qq.com/connect/oauth2/authorize` unless configured). */
  authorize_url: z.string(),
  /** Whether an openid is stored under the WeChat Pay AppID (`wechatpay_appid`): what JSAPI payment and WeChat withdrawals pay; false while it is not configured. */
  pay_bound: z.boolean(),
});
export type WechatStatus = z.output<typeof wechatStatus>;

/** `POST /api/wechat/state`: a state for one authorization (bound to this sign-in, single use, 10 minutes). */
export const wechatState = z.object({ state: z.string(), expires_in: z.number().int() });
export type WechatState = z.output<typeof wechatState>;

/** `POST /api/wechat/oauth`: the `code` and `state` WeChat came back with. */
export const wechatOauthInput = z.object({ code: codeText, state: stateText });
export type WechatOauthInput = z.input<typeof wechatOauthInput>;

/** `POST /api/wechat/mini`: the code of `wx.login()` in the mini-program. */
export const wechatMiniInput = z.object({ code: codeText });

/** A stored binding: the AppID the openid was stored under (the openid itself is not sent back). */
export const wechatBound = z.object({ appid: z.string(), bound: z.literal(true) });

const member = { member: false } as const;

export const wechatEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/wechat/status',
    audience: member,
    output: wechatStatus,
    summary: "Whether the member's openid is stored under the official account's AppID, and where to authorize",
  }),
  state: endpoint({
    method: 'POST',
    path: '/api/wechat/state',
    audience: member,
    output: wechatState,
    summary: 'A signed state for one WeChat web authorization (this sign-in only, single use, 10 minutes)',
  }),
  oauth: endpoint({
    method: 'POST',
    path: '/api/wechat/oauth',
    audience: member,
    input: wechatOauthInput,
    output: wechatBound,
    summary: "Exchanges WeChat's web authorization code (snsapi_base) for the openid and stores it under the official account's AppID",
  }),
  mini: endpoint({
    method: 'POST',
    path: '/api/wechat/mini',
    audience: member,
    input: wechatMiniInput,
    output: wechatBound,
    summary: "Exchanges the mini-program's wx.login code (code2Session) for the openid and stores it under the mini-program's AppID",
  }),
};

/** A member's stored openid under one AppID, as the back office sees it (`GET /admin/user.Wechat/index`). */
export const wechatBindingRow = z.object({
  id: z.number().int(),
  appid: z.string(),
  openid: z.string(),
  /** `oauth`: web authorization in WeChat's browser; `mini`: the mini-program's code2Session. */
  source: z.enum(['oauth', 'mini']),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type WechatBindingRow = z.output<typeof wechatBindingRow>;
export const wechatBindingsQuery = z.object({ user_id: idInput() });
export const wechatUnbindInput = z.strictObject({ id: idInput() });

/**
 * The back office's view of a member's WeChat bindings (issue #34): list them and remove one (the
 * member authorizes again to store a new one). Each has its own permission node,
 * `user/wechat/index` and `user/wechat/del`, buttons of the members menu.
 */
export const wechatAdminEndpoints = {
  bindings: endpoint({
    method: 'GET',
    path: '/admin/user.Wechat/index',
    audience: { admin: true },
    input: wechatBindingsQuery,
    output: z.object({ list: z.array(wechatBindingRow) }),
    summary: "A member's stored WeChat openids, one per AppID",
  }),
  unbind: endpoint({
    method: 'POST',
    path: '/admin/user.Wechat/del',
    audience: { admin: true },
    input: wechatUnbindInput,
    output: z.object({ deleted: z.number().int() }),
    summary: "Removes one of a member's WeChat bindings (payment and WeChat withdrawals need a new authorization)",
  }),
};

/** What WeChat's browser is sent to: the parameters in the order WeChat's documentation lists them, then `#wechat_redirect`. */
export function wechatAuthorizeUrl(base: string, appid: string, redirectUri: string, state: string): string {
  const q = [
    ['appid', appid], ['redirect_uri', redirectUri], ['response_type', 'code'], ['scope', 'snsapi_base'], ['state', state],
  ].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${q}#wechat_redirect`;
}
