import { z } from 'zod';
import { describeResource, enumValues } from './describe.ts';
import { WECHAT_NOTIFY_ANSWERS } from './order.ts';
import { endpoint, protocolEndpoint } from './endpoint.ts';
import { centsOf } from './money.ts';
import { idInput, intInput, moneyText } from './numbers.ts';
import { stateMachine } from './state-machine.ts';

/**
 * Withdrawals of commission (issue 14; design/domain.md): the member API `/api/withdraw/*` and the
 * admin area `/admin/finance.Withdraw/*` (list with the filtered set's totals, detail with the
 * ledger rows, approve, reject, pay by hand, fail, export).
 */

export const WITHDRAW_CHANNELS = ['balance', 'wechat', 'alipay', 'bank'] as const;
export type WithdrawChannel = (typeof WITHDRAW_CHANNELS)[number];
export const WITHDRAW_STATUSES = ['pending', 'approved', 'paying', 'paid', 'rejected', 'cancelled', 'failed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
/** States in which the amount is out of the wallet and not yet paid (the wallet's `frozen`). */
export const WITHDRAW_OPEN_STATUSES = ['pending', 'approved', 'paying'] as const;

/**
 * How a withdrawal moves (README "States"): the member cancels, an admin approves or rejects; a
 * bank transfer is marked paid by hand, a gateway's payout goes through paying; an admin marks an
 * approved or paying one failed. Cancel, reject and fail return the money to the wallet.
 */
export const WITHDRAW_STATES = stateMachine(WITHDRAW_STATUSES, {
  cancel: { from: ['pending'], to: 'cancelled' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid', when: { channel: ['bank'] } },
  startPayout: { from: ['approved'], to: 'paying', when: { channel: ['wechat', 'alipay'] } },
  payoutPaid: { from: ['paying'], to: 'paid' },
  payoutFailed: { from: ['paying'], to: 'failed' },
  fail: { from: ['approved', 'paying'], to: 'failed' },
});

const STATUS_COLORS: Record<WithdrawStatus, string> = {
  pending: 'warning', approved: 'processing', paying: 'processing', paid: 'success', rejected: 'error', cancelled: 'default', failed: 'error',
};
const CHANNEL_COLORS: Record<WithdrawChannel, string> = { balance: 'blue', wechat: 'green', alipay: 'cyan', bank: 'purple' };

/** A yuan amount as the member types it: up to two decimals, not negative (`apply` refuses 0). */
const yuanText = moneyText().refine((v) => (centsOf(v) ?? -1) >= 0, 'The amount cannot be negative');

/** `POST /api/withdraw/apply`: the account fields each channel needs are checked by the server (`channelAccountMissing`). */
export const withdrawApplyInput = z.object({
  amount: yuanText,
  channel: z.enum(WITHDRAW_CHANNELS),
  account_name: z.string().trim().max(50).default(''),
  account_no: z.string().trim().max(64).default(''),
  bank_name: z.string().trim().max(100).default(''),
  bank_branch: z.string().trim().max(100).default(''),
});
export type WithdrawApplyInput = z.output<typeof withdrawApplyInput>;

/** The account field a channel still lacks (the first), or undefined when the input is complete. */
export function channelAccountMissing(input: Pick<WithdrawApplyInput, 'channel' | 'account_name' | 'account_no' | 'bank_name'>): string | undefined {
  if (input.channel === 'balance' || input.channel === 'wechat') return undefined; // wechat pays the member's own openid
  if (!input.account_name) return 'account_name';
  if (!input.account_no) return 'account_no';
  if (input.channel === 'bank' && !input.bank_name) return 'bank_name';
  return undefined;
}

/** `GET /api/withdraw/index`: own withdrawals, newest first. */
export const withdrawIndexQuery = z.object({
  status: z.enum(WITHDRAW_STATUSES).optional(),
  page: intInput(1, 100000).default(1),
  limit: intInput(1, 100).default(10),
});

/** `POST /api/withdraw/cancel`. */
export const withdrawCancelInput = z.object({ id: idInput() });

/** A withdrawal as its member sees it (yuan, unix seconds; the account number masked). */
const memberTime = z.number().int().nullable();
export const withdrawMemberItem = z.object({
  id: z.number().int(),
  withdraw_no: z.string(),
  channel: z.enum(WITHDRAW_CHANNELS),
  amount: z.string(),
  fee: z.string(),
  pay_amount: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  bank_name: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  reason: z.string(),
  /** WeChat: the package_info to confirm the transfer with, while paying. */
  payout_package: z.string(),
  audit_time: memberTime,
  paid_time: memberTime,
  closed_time: memberTime,
  create_time: memberTime,
});
export type WithdrawMemberItem = z.output<typeof withdrawMemberItem>;

/** The rules a member's apply form shows (yuan; the fee rate in basis points). */
export const withdrawRulesView = z.object({
  channels: z.array(z.enum(WITHDRAW_CHANNELS)),
  min: z.string(),
  max: z.string(),
  fee_rate: z.number().int(),
  daily_count: z.number().int(),
  daily_amount: z.string(),
});
export type WithdrawRulesView = z.output<typeof withdrawRulesView>;

export const withdrawIndexAnswer = z.object({ list: z.array(withdrawMemberItem), total: z.number().int(), rules: withdrawRulesView });
export type WithdrawIndexAnswer = z.output<typeof withdrawIndexAnswer>;

/** The agent centre's withdrawals (own rows only); refusals answer code 0 with the reason. */
export const withdrawEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/withdraw/apply',
    audience: { member: true },
    input: withdrawApplyInput,
    output: z.object({ row: withdrawMemberItem }),
    summary: 'Withdraw commission (approved agents): to balance at once, or to WeChat, Alipay, a bank card after review',
  }),
  index: endpoint({
    method: 'GET',
    path: '/api/withdraw/index',
    audience: { member: true },
    input: withdrawIndexQuery,
    output: withdrawIndexAnswer,
    summary: 'Own withdrawals, newest first, and the rules of the apply form',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/withdraw/cancel',
    audience: { member: true },
    input: withdrawCancelInput,
    output: z.object({ row: withdrawMemberItem }),
    summary: 'Cancel an own pending withdrawal; the amount returns to the wallet',
  }),
};

