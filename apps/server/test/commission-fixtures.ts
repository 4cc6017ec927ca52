import { eq, sql } from 'drizzle-orm';
import { agent, agentLevel, config, userRelation } from '../src/db/schema/index.ts';
import type { TestServer } from './helpers.ts';
import { commissionBreachesSql, walletBreachesSql } from './commission-bulk.ts';

/**
 * Distribution test data written through the DB layer: the relations and agents admin areas are
 * another part of issue 13 (they write the same rows). Nothing here is seeded into an install.
 */

/** The last grade made on each test server's database: levels made at once get grades of their own, and a file's grades do not depend on the files its worker ran before (the wire recording compares their names). */
const grades = new WeakMap<TestServer, number>();
let code = 0;

/** An agent level with these rates (basis points). */
export async function makeLevel(s: TestServer, level1Rate: number, level2Rate: number) {
  const [max] = await s.ctx.db.select({ g: sql<number>`coalesce(max(${agentLevel.grade}), 0)` }).from(agentLevel);
  const grade = Math.max(grades.get(s) ?? 0, Number(max.g)) + 1;
  grades.set(s, grade);
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

/** Every agent whose wallet breaks its ledger (commission-bulk.ts). */
export const walletBreaches = (s: TestServer) => s.ctx.database.rows(walletBreachesSql);

/** Every commission whose ledger rows break its status and amounts, or that was settled twice. */
export const commissionBreaches = (s: TestServer) => s.ctx.database.rows(commissionBreachesSql);
