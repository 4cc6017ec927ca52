import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminTourEndpoints as api } from '@app/contract';
import { endpointQuery } from '../../api/endpoint';
import { queryClient } from '../../api/query-client';
import { loadLangPacks } from '../../lang/i18n';
import { useAdminTour } from '../../stores/admin-tour';
import { startsByItself } from './tour-steps';

/** The tour and its language pack load when it is first shown. */
const AdminTour = lazy(() => Promise.all([import('./AdminTour'), loadLangPacks(['admin-tour'])]).then(([module]) => module));

const automated = () => typeof navigator !== 'undefined' && navigator.webdriver === true;

/**
 * Starts the first-run tour on an admin's first sign-in (the server says whether they have seen
 * it, whatever browser they used), and shows it whenever it is started (the admin's menu).
 */
export function AdminTourHost() {
  const open = useAdminTour((state) => state.open);
  const start = useAdminTour((state) => state.start);
  const byItself = !automated();
  const { data } = useQuery({ ...endpointQuery(api.state), enabled: byItself, refetchOnWindowFocus: false }, queryClient);
  const offered = useRef(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    if (offered.current || !startsByItself(data?.seen, !byItself)) return;
    offered.current = true;
    start();
  }, [data?.seen, byItself, start]);

  return loaded ? (
    <Suspense fallback={null}>
      <AdminTour />
    </Suspense>
  ) : null;
}
