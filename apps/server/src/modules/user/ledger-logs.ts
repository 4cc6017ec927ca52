import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyLogAddInput, moneyLogDescription, scoreLogAddInput, scoreLogDescription, type LedgerMember } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { avatarOf, yuan } from '../../core/site/site-config.ts';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described, join, joinedFields, type Row } from '../../core/crud/index.ts';
import type { Db } from '../../db/client.ts';
import { user, userMoneyLog, userScoreLog } from '../../db/schema/index.ts';
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

const moneyAsYuan = (rows: Row[]) =>
  rows.map((r) => ({ ...r, money: yuan(Number(r.money)), before: yuan(Number(r.before)), after: yuan(Number(r.after)) }));

/**
 * `/admin/user.MoneyLog/*` (reference 10.2): the list (and its export) from the CRUD kit; `add`
 * is the ledger's own route below. Rows are never edited or deleted: those routes do not exist.
 */
export const moneyLogResource = defineResource({
  // amounts are cents, searched and exported in yuan like the list shows them
  ...described(moneyLogDescription),
  table: userMoneyLog,
  joins: { user: join(user, (u) => eq(userMoneyLog.userId, u.id), joinedFields(moneyLogDescription, 'user')) },
  add: false,
  edit: false,
  del: false,
  hooks: { rows: moneyAsYuan },
});

/** `/admin/user.ScoreLog/*` (reference 10.3): the same with whole points. */
export const scoreLogResource = defineResource({
  ...described(scoreLogDescription),
  table: userScoreLog,
  joins: { user: join(user, (u) => eq(userScoreLog.userId, u.id), joinedFields(scoreLogDescription, 'user')) },
  add: false,
  edit: false,
  del: false,
});

/**
 * `add` of both logs (reference 10.2, 10.3), node `user/moneylog/add` / `user/scorelog/add`:
 * GET `?userId=` → `{user}` with the current balance; POST moves the balance and writes the row
 * in one statement (ledger.ts). Not the kit's add: that holds a transaction open across round
 * trips while the member row is locked, and every change to one member waits on that lock.
 */
export function ledgerAddRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'admin' as const };
  const doc = (tag: string, summary: string) => ({ tags: [tag], summary, security: [{ batoken: [] }] });
  const userIdQuery = z.object({ userId: z.string().max(20).optional() }).loose();

  for (const tag of ['user.MoneyLog', 'user.ScoreLog']) {
    r.get(`/admin/${tag}/add`, { schema: { ...doc(tag, 'The member and the current balance, for the add form'), querystring: userIdQuery }, config }, async (req, reply) =>
      reply.ok({ user: await ledgerMember(ctx.db, req.query.userId ?? '') }),
    );
  }
  r.post('/admin/user.MoneyLog/add', { schema: { ...doc('user.MoneyLog', 'Change the balance by `money` yuan with its log row'), body: moneyLogAddInput }, config }, async (req, reply) => {
    await changeMoney(ctx.db, { userId: req.body.user_id, cents: req.body.money, memo: req.body.memo });
    return reply.ok(null, 'Added successfully');
  });
  r.post('/admin/user.ScoreLog/add', { schema: { ...doc('user.ScoreLog', 'Change the score by `score` points with its log row'), body: scoreLogAddInput }, config }, async (req, reply) => {
    await changeScore(ctx.db, { userId: req.body.user_id, points: req.body.score, memo: req.body.memo });
    return reply.ok(null, 'Added successfully');
  });
}
