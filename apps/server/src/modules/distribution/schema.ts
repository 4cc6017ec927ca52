import { sql } from 'drizzle-orm';
import {
  bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt, weigh } from '../../db/schema/columns.ts';
import { admin } from '../../db/schema/auth.ts';
import { user } from '../../db/schema/user.ts';
import { order, orderProduct } from '../order/schema.ts';
import { shop } from '../shop/schema.ts';
import { withdraw } from '../finance/schema.ts';

/**
 * Distribution (issue 13, design/domain.md): referral relations, agents and their levels, the
 * commissions of paid orders and the agents' commission wallets. Money is integer cents (bigint),
 * rates are basis points (1% = 100), times are timestamptz.
 */

/** The HQ commission policy's agent levels: rates per level and the tasks that raise an agent to it. */
export const agentLevel = pgTable('agent_level', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  /** Rank of the level: 1 is the entry level new agents get; upgrades go to higher grades. */
  grade: smallint('grade').notNull(),
  level1Rate: integer('level1_rate').notNull().default(0),
  level2Rate: integer('level2_rate').notNull().default(0),
  /** Upgrade tasks; a null task is not asked. `and`: every task asked; `or`: any one. */
  upgradeLogic: varchar('upgrade_logic', { length: 3 }).notNull().default('and'),
  upgradeInvites: integer('upgrade_invites'),
  upgradeOwnSpend: bigint('upgrade_own_spend', { mode: 'number' }),
  upgradeOwnOrders: integer('upgrade_own_orders'),
  upgradeTeamSpend: bigint('upgrade_team_spend', { mode: 'number' }),
  upgradeTeamOrders: integer('upgrade_team_orders'),
  weigh: weigh(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('agent_level_grade_key').on(t.grade),
  index('agent_level_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  check('agent_level_grade_check', sql`${t.grade} >= 1`),
  check('agent_level_rates_check', sql`${t.level1Rate} between 0 and 10000 and ${t.level2Rate} between 0 and 10000`),
  check('agent_level_logic_check', sql`${t.upgradeLogic} in ('and','or')`),
  check('agent_level_tasks_check', sql`coalesce(${t.upgradeInvites}, 0) >= 0 and coalesce(${t.upgradeOwnSpend}, 0) >= 0 and coalesce(${t.upgradeOwnOrders}, 0) >= 0 and coalesce(${t.upgradeTeamSpend}, 0) >= 0 and coalesce(${t.upgradeTeamOrders}, 0) >= 0`),
]);

/**
 * A member who may earn commission (once approved and while enabled), and their commission
 * wallet: `commission_money` (withdrawable cents) and `commission_debt` (reversals the wallet
 * could not cover, paid first by later settlements). Only `commission_log` moves them.
 */
export const agent = pgTable('agent', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  levelId: integer('level_id').notNull().references(() => agentLevel.id, { onDelete: 'restrict' }),
  shopId: integer('shop_id').references(() => shop.id, { onDelete: 'set null' }),
  realName: varchar('real_name', { length: 50 }).notNull().default(''),
  mobile: varchar('mobile', { length: 20 }).notNull().default(''),
  inviteCode: varchar('invite_code', { length: 16 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  /** How the agent came to be: applied (member centre), admin (created or designated), auto (everyone / spend threshold). */
  source: varchar('source', { length: 10 }).notNull().default('applied'),
  appliedTime: tz('applied_time'),
  auditTime: tz('audit_time'),
  auditAdminId: integer('audit_admin_id').references(() => admin.id, { onDelete: 'set null' }),
  rejectReason: varchar('reject_reason', { length: 255 }).notNull().default(''),
  commissionMoney: bigint('commission_money', { mode: 'number' }).notNull().default(0),
  commissionDebt: bigint('commission_debt', { mode: 'number' }).notNull().default(0),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('agent_user_key').on(t.userId),
  uniqueIndex('agent_invite_code_key').on(t.inviteCode),
  index('agent_status_idx').on(t.status, t.id),
  index('agent_level_idx').on(t.levelId),
  index('agent_real_name_trgm_idx').using('gin', t.realName.op('gin_trgm_ops')),
  index('agent_create_time_idx').on(t.createTime, t.id),
  // the dashboard: agents approved per day, and the debts owed
  index('agent_audit_time_idx').on(t.auditTime, t.shopId).where(sql`${t.status} = 'approved'`),
  index('agent_debt_idx').on(t.shopId, t.commissionDebt).where(sql`${t.commissionDebt} > 0`),
  check('agent_status_check', sql`${t.status} in ('pending','approved','rejected','disabled')`),
  check('agent_source_check', sql`${t.source} in ('applied','admin','auto')`),
  check('agent_wallet_check', sql`${t.commissionMoney} >= 0 and ${t.commissionDebt} >= 0`),
]);

/** An agent's level changes: automatic upgrades and admins' changes. */
export const agentLevelLog = pgTable('agent_level_log', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull().references(() => agent.id, { onDelete: 'cascade' }),
  fromLevelId: integer('from_level_id').references(() => agentLevel.id, { onDelete: 'set null' }),
  toLevelId: integer('to_level_id').references(() => agentLevel.id, { onDelete: 'set null' }),
  /** auto: the upgrade tasks were met; admin: set by an administrator. */
  reason: varchar('reason', { length: 10 }).notNull(),
  adminId: integer('admin_id').references(() => admin.id, { onDelete: 'set null' }),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [
  index('agent_level_log_agent_idx').on(t.agentId, t.id),
  check('agent_level_log_reason_check', sql`${t.reason} in ('auto','admin')`),
]);

/**
 * A member's upline. `path` holds the ancestor ids and the member's own, root first
 * ("/1/5/9/" for member 9 under 5 under 1), so a subtree is one indexed prefix scan. A member
 * with no upline has no row; their subtree's paths start with "/<id>/".
 */
export const userRelation = pgTable('user_relation', {
  userId: integer('user_id').primaryKey().references(() => user.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  path: varchar('path', { length: 2000 }).notNull(),
  /** 1 under a root, 2 under a member who has an upline, … */
  depth: integer('depth').notNull(),
  /** invite: an invite code; scene: a scene QR code; admin: moved or bound by an administrator. */
  source: varchar('source', { length: 10 }).notNull(),
  inviteCode: varchar('invite_code', { length: 16 }).notNull().default(''),
  bindTime: tz('bind_time').notNull().defaultNow(),
  /** Null: permanent; else the binding ends then (the unbind job removes it). */
  expireTime: tz('expire_time'),
}, (t) => [
  index('user_relation_parent_idx').on(t.parentId),
  index('user_relation_path_idx').using('btree', t.path.op('text_pattern_ops')),
  index('user_relation_expire_idx').on(t.expireTime).where(sql`${t.expireTime} is not null`),
  check('user_relation_source_check', sql`${t.source} in ('invite','scene','admin')`),
  check('user_relation_self_check', sql`${t.parentId} <> ${t.userId} and ${t.depth} >= 1`),
]);

/**
 * One commission per order line and level, fixed when the order is paid: the beneficiary,
 * the rate's source and the base are snapshots. `amount` is what was earned; `cancelled_amount`
 * went away by after-sales before settlement, `reversed_amount` after it (through the wallet).
 */
export const commission = pgTable('commission', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'restrict' }),
  orderProductId: integer('order_product_id').notNull().references(() => orderProduct.id, { onDelete: 'restrict' }),
  /** The beneficiary (an agent's member id). */
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  buyerId: integer('buyer_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'restrict' }),
  level: smallint('level').notNull(),
  /** fixed: the product's amount per unit; product: its custom %; level: the agent level's %; global: the config centre's %. */
  rateSource: varchar('rate_source', { length: 10 }).notNull(),
  /** Basis points (0 for a fixed amount). */
  rate: integer('rate').notNull().default(0),
  /** Cents per unit for a fixed amount (0 otherwise). */
  unitAmount: bigint('unit_amount', { mode: 'number' }).notNull().default(0),
  quantity: integer('quantity').notNull(),
  baseAmount: bigint('base_amount', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  cancelledAmount: bigint('cancelled_amount', { mode: 'number' }).notNull().default(0),
  reversedAmount: bigint('reversed_amount', { mode: 'number' }).notNull().default(0),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  /** Set when the order completes: completion + the after-sale window. Null while the order is open. */
  settleAfter: tz('settle_after'),
  settledTime: tz('settled_time'),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('commission_line_level_key').on(t.orderProductId, t.level),
  index('commission_order_idx').on(t.orderId),
  index('commission_user_idx').on(t.userId, t.status, t.id),
  index('commission_buyer_idx').on(t.buyerId, t.id),
  index('commission_due_idx').on(t.settleAfter, t.id).where(sql`${t.status} = 'pending' and ${t.settleAfter} is not null`),
  index('commission_status_idx').on(t.status, t.id),
  index('commission_create_time_idx').on(t.createTime, t.id),
  // the dashboard: pending commissions (index-only: the columns it sums), and those settled per day
  index('commission_pending_idx').on(t.createTime, t.shopId, t.amount, t.cancelledAmount).where(sql`${t.status} = 'pending'`),
  index('commission_settled_time_idx').on(t.settledTime, t.shopId, t.amount, t.cancelledAmount).where(sql`${t.settledTime} is not null`),
  check('commission_level_check', sql`${t.level} in (1,2)`),
  check('commission_rate_source_check', sql`${t.rateSource} in ('fixed','product','level','global')`),
  check('commission_status_check', sql`${t.status} in ('pending','settled','cancelled','reversed')`),
  check('commission_amounts_check', sql`${t.amount} >= 0 and ${t.baseAmount} >= 0 and ${t.quantity} > 0 and ${t.rate} between 0 and 10000 and ${t.unitAmount} >= 0`),
  check('commission_taken_back_check', sql`${t.cancelledAmount} >= 0 and ${t.reversedAmount} >= 0 and ${t.cancelledAmount} + ${t.reversedAmount} <= ${t.amount}`),
]);

/**
 * The commission wallet's ledger. Each row moves `commission_money` and `commission_debt` of one
 * agent together: (after − debt_after) = (before − debt_before) + amount, never below zero either.
 */
export const commissionLog = pgTable('commission_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'restrict' }),
  /** settle, reverse, withdraw, withdraw_return, transfer (to balance), adjust. */
  type: varchar('type', { length: 16 }).notNull(),
  commissionId: integer('commission_id').references(() => commission.id, { onDelete: 'restrict' }),
  /** The withdrawal a `withdraw` or `withdraw_return` row belongs to (each at most once). */
  withdrawId: integer('withdraw_id').references(() => withdraw.id, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  debtBefore: bigint('debt_before', { mode: 'number' }).notNull().default(0),
  debtAfter: bigint('debt_after', { mode: 'number' }).notNull().default(0),
  memo: varchar('memo', { length: 255 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [
  index('commission_log_user_idx').on(t.userId, t.id),
  index('commission_log_commission_idx').on(t.commissionId),
  uniqueIndex('commission_log_withdraw_key').on(t.withdrawId, t.type).where(sql`${t.withdrawId} is not null`),
  check('commission_log_type_check', sql`${t.type} in ('settle','reverse','withdraw','withdraw_return','transfer','adjust')`),
  check('commission_log_after_check', sql`${t.after} - ${t.debtAfter} = ${t.before} - ${t.debtBefore} + ${t.amount} and ${t.after} >= 0 and ${t.debtAfter} >= 0 and ${t.amount} <> 0`),
]);
