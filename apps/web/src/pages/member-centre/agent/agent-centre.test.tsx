import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentStatusAnswer } from '@app/contract';
import { loadEnglishPacks } from '../../../test/lang';
import { renderWithQuery } from '../../../test/query';
import * as agentApi from '../../../api/agent';
import AgentCentrePage from './index';

const base: AgentStatusAnswer = {
  earn_mode: 'apply', can_apply: true, agreement: 'Be honest in every promotion.', agent: null, inviter: null, can_bind: true, team: { level1: 0, level2: 0 },
};
const agentOf = (over: Partial<NonNullable<AgentStatusAnswer['agent']>>): AgentStatusAnswer['agent'] => ({
  status: 'approved', source: 'applied', real_name: 'Li', mobile: '13800138000', invite_code: '', reject_reason: '', applied_time: 1_700_000_000, audit_time: null,
  level: { id: 1, name: 'Standard', grade: 1, level1_rate: 1000, level2_rate: 500 }, ...over,
});

function open(status: AgentStatusAnswer) {
  vi.spyOn(agentApi, 'getAgentStatus').mockResolvedValue(status);
  vi.spyOn(agentApi, 'getAgentTeam').mockResolvedValue({ list: [], total: 0, counts: status.team });
  renderWithQuery(<AgentCentrePage />);
}

describe('agent centre', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    return loadEnglishPacks(['member-agent']);
  });

  it('shows the agreement and applies only once it is accepted', async () => {
    open(base);
    const apply = vi.spyOn(agentApi, 'applyAgent').mockResolvedValue(null);
    fireEvent.click(await screen.findByRole('tab', { name: 'Become an agent' }));
    expect(screen.getByTestId('agent-agreement').textContent).toBe('Be honest in every promotion.');
    fireEvent.change(screen.getByLabelText('Real name'), { target: { value: 'Li Lei' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please read and accept the agent agreement')).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ real_name: 'Li Lei', mobile: '13800138000', agreement: true }));
  });

  it('a rejected application shows the reason and may be sent again; a pending one has no invite code', async () => {
    open({ ...base, agent: agentOf({ status: 'rejected', reject_reason: 'Incomplete' }) });
    expect(await screen.findByText(/Your application was rejected: Incomplete/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Become an agent' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Invite' })).toBeNull();
  });

  it('an approved agent sees the invite code and the register link that carries it', async () => {
    open({ ...base, can_apply: false, can_bind: false, agent: agentOf({ invite_code: 'ABCD2345' }), inviter: { nickname: 'Boss', bind_time: 1, expire_time: null, source: 'invite' } });
    expect((await screen.findByTestId('invite-code')).textContent).toContain('ABCD2345');
    expect(screen.getByText(`${window.location.origin}/user/login?type=register&invite=ABCD2345`)).toBeTruthy();
    expect(screen.getByTestId('agent-inviter').textContent).toBe('Invited by Boss');
    expect(screen.queryByTestId('bind-inviter')).toBeNull();
    expect(screen.getByText('level 1 10% / level 2 5%', { exact: false })).toBeTruthy();
  });

  it('binds an inviter by code while allowed', async () => {
    open(base);
    const bind = vi.spyOn(agentApi, 'bindInviter').mockResolvedValue(null);
    fireEvent.change(await screen.findByLabelText("Your inviter's code"), { target: { value: ' abcd2345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(bind).toHaveBeenCalledWith({ invite_code: 'abcd2345' }));
  });
});
