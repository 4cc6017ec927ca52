import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCommissionEndpoints as api, commissionDescription, WITHDRAW_OPEN_STATUSES, yuanOf, type AgentCommissionItem, type AgentWalletLog } from '@app/contract';
import type { AppContext } from '../../../context.ts';
import { toWire } from '../../../core/crud/columns.ts';
import { wireOf } from '../../../core/crud/index.ts';
import { serve } from '../../../core/http/serve.ts';
import { agent, commission, commissionLog, order, orderProduct, withdraw } from '../../../db/schema/index.ts';

const secs = (d: Date | null) => toWire(d) as number | null;

// order_no and product_name: the order's number and the line's product, joined
const itemWire = wireOf<AgentCommissionItem>(commissionDescription, commission, [
  'id', 'order_no', 'product_name', 'level', 'rate_source', 'rate', 'base_amount', 'amount', 'cancelled_amount', 'reversed_amount', 'status',
  'settle_after', 'settled_time', 'create_time',
]);

/**
 * The agent centre's commission pages (member token; only the member's own rows):
 * `GET /api/agent/commissions` (as the beneficiary, by state, with the totals per state) and
 * `GET /api/agent/wallet` (the commission wallet: money, debt, what open withdrawals hold, and its ledger).
 */
export function commissionMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.commissions, async ({ status, page, limit }, req) => {
    const me = req.member!.id;
    const where = and(eq(commission.userId, me), status ? eq(commission.status, status) : undefined);
    const [found, [count], [sums]] = await Promise.all([
      ctx.db.select({ c: commission, orderNo: order.orderNo, productName: orderProduct.name }).from(commission)
        .innerJoin(order, eq(order.id, commission.orderId)).innerJoin(orderProduct, eq(orderProduct.id, commission.orderProductId))
        .where(where).orderBy(desc(commission.id)).limit(limit).offset((page - 1) * limit),
      ctx.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(commission).where(where),
      ctx.db.select({
        pending: sql<string>`coalesce(sum(${commission.amount} - ${commission.cancelledAmount}) filter (where ${commission.status} = 'pending'), 0)`,
        settled: sql<string>`coalesce(sum(${commission.amount} - ${commission.cancelledAmount} - ${commission.reversedAmount}) filter (where ${commission.status} = 'settled'), 0)`,
        cancelled: sql<string>`coalesce(sum(${commission.cancelledAmount}), 0)`,
        reversed: sql<string>`coalesce(sum(${commission.reversedAmount}), 0)`,
      }).from(commission).where(eq(commission.userId, me)),
    ]);
    return {
      list: found.map(({ c, orderNo, productName }) => itemWire(c, { order_no: orderNo, product_name: productName })),
      total: Number(count.n),
      totals: { pending: yuanOf(Number(sums.pending)), settled: yuanOf(Number(sums.settled)), cancelled: yuanOf(Number(sums.cancelled)), reversed: yuanOf(Number(sums.reversed)) },
    };
  });

  serve(app, api.wallet, async ({ page, limit }, req) => {
    const me = req.member!.id;
    const [[wallet], [frozen], found, [count]] = await Promise.all([
      ctx.db.select({ money: agent.commissionMoney, debt: agent.commissionDebt }).from(agent).where(eq(agent.userId, me)),
      ctx.db.select({ sum: sql<string>`coalesce(sum(${withdraw.amount}), 0)` }).from(withdraw)
        .where(and(eq(withdraw.userId, me), inArray(withdraw.status, [...WITHDRAW_OPEN_STATUSES]))),
      ctx.db.select().from(commissionLog).where(eq(commissionLog.userId, me)).orderBy(desc(commissionLog.id)).limit(limit).offset((page - 1) * limit),
      ctx.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(commissionLog).where(eq(commissionLog.userId, me)),
    ]);
    const list = found.map((l): AgentWalletLog => ({
      id: l.id, type: l.type as AgentWalletLog['type'], commission_id: l.commissionId, amount: yuanOf(l.amount), before: yuanOf(l.before), after: yuanOf(l.after),
      debt_before: yuanOf(l.debtBefore), debt_after: yuanOf(l.debtAfter), memo: l.memo, create_time: secs(l.createTime),
    }));
    return {
      is_agent: !!wallet, money: yuanOf(Number(wallet?.money ?? 0)), debt: yuanOf(Number(wallet?.debt ?? 0)),
      frozen: yuanOf(Number(frozen.sum)), list, total: Number(count.n),
    };
  });
}
