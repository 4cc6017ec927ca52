import { agentEndpoints as api, type AgentApplyInput, type BindInviterInput } from '@app/contract';
import { call } from './endpoint';

export type { AgentStatusAnswer, AgentTeamAnswer, AgentTeamMember } from '@app/contract';

/** The member's agent status, invite code, level, inviter and team counts. */
export function getAgentStatus() {
  return call(api.status, undefined);
}

/** Apply to become an agent (the agreement accepted). */
export function applyAgent(data: AgentApplyInput) {
  return call(api.apply, data, { showSuccessMessage: true });
}

/** Level 1 or level 2 members of the own team, paged. */
export function getAgentTeam(params: { level: 1 | 2; page: number; limit: number }) {
  return call(api.team, params);
}

/** Bind an inviter by an agent's invite code. */
export function bindInviter(data: BindInviterInput) {
  return call(api.bindInviter, data, { showSuccessMessage: true });
}

/** The link a member's invite code registers with (the login page opens on its register tab with the code filled in). */
export const inviteLink = (origin: string, code: string) => `${origin}/user/login?type=register&invite=${encodeURIComponent(code)}`;
