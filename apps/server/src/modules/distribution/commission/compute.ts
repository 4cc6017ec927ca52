import { asc, eq, sql } from 'drizzle-orm';
import { preparedRows, type Db } from '../../../db/client.ts';
import { activity, agent, agentLevel, commission, order, orderProduct, product, userRelation } from '../../../db/schema/index.ts';
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

/** A row of the buyer's chain: the upline, the upline's upline, and one of the three who is an approved agent with its level's rates. */
interface ChainRow { parent: number | null; grandparent: number | null; agent: number | null; level1_rate: number | null; level2_rate: number | null }

/** The chain's rows of the buyer `userId` (an id, or a column of the statement it is part of). */
const chainRows = (userId: unknown) => sql`
    select r1.parent_id as parent, r2.parent_id as grandparent, a.user_id as agent, l.level1_rate, l.level2_rate
    from (select ${userId}::integer as id) b
      left join ${userRelation} r1 on r1.user_id = b.id
      left join ${userRelation} r2 on r2.user_id = r1.parent_id
      left join ${agent} a on a.user_id in (b.id, r1.parent_id, r2.parent_id) and a.status = 'approved'
      left join ${agentLevel} l on l.id = a.level_id`;

/** What a plan reads before the order's lines: whether the order's activity (if any) allows commission, and the buyer's chain. */
export interface CommissionFacts { activity_allows: boolean | null; chain: ChainRow[] }

/**
 * `CommissionFacts` as one JSON value of a statement over an order row aliased `alias` (its
 * `user_id` and `activity_id`): a payment reads them with its first statement, not in round trips of their own.
 */
export const commissionFactsSql = (alias: string) => sql`json_build_object(
  'activity_allows', (select ${activity.allowCommission} from ${activity} where ${activity.id} = ${sql.identifier(alias)}.activity_id),
  'chain', (select json_agg(c) from (${chainRows(sql`${sql.identifier(alias)}.user_id`)}) c))`;

/**
 * The member's upline and the upline's upline (null: none), with those of the three who are
 * approved agents and their level's rates: one read, or none when a statement before read them.
 */
async function chainOf(tx: Db, userId: number, read?: ChainRow[]) {
  const found = read ?? await preparedRows<ChainRow>(tx, 'commission_chain', chainRows(userId));
  const agents = new Map<number, { level1Rate: number; level2Rate: number }>();
  for (const f of found) if (f.agent !== null) agents.set(Number(f.agent), { level1Rate: Number(f.level1_rate ?? 0), level2Rate: Number(f.level2_rate ?? 0) });
  const parent = found[0]?.parent ?? null;
  const grandparent = found[0]?.grandparent ?? null;
  return { parent: parent === null ? null : Number(parent), grandparent: grandparent === null ? null : Number(grandparent), agents };
}

/**
 * Why an order pays nobody commission (the admin's order detail says it): its activity does not
 * allow commission; the buyer is an agent but self-purchase is off (and no upline earns); the
 * buyer has no upline; the uplines are not approved agents; or the products' modes and the
 * rates give 0. Derived where the rules are applied (`beneficiariesOf`, `planCommissions`).
 */
export type NoCommissionReason = 'activity' | 'self_purchase_off' | 'no_upline' | 'not_agent' | 'no_rate';

/**
 * Who earns on a purchase by `buyerId`: the upline (level 1) and the upline's upline (level 2),
 * each only while an approved agent (status `approved`: approved and enabled). Never the buyer,
 * except with self-purchase on and the buyer an approved agent: then the buyer is their own
 * level 1 and their upline is level 2 (the chain moves down by one; the grandparent earns nothing).
 * With nobody, `reason` says why.
 */
export async function beneficiariesOf(
  tx: Db, buyerId: number, policy: CommissionPolicy, read?: ChainRow[],
): Promise<{ beneficiaries: Beneficiary[]; reason: NoCommissionReason | null }> {
  const { parent, grandparent, agents } = await chainOf(tx, buyerId, read);
  const selfEarns = policy.selfPurchase && agents.has(buyerId);
  const chain: number[] = selfEarns
    ? [buyerId, ...(parent !== null ? [parent] : [])]
    : parent !== null ? [parent, ...(grandparent !== null ? [grandparent] : [])] : [];
  // A cycle cannot be stored (relations refuse it), but the buyer never earns through one either.
  const candidates = chain.map((userId, i) => ({ userId, level: (i + 1) as CommissionLevel }))
    .filter((c) => c.userId !== buyerId || (c.level === 1 && selfEarns));
  const beneficiaries = candidates.filter((c) => agents.has(c.userId)).map((c) => ({ ...c, ...agents.get(c.userId)! }));
  if (beneficiaries.length) return { beneficiaries, reason: null };
  return { beneficiaries, reason: agents.has(buyerId) && !policy.selfPurchase ? 'self_purchase_off' : parent === null ? 'no_upline' : 'not_agent' };
}

type CommissionInsert = typeof commission.$inferInsert;

/**
 * The commissions an order pays under `policy` as things stand (its activity, the buyer's uplines
 * and agents, the products' modes and rates), or why it pays none; nothing is written.
 * `createCommissions` writes them at payment; the admin's order detail explains an order without any.
 */
export async function planCommissions(tx: Db, orderId: number, policy: CommissionPolicy): Promise<CommissionPlan> {
  const [o] = await tx.select({ id: order.id, userId: order.userId, shopId: order.shopId, activityId: order.activityId }).from(order).where(eq(order.id, orderId));
  return o ? planFor(tx, o, policy) : { values: [], reason: null };
}

/** What a plan needs of its order. */
export type CommissionOrder = Pick<typeof order.$inferSelect, 'id' | 'userId' | 'shopId' | 'activityId'>;
type CommissionPlan = { values: CommissionInsert[]; reason: NoCommissionReason | null };

async function planFor(tx: Db, o: CommissionOrder, policy: CommissionPolicy, facts?: CommissionFacts): Promise<CommissionPlan> {
  // Activity orders pay commission only when the applied activity allows it.
  if (o.activityId !== null) {
    const allow = facts ? facts.activity_allows : (await tx.select({ allow: activity.allowCommission }).from(activity).where(eq(activity.id, o.activityId)))[0]?.allow;
    if (!allow) return { values: [], reason: 'activity' };
  }
  const { beneficiaries, reason } = await beneficiariesOf(tx, o.userId, policy, facts?.chain);
  if (!beneficiaries.length) return { values: [], reason };
  const lines = await tx.select({
    id: orderProduct.id, quantity: orderProduct.quantity, paid: orderProduct.commissionBase, costPrice: orderProduct.costPrice,
    mode: product.commissionMode, r1: product.level1Rate, r2: product.level2Rate, a1: product.level1Amount, a2: product.level2Amount,
  }).from(orderProduct).innerJoin(product, eq(product.id, orderProduct.productId)).where(eq(orderProduct.orderId, o.id)).orderBy(asc(orderProduct.id));
  const values: CommissionInsert[] = [];
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
  return { values, reason: values.length ? null : 'no_rate' };
}

/**
 * Writes the pending commissions of an order that has just become paid, in the paying
 * transaction (`planCommissions`). Rows are unique per (line, level): a second call for the same
 * order writes nothing more.
 */
export async function createCommissions(tx: Db, paid: CommissionOrder, policy: CommissionPolicy, facts?: CommissionFacts): Promise<number> {
  const { values } = await planFor(tx, paid, policy, facts);
  if (!values.length) return 0;
  const written = await tx.insert(commission).values(values).onConflictDoNothing().returning({ id: commission.id });
  return written.length;
}
