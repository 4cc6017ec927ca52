import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AGENT_STATES, type EarnMode } from '@app/contract';
import { allowedWhere } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { rows, type Db } from '../../db/client.ts';
import { adminLog, agent, agentLevel, agentLevelLog, order, user } from '../../db/schema/index.ts';

/** Invite code letters: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
const CODE_TRIES = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The entry level new agents get: the lowest grade. */
export async function defaultLevelId(db: Db): Promise<number> {
  const [level] = await db.select({ id: agentLevel.id }).from(agentLevel).orderBy(asc(agentLevel.grade)).limit(1);
  if (!level) throw new ApiError('No agent level is set up: add one under the commission policy first');
  return level.id;
}

type AgentValues = Omit<typeof agent.$inferInsert, 'inviteCode' | 'levelId'> & { levelId?: number };

/**
 * Inserts an agent with a fresh unique invite code: a code taken by another agent is drawn again
 * (`on conflict (invite_code) do nothing` answers no row; the transaction is not aborted). A
 * member who is already an agent is refused by the unique user key.
 */
export async function insertAgent(db: Db, values: AgentValues, makeCode: () => string = newInviteCode) {
  const levelId = values.levelId ?? (await defaultLevelId(db));
  const [exists] = await db.select({ id: agent.id }).from(agent).where(eq(agent.userId, values.userId));
  if (exists) throw new ApiError('This member is already an agent or has applied');
  for (let i = 0; i < CODE_TRIES; i++) {
    const [row] = await db.insert(agent).values({ ...values, levelId, inviteCode: makeCode() }).onConflictDoNothing({ target: agent.inviteCode }).returning();
    if (row) return row;
  }
  throw new ApiError('Could not draw a free invite code, please try again');
}

export async function agentOf(db: Db, userId: number) {
  const [row] = await db.select().from(agent).where(eq(agent.userId, userId));
  return row ?? null;
}

/** Completed spend (paid minus refunded, cents) and completed orders of members. */
export async function spendOf(db: Db, userId: number): Promise<{ spend: number; orders: number }> {
  const [r] = await db
    .select({ spend: sql<string>`coalesce(sum(${order.payAmount} - ${order.refundAmount}), 0)`, orders: sql<number>`count(*)::int` })
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.status, 'completed')));
  return { spend: Number(r.spend), orders: Number(r.orders) };
}

/**
 * The agent a member becomes by themselves under the earn mode, if any: `everyone` at once,
 * `spend` once their completed orders reach the threshold. Answers the agent row (new or not).
 */
export async function ensureAutoAgent(db: Db, userId: number, mode: EarnMode, threshold: number) {
  const existing = await agentOf(db, userId);
  if (existing || (mode !== 'everyone' && mode !== 'spend')) return existing;
  if (mode === 'spend' && (await spendOf(db, userId)).spend < threshold) return null;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => insertAgent(tx, { userId, status: 'approved', source: 'auto', appliedTime: now, auditTime: now }));
  } catch (e) {
    // Two requests of the same member at once: the other one made it.
    const made = await agentOf(db, userId);
    if (made) return made;
    throw e;
  }
}

/** `spend` mode: every member past the threshold without an agent row becomes an approved agent. Answers how many. */
export async function promoteBySpend(db: Db, threshold: number, batch = 500): Promise<number> {
  let made = 0;
  for (;;) {
    const due = await rows<{ user_id: number }>(db, sql`
      select o.user_id from ${order} o
      where o.status = 'completed' and not exists (select 1 from ${agent} a where a.user_id = o.user_id)
      group by o.user_id having sum(o.pay_amount - o.refund_amount) >= ${threshold}
      limit ${batch}`);
    for (const r of due) if (await ensureAutoAgent(db, r.user_id, 'spend', threshold)) made++;
    if (due.length < batch) return made;
  }
}

