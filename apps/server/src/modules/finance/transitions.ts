import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { withdraw } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { allowedWhere } from '../../core/crud/index.ts';
import { WITHDRAW_STATES } from '@app/contract';
import { changeCommissionWallet } from '../distribution/index.ts';
import { metrics } from '../../core/metrics.ts';
import { payoutGateways, type PayoutGateway, type PayoutResult, type WithdrawRow } from './payout.ts';

/**
 * The withdrawal's state machine (`WITHDRAW_STATES` in the contract; README "States"). Every
 * transition is one conditional UPDATE (`WHERE status = …`, from the declaration) that returns the rows it moved: of two admins, jobs or callbacks racing on
 * one row, exactly one moves it and the others change nothing. A transition that closes a
 * withdrawal without paying it (cancel, reject, fail) returns the amount to the wallet with one
 * `withdraw_return` ledger row in the same transaction (unique per withdrawal besides).
 */

/** Who acts: the admin (for the audit columns) and their own-shops scope, a condition on the withdraw table. */
export interface Actor {
  adminId: number | null;
  scope?: SQL;
}

const now = sql`now()`;

type Action = keyof typeof WITHDRAW_STATES.transitions;
const allowed = (action: Action) => allowedWhere(withdraw, WITHDRAW_STATES, action);
const to = (action: Action) => WITHDRAW_STATES.to(action);

/** Makes a closing move (cancel, reject, fail) of one row and returns its money, or changes nothing. */
async function close(db: Db, where: SQL, action: Action, set: PgUpdateSetSource<typeof withdraw>): Promise<WithdrawRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(withdraw).set({ ...set, status: to(action), closedTime: now, updateTime: now })
      .where(and(where, allowed(action))).returning();
    if (row) await changeCommissionWallet(tx, { userId: row.userId, amount: row.amount, type: 'withdraw_return', withdrawId: row.id, memo: row.withdrawNo });
    return row;
  });
}

const scoped = (id: number, actor: Actor) => and(eq(withdraw.id, id), actor.scope);

/** The member cancels their own pending withdrawal. */
export async function cancelWithdraw(db: Db, userId: number, id: number): Promise<WithdrawRow> {
  const row = await close(db, and(eq(withdraw.id, id), eq(withdraw.userId, userId))!, 'cancel', {});
  if (!row) throw new ApiError('Only your own pending withdrawals can be cancelled');
  return row;
}

/** The admin rejects a pending withdrawal, with the reason the member sees. */
export async function rejectWithdraw(db: Db, id: number, reason: string, actor: Actor): Promise<WithdrawRow> {
  const row = await close(db, scoped(id, actor)!, 'reject', { reason, auditAdminId: actor.adminId, auditTime: now });
  if (!row) throw new ApiError('Only pending withdrawals can be rejected');
  return row;
}

/** The admin marks an approved or paying withdrawal failed (the payout did not happen), with the reason. */
export async function failWithdraw(db: Db, id: number, reason: string, actor: Actor): Promise<WithdrawRow> {
  const row = await close(db, scoped(id, actor)!, 'fail', { reason });
  if (!row) throw new ApiError('Only approved or paying withdrawals can be marked failed');
  return row;
}

/** The bank channel, paid by hand: the operator marks an approved withdrawal paid with the transfer voucher and a note. */
export async function payBankWithdraw(db: Db, id: number, input: { voucher: string; remark: string }, actor: Actor): Promise<WithdrawRow> {
  const [row] = await db.update(withdraw).set({ status: to('pay'), voucher: input.voucher, adminRemark: input.remark, paidTime: now, updateTime: now })
    .where(and(scoped(id, actor), allowed('pay'))).returning();
  if (!row) throw new ApiError('Only approved bank-card withdrawals can be marked paid');
  metrics.withdrawalPaid(row.channel);
  return row;
}

/**
 * Applies what a gateway said of a payout to a `paying` row, conditionally and idempotently:
 * `paid` → paid; `failed` → failed with the money returned (one `withdraw_return` row);
 * `paying` → the gateway's number, state and package recorded. A repeated or stale result (the
 * row is no longer paying) changes nothing. Answers the row's state after, or undefined when
 * nothing changed.
 */