/** The fee in cents of a withdrawal of `cents` at `rateBp` (never on the balance channel), rounded down. */
export const withdrawFee = (cents: number, rateBp: number, channel: WithdrawChannel): number =>
  channel === 'balance' ? 0 : Math.floor((cents * rateBp) / 10000);

/** The account number as lists show it: its last 4 characters, the rest starred. */
export const maskAccountNo = (no: string): string => (no.length <= 4 ? no : `${'*'.repeat(Math.min(no.length - 4, 12))}${no.slice(-4)}`);

// ---------------------------------------------------------------- admin

const statusEnum = enumValues('statusOptions', WITHDRAW_STATUSES, STATUS_COLORS);
const channelEnum = enumValues('channelOptions', WITHDRAW_CHANNELS, CHANNEL_COLORS);

/** A row of `GET /admin/finance.Withdraw/index` (money in yuan, times unix seconds, account number masked). */
export const withdrawAdminRow = z.object({
  id: z.number(),
  withdraw_no: z.string(),
  user_id: z.number(),
  shop_id: z.number().nullable(),
  channel: z.enum(WITHDRAW_CHANNELS),
  amount: z.string(),
  fee: z.string(),
  pay_amount: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  reason: z.string(),
  voucher: z.string(),
  admin_remark: z.string(),
  payout_no: z.string(),
  payout_state: z.string(),
  payout_package: z.string(),
  payout_checks: z.number(),
  audit_admin_id: z.number().nullable(),
  audit_time: z.number().nullable(),
  paying_time: z.number().nullable(),
  paid_time: z.number().nullable(),
  closed_time: z.number().nullable(),
  update_time: z.number().nullable(),
  create_time: z.number().nullable(),
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
});
export type WithdrawAdminRow = z.output<typeof withdrawAdminRow>;

/** `/admin/finance.Withdraw/*`: every withdrawal, filtered by status, channel, member, shop, time, amount; shop-scoped. */
export const withdrawDescription = describeResource({
  path: 'finance.Withdraw',
  order: 'id,desc',
  row: withdrawAdminRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    withdraw_no: { kind: 'text', search: ['eq', 'LIKE'], quick: true, index: 'trgm' },
    user_id: { kind: 'ref', search: ['eq', 'IN'] },
    shop_id: { kind: 'ref', search: ['eq', 'IN'] },
    channel: { kind: 'enum', search: ['eq', 'IN'], enum: channelEnum },
    amount: { kind: 'money', search: true, sort: true },
    fee: { kind: 'money' },
    pay_amount: { kind: 'money' },
    account_name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
    bank_name: { kind: 'text' },
    status: { kind: 'enum', search: ['eq', 'IN'], enum: statusEnum },
    reason: { kind: 'text' },
    audit_time: { kind: 'time', sort: true },
    paid_time: { kind: 'time', sort: true },
    // served by withdraw_create_time_idx (create_time, id); not declared `btree` because the list-index check's
    // plan on an empty table estimates this wide row at 20 rows and sorts them instead of using it
    create_time: { kind: 'time', search: true, sort: true },
    'user.username': { kind: 'text', search: ['eq'] },
  },
});

