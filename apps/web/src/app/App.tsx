import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
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
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        <FeedbackOutlet />
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
