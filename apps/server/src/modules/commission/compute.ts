import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activity, agent, agentLevel, commission, order, orderProduct, product, userRelation } from '../../db/schema/index.ts';
import type { CommissionPolicy } from './settings.ts';

/**
 * Commissions of a paid order (README "Computation"), written inside the payment's transaction.
 * The pure part (`lineCommission`) is exported for the property tests.
 */

export type CommissionLevel = 1 | 2;
export type RateSource = 'fixed' | 'product' | 'level' | 'global';

export interface LineInput {
  quantity: number;
  /** The line's share of the pay amount (cents). */
  paid: number;
  /** Cost price per unit at order time (cents). */
  costPrice: number;
  commissionMode: string;
  productRate: [number, number];
  productAmount: [number, number];
}

export interface LineCommission {
  rateSource: RateSource;
  rate: number;
  unitAmount: number;
  baseAmount: number;
  amount: number;
}

/** The base of a line: what was paid for it, or that minus its cost (never below 0). */
export const lineBase = (line: Pick<LineInput, 'quantity' | 'paid' | 'costPrice'>, base: CommissionPolicy['base']): number =>
  base === 'profit' ? Math.max(0, line.paid - line.costPrice * line.quantity) : line.paid;

/**
 * One level's commission of a line, or null when it earns nothing. Precedence: the product's
 * fixed amount per unit (mode `fixed`; never more than the line's paid share) > its custom rate
 * (mode `custom`) > the agent level's rate for that level when it is above 0 > the global rate.
 * Mode `none` pays nothing. amount = floor(base × rate / 10000).
 */
export function lineCommission(line: LineInput, level: CommissionLevel, levelRate: number, policy: CommissionPolicy): LineCommission | null {
  const i = level - 1;
  const baseAmount = lineBase(line, policy.base);
  let result: LineCommission;
  switch (line.commissionMode) {
    case 'none':
      return null;
    case 'fixed': {
      const unitAmount = line.productAmount[i];
      result = { rateSource: 'fixed', rate: 0, unitAmount, baseAmount, amount: Math.min(unitAmount * line.quantity, line.paid) };
      break;
    }
    case 'custom': {
      const rate = line.productRate[i];
      result = { rateSource: 'product', rate, unitAmount: 0, baseAmount, amount: Math.floor((baseAmount * rate) / 10000) };
      break;
    }
    default: {
      const global = level === 1 ? policy.level1Rate : policy.level2Rate;
      const [rateSource, rate]: [RateSource, number] = levelRate > 0 ? ['level', levelRate] : ['global', global];
      result = { rateSource, rate, unitAmount: 0, baseAmount, amount: Math.floor((baseAmount * rate) / 10000) };
    }
  }
  return result.amount > 0 ? result : null;
}

export interface Beneficiary {
  userId: number;
  level: CommissionLevel;
  level1Rate: number;
  level2Rate: number;
}

/** The member's upline (null: none). */
async function parentOf(tx: Db, userId: number): Promise<number | null> {
  const [r] = await tx.select({ parentId: userRelation.parentId }).from(userRelation).where(eq(userRelation.userId, userId));
  return r?.parentId ?? null;
}

/** Approved agents among these members, with their level's rates. */
async function approvedAgents(tx: Db, ids: number[]): Promise<Map<number, { level1Rate: number; level2Rate: number }>> {
  if (!ids.length) return new Map();
  const found = await tx.select({ userId: agent.userId, level1Rate: agentLevel.level1Rate, level2Rate: agentLevel.level2Rate })
    .from(agent).innerJoin(agentLevel, eq(agentLevel.id, agent.levelId))
    .where(and(inArray(agent.userId, ids), eq(agent.status, 'approved')));
  return new Map(found.map((a) => [a.userId, a]));
}

/**
 * Who earns on a purchase by `buyerId`: the upline (level 1) and the upline's upline (level 2),
 * each only while an approved agent (status `approved`: approved and enabled). Never the buyer,
 * except with self-purchase on and the buyer an approved agent: then the buyer is their own
 * level 1 and their upline is level 2 (the chain moves down by one; the grandparent earns nothing).
 */
export async function beneficiariesOf(tx: Db, buyerId: number, policy: CommissionPolicy): Promise<Beneficiary[]> {
  const parent = await parentOf(tx, buyerId);
  const self = policy.selfPurchase ? await approvedAgents(tx, [buyerId]) : new Map();
  const chain: number[] = self.has(buyerId)
    ? [buyerId, ...(parent !== null ? [parent] : [])]
    : parent !== null ? [parent, ...[await parentOf(tx, parent)].filter((p): p is number => p !== null)] : [];
  // A cycle cannot be stored (relations refuse it), but the buyer never earns through one either.
  const candidates = chain.map((userId, i) => ({ userId, level: (i + 1) as CommissionLevel }))
    .filter((c) => c.userId !== buyerId || (c.level === 1 && self.has(buyerId)));
  const agents = await approvedAgents(tx, candidates.map((c) => c.userId));
  return candidates.filter((c) => agents.has(c.userId)).map((c) => ({ ...c, ...agents.get(c.userId)! }));
}

/**
 * Writes the pending commissions of an order that has just become paid, in the paying
 * transaction. Nothing for an activity order whose activity does not allow commission. Rows are
 * unique per (line, level): a second call for the same order writes nothing more.
 */
export async function createCommissions(tx: Db, orderId: number, policy: CommissionPolicy): Promise<number> {
  const [o] = await tx.select({ id: order.id, userId: order.userId, shopId: order.shopId, activityId: order.activityId }).from(order).where(eq(order.id, orderId));
  if (!o) return 0;
  if (o.activityId !== null) {
    const [a] = await tx.select({ allow: activity.allowCommission }).from(activity).where(eq(activity.id, o.activityId));
    if (!a?.allow) return 0;
  }
  const beneficiaries = await beneficiariesOf(tx, o.userId, policy);
  if (!beneficiaries.length) return 0;
  const lines = await tx.select({
    id: orderProduct.id, quantity: orderProduct.quantity, paid: orderProduct.commissionBase, costPrice: orderProduct.costPrice,
    mode: product.commissionMode, r1: product.level1Rate, r2: product.level2Rate, a1: product.level1Amount, a2: product.level2Amount,
  }).from(orderProduct).innerJoin(product, eq(product.id, orderProduct.productId)).where(eq(orderProduct.orderId, o.id)).orderBy(asc(orderProduct.id));
  const values: (typeof commission.$inferInsert)[] = [];
  for (const line of lines) {
    const input: LineInput = {
      quantity: line.quantity, paid: line.paid, costPrice: line.costPrice, commissionMode: line.mode,
      productRate: [line.r1, line.r2], productAmount: [line.a1, line.a2],
    };
    for (const b of beneficiaries) {
      const c = lineCommission(input, b.level, b.level === 1 ? b.level1Rate : b.level2Rate, policy);
      if (c) values.push({ orderId: o.id, orderProductId: line.id, userId: b.userId, buyerId: o.userId, shopId: o.shopId, level: b.level, quantity: line.quantity, ...c });
    }
  }
  if (!values.length) return 0;
  const written = await tx.insert(commission).values(values).onConflictDoNothing().returning({ id: commission.id });
  return written.length;
}
