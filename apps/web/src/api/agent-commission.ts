import type { AgentCommissionsAnswer, AgentWalletAnswer, CommissionStatus, WithdrawApplyInput, WithdrawIndexAnswer, WithdrawMemberItem, WithdrawStatus } from '@app/contract';
import { request } from './request';

/** The agent centre's commissions: own commissions by state (none: all) with the totals per state. */
export function getAgentCommissions(params: { status?: CommissionStatus; page: number; limit: number }) {
  return request<AgentCommissionsAnswer>({ url: '/api/agent/commissions', method: 'GET', params });
}

/** The commission wallet: money, debt and its ledger, newest first. */
export function getAgentWallet(params: { page: number; limit: number }) {
  return request<AgentWalletAnswer>({ url: '/api/agent/wallet', method: 'GET', params });
}

/** Own withdrawals (none: every state), newest first, with the rules of the apply form. */
export function getWithdrawals(params: { status?: WithdrawStatus; page: number; limit: number }) {
  return request<WithdrawIndexAnswer>({ url: '/api/withdraw/index', method: 'GET', params });
}

/** Withdraw commission: to balance at once, or to WeChat, Alipay, a bank card after review. */
export function applyWithdraw(data: WithdrawApplyInput) {
  return request<{ row: WithdrawMemberItem }>({ url: '/api/withdraw/apply', method: 'POST', data }, { showSuccessMessage: true });
}

/** Cancel an own pending withdrawal. */
export function cancelWithdraw(id: number) {
  return request<{ row: WithdrawMemberItem }>({ url: '/api/withdraw/cancel', method: 'POST', data: { id } }, { showSuccessMessage: true });
}
