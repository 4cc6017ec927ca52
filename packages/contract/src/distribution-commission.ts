import { z } from 'zod';
import { describeResource, enumValues } from './describe.ts';
import { endpoint } from './endpoint.ts';
import { idInput, intInput } from './numbers.ts';
import { stateMachine } from './state-machine.ts';

/**
 * Commissions and the agents' commission wallets (issue 13, items 4–7; design/domain.md):
 * `/admin/distribution.Commission/*` (list with the filtered set's totals, settle now, export),
 * the member API `GET /api/agent/commissions` and `GET /api/agent/wallet`.
 */

export const COMMISSION_STATUSES = ['pending', 'settled', 'cancelled', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * A commission's life after payment (commission README "States"): dated when its order
 * completes, settled into the wallet once the date is set (now, by an admin, or when due), and
 * taken back by refunds: cancelled before settlement, reversed after (a part keeps its state).
 */
export const COMMISSION_STATES = stateMachine(COMMISSION_STATUSES, {
  schedule: { from: ['pending'], when: { settle_after: 'unset' } },
  settle: { from: ['pending'], to: 'settled', when: { settle_after: 'set' } },
  cancel: { from: ['pending'], to: 'cancelled' },
  reverse: { from: ['settled'], to: 'reversed' },
});
export const COMMISSION_RATE_SOURCES = ['fixed', 'product', 'level', 'global'] as const;
export const COMMISSION_LOG_TYPES = ['settle', 'reverse', 'withdraw', 'withdraw_return', 'transfer', 'adjust'] as const;
export type CommissionLogType = (typeof COMMISSION_LOG_TYPES)[number];

const STATUS_COLORS: Record<CommissionStatus, string> = { pending: 'warning', settled: 'success', cancelled: 'default', reversed: 'error' };
const statusEnum = enumValues('statusOptions', COMMISSION_STATUSES, STATUS_COLORS);

/** A row of `GET /admin/distribution.Commission/index` (money in yuan, times unix seconds). */
export const commissionAdminRow = z.object({
  id: z.number(),
  order_id: z.number(),
  order_product_id: z.number(),
  user_id: z.number(),
  buyer_id: z.number(),
  shop_id: z.number(),
  level: z.number(),
  rate_source: z.enum(COMMISSION_RATE_SOURCES),
  rate: z.number(),
  unit_amount: z.string(),
  quantity: z.number(),
  base_amount: z.string(),
  amount: z.string(),
  cancelled_amount: z.string(),
  reversed_amount: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  settle_after: z.number().nullable(),
  settled_time: z.number().nullable(),
  remark: z.string(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  order: z.object({ order_no: z.string().nullable() }),
});
export type CommissionAdminRow = z.output<typeof commissionAdminRow>;

/** `/admin/distribution.Commission/*`: every commission, filtered by agent, buyer, order, status, level, time; shop-scoped. */
export const commissionDescription = describeResource({
  path: 'distribution.Commission',
  order: 'id,desc',
  row: commissionAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    user_id: { kind: 'ref', search: ['eq', 'IN'] },
    buyer_id: { kind: 'ref', search: ['eq', 'IN'] },
    order_id: { kind: 'ref', search: ['eq', 'IN'] },
    shop_id: { kind: 'ref', search: ['eq', 'IN'] },
    level: { kind: 'enum', search: ['eq'], enum: [{ value: '1', label: 'levelOptions.1', color: 'blue' }, { value: '2', label: 'levelOptions.2', color: 'purple' }] },
    rate_source: { kind: 'enum', search: ['eq'], enum: COMMISSION_RATE_SOURCES.map((value) => ({ value, label: `rateSourceOptions.${value}` })) },
    rate: { kind: 'number' },
    unit_amount: { kind: 'money' },
    quantity: { kind: 'number' },
    base_amount: { kind: 'money' },
    amount: { kind: 'money', search: true, sort: true },
    cancelled_amount: { kind: 'money' },
    reversed_amount: { kind: 'money' },
    status: { kind: 'enum', search: ['eq', 'IN'], enum: statusEnum },
    settle_after: { kind: 'time', search: true, sort: true },
    settled_time: { kind: 'time', search: true, sort: true },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
    'user.username': { kind: 'text', search: ['eq'] },
    'order.order_no': { kind: 'text', search: ['eq', 'LIKE'], quick: true, index: 'trgm' },
  },
});

/**
 * The totals of the filtered set (the list's `totals` key, every page alike), yuan: earned
 * (`amount`), cancelled, reversed, and what is pending and settled net of them.
 */
export const commissionTotals = z.object({
  count: z.number(),
  amount: z.string(),
  pending: z.string(),
  settled: z.string(),
  cancelled: z.string(),
  reversed: z.string(),
});
export type CommissionTotals = z.output<typeof commissionTotals>;

/** `POST /admin/distribution.Commission/settle`: settle these now (pending commissions of completed orders, due or not). */
export const commissionSettleInput = z.object({
  ids: z.array(idInput()).min(1).max(1000),
});
/** The answer of the settle actions: how many were settled and how much went to wallets (yuan). */
export const commissionSettleResult = z.object({ count: z.number(), amount: z.string() });
export type CommissionSettleResult = z.output<typeof commissionSettleResult>;

/** Settle now: the selected commissions, or every due one (node `settle` both; the message says when nothing was settled). */
export const commissionAdminEndpoints = {
  settle: endpoint({
    method: 'POST', path: '/admin/distribution.Commission/settle', audience: { admin: true }, input: commissionSettleInput, output: commissionSettleResult,
    summary: 'Settle these commissions now: pending ones of completed orders, due or not (each once)',
  }),
  settleDue: endpoint({
    method: 'POST', path: '/admin/distribution.Commission/settleDue', audience: { admin: 'distribution/commission/settle' }, input: z.object({}), output: commissionSettleResult,
    summary: 'Settle every commission whose after-sale window has closed (each once)',
  }),
};

// ---------------------------------------------------------------- member API

/** `GET /api/agent/commissions`: own commissions (as the beneficiary), newest first, by state. */
export const agentCommissionsQuery = z.object({
  status: z.enum(COMMISSION_STATUSES).optional(),
  page: intInput(1, 100000).default(1),
  limit: intInput(1, 100).default(10),
});

const int = z.number().int();
const time = int.nullable();

export const agentCommissionItem = z.object({
  id: int,
  order_no: z.string(),
  product_name: z.string(),
  level: int,
  rate_source: z.enum(COMMISSION_RATE_SOURCES),
  rate: int,
  base_amount: z.string(),
  amount: z.string(),
  cancelled_amount: z.string(),
  reversed_amount: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  settle_after: time,
  settled_time: time,
  create_time: time,
});
export type AgentCommissionItem = z.output<typeof agentCommissionItem>;

/** Per state, what the member has: pending (to come), settled (net of reversals), cancelled, reversed; yuan. */
export const agentCommissionTotals = z.object({ pending: z.string(), settled: z.string(), cancelled: z.string(), reversed: z.string() });
export type AgentCommissionTotals = z.output<typeof agentCommissionTotals>;

export const agentCommissionsAnswer = z.object({ list: z.array(agentCommissionItem), total: int, totals: agentCommissionTotals });
export type AgentCommissionsAnswer = z.output<typeof agentCommissionsAnswer>;

/** `GET /api/agent/wallet`: the commission wallet and its ledger, newest first. */
export const agentWalletQuery = z.object({
  page: intInput(1, 100000).default(1),
  limit: intInput(1, 100).default(10),
});

export const agentWalletLog = z.object({
  id: int,
  type: z.enum(COMMISSION_LOG_TYPES),
  commission_id: int.nullable(),
  amount: z.string(),
  before: z.string(),
  after: z.string(),
  debt_before: z.string(),
  debt_after: z.string(),
  memo: z.string(),
  create_time: time,
});
export type AgentWalletLog = z.output<typeof agentWalletLog>;

export const agentWalletAnswer = z.object({
  /** False when the member is no agent (nothing else then). */
  is_agent: z.boolean(),
  money: z.string(),
  debt: z.string(),
  /** What open withdrawals (pending, approved, paying) hold: already out of `money`, not yet paid. */
  frozen: z.string(),
  list: z.array(agentWalletLog),
  total: int,
});
export type AgentWalletAnswer = z.output<typeof agentWalletAnswer>;

/** The agent centre's commission pages (own rows only). */
export const agentCommissionEndpoints = {
  commissions: endpoint({
    method: 'GET',
    path: '/api/agent/commissions',
    audience: { member: true },
    input: agentCommissionsQuery,
    output: agentCommissionsAnswer,
    summary: 'Own commissions by state, newest first, with the totals per state',
  }),
  wallet: endpoint({
    method: 'GET',
    path: '/api/agent/wallet',
    audience: { member: true },
    input: agentWalletQuery,
    output: agentWalletAnswer,
    summary: 'Own commission wallet (money, debt) and its ledger, newest first',
  }),
};
