import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentDescription, agentEndpoints as api, agentLevelDescription, relationDescription, type AgentStatusAnswer } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { toWire } from '../../core/crud/columns.ts';
import { wireOf } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { answer, serve } from '../../core/http/serve.ts';
import { rows } from '../../db/client.ts';
import { agent, agentLevel, order, user, userRelation } from '../../db/schema/index.ts';
import { applyAgent, ensureAutoAgent } from './agents.ts';
import { bindInviter, parentOf } from './relations.ts';
import { distributionSetting } from './settings.ts';
import { agreementFor } from './agreement.ts';

type StatusAgent = NonNullable<AgentStatusAnswer['agent']>;
const agentWire = wireOf<StatusAgent>(agentDescription, agent, [
  'status', 'source', 'real_name', 'mobile', 'invite_code', 'reject_reason', 'applied_time', 'audit_time', 'level',
]);
const levelWire = wireOf<NonNullable<StatusAgent['level']>>(agentLevelDescription, agentLevel, ['id', 'name', 'grade', 'level1_rate', 'level2_rate']);
// nickname: the inviter's, joined
const inviterWire = wireOf<NonNullable<AgentStatusAnswer['inviter']>>(relationDescription, userRelation, ['nickname', 'bind_time', 'expire_time', 'source']);

/** The binding settings, read before any transaction (on the embedded database a read outside one waits for it). */
export async function bindSettings(ctx: AppContext) {
  return {
    scope: await distributionSetting(ctx, 'distribution_bind_scope'),
    mode: await distributionSetting(ctx, 'distribution_bind_mode'),
    days: await distributionSetting(ctx, 'distribution_bind_days'),
  };
}

/** The member's agent row, made first when the earn mode makes members agents by themselves. */
async function ownAgent(ctx: AppContext, userId: number) {
  const mode = await distributionSetting(ctx, 'distribution_earn_mode');
  const threshold = await distributionSetting(ctx, 'distribution_spend_threshold');
  return { mode, row: await ensureAutoAgent(ctx.db, userId, mode, threshold) };
}

async function teamCounts(ctx: AppContext, userId: number) {
  const [r] = await rows<{ level1: number; level2: number }>(ctx.db, sql`
    select (select count(*)::int from ${userRelation} where parent_id = ${userId}) as level1,
      (select count(*)::int from ${userRelation} r2 join ${userRelation} r1 on r2.parent_id = r1.user_id where r1.parent_id = ${userId}) as level2`);
  return { level1: Number(r.level1), level2: Number(r.level2) };
}

/** Whether the member may bind an inviter now (the settings' rules, before an invite code is known). */
async function canBind(ctx: AppContext, userId: number): Promise<boolean> {
  const s = await bindSettings(ctx);
  const current = await parentOf(ctx.db, userId);
  if (current && (s.mode !== 'latest' || current.source === 'admin')) return false;
  if (s.scope === 'new') {
    const [paid] = await ctx.db.select({ id: order.id }).from(order).where(and(eq(order.userId, userId), sql`${order.paidTime} is not null`)).limit(1);
    if (paid) return false;
  }
  return true;
}

/**
 * After registration: a member who registered with an invite code is bound to its agent (if the
 * code is valid and the settings allow it: a wrong code does not undo the registration), and in
 * the `everyone` mode the member becomes an agent at once.
 */
export async function afterMemberRegistered(ctx: AppContext, userId: number, inviteCode: string, log: { warn(o: object, m: string): void }): Promise<void> {
  try {
    if (inviteCode.trim()) await bindInviter(ctx.db, userId, inviteCode, 'invite', await bindSettings(ctx));
  } catch (err) {
    if (!(err instanceof ApiError)) log.warn({ err }, 'binding the invite code at registration failed');
  }
  try {
    await ownAgent(ctx, userId);
  } catch (err) {
    log.warn({ err }, 'making the new member an agent failed');
  }
}

/** The member API of the agent centre: apply, status, team, and binding an inviter. */
export function distributionRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.apply, async (body, req) => {
    const { mode, row } = await ownAgent(ctx, req.member!.id);
    if (mode === 'admin') throw new ApiError('Agents are designated by the administrator');
    if (mode === 'spend' && !row) throw new ApiError('You become an agent automatically once your completed orders reach the threshold');
    if (mode === 'everyone' || row?.source === 'auto') return answer(null, 'You are already an agent');
    if (!body.agreement) throw new ApiError('Please read and accept the agent agreement');
    await applyAgent(ctx.db, req.member!.id, body);
    return answer(null, 'Application submitted, please wait for the review');
  });

  serve(app, api.status, async (_input, req) => {
    const userId = req.member!.id;
    const { mode, row } = await ownAgent(ctx, userId);
    const [level] = row ? await ctx.db.select().from(agentLevel).where(eq(agentLevel.id, row.levelId)) : [];
    const parent = await parentOf(ctx.db, userId);
    const [inviter] = parent ? await ctx.db.select({ nickname: user.nickname }).from(user).where(eq(user.id, parent.parentId)) : [];
    return {
      earn_mode: mode,
      can_apply: mode === 'apply' && (!row || row.status === 'rejected'),
      agreement: await agreementFor(ctx, req.lang),
      // The code invites only once approved.
      agent: row && agentWire(row, { invite_code: row.status === 'approved' ? row.inviteCode : '', level: level ? levelWire({ ...level, name: seededText(req.lang, level.name) }) : null }),
      inviter: parent ? inviterWire(parent, { nickname: inviter?.nickname ?? '' }) : null,
      can_bind: await canBind(ctx, userId),
      team: await teamCounts(ctx, userId),
    };
  });

  serve(app, api.team, async ({ level, page, limit }, req) => {
    const userId = req.member!.id;
    const members = level === 1
      ? sql`select r.user_id, r.bind_time from ${userRelation} r where r.parent_id = ${userId}`
      : sql`select r2.user_id, r2.bind_time from ${userRelation} r2 join ${userRelation} r1 on r2.parent_id = r1.user_id where r1.parent_id = ${userId}`;
    const found = await rows<{ id: number; nickname: string; avatar: string; bind_time: Date | string | null; invites: number; total: number }>(ctx.db, sql`
      select u.id, u.nickname, u.avatar, m.bind_time, count(*) over ()::int as total,
        (select count(*)::int from ${userRelation} c where c.parent_id = u.id) as invites
      from (${members}) m join ${user} u on u.id = m.user_id
      order by m.bind_time desc, u.id desc limit ${limit} offset ${(page - 1) * limit}`);
    return {
      list: found.map((f) => ({ id: f.id, nickname: f.nickname, avatar: f.avatar, bind_time: toWire(f.bind_time === null ? null : new Date(f.bind_time)) as number | null, invites: Number(f.invites) })),
      total: found[0]?.total ?? (page > 1 ? (await teamCounts(ctx, userId))[level === 1 ? 'level1' : 'level2'] : 0),
      counts: await teamCounts(ctx, userId),
    };
  });

  serve(app, api.bindInviter, async (body, req) => {
    const settings = await bindSettings(ctx);
    await bindInviter(ctx.db, req.member!.id, body.invite_code, body.source ?? 'invite', settings);
    return answer(null, 'Inviter bound');
  });
}
