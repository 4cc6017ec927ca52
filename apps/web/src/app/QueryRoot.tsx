import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client';

/**
 * The react-query client of the pages behind a login (the two areas and the enrolment screen).
 * The public pages and the logins read nothing through it: its code loads with the first page
 * that does, not with every first visit.
 */
export default function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
