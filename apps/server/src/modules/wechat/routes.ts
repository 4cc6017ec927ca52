import type { FastifyInstance } from 'fastify';
import { wechatEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { consumeState, issueState, miniOpenid, oauthOpenid, STATE_SECONDS, storedOpenid, storeOpenid, wechatSettings } from './openid.ts';

/**
 * The member API of the WeChat openids (README.md): the member centre asks `status`, and in
 * WeChat's browser without a binding takes a `state` and sends the browser to WeChat's authorize
 * page, which comes back with the code it posts to `oauth`; the mini-program posts the code of
 * `wx.login()` to `mini`. Neither answer holds the openid.
 */
export function wechatRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.status, async (_input, req) => {
    const s = await wechatSettings(ctx);
    const appid = s.oaAppid && s.oaSecret ? s.oaAppid : '';
    const payAppid = String((await ctx.settings.get<unknown>('wechatpay_appid', '')) ?? '').trim();
    const [bound, payBound] = await Promise.all([storedOpenid(ctx.db, appid, req.member!.id), storedOpenid(ctx.db, payAppid, req.member!.id)]);
    return { appid, bound: Boolean(bound), authorize_url: s.authorize, pay_bound: Boolean(payBound) };
  });

  serve(app, api.state, async (_input, req) => {
    const s = await wechatSettings(ctx);
    if (!s.oaAppid || !s.oaSecret) throw new ApiError('WeChat authorization is not configured');
    const me = req.member!;
    return { state: await issueState(ctx, me.id, me.sessionId ?? 0, s.oaAppid), expires_in: STATE_SECONDS };
  });

  serve(app, api.oauth, async ({ code, state }, req) => {
    const s = await wechatSettings(ctx);
    if (!s.oaAppid || !s.oaSecret) throw new ApiError('WeChat authorization is not configured');
    const me = req.member!;
    await consumeState(ctx, state, me.id, me.sessionId ?? 0, s.oaAppid);
    const openid = await oauthOpenid(s, code);
    await storeOpenid(ctx.db, s.oaAppid, me.id, openid, 'oauth');
    return answer({ appid: s.oaAppid, bound: true as const }, 'WeChat authorized');
  });

  serve(app, api.mini, async ({ code }, req) => {
    const s = await wechatSettings(ctx);
    if (!s.miniAppid || !s.miniSecret) throw new ApiError('WeChat mini-program login is not configured');
    const openid = await miniOpenid(s, code);
    await storeOpenid(ctx.db, s.miniAppid, req.member!.id, openid, 'mini');
    return answer({ appid: s.miniAppid, bound: true as const }, 'WeChat authorized');
  });
}
