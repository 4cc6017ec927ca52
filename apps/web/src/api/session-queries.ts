import { sessionEndpoints as api } from '@app/contract';
import { endpointQuery, endpointWrite } from './endpoint';

/**
 * Signed-in sessions (packages/contract/src/sessions.ts): the admin's and the member's own, and a
 * super administrator's view of any admin's.
 */
export type SessionScope = { kind: 'admin' } | { kind: 'member' } | { kind: 'adminOf'; adminId: number };

/** What to end: one session, or every other one (own lists) / all of them (another admin's). */
export type EndChoice = { id: number } | { rest: true };

/** A session list. */
export const sessionsQuery = (scope: SessionScope) =>
  scope.kind === 'admin' ? endpointQuery(api.adminOwn) : scope.kind === 'member' ? endpointQuery(api.member) : endpointQuery(api.ofAdmin, { id: scope.adminId });

const own = (choice: EndChoice) => ('id' in choice ? { id: choice.id } : { others: true as const });
// An admin's own list is also the super administrator's view of it: ending one reads every admin list again.
const adminLists = () => [api.adminOwn, api.ofAdmin];

/** Ending sessions reads the lists that show them again. */
export const endSessionsWrite = (scope: SessionScope) =>
  scope.kind === 'member'
    ? endpointWrite(api.endMember, { input: own, touches: () => [api.member], options: { showSuccessMessage: true } })
    : scope.kind === 'admin'
      ? endpointWrite(api.endAdminOwn, { input: own, touches: adminLists, options: { showSuccessMessage: true } })
      : endpointWrite(api.endOfAdmin, {
          input: (choice: EndChoice) => ('id' in choice ? { id: scope.adminId, session: choice.id } : { id: scope.adminId }),
          touches: adminLists,
          options: { showSuccessMessage: true },
        });
