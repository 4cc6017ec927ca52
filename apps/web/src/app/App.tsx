import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { FeedbackOutlet } from './FeedbackOutlet';
import { useAppTheme } from './theme';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  locale: Locale;
}

export function App({ router, locale }: AppProps) {
  const theme = useAppTheme();
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <FeedbackOutlet />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
