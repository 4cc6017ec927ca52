import { eq } from 'drizzle-orm';
import { ledgerEndpoints, moneyLogDescription, scoreLogDescription, type LedgerMember } from '@app/contract';
import { avatarOf, yuan } from '../../core/site/site-config.ts';
import { ApiError } from '../../core/http/errors.ts';
import { action, defineResource, described, join, joinedFields } from '../../core/crud/index.ts';
import type { Db } from '../../db/client.ts';
import { user, userMoneyLog, userScoreLog } from '../../db/schema/index.ts';
import { readMemos } from '../../core/i18n/stored.ts';
import { changeMoney, changeScore } from './ledger.ts';

/** The member with the current balance, for the add form's "current → after" preview. */
async function ledgerMember(db: Db, rawId: string): Promise<LedgerMember> {
  const userId = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const [row] = userId ? await db.select().from(user).where(eq(user.id, userId)) : [];
  if (!row) throw new ApiError("The user can't find it");
  return {
    id: row.id,
    group_id: row.groupId,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    mobile: row.mobile,
    avatar: avatarOf(row.avatar),
    gender: row.gender as LedgerMember['gender'],
    status: row.status as LedgerMember['status'],
    money: yuan(row.money),
    score: row.score,
  };
}

/** `GET add?userId=` of a ledger: the member with the current balance. */
const addFormOf = (endpoint: typeof ledgerEndpoints.moneyAddForm) =>
  action({ endpoint, transaction: false, run: async ({ userId }, c) => ({ user: await ledgerMember(c.db, userId ?? '') }) });

/**
 * `/admin/user.MoneyLog/*` (reference 10.2): the list (and its export) from the CRUD kit; `add`
 * is the ledger's own action (`addForm`, `add`). Rows are never edited or deleted: those routes do not exist.
 */
export const moneyLogResource = defineResource({
  // amounts (kind money) are cents, listed, searched and exported in yuan by the kit
  ...described(moneyLogDescription),
  table: userMoneyLog,
  joins: { user: join(user, (u) => eq(userMoneyLog.userId, u.id), joinedFields(moneyLogDescription, 'user')) },
  add: false,
  edit: false,
  del: false,
  // memos the server wrote, in the reader's language (core/i18n/stored.ts)
  hooks: { rows: (rows, c) => readMemos(rows, c.req.lang) },
  actions: {
    addForm: addFormOf(ledgerEndpoints.moneyAddForm),
    add: action({
      endpoint: ledgerEndpoints.moneyAdd,
      transaction: false,
      message: 'Added successfully',
      run: async (b, c) => {
        await changeMoney(c.db, { userId: b.user_id, cents: b.money, memo: b.memo });
        return null;
      },
    }),
  },
});

/** `/admin/user.ScoreLog/*` (reference 10.3): the same with whole points. */
export const scoreLogResource = defineResource({
  ...described(scoreLogDescription),
  table: userScoreLog,
  joins: { user: join(user, (u) => eq(userScoreLog.userId, u.id), joinedFields(scoreLogDescription, 'user')) },
  add: false,
  edit: false,
  del: false,
  // memos the server wrote, in the reader's language (core/i18n/stored.ts)
  hooks: { rows: (rows, c) => readMemos(rows, c.req.lang) },
  actions: {
    addForm: addFormOf(ledgerEndpoints.scoreAddForm),
    add: action({
      endpoint: ledgerEndpoints.scoreAdd,
      transaction: false,
      message: 'Added successfully',
      run: async (b, c) => {
        await changeScore(c.db, { userId: b.user_id, points: b.score, memo: b.memo });
        return null;
      },
    }),
  },
});

