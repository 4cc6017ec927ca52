import { asc, eq } from 'drizzle-orm';
import { wechatAdminEndpoints as api } from '@app/contract';
import { action, answer, defineActions } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { unixSeconds } from '../../core/settings.ts';
import { user } from '../../db/schema/user.ts';
import { wechatOpenid } from './schema.ts';

/**
 * `/admin/user.Wechat/index` and `del`: a member's stored openids per AppID, and removing one
 * (README.md "Bindings"): say the member lost that WeChat account, or an openid was bound to the
 * wrong member. Each checks its own node (`user/wechat/index`, `user/wechat/del`).
 */
export const wechatAdminActions = defineActions({
  path: 'user.Wechat',
  actions: {
    index: action({
      endpoint: api.bindings,
      run: async ({ user_id }, c) => {
        const [member] = await c.db.select({ id: user.id }).from(user).where(eq(user.id, user_id));
        if (!member) throw new ApiError('Account not exist');
        const rows = await c.db.select().from(wechatOpenid).where(eq(wechatOpenid.userId, user_id)).orderBy(asc(wechatOpenid.appid));
        return {
          list: rows.map((r) => ({
            id: r.id, appid: r.appid, openid: r.openid, source: r.source as 'oauth' | 'mini',
            create_time: unixSeconds(r.createTime) ?? 0, update_time: unixSeconds(r.updateTime) ?? 0,
          })),
        };
      },
    }),

    del: action({
      endpoint: api.unbind,
      log: { title: '会员管理-解除微信绑定' },
      run: async ({ id }, c) => {
        const removed = await c.db.delete(wechatOpenid).where(eq(wechatOpenid.id, id)).returning({ id: wechatOpenid.id });
        if (!removed.length) throw new ApiError('The WeChat binding does not exist');
        return answer({ deleted: removed.length }, 'WeChat binding removed');
      },
    }),
  },
});
