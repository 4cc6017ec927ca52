import { and, asc, eq, sql } from 'drizzle-orm';
import { maskAccountNo, withdrawAdminEndpoints as api, withdrawDescription, withdrawTotals as totals, yuanOf, type WithdrawAdminRow, type WithdrawLedgerRow, type WithdrawTotals } from '@app/contract';
import { action, defineResource, described, join, joinedFields, listedRow, rowScope, type ActionContext, type Compiled, type Row } from '../../core/crud/index.ts';
import { toWire } from '../../core/crud/columns.ts';
import { baseQuery, listCondition } from '../../core/crud/list.ts';
import type { ParsedListQuery } from '../../core/crud/types.ts';
import { registeredResources } from '../../core/crud/registry.ts';
import { ApiError } from '../../core/http/errors.ts';
import { checkPermission, grantedRules } from '../../core/rbac/rules.ts';
import { commissionLog, user, withdraw } from '../../db/schema/index.ts';
import { byOwnShops } from '../shop/index.ts';
import { approveWithdraws, failWithdraw, payBankWithdraw, rejectWithdraw, type Actor } from './transitions.ts';

const num = (v: unknown) => Number(v ?? 0);
const PATH = 'finance/withdraw';
/** Who may see a full account number (to pay it): the admins who may approve. */
export const FULL_ACCOUNT_NODE = `${PATH}/approve`;

/** The totals of the filtered set, whatever page the list shows: one aggregate over the list's WHERE and joins. */
export async function withdrawTotals(r: Compiled, c: ActionContext, q: ParsedListQuery): Promise<WithdrawTotals> {
  const where = await listCondition(r, c, q);
  const [t] = await baseQuery(r, c, {
    count: sql<number>`count(*)`,
    amount: sql<string>`coalesce(sum(${withdraw.amount}), 0)`,
    fee: sql<string>`coalesce(sum(${withdraw.fee}) filter (where ${withdraw.status} = 'paid'), 0)`,
    paid: sql<string>`coalesce(sum(${withdraw.payAmount}) filter (where ${withdraw.status} = 'paid'), 0)`,
    open: sql<string>`coalesce(sum(${withdraw.amount}) filter (where ${withdraw.status} in ('pending','approved','paying')), 0)`,
  } as never).where(where) as unknown as Record<string, unknown>[];
  return { count: num(t.count), amount: yuanOf(num(t.amount)), fee: yuanOf(num(t.fee)), paid: yuanOf(num(t.paid)), open: yuanOf(num(t.open)) };
}

async function actorOf(c: ActionContext, resource: Compiled): Promise<Actor> {
  return { adminId: c.admin.id, scope: await rowScope(resource, c) };
}

async function mayApprove(c: ActionContext): Promise<boolean> {
  if (c.isSuper || c.admin.granted === '*') return true;
  return checkPermission(FULL_ACCOUNT_NODE, grantedRules(await c.app.adminRules.get(), c.admin.granted));
}

const resourceOf = (c: ActionContext) => registeredResources(c.app).get(PATH)!;

/**
 * `/admin/finance.Withdraw/*`: every withdrawal with its member, scoped by the agent's shop (own
 * shops). The list masks account numbers (and the export leaves them out); the detail shows
 * the full number to the admins who may approve, with the withdrawal's ledger rows. Actions move
 * the state machine (transitions.ts), each conditional.
 */
export const withdrawResource = defineResource({
  ...described(withdrawDescription),
  table: withdraw,
  joins: {
    user: join(user, (u) => eq(withdraw.userId, u.id), { ...joinedFields(withdrawDescription, 'user'), nickname: {} }),
  },
  scope: byOwnShops('shop_id'),
  add: false,
  edit: false,
  del: false,
  outputs: { indexExtra: { totals } },
  hooks: {
    rows: (rows: Row[]) => rows.map((r) => ({ ...r, account_no: maskAccountNo(String(r.account_no ?? '')) })),
    indexExtra: async (c) => ({ totals: await withdrawTotals(resourceOf(c), c, c.req.query as ParsedListQuery) }),
  },
  actions: {
    detail: action({
      endpoint: api.detail,
      transaction: false,
      async run({ id }, c, { resource }) {
        const row = await listedRow(resource, c, id);
        if (!row) throw new ApiError('Record not found');
        const [full] = await c.db.select({ accountNo: withdraw.accountNo }).from(withdraw).where(eq(withdraw.id, id));
        const logs = await c.db.select().from(commissionLog).where(and(eq(commissionLog.withdrawId, id))).orderBy(asc(commissionLog.id));
        const ledger = logs.map((l): WithdrawLedgerRow => ({
          id: l.id, type: l.type as WithdrawLedgerRow['type'], amount: yuanOf(l.amount), before: yuanOf(l.before), after: yuanOf(l.after),
          memo: l.memo, create_time: toWire(l.createTime) as number | null,
        }));
        const accountNo = (await mayApprove(c)) ? full.accountNo : maskAccountNo(full.accountNo);
        return { row: { ...(row as WithdrawAdminRow), account_no: accountNo }, ledger };
      },
    }),
    approve: action({
      endpoint: api.approve,
      transaction: false,
      message: 'Operation successful',
      async run({ ids }, c, { resource }) {
        return approveWithdraws(c.app, ids, await actorOf(c, resource));
      },
    }),
    reject: action({
      endpoint: api.reject,
      transaction: false,
      message: 'Operation successful',
      async run({ id, reason }, c, { resource }) {
        await rejectWithdraw(c.db, id, reason, await actorOf(c, resource));
        return null;
      },
    }),
    pay: action({
      endpoint: api.pay,
      transaction: false,
      message: 'Operation successful',
      async run({ id, voucher, remark }, c, { resource }) {
        await payBankWithdraw(c.db, id, { voucher, remark }, await actorOf(c, resource));
        return null;
      },
    }),
    fail: action({
      endpoint: api.fail,
      transaction: false,
      message: 'Operation successful',
      async run({ id, reason }, c, { resource }) {
        await failWithdraw(c.db, id, reason, await actorOf(c, resource));
        return null;
      },
    }),
  },
});
