import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Removal delay of the loading block after the first navigation has ended (spec §9). */
export const LOADING_BLOCK_DELAY = 1000;

/** How long the ending bar fades (the `nav-progress-end` animation of styles/global.css). */
const FADE_MS = 300;

let bar: HTMLElement | null = null;

/**
 * The thin bar at the top of the window while a navigation loads, drawn by CSS animations
 * (`.nav-progress` in styles/global.css). nprogress, used before, read the bar's offsetWidth at
 * each step: a forced layout of the whole page inside the busiest tasks of a first load (about
 * 250 ms of main thread on the shop page with the CPU 4× slower, issue #34).
 */
export function startProgress(): void {
  if (bar && !bar.classList.contains('is-done')) return;
  // a new element starts its animation from the beginning without a reflow
  bar?.remove();
  bar = document.createElement('div');
  bar.className = 'nav-progress';
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

export function doneProgress(): void {
  const ending = bar;
  if (!ending || ending.classList.contains('is-done')) return;
  ending.classList.add('is-done');
  window.setTimeout(() => {
    ending.remove();
    if (bar === ending) bar = null;
  }, FADE_MS);
}

/**
 * The progress bar runs while a navigation loads (route code, language packs, loaders). The
 * full-screen block of index.html covers the first load only, as in BuildAdmin: it goes 1 s
 * after that navigation ends, so later navigations keep the page usable.
 */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';

  useEffect(() => {
    if (busy) startProgress();
    else doneProgress();
  }, [busy]);

  useEffect(() => {
    const timer = window.setTimeout(() => document.getElementById('block-loading')?.remove(), LOADING_BLOCK_DELAY);
    return () => window.clearTimeout(timer);
  }, []);
}