export async function applyPayoutResult(db: Db, id: number, result: PayoutResult): Promise<WithdrawRow['status'] | undefined> {
  const gatewaySays = {
    ...(result.payoutNo ? { payoutNo: result.payoutNo } : {}),
    ...(result.payoutState ? { payoutState: result.payoutState.slice(0, 32) } : {}),
    ...(result.payoutPackage ? { payoutPackage: result.payoutPackage.slice(0, 1024) } : {}),
  };
  const paying = and(eq(withdraw.id, id), allowed('payoutPaid'));
  if (result.state === 'failed') {
    const row = await close(db, eq(withdraw.id, id), 'payoutFailed', { ...gatewaySays, reason: (result.reason || 'Payout failed').slice(0, 255) });
    return row?.status;
  }
  if (result.state === 'paid') {
    const [row] = await db.update(withdraw).set({ ...gatewaySays, status: to('payoutPaid'), paidTime: now, updateTime: now }).where(paying).returning({ status: withdraw.status, channel: withdraw.channel });
    if (row) metrics.withdrawalPaid(row.channel);
    return row?.status;
  }
  if (!Object.keys(gatewaySays).length) return undefined;
  const [row] = await db.update(withdraw).set({ ...gatewaySays, updateTime: now }).where(paying).returning({ status: withdraw.status });
  return row?.status;
}

/**
 * Starts (or, for a row already paying without the gateway's number, starts again: the gateway
 * keys it by withdraw_no, so it never pays twice) the payout of an approved wechat / alipay row:
 * approved → paying, then `gateway.start` OUTSIDE any transaction, then its result applied. A
 * transport error leaves the row paying; the reconciliation job asks again.
 */
export async function startPayout(ctx: AppContext, gateway: PayoutGateway, id: number): Promise<WithdrawRow['status'] | undefined> {
  const [row] = await ctx.db.update(withdraw).set({ status: to('startPayout'), payingTime: now, updateTime: now })
    .where(and(eq(withdraw.id, id), eq(withdraw.channel, gateway.channel), allowed('startPayout'))).returning();
  if (!row) return undefined;
  return payOut(ctx, gateway, row, 'start');
}

async function payOut(ctx: AppContext, gateway: PayoutGateway, row: WithdrawRow, how: 'start' | 'query'): Promise<WithdrawRow['status'] | undefined> {
  let result: PayoutResult;
  try {
    result = await gateway[how](ctx, row);
  } catch {
    // Transport error: where the payout stands is unknown, so the row stays paying for the job to ask again.
    return 'paying';
  }
  return (await applyPayoutResult(ctx.db, row.id, result)) ?? row.status;
}

export interface ApproveResult {
  approved: number;
  paid: number;
  failed: number;
}

/**
 * Batch approval: pending → approved for the chosen rows within the admin's scope (each once,
 * whatever other admins or the member do meanwhile), then each wechat / alipay one started at
 * its registered gateway. Bank ones wait for the operator's "paid".
 */
export async function approveWithdraws(ctx: AppContext, ids: number[], actor: Actor): Promise<ApproveResult> {
  const approved = await ctx.db.update(withdraw).set({ status: to('approve'), auditAdminId: actor.adminId, auditTime: now, updateTime: now })
    .where(and(inArray(withdraw.id, ids), allowed('approve'), actor.scope)).returning({ id: withdraw.id, channel: withdraw.channel });
  const result: ApproveResult = { approved: approved.length, paid: 0, failed: 0 };
  for (const a of approved) {
    const gateway = payoutGateways.get(a.channel as PayoutGateway['channel']);
    if (!gateway) continue;
    const state = await startPayout(ctx, gateway, a.id);
    if (state === 'paid') result.paid++;
    if (state === 'failed') result.failed++;
  }
  return result;
}

/** How long a payout runs before the reconciliation job asks after it, and how many rows a run takes. */
export const RECONCILE_AFTER_SECONDS = 60;
const RECONCILE_BATCH = 200;

/**
 * The reconciliation job's work: for each registered gateway, the rows approved but never
 * started (an instance stopped between the two) are started, and the rows paying for longer than
 * a minute are asked after (`query`; started again when the gateway never gave its number).
 */
export async function reconcilePayouts(ctx: AppContext): Promise<number> {
  let touched = 0;
  for (const gateway of payoutGateways.values()) {
    const stale = sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`;
    const rows = await ctx.db.select().from(withdraw).where(and(
      eq(withdraw.channel, gateway.channel),
      sql`((${withdraw.status} = 'paying' and ${withdraw.payingTime} < ${stale}) or (${withdraw.status} = 'approved' and ${withdraw.auditTime} < ${stale}))`,
    )).orderBy(withdraw.id).limit(RECONCILE_BATCH);
    for (const row of rows) {
      touched++;
      if (row.status === 'approved') {
        await startPayout(ctx, gateway, row.id);
        continue;
      }
      await ctx.db.update(withdraw).set({ payoutChecks: sql`least(${withdraw.payoutChecks} + 1, 32767)` }).where(eq(withdraw.id, row.id));
      await payOut(ctx, gateway, row, row.payoutNo ? 'query' : 'start');
    }
  }
  return touched;
}
