import { asc, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client.ts';
import { agent, commissionLog } from '../../../db/schema/index.ts';
import { ApiError } from '../../../core/http/errors.ts';

/**
 * THE commission wallet primitive (README "Wallet"). An agent's `commission_money` and
 * `commission_debt` change only here, each change with its `commission_log` row, in the
 * caller's transaction, the agent rows locked in member id order first (so two callers never wait
 * on each other in a cycle). Settlement, reversal and later withdrawals, transfers and
 * adjustments all come through `moveCommissionWallets` (many changes, bulk statements) or
 * `changeCommissionWallet` (one).
 *
 * Arithmetic (`applyWalletChange`): a credit pays the debt first, the rest goes to the money; a
 * debit takes the money, and when `allowDebt` (a reversal) whatever the money cannot cover becomes
 * debt; without it (a withdrawal) a debit larger than the money is refused. Every row keeps
 * after − debt_after = before − debt_before + amount (the table's check constraint), so for every
 * agent: commission_money − commission_debt = sum(commission_log.amount).
 */

export type WalletLogType = 'settle' | 'reverse' | 'withdraw' | 'withdraw_return' | 'transfer' | 'adjust';

export interface WalletChange {
  userId: number;
  /** Cents; positive credits, negative debits; never 0. */
  amount: number;
  type: WalletLogType;
  commissionId?: number | null;
  /** The withdrawal a `withdraw` / `withdraw_return` row belongs to (at most one of each per withdrawal). */
  withdrawId?: number | null;
  memo: string;
  /** A debit the money cannot cover becomes debt (reversals) instead of being refused. */
  allowDebt?: boolean;
}

export interface WalletState {
  money: number;
  debt: number;
}

export interface WalletEntry extends WalletChange {
  before: number;
  after: number;
  debtBefore: number;
  debtAfter: number;
}

/** The wallet after one change, or null when a debit without `allowDebt` exceeds the money. */
export function applyWalletChange(state: WalletState, amount: number, allowDebt: boolean): WalletState | null {
  if (amount > 0) {
    const paid = Math.min(state.debt, amount);
    return { money: state.money + amount - paid, debt: state.debt - paid };
  }
  const take = -amount;
  if (take <= state.money) return { money: state.money - take, debt: state.debt };
  if (!allowDebt) return null;
  return { money: 0, debt: state.debt + take - state.money };
}

/**
 * Applies changes, in the order given, to the wallets of their agents: locks those agent rows,
 * writes one log row per change and one update per agent. Refuses (throws, the caller's
 * transaction rolls back) a change of a member who is not an agent, or a debit the money cannot
 * cover without `allowDebt`.
 */
export async function moveCommissionWallets(db: Db, changes: WalletChange[]): Promise<WalletEntry[]> {
  if (!changes.length) return [];
  // A savepoint inside the caller's transaction; a transaction of its own otherwise (the locks must last to the commit).
  return db.transaction((tx) => moveLocked(tx, changes));
}

const lockWallets = (tx: Db, ids: number[]) =>
  tx.select({ userId: agent.userId, money: agent.commissionMoney, debt: agent.commissionDebt, status: agent.status, shopId: agent.shopId })
    .from(agent).where(inArray(agent.userId, ids)).orderBy(asc(agent.userId)).for('update');

/**
 * Locks one agent's wallet in the caller's transaction ahead of a change, for a caller that must
 * check something under the same lock first (a withdrawal's daily limits); the later change
 * through `moveCommissionWallets` takes the lock it already holds. Undefined when not an agent.
 */
export async function lockCommissionWallet(tx: Db, userId: number) {
  const [row] = await lockWallets(tx, [userId]);
  return row && { ...row, money: Number(row.money), debt: Number(row.debt) };
}

async function moveLocked(tx: Db, changes: WalletChange[]): Promise<WalletEntry[]> {
  for (const c of changes) {
    if (!Number.isSafeInteger(c.amount) || c.amount === 0) throw new ApiError('The change cannot be 0');
  }
  const ids = [...new Set(changes.map((c) => c.userId))].sort((a, b) => a - b);
  const locked = await lockWallets(tx, ids);
  const wallets = new Map<number, WalletState>(locked.map((a) => [a.userId, { money: Number(a.money), debt: Number(a.debt) }]));
  const entries: WalletEntry[] = [];
  for (const c of changes) {
    const state = wallets.get(c.userId);
    if (!state) throw new ApiError('The member is not an agent');
    const next = applyWalletChange(state, c.amount, c.allowDebt ?? false);
    if (!next) throw new ApiError('Insufficient commission balance');
    entries.push({ ...c, before: state.money, after: next.money, debtBefore: state.debt, debtAfter: next.debt });
    wallets.set(c.userId, next);
  }
  // Bulk writes: a settlement batch of a thousand commissions is two statements here.
  for (let i = 0; i < entries.length; i += 2000) {
    await tx.insert(commissionLog).values(entries.slice(i, i + 2000).map((e) => ({
      userId: e.userId, type: e.type, commissionId: e.commissionId ?? null, withdrawId: e.withdrawId ?? null, amount: e.amount,
      before: e.before, after: e.after, debtBefore: e.debtBefore, debtAfter: e.debtAfter, memo: e.memo.slice(0, 255),
    })));
  }
  const touched = ids.filter((id) => wallets.has(id));
  const values = sql.join(touched.map((id) => sql`(${id}::integer, ${wallets.get(id)!.money}::bigint, ${wallets.get(id)!.debt}::bigint)`), sql`, `);
  await rows(tx, sql`
    update ${agent} a set commission_money = v.money, commission_debt = v.debt, update_time = now()
    from (values ${values}) as v(user_id, money, debt) where a.user_id = v.user_id`);
  return entries;
}

/** One change of one agent's wallet (see `moveCommissionWallets`). */
export async function changeCommissionWallet(tx: Db, change: WalletChange): Promise<WalletEntry> {
  const [entry] = await moveCommissionWallets(tx, [change]);
  return entry;
}
