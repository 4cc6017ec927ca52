import { Outlet, ScrollRestoration } from 'react-router';
import { useNavigationProgress } from './navigation-progress';
import { usePageTitle } from './page-title';

/** Wraps every page: progress bar, boot loading block, document title. */
export function RootShell() {
  useNavigationProgress();
  usePageTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
