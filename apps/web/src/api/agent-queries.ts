import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  agentCommissionEndpoints, agentEndpoints, withdrawEndpoints, type AgentApplyInput, type BindInviterInput, type CommissionStatus, type WithdrawApplyInput,
} from '@app/contract';
import { endpointKey, endpointQuery, touchedKeys } from './endpoint';
import { applyAgent, bindInviter, getAgentStatus, getAgentTeam } from './agent';
import { applyWithdraw, cancelWithdraw } from './agent-commission';
import { moneyTouches } from './account-queries';
import type { Write } from './write';

/** The agent centre's reads, keyed by their endpoints. */
export const agentQueries = {
  status: () => queryOptions({ queryKey: endpointKey(agentEndpoints.status), queryFn: () => getAgentStatus() }),
  team: (params: { level: 1 | 2; page: number; limit: number }) =>
    queryOptions({ queryKey: endpointKey(agentEndpoints.team, params), queryFn: () => getAgentTeam(params), placeholderData: keepPreviousData }),
  commissions: (params: { status?: CommissionStatus; page: number; limit: number }) =>
    queryOptions({ ...endpointQuery(agentCommissionEndpoints.commissions, params), placeholderData: keepPreviousData }),
  /** A page of the commission wallet (its totals are on each). */
  wallet: (params: { page: number; limit: number }) => queryOptions({ ...endpointQuery(agentCommissionEndpoints.wallet, params), placeholderData: keepPreviousData }),
  withdrawals: (params: { page: number; limit: number }) => queryOptions({ ...endpointQuery(withdrawEndpoints.index, params), placeholderData: keepPreviousData }),
};

/** The agent centre's writes and the figures each changes. */
export const agentWrites = {
  apply: { run: (data: AgentApplyInput) => applyAgent(data), touches: () => touchedKeys([agentEndpoints.status]) } satisfies Write<AgentApplyInput, unknown>,
  bindInviter: { run: (data: BindInviterInput) => bindInviter(data), touches: () => touchedKeys([agentEndpoints.status]) } satisfies Write<BindInviterInput, unknown>,
  /** Taken from the commission wallet; one to the balance is credited at once. */
  withdraw: {
    run: async (data: WithdrawApplyInput) => (await applyWithdraw(data)).row,
    touches: () => touchedKeys([withdrawEndpoints.index, agentCommissionEndpoints.wallet, ...moneyTouches()]),
  } satisfies Write<WithdrawApplyInput, unknown>,
  cancelWithdraw: {
    run: async (id: number) => (await cancelWithdraw(id)).row,
    touches: () => touchedKeys([withdrawEndpoints.index, agentCommissionEndpoints.wallet]),
  } satisfies Write<number, unknown>,
};
