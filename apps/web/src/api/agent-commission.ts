import type { AgentCommissionsAnswer, AgentWalletAnswer, CommissionStatus } from '@app/contract';
import { request } from './request';

/** The agent centre's commissions: own commissions by state (none: all) with the totals per state. */
export function getAgentCommissions(params: { status?: CommissionStatus; page: number; limit: number }) {
  return request<AgentCommissionsAnswer>({ url: '/api/agent/commissions', method: 'GET', params });
}

/** The commission wallet: money, debt and its ledger, newest first. */
export function getAgentWallet(params: { page: number; limit: number }) {
  return request<AgentWalletAnswer>({ url: '/api/agent/wallet', method: 'GET', params });
}