/** A member applies (member centre): new, or again after a rejection. */
export async function applyAgent(db: Db, userId: number, input: { real_name: string; mobile: string }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agent).where(eq(agent.userId, userId)).for('update');
    const now = new Date();
    if (!current) return insertAgent(tx, { userId, realName: input.real_name, mobile: input.mobile, status: 'pending', source: 'applied', appliedTime: now });
    if (current.status === 'pending') throw new ApiError('Your application is waiting for review');
    if (current.status === 'approved') throw new ApiError('You are already an agent');
    if (current.status === 'disabled') throw new ApiError('Your agent account is disabled');
    const [row] = await tx
      .update(agent)
      .set({ realName: input.real_name, mobile: input.mobile, status: AGENT_STATES.to('reapply'), appliedTime: now, auditTime: null, auditAdminId: null, rejectReason: '', updateTime: now })
      .where(and(eq(agent.id, current.id), allowedWhere(agent, AGENT_STATES, 'reapply')))
      .returning();
    return row;
  });
}

/**
 * An admin's step on several agents (`AGENT_STATES`): only those in a state the step leaves move
 * (a conditional update, so two admins or a retry cannot apply it twice). Refuses when none of
 * them could. Approve and reject are the review, with its time, admin and reason.
 */
export async function transition(db: Db, ids: number[], action: 'approve' | 'reject' | 'disable' | 'enable', adminId: number, reason = '') {
  const now = new Date();
  const review = action === 'approve' || action === 'reject';
  const moved = await db
    .update(agent)
    .set({ status: AGENT_STATES.to(action), updateTime: now, ...(review ? { auditTime: now, auditAdminId: adminId, rejectReason: reason } : {}) })
    .where(and(inArray(agent.id, ids), allowedWhere(agent, AGENT_STATES, action)))
    .returning({ id: agent.id });
  if (!moved.length) throw new ApiError('No selected agent is in a state that allows this');
  return moved.length;
}

/** Sets an agent's level (an administrator's change), logged. */
export async function setLevel(db: Db, agentId: number, levelId: number, adminId: number) {
  const [level] = await db.select({ id: agentLevel.id }).from(agentLevel).where(eq(agentLevel.id, levelId));
  if (!level) throw new ApiError('The agent level does not exist');
  const [before] = await db.select({ levelId: agent.levelId }).from(agent).where(eq(agent.id, agentId)).for('update');
  if (!before || before.levelId === levelId) return;
  await db.update(agent).set({ levelId, updateTime: new Date() }).where(eq(agent.id, agentId));
  await db.insert(agentLevelLog).values({ agentId, fromLevelId: before.levelId, toLevelId: levelId, reason: 'admin', adminId });
}

/** The upgrade figures of approved agents (own and team = level 1 and 2 members; completed orders). */
interface Figures {
  agent_id: number;
  user_id: number;
  level_id: number;
  grade: number;
  invites: number;
  own_spend: string;
  own_orders: number;
  team_spend: string;
  team_orders: number;
}

type Level = typeof agentLevel.$inferSelect;

/** Whether figures meet a level's tasks: every asked task (`and`) or any one (`or`); a level asking nothing is for admins to give. */
export function meets(level: Pick<Level, 'upgradeLogic' | 'upgradeInvites' | 'upgradeOwnSpend' | 'upgradeOwnOrders' | 'upgradeTeamSpend' | 'upgradeTeamOrders'>, f: { invites: number; ownSpend: number; ownOrders: number; teamSpend: number; teamOrders: number }): boolean {
  const checks = [
    [level.upgradeInvites, f.invites],
    [level.upgradeOwnSpend, f.ownSpend],
    [level.upgradeOwnOrders, f.ownOrders],
    [level.upgradeTeamSpend, f.teamSpend],
    [level.upgradeTeamOrders, f.teamOrders],
  ].filter(([need]) => need !== null && need !== undefined) as [number, number][];
  if (!checks.length) return false;
  return level.upgradeLogic === 'or' ? checks.some(([need, have]) => have >= need) : checks.every(([need, have]) => have >= need);
}

