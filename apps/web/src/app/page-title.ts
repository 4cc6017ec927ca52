import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-handle';
import { useSiteName } from '../stores/site-config';

/** '{page title} - {site name}', from the deepest route with a title. */
export function usePageTitle(): void {
  const matches = useMatches();
  const siteName = useSiteName();
  const { t } = useTranslation();
  const key = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);

  useEffect(() => {
    document.title = pageTitle(key ? t(key) : '', siteName);
  }, [key, siteName, t]);
}

export function pageTitle(title: string, siteName: string): string {
  return [title, siteName].filter(Boolean).join(' - ');
}
