// antd 5's static dialogs, messages and wave effect render through React 19's createRoot; set
// before any antd renders, which is always inside this scope (not in the entry: ~4 KB gzipped)
import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useAntdTheme } from './antd-theme';

let locale: Locale | undefined;

/** antd's own texts in the reader's language (`app/antd-lazy.tsx` loads them with this module). */
export function setAntdLocale(texts: Locale): void {
  locale = texts;
}

/**
 * antd's configuration (theme of the display mode, texts of the language) around what renders
 * antd: the pages behind a login, the error pages, the dialogs and messages the public pages
 * open. Not at the root of the app: a first visit to a login or the home page, which draw
 * native controls, does not download antd's CSS-in-JS and theme (issue #34). Loaded through
 * `app/antd-lazy.tsx`, which sets the texts first.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const theme = useAntdTheme();
  return (
    <ConfigProvider locale={locale} theme={theme}>
      {/* antd's App: the dialogs its hooks open (components/confirm) render in this scope; no element of its own */}
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
