import { queryOptions } from '@tanstack/react-query';
import { endSessions, getSessions, type EndChoice, type SessionScope } from './sessions';
import { sessionKeys } from './query-keys';
import type { Write } from './write';

const keyOf = (scope: SessionScope) =>
  scope.kind === 'admin' ? sessionKeys.admin() : scope.kind === 'member' ? sessionKeys.member() : sessionKeys.adminOf(scope.adminId);

/** A session list (keys: `sessionKeys`). */
export const sessionsQuery = (scope: SessionScope) => queryOptions({ queryKey: keyOf(scope), queryFn: () => getSessions(scope) });

/** Ending sessions reads the list again (an admin's own list is also the super administrator's view of them: every admin list). */
export const endSessionsWrite = (scope: SessionScope): Write<EndChoice, unknown> => ({
  run: (choice) => endSessions(scope, choice),
  touches: () => (scope.kind === 'member' ? [sessionKeys.member()] : [sessionKeys.admins()]),
});
