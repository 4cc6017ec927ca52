import { eq, sql, type SQL } from 'drizzle-orm';
import { hotStatement, rows, type Db } from '../../db/client.ts';
import { user, userMoneyLog, userScoreLog } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { yuan } from '../../core/site/site-config.ts';
import { literalOf, storedOf, type StoredMessage } from '../../core/i18n/stored.ts';

/**
 * The members' ledgers (reference 10.2, 10.3): a balance (money in cents, score in points)
 * changes only together with its log row, which records the change and the balance before and
 * after. Every change anywhere (the admin pages, later commissions and orders) goes through here.
 *
 * A change is ONE statement: a conditional `UPDATE "user" SET money = money + $d WHERE id = $u
 * AND money + $d >= 0 RETURNING money` feeding the INSERT of the log row. PostgreSQL locks the
 * member row, re-checks the condition on the latest version when it had to wait, and the
 * returned balance is the one after exactly this change; the row and the balance commit
 * together. So concurrent changes never lose an update, a balance never goes below zero, rows
 * chain in id order (`before` = the previous row's `after`), and the row lock is held only for
 * the statement and its commit, not across round trips (see bench/money-log.ts). Inside a
 * caller's transaction it simply joins it.
 */

export type LedgerKind = 'money' | 'score';

export interface LedgerChange {
  userId: number;
  /** Cents for money, points for score; negative takes away; never 0. */
  amount: number;
  /** A person's words, or a message the server writes (stored with it, read in each reader's language). */
  memo: string | StoredMessage;
}

/** A written ledger row. */
export interface LedgerEntry extends LedgerChange {
  id: number;
  memo: string;
  before: number;
  after: number;
}

const balanceColumn = { money: user.money, score: user.score } as const;
const logTable = { money: userMoneyLog, score: userScoreLog } as const;

/** Memo is required ("Change note cannot be blank") and at most 255 characters; the change is a whole non-zero number. */
function checkChange(change: LedgerChange): string {
  const memo = literalOf(change.memo).trim();
  if (!memo) throw new ApiError('Change note cannot be blank');
  if (memo.length > 255) throw new ApiError('The change note is too long (at most 255 characters)');
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new ApiError('The change cannot be 0');
  return memo;
}

/** The values of a ledger change inside a statement: placeholders (`ledgerValues`) or expressions of the caller's statement. */
export interface LedgerChangeSql { userId: SQL; amount: SQL; memo: SQL; stored: SQL }

const ledgerPlaceholders: LedgerChangeSql = {
  userId: sql`${sql.placeholder('ledgerUser')}::integer`,
  amount: sql`${sql.placeholder('ledgerAmount')}::bigint`,
  memo: sql`${sql.placeholder('ledgerMemo')}::varchar`,
  stored: sql`${sql.placeholder('ledgerStored')}::jsonb`,
};

/**
 * A ledger change as two CTEs of a statement, `ledger_moved` (the balance) and `ledger_row` (its
 * log row: id, before, after), with the placeholders `ledgerUser`, `ledgerAmount`, `ledgerMemo`
 * and `ledgerStored` (`ledgerValues`), or with `change`: expressions of the caller's statement (a
 * payment's amount read from the order it makes paid; its memo must meet `checkChange`). No row
 * when the member is missing, the amount is 0 or null, or the balance would go below zero.
 * `changeBalance` runs it alone; a payment runs it with the rows that record it.
 */
export function ledgerChangeCtes(kind: LedgerKind, change: LedgerChangeSql = ledgerPlaceholders): SQL {
  const balance = balanceColumn[kind];
  const column = sql.identifier(kind);
  const { userId, amount, memo, stored } = change;
  return sql`ledger_moved as (
      update ${user} set ${column} = ${balance} + ${amount}, update_time = now()
      where ${user.id} = ${userId} and ${amount} <> 0 and ${balance} + ${amount} >= 0
      returning ${balance} as after
    ), ledger_row as (
      insert into ${logTable[kind]} (user_id, ${column}, before, after, memo, memo_i18n)
      select ${userId}, ${amount}, after - ${amount}, after, ${memo}, ${stored} from ledger_moved
      returning id, before, after
    )`;
}

