import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { theme, type ThemeConfig } from 'antd';
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

/**
 * Colours that pass WCAG AA: #0958d9 carries white text on light backgrounds; in dark mode links
 * use a lighter blue. antd's tertiary/description greys (45 % opacity) are too faint for text.
 */
export function themeConfig(isDark: boolean, reducedMotion = false): ThemeConfig {
  const motion = reducedMotion ? { motion: false } : {};
  return {
    // the selected menu entry keeps its text readable on its tinted background
    components: isDark ? { Menu: { itemSelectedColor: '#69b1ff', subMenuItemSelectedColor: '#69b1ff' } } : undefined,
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: isDark
      ? {
          ...motion,
          colorPrimary: '#1668dc',
          colorLink: '#69b1ff',
          colorInfo: '#1668dc',
          colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
          colorTextDescription: 'rgba(255, 255, 255, 0.65)',
          colorBgLayout: '#141414',
        }
      : {
          ...motion,
          colorPrimary: '#0958d9',
          colorLink: '#0958d9',
          colorInfo: '#0958d9',
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.65)',
          colorBgLayout: '#f5f7fa',
        },
  };
}

/**
 * The antd theme of the chosen display mode (light, dark, or following the system); a system
 * asking for reduced motion (WCAG 2.3.3) gets antd's dialogs, drawers and menus without animation.
 */
export function useAppTheme(): ThemeConfig {
  const mode = useColorMode((state) => state.mode);
  const systemDark = useSyncExternalStore(subscribeSystemDark, systemPrefersDark);
  const isDark = resolveDark(mode, systemDark);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, systemPrefersReducedMotion);

  useEffect(() => {
    applyDarkClass(isDark);
    useLayoutConfig.getState().setDark(isDark);
  }, [isDark]);

  return useMemo(() => themeConfig(isDark, reducedMotion), [isDark, reducedMotion]);
}
