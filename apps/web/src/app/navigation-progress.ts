import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

/** Removal delay of the loading block after the first navigation has ended (spec §9). */
export const LOADING_BLOCK_DELAY = 1000;

export function startBootProgress(): void {
  NProgress.start();
}

/**
 * The progress bar runs while a navigation loads (route code, language packs, loaders). The
 * full-screen block of index.html covers the first load only, as in BuildAdmin: it goes 1 s
 * after that navigation ends, so later navigations keep the page usable.
 */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';

  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);

  useEffect(() => {
    const timer = window.setTimeout(() => document.getElementById('block-loading')?.remove(), LOADING_BLOCK_DELAY);
    return () => window.clearTimeout(timer);
  }, []);
}
