import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MOBILE_RE, accountEndpoints as api, memberEndpoints, sessionEndpoints, type VerificationType,
} from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { fromDbError } from '../../core/crud/db-errors.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { checkOwnPassword } from '../../core/auth/lockout.ts';
import { endSessions, listSessions } from '../../core/auth/login-sessions.ts';
import type { TokenType } from '../../core/auth/tokens.ts';
import { yuan } from '../../core/site/site-config.ts';
import { loginThrottle } from '../common/index.ts';
import { sendCodeRoutes } from './send-code.ts';
import { checkMemberUnique } from '../user/index.ts';
import { accountVerificationTypes } from './verification-types.ts';
import { verificationCodes } from './codes.ts';

/** Every token a member can hold: a password change or reset ends them all. */
const MEMBER_TOKEN_TYPES: TokenType[] = ['user', 'user-refresh', 'email-pass', 'mobile-pass'];
const wrongCode = () => new ApiError('Please enter the correct verification code');

/** A zone name PostgreSQL and Intl both accept, else the default (the setting is free text). */
function safeTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z0-9_+\-/]+$/.test(zone) ? zone : 'Asia/Shanghai';
  } catch {
    return 'Asia/Shanghai';
  }
}

/**
 * The member centre's account API (reference 15). Every logged-in endpoint works on the
 * signed-in member's own row only: no endpoint takes a member id from the request.
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const codes = verificationCodes(ctx);
  sendCodeRoutes(app, ctx);

  const endAllSessions = (userId: number, db = ctx.db) => ctx.tokens.revokeAll(MEMBER_TOKEN_TYPES, userId, db);

  serve(app, api.overview, async (_input, req) => {
    const zone = safeTimeZone(await ctx.settings.get<string>('time_zone', 'Asia/Shanghai'));
    const id = req.member!.id;
    const rows = await ctx.database.rows<{ day: string; money: string | number; score: string | number }>(sql`
      with days as (
        select ((now() at time zone ${zone})::date - g) as d from generate_series(6, 0, -1) g
      )
      select to_char(d, 'YYYY-MM-DD') as day,
        coalesce((select sum(m.money) from user_money_log m where m.user_id = ${id} and (m.create_time at time zone ${zone})::date = days.d), 0) as money,
        coalesce((select sum(s.score) from user_score_log s where s.user_id = ${id} and (s.create_time at time zone ${zone})::date = days.d), 0) as score
      from days order by d`);
    return {
      days: rows.map((r) => r.day),
      score: rows.map((r) => Number(r.score)),
      money: rows.map((r) => yuan(Number(r.money))),
    };
  });

  serve(app, api.profile, async () => ({ accountVerificationType: await accountVerificationTypes(ctx) }));

  serve(app, api.editProfile, async (b, req) => {
    const id = req.member!.id;
    await checkMemberUnique(ctx.db, { username: b.username }, id);
    try {
      await ctx.db.update(user).set({
        username: b.username,
        nickname: b.nickname,
        birthday: b.birthday,
        ...(b.avatar !== undefined ? { avatar: b.avatar } : {}),
        ...(b.gender !== undefined ? { gender: b.gender } : {}),
        ...(b.motto !== undefined ? { motto: b.motto } : {}),
      }).where(eq(user.id, id));
    } catch (e) {
      throw fromDbError(e);
    }
    ctx.sessions.forgetAll(); // the cached principal carries the username
    return answer(null, 'Data updated successfully~');
  });

  serve(app, api.verification, async ({ type, captcha }, req) => {
    const id = req.member!.id;
    const [me] = await ctx.db.select({ email: user.email, mobile: user.mobile }).from(user).where(eq(user.id, id));
    const current = me[type];
    if (!current || !(await codes.consume(current, `user_${type}_verify`, captcha))) throw wrongCode();
    const accountVerificationToken = await ctx.tokens.issue(`${type}-pass`, id);
    return { type, accountVerificationToken };
  });

  serve(app, api.changeBind, async (b, req) => {
    const id = req.member!.id;
    const type: VerificationType = b.type;
    const next = type === 'email' ? b.email : b.mobile;
    const [me] = await ctx.db.select().from(user).where(eq(user.id, id));
    if (me[type]) {
      const pass = await ctx.tokens.find(b.accountVerificationToken);
      if (!pass || pass.type !== `${type}-pass` || pass.userId !== id || pass.expireTime.getTime() <= Date.now()) {
        throw new ApiError('You need to verify your account before modifying the binding information');
      }
    } else if (!(await checkOwnPassword(ctx.database, 'user', id, b.password))) {
      throw new ApiError('Password error');
    }
    // The code first: only someone who holds the new address learns whether it is taken.
    if (!(await codes.consume(next, `user_change_${type}`, b.captcha))) throw wrongCode();
    const column = type === 'email' ? user.email : user.mobile;
    const [taken] = await ctx.db.select({ id: user.id }).from(user).where(and(eq(column, next), ne(user.id, id)));
    if (taken) throw new ApiError(type === 'email' ? 'The email has been occupied' : 'The mobile number has been occupied');
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.update(user).set(type === 'email' ? { email: next } : { mobile: next }).where(eq(user.id, id));
        if (b.accountVerificationToken) await ctx.tokens.revoke(b.accountVerificationToken, tx as unknown as typeof ctx.db);
      });
    } catch (e) {
      throw fromDbError(e);
    }
    return answer(null, 'Update successful');
  });

  serve(app, sessionEndpoints.member, async (_input, req) => {
    const me = req.member!;
    return { list: await listSessions(ctx.db, 'user', me.id, me.sessionId, req.lang) };
  });

  serve(app, sessionEndpoints.endMember, async (input, req) => {
    const me = req.member!;
    return answer({ ended: await endSessions(ctx, 'user', me.id, 'id' in input ? { id: input.id } : { others: true, currentId: me.sessionId }) }, 'Session ended');
  });

  serve(app, api.changePassword, async ({ oldPassword, newPassword }, req) => {
    const id = req.member!.id;
    if (!(await checkOwnPassword(ctx.database, 'user', id, oldPassword))) throw new ApiError('Old password error');
    const hash = await hashPassword(newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.update(user).set({ password: hash, salt: '', loginFailure: 0, lastFailureTime: null }).where(eq(user.id, id));
      await endAllSessions(id, tx as unknown as typeof ctx.db);
    });
    return answer(null, 'Password has been changed, please login again~');
  });

  // a reset counts towards the login throttle before its input is read
  app.register(async (scope) => {
    scope.addHook('preValidation', loginThrottle(ctx));
    serve(scope, memberEndpoints.retrievePassword, async ({ type, account, captcha, password }) => {
      const accountOk = type === 'email' ? z.email().safeParse(account).success : MOBILE_RE.test(account);
      if (!accountOk) throw new ApiError(type === 'email' ? 'email format error' : 'mobile format error');
      // The code first: without one nothing here tells whether the account exists.
      if (!(await codes.consume(account, 'user_retrieve_pwd', captcha))) throw wrongCode();
      const [row] = await ctx.db.select({ id: user.id, status: user.status }).from(user).where(eq(type === 'email' ? user.email : user.mobile, account));
      if (!row) throw new ApiError('Account not exist');
      if (row.status !== 'enable') throw new ApiError('Account disabled');
      const hash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        await tx.update(user).set({ password: hash, salt: '', loginFailure: 0, lastFailureTime: null }).where(eq(user.id, row.id));
        await endAllSessions(row.id, tx as unknown as typeof ctx.db);
      });
      return answer(null, 'Password has been changed~');
    });
  });
}
