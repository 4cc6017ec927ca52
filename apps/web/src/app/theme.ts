import { useEffect, useSyncExternalStore } from 'react';
import { useColorMode, type ColorMode } from '../stores/color-mode';
import { useLayoutConfig } from '../stores/layout-config';

const darkQuery = '(prefers-color-scheme: dark)';
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function resolveDark(mode: ColorMode, systemDark: boolean): boolean {
  return mode === 'dark' || (mode === 'auto' && systemDark);
}

export function systemPrefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

/** Sets the `dark` class on <html> (used by our CSS) and the colour-scheme of native controls. */
export function applyDarkClass(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
}

export function systemPrefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

/** Follows a media query, for `useSyncExternalStore`. */
const subscribeTo = (media: string) => (onChange: () => void) => {
  const query = window.matchMedia(media);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const subscribeSystemDark = subscribeTo(darkQuery);
const subscribeReducedMotion = subscribeTo(reducedMotionQuery);

/** Whether the page is dark now: the chosen display mode (light, dark, or following the system). */
export function useIsDark(): boolean {
  const mode = useColorMode((state) => state.mode);
  const systemDark = useSyncExternalStore(subscribeSystemDark, systemPrefersDark);
  return resolveDark(mode, systemDark);
}

/** Whether the system asks for reduced motion (WCAG 2.3.3). */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribeReducedMotion, systemPrefersReducedMotion);

/**
 * Keeps the `dark` class of <html> and the layout store's flag on the display mode (the root of
 * the app). antd's theme follows the same mode where antd renders (`AntdScope`).
 */
export function useDarkClass(): void {
  const isDark = useIsDark();
  useEffect(() => {
    applyDarkClass(isDark);
    useLayoutConfig.getState().setDark(isDark);
  }, [isDark]);
}
