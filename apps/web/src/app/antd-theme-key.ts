/** The app's antd themes (`themeConfig` in `antd-theme.ts`) by name: the build's static antd CSS has a file for each. */
export const ANTD_THEME_KEYS = ['light', 'dark', 'light-reduced-motion', 'dark-reduced-motion'] as const;
export type AntdThemeKey = (typeof ANTD_THEME_KEYS)[number];

export const antdThemeKey = (isDark: boolean, reducedMotion: boolean): AntdThemeKey => `${isDark ? 'dark' : 'light'}${reducedMotion ? '-reduced-motion' : ''}`;