/**
 * Raises approved agents to the highest level above theirs whose tasks they meet (never down),
 * each raise logged in `agent_level_log` and the admin log (as the system). Run by the cluster
 * job `agent-level-upgrade`; `userIds` limits it to some agents. Answers the raises made.
 */
export async function upgradeAgents(db: Db, userIds?: number[]): Promise<{ agentId: number; from: number; to: number }[]> {
  const levels = await db.select().from(agentLevel).orderBy(asc(agentLevel.grade));
  const goals = levels.filter((l) => meets(l, { invites: Infinity, ownSpend: Infinity, ownOrders: Infinity, teamSpend: Infinity, teamOrders: Infinity }));
  if (!goals.length) return [];
  const only = userIds ? sql`and a.user_id in (${sql.join(userIds.map((i) => sql`${i}`), sql`, `)})` : sql``;
  if (userIds && !userIds.length) return [];
  const topGrade = goals[goals.length - 1].grade;
  const figures = await rows<Figures>(db, sql`
    with ag as (
      select a.id as agent_id, a.user_id, a.level_id, l.grade from ${agent} a join ${agentLevel} l on l.id = a.level_id
      where a.status = 'approved' and l.grade < ${topGrade} ${only}
    ), team as (
      select ag.agent_id, r1.user_id as member from ag join user_relation r1 on r1.parent_id = ag.user_id
      union all
      select ag.agent_id, r2.user_id from ag join user_relation r1 on r1.parent_id = ag.user_id join user_relation r2 on r2.parent_id = r1.user_id
    ), spent as (
      select user_id, sum(pay_amount - refund_amount) as spend, count(*)::int as orders from ${order} where status = 'completed'
        and user_id in (select user_id from ag union select member from team) group by user_id
    )
    select ag.agent_id, ag.user_id, ag.level_id, ag.grade,
      (select count(*)::int from user_relation r where r.parent_id = ag.user_id) as invites,
      coalesce((select s.spend from spent s where s.user_id = ag.user_id), 0)::text as own_spend,
      coalesce((select s.orders from spent s where s.user_id = ag.user_id), 0) as own_orders,
      coalesce((select sum(s.spend) from team t join spent s on s.user_id = t.member where t.agent_id = ag.agent_id), 0)::text as team_spend,
      coalesce((select sum(s.orders) from team t join spent s on s.user_id = t.member where t.agent_id = ag.agent_id), 0)::int as team_orders
    from ag`);
  const raised: { agentId: number; from: number; to: number }[] = [];
  for (const f of figures) {
    const have = { invites: Number(f.invites), ownSpend: Number(f.own_spend), ownOrders: Number(f.own_orders), teamSpend: Number(f.team_spend), teamOrders: Number(f.team_orders) };
    const target = [...goals].reverse().find((l) => l.grade > Number(f.grade) && meets(l, have));
    if (!target) continue;
    const done = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(agent)
        .set({ levelId: target.id, updateTime: new Date() })
        .where(and(eq(agent.id, f.agent_id), eq(agent.levelId, f.level_id), eq(agent.status, 'approved')))
        .returning({ id: agent.id });
      if (!moved) return false;
      const remark = `invites ${have.invites}, own ${have.ownOrders} orders / ${have.ownSpend} cents, team ${have.teamOrders} orders / ${have.teamSpend} cents`;
      await tx.insert(agentLevelLog).values({ agentId: f.agent_id, fromLevelId: f.level_id, toLevelId: target.id, reason: 'auto', remark });
      const [member] = await tx.select({ username: user.username }).from(user).where(eq(user.id, f.user_id));
      await tx.insert(adminLog).values({
        adminId: 0, username: 'system', url: 'job:agent-level-upgrade', title: 'Agent level upgraded',
        data: JSON.stringify({ agent_id: f.agent_id, user_id: f.user_id, username: member?.username ?? '', from_level_id: f.level_id, to_level_id: target.id, remark }),
      });
      return true;
    });
    if (done) raised.push({ agentId: f.agent_id, from: f.level_id, to: target.id });
  }
  return raised;
}
