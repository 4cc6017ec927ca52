import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { maskAccountNo, withdrawEndpoints as api, yuanOf, type WithdrawChannel, type WithdrawMemberItem, type WithdrawStatus } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { toWire } from '../../core/crud/columns.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { withdraw } from '../../db/schema/index.ts';
import { safeTimeZone } from '../dashboard/index.ts';
import { applyWithdraw } from './apply.ts';
import type { WithdrawRow } from './payout.ts';
import { rulesView, withdrawRules } from './settings.ts';
import { cancelWithdraw } from './transitions.ts';

const secs = (d: Date | null) => toWire(d) as number | null;

/** A withdrawal as its member sees it (the account number masked). */
export const memberItem = (w: WithdrawRow): WithdrawMemberItem => ({
  id: w.id, withdraw_no: w.withdrawNo, channel: w.channel as WithdrawChannel,
  amount: yuanOf(w.amount), fee: yuanOf(w.fee), pay_amount: yuanOf(w.payAmount),
  account_name: w.accountName, account_no: maskAccountNo(w.accountNo), bank_name: w.bankName,
  status: w.status as WithdrawStatus, reason: w.reason, payout_package: w.status === 'paying' ? w.payoutPackage : '',
  audit_time: secs(w.auditTime), paid_time: secs(w.paidTime), closed_time: secs(w.closedTime), create_time: secs(w.createTime),
});

/**
 * The agent centre's withdrawals (member token; own rows only): apply, list (with the rules the
 * apply form shows), cancel while pending. Refusals answer code 0 with the reason.
 */
export function withdrawMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.apply, async (body, req) => {
    const [rules, zone] = await Promise.all([withdrawRules(ctx), ctx.settings.get<unknown>('time_zone', 'Asia/Shanghai')]);
    const row = await applyWithdraw(ctx.db, req.member!.id, body, { rules, timeZone: safeTimeZone(zone) });
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
