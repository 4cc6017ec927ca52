import { eq, sql } from 'drizzle-orm';
import { agent, agentLevel, config, userRelation } from '../src/db/schema/index.ts';
import type { TestServer } from './helpers.ts';

/**
 * Distribution test data written through the DB layer: the relations and agents admin areas are
 * another part of issue 13 (they write the same rows). Nothing here is seeded into an install.
 */

let grade = 0;
let code = 0;

/** An agent level with these rates (basis points). */
export async function makeLevel(s: TestServer, level1Rate: number, level2Rate: number) {
  const [max] = await s.ctx.db.select({ g: sql<number>`coalesce(max(${agentLevel.grade}), 0)` }).from(agentLevel);
  grade = Math.max(grade, Number(max.g)) + 1;
  const [row] = await s.ctx.db.insert(agentLevel).values({ name: `Level ${grade}`, grade, level1Rate, level2Rate }).returning();
  return row;
}

/** Makes a member an agent of this level (`approved` unless said otherwise). */
export async function makeAgent(s: TestServer, userId: number, levelId: number, status: 'pending' | 'approved' | 'rejected' | 'disabled' = 'approved') {
  const [row] = await s.ctx.db.insert(agent).values({ userId, levelId, status, inviteCode: `T${process.pid % 1000}x${++code}`, source: 'admin' }).returning();
  return row;
}

export const setAgentStatus = (s: TestServer, userId: number, status: string) =>
  s.ctx.db.update(agent).set({ status }).where(eq(agent.userId, userId));

/** Binds (or moves) a member under `parentId`, with the path the relations area keeps. */
export async function bind(s: TestServer, userId: number, parentId: number) {
  const [up] = await s.ctx.db.select({ path: userRelation.path, depth: userRelation.depth }).from(userRelation).where(eq(userRelation.userId, parentId));
  const path = `${up?.path ?? `/${parentId}/`}${userId}/`;
  const depth = (up?.depth ?? 0) + 1;
  await s.ctx.db.insert(userRelation).values({ userId, parentId, path, depth, source: 'admin' })
    .onConflictDoUpdate({ target: userRelation.userId, set: { parentId, path, depth } });
}

/** The `distribution` settings the commission engine reads (seeded by the relations area; upserted here). */
export async function setCommissionSettings(s: TestServer, values: Partial<Record<'commission_level1_rate' | 'commission_level2_rate' | 'commission_base' | 'commission_self_purchase', string>>) {
  for (const [name, value] of Object.entries(values)) {
    await s.ctx.db.insert(config).values({ name, group: 'distribution', title: name, value }).onConflictDoUpdate({ target: config.name, set: { value } });
  }
  s.ctx.settings.invalidate();
}

/** Every agent's wallet against its ledger: money − debt = sum(amounts), rows chained. Returns the agents that break it. */
export async function walletBreaches(s: TestServer): Promise<unknown[]> {
  return s.ctx.database.rows(sql`
    select a.user_id, a.commission_money, a.commission_debt, coalesce(sum(l.amount), 0) as logged
    from agent a left join commission_log l on l.user_id = a.user_id
    group by a.user_id, a.commission_money, a.commission_debt
    having a.commission_money - a.commission_debt <> coalesce(sum(l.amount), 0)
    union all
    select l.user_id, l.id, l.before, prev.after from commission_log l
    join lateral (select p.after, p.debt_after from commission_log p where p.user_id = l.user_id and p.id < l.id order by p.id desc limit 1) prev on true
    where prev.after <> l.before or prev.debt_after <> l.debt_before`);
}

/** Commissions whose ledger rows do not add up to what they say was settled and reversed, or that were settled twice. */
export async function commissionBreaches(s: TestServer): Promise<unknown[]> {
  return s.ctx.database.rows(sql`
    select c.id, c.status, c.amount, c.cancelled_amount, c.reversed_amount,
      count(l.id) filter (where l.type = 'settle') as settles, coalesce(sum(l.amount), 0) as logged
    from commission c left join commission_log l on l.commission_id = c.id
    group by c.id
    having count(l.id) filter (where l.type = 'settle') > 1
      or (c.status in ('pending', 'cancelled') and count(l.id) > 0)
      or (c.status in ('settled', 'reversed') and coalesce(sum(l.amount), 0) <> c.amount - c.cancelled_amount - c.reversed_amount)
      or (c.status = 'reversed' and c.cancelled_amount + c.reversed_amount <> c.amount)
      or (c.status = 'cancelled' and c.cancelled_amount <> c.amount)
      or (c.status in ('settled', 'reversed') and c.settled_time is null)`);
}