/**
 * The totals of the filtered set (the list's `totals` key), yuan: everything applied for, the
 * fees, what was paid out, and what is still open (pending, approved or paying).
 */
export const withdrawTotals = z.object({ count: z.number(), amount: z.string(), fee: z.string(), paid: z.string(), open: z.string() });
export type WithdrawTotals = z.output<typeof withdrawTotals>;

const ids = z.array(idInput()).min(1).max(500);
const id = idInput();
const reason = z.string().trim().min(1, 'Please enter the reason').max(255);

/** `POST /admin/finance.Withdraw/approve`: pending ones (each once); wechat / alipay are then started at their gateway. */
export const withdrawApproveInput = z.object({ ids });
/** `POST /admin/finance.Withdraw/reject`: a pending one, the money returned. */
export const withdrawRejectInput = z.object({ id, reason });
/** `POST /admin/finance.Withdraw/pay`: an approved bank withdrawal paid by hand, with the transfer voucher. */
export const withdrawPayInput = z.object({
  id,
  voucher: z.string().trim().min(1, 'Please upload the transfer voucher').max(255),
  remark: z.string().trim().max(255).default(''),
});
/** `POST /admin/finance.Withdraw/fail`: an approved or paying one whose payout did not happen, the money returned. */
export const withdrawFailInput = z.object({ id, reason });

/** The answer of approve: how many moved to approved, and of those how many were paid or failed at once by their gateway. */
export const withdrawApproveResult = z.object({ approved: z.number(), paid: z.number(), failed: z.number() });
export type WithdrawApproveResult = z.output<typeof withdrawApproveResult>;

/** A ledger row of the detail. */
export const withdrawLedgerRow = z.object({
  id: z.number(),
  type: z.enum(['withdraw', 'withdraw_return']),
  amount: z.string(),
  before: z.string(),
  after: z.string(),
  memo: z.string(),
  create_time: z.number().nullable(),
});
export type WithdrawLedgerRow = z.output<typeof withdrawLedgerRow>;

/** `GET /admin/finance.Withdraw/detail?id=`: the row (the full account number only with the approve node) and its ledger rows. */
export const withdrawDetailAnswer = z.object({ row: withdrawAdminRow, ledger: z.array(withdrawLedgerRow) });
export type WithdrawDetailAnswer = z.output<typeof withdrawDetailAnswer>;

const own = { admin: true } as const;
/** `/admin/finance.Withdraw/*` beyond the list: the detail (with the list's node) and the state machine's moves. */
export const withdrawAdminEndpoints = {
  detail: endpoint({
    method: 'GET', path: '/admin/finance.Withdraw/detail', audience: { admin: 'finance/withdraw/index' }, input: z.object({ id }), output: withdrawDetailAnswer,
    summary: 'One withdrawal (the full account number for admins who may approve) with its ledger rows',
  }),
  approve: endpoint({
    method: 'POST', path: '/admin/finance.Withdraw/approve', audience: own, input: withdrawApproveInput, output: withdrawApproveResult,
    summary: 'Approve pending withdrawals (each once); WeChat and Alipay ones are then paid out through their gateway',
  }),
  reject: endpoint({
    method: 'POST', path: '/admin/finance.Withdraw/reject', audience: own, input: withdrawRejectInput, output: z.null(),
    summary: 'Reject a pending withdrawal with the reason; the amount returns to the wallet',
  }),
  pay: endpoint({
    method: 'POST', path: '/admin/finance.Withdraw/pay', audience: own, input: withdrawPayInput, output: z.null(),
    summary: 'Mark an approved bank-card withdrawal paid, with the transfer voucher and a note',
  }),
  fail: endpoint({
    method: 'POST', path: '/admin/finance.Withdraw/fail', audience: own, input: withdrawFailInput, output: z.null(),
    summary: 'Mark an approved or paying withdrawal failed with the reason; the amount returns to the wallet',
  }),
};

/** `POST /api/withdraw/wechat/notify`: WeChat Pay's 商家转账 notify (MCHTRANSFER.BILL.FINISHED), answered as its payment notifies. */
export const wechatTransferNotifyEndpoint = protocolEndpoint({
  method: 'POST',
  path: '/api/withdraw/wechat/notify',
  audience: 'none',
  protocol: WECHAT_NOTIFY_ANSWERS,
  summary: 'WeChat Pay 商家转账 notify; signed by WeChat Pay, answered 204 or { code: FAIL }',
});
