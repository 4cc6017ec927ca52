import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { maskAccountNo, withdrawDescription, withdrawEndpoints as api, type WithdrawMemberItem } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { wireOf } from '../../core/crud/index.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { withdraw } from '../../db/schema/index.ts';
import { safeTimeZone } from '../dashboard/index.ts';
import { paySetting } from '../order/index.ts';
import { storedOpenid } from '../wechat/index.ts';
import { applyWithdraw } from './apply.ts';
import type { WithdrawRow } from './payout.ts';
import { rulesView, withdrawRules } from './settings.ts';
import { cancelWithdraw } from './transitions.ts';

const itemWire = wireOf<WithdrawMemberItem>(withdrawDescription, withdraw, [
  'id', 'withdraw_no', 'channel', 'amount', 'fee', 'pay_amount', 'account_name', 'account_no', 'bank_name', 'status', 'reason', 'payout_package',
  'audit_time', 'paid_time', 'closed_time', 'create_time',
]);

/** A withdrawal as its member sees it: the account number masked, the payout package only while it can confirm the transfer. */
export const memberItem = (w: WithdrawRow): WithdrawMemberItem =>
  itemWire(w, { account_no: maskAccountNo(w.accountNo), payout_package: w.status === 'paying' ? w.payoutPackage : '' });

/**
 * The agent centre's withdrawals (member token; own rows only): apply, list (with the rules the
 * apply form shows), cancel while pending. Refusals answer code 0 with the reason.
 */
export function withdrawMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.apply, async (body, req) => {
    const me = req.member!.id;
    const [rules, zone, wechatOpenid] = await Promise.all([
      withdrawRules(ctx), ctx.settings.get<unknown>('time_zone', 'Asia/Shanghai'),
      // WeChat transfers pay the openid stored under the WeChat Pay AppID (modules/wechat), never one the client sends
      body.channel === 'wechat' ? paySetting(ctx, 'wechatpay_appid').then((appid) => storedOpenid(ctx.db, appid, me)) : '',
    ]);
    const row = await applyWithdraw(ctx.db, me, body, { rules, timeZone: safeTimeZone(zone), wechatOpenid });
    return answer({ row: memberItem(row) }, row.status === 'paid' ? 'Withdrawn to your balance' : 'Withdrawal submitted, waiting for review');
  });

  serve(app, api.index, async ({ status, page, limit }, req) => {
    const where = and(eq(withdraw.userId, req.member!.id), status ? eq(withdraw.status, status) : undefined);
    const [found, [count], rules] = await Promise.all([
      ctx.db.select().from(withdraw).where(where).orderBy(desc(withdraw.id)).limit(limit).offset((page - 1) * limit),
      ctx.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(withdraw).where(where),
      withdrawRules(ctx),
    ]);
    return { list: found.map(memberItem), total: Number(count.n), rules: rulesView(rules) };
  });

  serve(app, api.cancel, async ({ id }, req) => {
    const row = await cancelWithdraw(ctx.db, req.member!.id, id);
    return answer({ row: memberItem(row) }, 'Withdrawal cancelled');
  });
}
