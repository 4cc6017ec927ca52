import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentApplyInput, BindInviterInput, CommissionStatus, WithdrawApplyInput } from '@app/contract';
import { applyAgent, bindInviter, getAgentStatus, getAgentTeam } from './agent';
import { applyWithdraw, cancelWithdraw, getAgentCommissions, getAgentWallet, getWithdrawals } from './agent-commission';
import { agentKeys, moneyKeys } from './query-keys';
import type { Write } from './write';

/** The agent centre's reads (keys: `agentKeys`). */
export const agentQueries = {
  status: () => queryOptions({ queryKey: agentKeys.status(), queryFn: () => getAgentStatus() }),
  team: (params: { level: 1 | 2; page: number; limit: number }) =>
    queryOptions({ queryKey: agentKeys.team(params), queryFn: () => getAgentTeam(params), placeholderData: keepPreviousData }),
  commissions: (params: { status?: CommissionStatus; page: number; limit: number }) =>
    queryOptions({ queryKey: agentKeys.commissions(params), queryFn: () => getAgentCommissions(params), placeholderData: keepPreviousData }),
  wallet: (params: { page: number; limit: number }) =>
    queryOptions({ queryKey: agentKeys.wallet(params), queryFn: () => getAgentWallet(params), placeholderData: keepPreviousData }),
  withdrawals: (params: { page: number; limit: number }) =>
    queryOptions({ queryKey: agentKeys.withdrawals(params), queryFn: () => getWithdrawals(params), placeholderData: keepPreviousData }),
};

/** The agent centre's writes and the figures each changes. */
export const agentWrites = {
  apply: { run: (data: AgentApplyInput) => applyAgent(data), touches: () => [agentKeys.status()] } satisfies Write<AgentApplyInput, unknown>,
  bindInviter: { run: (data: BindInviterInput) => bindInviter(data), touches: () => [agentKeys.status()] } satisfies Write<BindInviterInput, unknown>,
  /** Taken from the commission wallet; one to the balance is credited at once. */
  withdraw: {
    run: async (data: WithdrawApplyInput) => (await applyWithdraw(data)).row,
    touches: () => [agentKeys.allWithdrawals(), agentKeys.wallets(), ...moneyKeys()],
  } satisfies Write<WithdrawApplyInput, unknown>,
  cancelWithdraw: {
    run: async (id: number) => (await cancelWithdraw(id)).row,
    touches: () => [agentKeys.allWithdrawals(), agentKeys.wallets()],
  } satisfies Write<number, unknown>,
};