/** The values of `ledgerChangeCtes`' placeholders for a change, checked (`checkChange`); and its memo as written. */
function ledgerValues(change: LedgerChange): { values: Record<string, unknown>; memo: string } {
  const memo = checkChange(change);
  const message = storedOf(change.memo);
  return { memo, values: { ledgerUser: change.userId, ledgerAmount: change.amount, ledgerMemo: memo, ledgerStored: message ? JSON.stringify(message) : null } };
}

const changeStatements = {
  money: hotStatement<{ id: number; before: number | string; after: number | string }>('ledger_money', () => sql`with ${ledgerChangeCtes('money')} select id, before, after from ledger_row`),
  score: hotStatement<{ id: number; before: number | string; after: number | string }>('ledger_score', () => sql`with ${ledgerChangeCtes('score')} select id, before, after from ledger_row`),
};

/** Moves a member's balance and writes its log row; refuses a missing member and a result below zero. */
export async function changeBalance(db: Db, kind: LedgerKind, change: LedgerChange): Promise<LedgerEntry> {
  const { memo, values } = ledgerValues(change);
  const { userId, amount } = change;
  const [row] = await changeStatements[kind](db, values);
  if (row) return { id: row.id, userId, amount, before: Number(row.before), after: Number(row.after), memo };

  const balance = balanceColumn[kind];
  const [member] = await db.select({ balance }).from(user).where(eq(user.id, userId));
  if (!member) throw new ApiError("The user can't find it");
  throw kind === 'money'
    ? new ApiError('Insufficient balance: the change would make it negative (current balance %s)', 0, null, [yuan(member.balance)])
    : new ApiError('Insufficient score: the change would make it negative (current score %d)', 0, null, [member.balance]);
}

/** Adds `cents` (negative takes away) to a member's balance with its money-log row. */
export const changeMoney = (db: Db, input: { userId: number; cents: number; memo: string | StoredMessage }) =>
  changeBalance(db, 'money', { userId: input.userId, amount: input.cents, memo: input.memo });

/** Adds `points` (negative takes away) to a member's score with its score-log row. */
export const changeScore = (db: Db, input: { userId: number; points: number; memo: string | StoredMessage }) =>
  changeBalance(db, 'score', { userId: input.userId, amount: input.points, memo: input.memo });

/** An integer array literal (`ARRAY[1,2]::int[]`) of checked whole numbers: a thousand values without a thousand parameters. */
function intArray(values: number[], type: 'int' | 'bigint') {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new ApiError('Parameter error');
  return sql.raw(`ARRAY[${values.join(',')}]::${type}[]`);
}

/**
 * The same change as `changeBalance` for many members at once (an import's opening balances),
 * each with its own log row, in ONE statement: the update of every balance feeds the insert of
 * every log row. Each member appears once; all of them move or none (an unknown member or a
 * balance that would go below zero refuses the whole batch, so the caller's transaction rolls back).
 */
export async function changeBalances(db: Db, kind: LedgerKind, changes: { userId: number; amount: number }[], memo: string | StoredMessage): Promise<void> {
  if (!changes.length) return;
  const text = checkChange({ userId: changes[0].userId, amount: 1, memo });
  if (new Set(changes.map((c) => c.userId)).size !== changes.length) throw new ApiError('Parameter error');
  for (const c of changes) if (!Number.isSafeInteger(c.amount) || c.amount === 0) throw new ApiError('The change cannot be 0');
  const message = storedOf(memo);
  const stored = message ? JSON.stringify(message) : null;
  const balance = balanceColumn[kind];
  const column = sql.identifier(kind);
  const written = await rows<{ n: number }>(db, sql`
    with v(user_id, amount) as (select * from unnest(${intArray(changes.map((c) => c.userId), 'int')}, ${intArray(changes.map((c) => c.amount), 'bigint')})),
    moved as (
      update ${user} set ${column} = ${balance} + v.amount, update_time = now()
      from v where ${user.id} = v.user_id and ${balance} + v.amount >= 0
      returning v.user_id, v.amount, ${balance} as after
    ),
    logged as (
      insert into ${logTable[kind]} (user_id, ${column}, before, after, memo, memo_i18n)
      select user_id, amount, after - amount, after, ${text}::varchar, ${stored}::jsonb from moved order by user_id
      returning 1
    )
    select count(*)::int as n from logged`);
  if (Number(written[0]?.n) !== changes.length) throw new ApiError("The user can't find it");
}
