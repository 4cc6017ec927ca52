import { storeOpenid } from '../src/modules/wechat/openid.ts';
import type { TestServer } from './helpers.ts';

/**
 * Stores an openid for a member under `appid` as web authorization would (wechat-openid.test.ts
 * goes through WeChat's loopback for it); distinct per member, as an openid is one WeChat user.
 */
export async function bindOpenid(s: TestServer, appid: string, userId: number, openid = `oTest${userId}_${appid.slice(-6)}`): Promise<string> {
  await storeOpenid(s.ctx.db, appid, userId, openid, 'oauth');
  return openid;
}
