import files from 'virtual:antd-static-css';
import { useColorMode } from '../stores/color-mode';
import { antdThemeKey } from './antd-theme-key';
import { resolveDark, systemPrefersDark, systemPrefersReducedMotion } from './theme';

let loading: Promise<void> | undefined;

/**
 * Loads the build's antd CSS of the page's theme: its styles and the cache-path map through
 * which @ant-design/cssinjs skips generating and injecting them (see the README, "antd's
 * styles"). It must have loaded before antd renders anything: cssinjs reads the map once, at its
 * first style. Answers when loaded or failed (antd then generates its styles as without it).
 */
export function loadAntdStaticCss(): Promise<void> {
  if (!files) return Promise.resolve();
  const href = files[antdThemeKey(resolveDark(useColorMode.getState().mode, systemPrefersDark()), systemPrefersReducedMotion())];
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    // first in <head>, where cssinjs puts the styles it injects: the app's own CSS still overrides antd's
    document.head.prepend(link);
  });
  return loading;
}
