import { QueryClient } from '@tanstack/react-query';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';
import { adminKeys, endpointRoots } from './query-keys';

/**
 * The app's one query client. Figures are never taken as fresh (staleTime 0): a screen that
 * mounts (a navigation) or a window that regains focus reads them again, so a change made by
 * someone else (the operator's top-up) shows without a reload; a change made here invalidates
 * its keys (`write.ts`). No retries: the request layer has shown the failure already.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnMount: true, refetchOnWindowFocus: true, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Another member signing in (after a password change, without a reload) sees none of the last one's
// figures: every member read, and the public ones (the bootstrap's member info is one).
useUserInfo.subscribe((state, previous) => {
  if (state.id === previous.id) return;
  for (const queryKey of [endpointRoots.member, endpointRoots.public]) queryClient.removeQueries({ queryKey });
});
// Likewise in the back office: another admin sees none of the last one's figures (their scope may differ).
useAdminInfo.subscribe((state, previous) => {
  if (state.id !== previous.id) queryClient.removeQueries({ queryKey: adminKeys.all });
});
