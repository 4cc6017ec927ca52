declare module 'virtual:antd-static-css' {
  import type { AntdThemeKey } from './antd-theme-key';
  /** URLs of the build's antd CSS per theme; null in development and tests (`scripts/antd-static-css-plugin.ts`). */
  const files: Record<AntdThemeKey, string> | null;
  export default files;
}
