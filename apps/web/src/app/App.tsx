import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { FeedbackOutlet } from './FeedbackOutlet';
import { useDarkClass } from './theme';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/** The root: the display mode's class on <html>, the message host, the routes (antd's configuration is `AntdScope`, below). */
export function App({ router }: AppProps) {
  useDarkClass();
  return (
    <>
      <FeedbackOutlet />
      <RouterProvider router={router} />
    </>
  );
}
