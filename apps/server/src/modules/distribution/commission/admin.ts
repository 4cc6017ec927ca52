import { eq, sql } from 'drizzle-orm';
import { commissionAdminEndpoints as api, commissionDescription, commissionTotals as totals, yuanOf, type CommissionSettleResult, type CommissionTotals } from '@app/contract';
import { action, answer, defineResource, described, join, joinedFields, rowScope, type ActionContext, type Compiled } from '../../../core/crud/index.ts';
import { baseQuery, listCondition } from '../../../core/crud/list.ts';
import type { ParsedListQuery } from '../../../core/crud/types.ts';
import { registeredResources } from '../../../core/crud/registry.ts';
import { commission, order, user } from '../../../db/schema/index.ts';
import { byOwnShops } from '../../shop/index.ts';
import { settleCommissions, type SettleResult } from './lifecycle.ts';

const num = (v: unknown) => Number(v ?? 0);

/**
 * The totals of the set the list request filters (search, quick search, scope), whatever page it
 * shows: one aggregate over the same WHERE and joins as the list.
 */
export async function commissionTotals(r: Compiled, c: ActionContext, q: ParsedListQuery): Promise<CommissionTotals> {
  const where = await listCondition(r, c, q);
  const [t] = await baseQuery(r, c, {
    count: sql<number>`count(*)`,
    amount: sql<string>`coalesce(sum(${commission.amount}), 0)`,
    pending: sql<string>`coalesce(sum(${commission.amount} - ${commission.cancelledAmount}) filter (where ${commission.status} = 'pending'), 0)`,
    settled: sql<string>`coalesce(sum(${commission.amount} - ${commission.cancelledAmount} - ${commission.reversedAmount}) filter (where ${commission.status} = 'settled'), 0)`,
    cancelled: sql<string>`coalesce(sum(${commission.cancelledAmount}), 0)`,
    reversed: sql<string>`coalesce(sum(${commission.reversedAmount}), 0)`,
  } as never).where(where) as unknown as Record<string, unknown>[];
  return {
    count: num(t.count),
    amount: yuanOf(num(t.amount)),
    pending: yuanOf(num(t.pending)),
    settled: yuanOf(num(t.settled)),
    cancelled: yuanOf(num(t.cancelled)),
    reversed: yuanOf(num(t.reversed)),
  };
}

/** The answer of a settle: what was settled, and a message that says so when it was nothing (`none`). */
const settled = (r: SettleResult, none: string) => {
  const data: CommissionSettleResult = { count: r.count, amount: yuanOf(r.amount) };
  return answer(data, r.count ? 'Operation successful' : none);
};

/**
 * `/admin/distribution.Commission/*`: every commission with its agent and order, read-only but
 * for "settle now"; scoped by the order's shop (own shops). The index answer carries `totals` of
 * the filtered set.
 */
export const commissionResource = defineResource({
  ...described(commissionDescription),
  table: commission,
  joins: {
    user: join(user, (u) => eq(commission.userId, u.id), { ...joinedFields(commissionDescription, 'user'), nickname: {} }),
    order: join(order, (o) => eq(commission.orderId, o.id), joinedFields(commissionDescription, 'order')),
  },
  scope: byOwnShops('shop_id'),
  add: false,
  edit: false,
  del: false,
  outputs: { indexExtra: { totals } },
  hooks: {
    indexExtra: async (c) => {
      const r = registeredResources(c.app).get('distribution/commission')!;
      return { totals: await commissionTotals(r, c, c.req.query as ParsedListQuery) };
    },
  },
  actions: {
    settle: action({
      endpoint: api.settle,
      transaction: false,
      async run({ ids }, c, { resource }) {
        return settled(await settleCommissions(c.db, { ids, scope: await rowScope(resource, c) }), 'None of the selected commissions can be settled: nothing settled');
      },
    }),
    settleDue: action({
      endpoint: api.settleDue,
      transaction: false,
      async run(_input, c, { resource }) {
        return settled(await settleCommissions(c.db, { due: true, scope: await rowScope(resource, c) }), 'No commission was due: nothing settled');
      },
    }),
  },
});
