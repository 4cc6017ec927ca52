import type { EndAdminSessionsInput, EndSessionInput, EndSessionOutput, SessionList } from '@app/contract';
import { request } from './request';

/**
 * Signed-in sessions (packages/contract/src/sessions.ts): the admin's and the member's own, and a
 * super administrator's view of any admin's.
 */
export type SessionScope = { kind: 'admin' } | { kind: 'member' } | { kind: 'adminOf'; adminId: number };

const get = (url: string, params?: Record<string, unknown>) => request<SessionList>({ url, method: 'GET', params });
const post = (url: string, data: EndSessionInput | EndAdminSessionsInput) => request<EndSessionOutput>({ url, method: 'POST', data }, { showSuccessMessage: true });

export async function getSessions(scope: SessionScope): Promise<SessionList> {
  if (scope.kind === 'admin') return (await get('/admin/routine.AdminInfo/sessions')).data;
  if (scope.kind === 'member') return (await get('/api/account/sessions')).data;
  return (await get('/admin/auth.Admin/sessions', { id: scope.adminId })).data;
}

/** What to end: one session, or every other one (own lists) / all of them (another admin's). */
export type EndChoice = { id: number } | { rest: true };

export async function endSessions(scope: SessionScope, choice: EndChoice): Promise<EndSessionOutput> {
  if (scope.kind === 'adminOf') return (await post('/admin/auth.Admin/endSessions', 'id' in choice ? { id: scope.adminId, session: choice.id } : { id: scope.adminId })).data;
  const url = scope.kind === 'admin' ? '/admin/routine.AdminInfo/endSession' : '/api/account/endSession';
  return (await post(url, 'id' in choice ? { id: choice.id } : { others: true })).data;
}
