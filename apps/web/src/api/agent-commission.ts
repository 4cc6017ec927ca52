import { agentCommissionEndpoints, withdrawEndpoints, type CommissionStatus, type WithdrawApplyInput, type WithdrawStatus } from '@app/contract';
import { call } from './endpoint';

/** The agent centre's commissions: own commissions by state (none: all) with the totals per state. */
export function getAgentCommissions(params: { status?: CommissionStatus; page: number; limit: number }) {
  return call(agentCommissionEndpoints.commissions, params);
}

/** The commission wallet: money, debt and its ledger, newest first. */
export function getAgentWallet(params: { page: number; limit: number }) {
  return call(agentCommissionEndpoints.wallet, params);
}

/** Own withdrawals (none: every state), newest first, with the rules of the apply form. */
export function getWithdrawals(params: { status?: WithdrawStatus; page: number; limit: number }) {
  return call(withdrawEndpoints.index, params);
}

/** Withdraw commission: to balance at once, or to WeChat, Alipay, a bank card after review. */
export function applyWithdraw(data: WithdrawApplyInput) {
  return call(withdrawEndpoints.apply, data, { showSuccessMessage: true });
}

/** Cancel an own pending withdrawal. */
export function cancelWithdraw(id: number) {
  return call(withdrawEndpoints.cancel, { id }, { showSuccessMessage: true });
}
